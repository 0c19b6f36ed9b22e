import Foundation
import VectorGraphics

/// Masks, mattes and effects as SVG definitions. Coverage is built as white paint whose alpha is the coverage,
/// which a luminance mask reads as that coverage; the mask modes compose as `SceneDrawing+Masks` composes them
/// with Cairo operators (union, removal, product, exclusive-or).
extension SVGWriter {
    /// A rectangle around everything `nodes` can show, in their coordinates: where masks, mattes and filters apply.
    func region(of nodes: [SceneNode], margin: Double = 2) -> (x: Double, y: Double, width: Double, height: Double) {
        guard case .box(let minX, let minY, let maxX, let maxY) = nodes.geometryExtent.expanded(by: margin) else {
            return (-Self.farAway, -Self.farAway, 2 * Self.farAway, 2 * Self.farAway)
        }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// Where an unbounded region ends: far beyond any output, near enough for single-precision renderers.
    static let farAway = 100_000.0

    func regionAttributes(_ region: (x: Double, y: Double, width: Double, height: Double), units: String) -> String {
        #" \#(units)="userSpaceOnUse" x="\#(Self.number(region.x))" y="\#(Self.number(region.y))" width="\#(Self.number(region.width))" height="\#(Self.number(region.height))""#
    }

    func filledRegion(
        _ region: (x: Double, y: Double, width: Double, height: Double), color: String = "white"
    ) -> String {
        #"<rect x="\#(Self.number(region.x))" y="\#(Self.number(region.y))" width="\#(Self.number(region.width))" height="\#(Self.number(region.height))" fill="\#(color)"/>"#
    }

    /// A luminance mask holding `content`, over `region`.
    mutating func mask(_ content: String, region: (x: Double, y: Double, width: Double, height: Double)) -> String {
        define("mask", attributes: regionAttributes(region, units: "maskUnits"), content)
    }

    // MARK: Masks

    mutating func maskedElement(_ node: MaskedNode, opacity: Double) -> String {
        let region = region(of: node.content)
        var coverage = ""
        if let first = node.masks.first, [.subtract, .intersect, .darken].contains(first.mode) {
            coverage = filledRegion(region)
        }
        for mask in node.masks {
            let layer =
                #"<g\#(Self.opacityAttribute("opacity", mask.opacity))>"# + maskLayer(mask, region: region) + "</g>"
            switch mask.mode {
            case .add, .lighten:
                coverage += layer
            case .subtract:
                coverage = #"<g mask="url(#\#(inverse(layer, region: region)))">"# + coverage + "</g>"
            case .intersect, .darken:
                coverage = #"<g mask="url(#\#(self.mask(layer, region: region)))">"# + coverage + "</g>"
            case .difference:
                let before = coverage
                coverage = #"<g mask="url(#\#(inverse(layer, region: region)))">"# + before + "</g>"
                coverage += #"<g mask="url(#\#(inverse(before, region: region)))">"# + layer + "</g>"
            }
        }
        let identifier = mask(coverage, region: region)
        return #"<g mask="url(#\#(identifier))"\#(Self.opacityAttribute("opacity", opacity))>"# + "\n"
            + elements(node.content, opacity: 1) + "</g>\n"
    }

    /// The mask `1 − coverage`: white everywhere, the coverage painted out in black.
    private mutating func inverse(
        _ coverage: String, region: (x: Double, y: Double, width: Double, height: Double)
    ) -> String {
        mask(
            filledRegion(region) + #"<g filter="url(#\#(paintFilter(black: true, region: region)))">"# + coverage
                + "</g>", region: region)
    }

    /// One mask's own coverage as white paint: its path grown or shrunk, feathered, inverted.
    private mutating func maskLayer(
        _ mask: SceneMask, region: (x: Double, y: Double, width: Double, height: Double)
    ) -> String {
        let data = Self.pathData(mask.path)
        var layer = #"<path d="\#(data)" fill="white"/>"#
        if mask.expansion > 0 {
            layer +=
                #"<path d="\#(data)" fill="none" stroke="white" stroke-width="\#(Self.number(mask.expansion * 2))" stroke-linejoin="round"/>"#
        } else if mask.expansion < 0 {
            let erased =
                #"<path d="\#(data)" fill="none" stroke="white" stroke-width="\#(Self.number(-mask.expansion * 2))" stroke-linejoin="round"/>"#
            layer = #"<g mask="url(#\#(inverse(erased, region: region)))">"# + layer + "</g>"
        }
        if mask.feather > 0 {
            let blur = define(
                "filter", attributes: regionAttributes(region, units: "filterUnits"),
                #"<feGaussianBlur stdDeviation="\#(Self.number(mask.feather / 2))"/>"#)
            layer = #"<g filter="url(#\#(blur))">"# + layer + "</g>"
        }
        guard mask.isInverted else { return layer }
        return #"<g mask="url(#\#(inverse(layer, region: region)))">"# + filledRegion(region) + "</g>"
    }

    /// A filter that paints everything white (or black), keeping its alpha: coverage from coloured drawings.
    private mutating func paintFilter(
        black: Bool, region: (x: Double, y: Double, width: Double, height: Double)
    ) -> String {
        let level = black ? "0" : "1"
        let matrix = "0 0 0 0 \(level) 0 0 0 0 \(level) 0 0 0 0 \(level) 0 0 0 1 0"
        return define(
            "filter",
            attributes: regionAttributes(region, units: "filterUnits") + #" color-interpolation-filters="sRGB""#,
            #"<feColorMatrix values="\#(matrix)"/>"#)
    }

    // MARK: Mattes

    /// Alpha mattes by coverage, luma mattes by luminance (transparency counting as black), inverted ones by the
    /// rest.
    mutating func mattedElement(_ node: MattedNode, opacity: Double) -> String {
        let region = region(of: node.content + node.matte)
        let matte = elements(node.matte, opacity: 1)
        let coverage: String
        switch node.mode {
        case .alpha:
            coverage = #"<g filter="url(#\#(paintFilter(black: false, region: region)))">"# + matte + "</g>"
        case .invertedAlpha:
            coverage =
                filledRegion(region) + #"<g filter="url(#\#(paintFilter(black: true, region: region)))">"# + matte
                + "</g>"
        case .luma:
            coverage = matte
        case .invertedLuma:
            let toAlpha = define(
                "filter",
                attributes: regionAttributes(region, units: "filterUnits") + #" color-interpolation-filters="sRGB""#,
                #"<feColorMatrix type="luminanceToAlpha"/><feColorMatrix values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0"/>"#
            )
            coverage = filledRegion(region) + #"<g filter="url(#\#(toAlpha))">"# + matte + "</g>"
        }
        let identifier = mask(coverage, region: region)
        return #"<g mask="url(#\#(identifier))"\#(Self.opacityAttribute("opacity", opacity))>"# + "\n"
            + elements(node.content, opacity: 1) + "</g>\n"
    }

    // MARK: Effects

    /// Effects as one filter, applied in order, with `SceneDrawing+Effects`'s constants.
    mutating func effectedElement(_ node: EffectedNode, opacity: Double) -> String {
        var primitives = "", input = "SourceGraphic", reach = 0.0, step = 0
        for effect in node.effects {
            step += 1
            let output = "e\(step)"
            switch effect {
            case .dropShadow(let color, let shadowOpacity, let direction, let distance, let softness):
                let sigma = max(softness, 0) * RasterEffect.softnessToSigma
                reach += 3 * sigma + abs(distance)
                let shadow = ShadowEffect(
                    color: color, opacity: shadowOpacity, directionDegrees: direction, distance: distance,
                    size: softness)
                primitives += Self.shadow(of: input, into: output, shadow, sigma: sigma)
            case .shadow(let shadow):
                let sigma = max(shadow.size, 0) * RasterEffect.blurrinessToSigma
                reach += 3 * sigma + abs(shadow.distance)
                primitives += Self.shadow(of: input, into: output, shadow, sigma: sigma)
            case .gradientOverlay:
                // A filter cannot lay a gradient over the content's own bounds; vector output keeps the content.
                primitives += #"<feOffset in="\#(input)" dx="0" dy="0" result="\#(output)"/>"#
            case .outline(let color, let outlineOpacity, let width):
                reach += max(width, 0)
                primitives +=
                    #"<feMorphology in="\#(input)" operator="dilate" radius="\#(Self.number(max(width, 0)))" result="\#(output)a"/>"#
                primitives +=
                    #"<feFlood flood-color="\#(Self.color(color))" flood-opacity="\#(Self.number(min(max(outlineOpacity, 0), 1)))"/>"#
                primitives += #"<feComposite in2="\#(output)a" operator="in" result="\#(output)b"/>"#
                primitives +=
                    #"<feMerge result="\#(output)"><feMergeNode in="\#(output)b"/><feMergeNode in="\#(input)"/></feMerge>"#
            case .gaussianBlur(let blurriness, let horizontal, let vertical):
                let sigma = max(blurriness, 0) * RasterEffect.blurrinessToSigma
                reach += 3 * sigma
                primitives +=
                    #"<feGaussianBlur in="\#(input)" stdDeviation="\#(Self.number(horizontal ? sigma : 0)) \#(Self.number(vertical ? sigma : 0))" result="\#(output)"/>"#
            case .fill(let color, let amount):
                primitives +=
                    #"<feFlood flood-color="\#(Self.color(color))" result="\#(output)a"/><feComposite in="\#(output)a" in2="\#(input)" operator="in" result="\#(output)b"/>"#
                primitives += Self.mix(input, "\(output)b", amount: amount, into: output)
            case .tint(let black, let white, let amount):
                primitives +=
                    Self.luminanceMap(input, [black, white], into: "\(output)a")
                    + Self.mix(input, "\(output)a", amount: amount, into: output)
            case .tritone(let highlights, let midtones, let shadows, let blend):
                primitives +=
                    Self.luminanceMap(input, [shadows, midtones, highlights], into: "\(output)a")
                    + Self.mix(input, "\(output)a", amount: 1 - blend, into: output)
            }
            input = output
        }
        var region = region(of: node.content)
        if region.width < 2 * Self.farAway {
            region = (region.x - reach, region.y - reach, region.width + 2 * reach, region.height + 2 * reach)
        }
        let filter = define(
            "filter",
            attributes: regionAttributes(region, units: "filterUnits") + #" color-interpolation-filters="sRGB""#,
            primitives)
        return #"<g filter="url(#\#(filter))"\#(Self.opacityAttribute("opacity", opacity))>"# + "\n"
            + elements(node.content, opacity: 1) + "</g>\n"
    }

    /// A shadow of `input`'s coverage (or, inside from the edges, of what lies outside it), as `SceneDrawing`
    /// draws one: blurred by `sigma`, its alpha multiplied by `alphaGain` (left out at 1), moved `distance` toward
    /// `directionDegrees` (clockwise from up), flooded with `color` at `opacity`, and merged under the content or,
    /// clipped to it, over it.
    /// `shadow` as filter primitives, blurred by `sigma` (a drop shadow's softness and a style's size convert to it
    /// differently).
    private static func shadow(of input: String, into output: String, _ shadow: ShadowEffect, sigma: Double) -> String {
        let (alphaGain, directionDegrees, distance, color, opacity, placement) =
            (shadow.alphaGain, shadow.directionDegrees, shadow.distance, shadow.color, shadow.opacity, shadow.placement)
        let radians = directionDegrees * .pi / 180
        let alpha = placement == .insideFromEdges ? "0 0 0 -1 1" : "0 0 0 1 0"
        var primitives =
            #"<feColorMatrix in="\#(input)" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 \#(alpha)" result="\#(output)a"/>"#
        if alphaGain > 1 {
            primitives += #"<feGaussianBlur in="\#(output)a" stdDeviation="\#(Self.number(sigma))"/>"#
            primitives +=
                #"<feComponentTransfer result="\#(output)b"><feFuncA type="linear" slope="\#(Self.number(min(alphaGain, 1e6)))"/></feComponentTransfer>"#
        } else {
            primitives +=
                #"<feGaussianBlur in="\#(output)a" stdDeviation="\#(Self.number(sigma))" result="\#(output)b"/>"#
        }
        primitives +=
            #"<feOffset in="\#(output)b" dx="\#(Self.number(sin(radians) * distance))" dy="\#(Self.number(-cos(radians) * distance))" result="\#(output)c"/>"#
        primitives +=
            #"<feFlood flood-color="\#(Self.color(color))" flood-opacity="\#(Self.number(min(max(opacity, 0), 1)))" result="\#(output)d"/>"#
        primitives += #"<feComposite in="\#(output)d" in2="\#(output)c" operator="in" result="\#(output)e"/>"#
        if placement == .behind {
            primitives +=
                #"<feMerge result="\#(output)"><feMergeNode in="\#(output)e"/><feMergeNode in="\#(input)"/></feMerge>"#
        } else {
            primitives += #"<feComposite in="\#(output)e" in2="\#(input)" operator="in" result="\#(output)f"/>"#
            primitives +=
                #"<feMerge result="\#(output)"><feMergeNode in="\#(input)"/><feMergeNode in="\#(output)f"/></feMerge>"#
        }
        return primitives
    }

    /// Each pixel's colour replaced by the colours at its luminance (0 → the first, 1 → the last, linear between),
    /// coverage kept.
    private static func luminanceMap(_ input: String, _ colors: [LottieColor], into output: String) -> String {
        let luma = "0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0"
        let table = { (channel: (LottieColor) -> Double) in
            colors.map { number(min(max(channel($0), 0), 1)) }.joined(separator: " ")
        }
        return #"<feColorMatrix in="\#(input)" values="\#(luma)"/>"#
            + #"<feComponentTransfer result="\#(output)"><feFuncR type="table" tableValues="\#(table(\.red))"/><feFuncG type="table" tableValues="\#(table(\.green))"/><feFuncB type="table" tableValues="\#(table(\.blue))"/></feComponentTransfer>"#
    }

    /// `original` mixed toward `changed` by `amount` (0…1), premultiplied, as `RasterPixels.mapPixels` mixes.
    private static func mix(_ original: String, _ changed: String, amount: Double, into output: String) -> String {
        let mix = min(max(amount, 0), 1)
        return
            #"<feComposite in="\#(original)" in2="\#(changed)" operator="arithmetic" k1="0" k2="\#(number(1 - mix))" k3="\#(number(mix))" k4="0" result="\#(output)"/>"#
    }
}
