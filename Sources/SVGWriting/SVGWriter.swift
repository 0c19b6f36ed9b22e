import Foundation
import TextShaping
import VectorGraphics

/// Writes a scene as an SVG document of its own, element by element.
///
/// Cairo 1.16's SVG backend loses memory for every group surface it destroys, which a long-running process pays
/// per frame; the display list maps onto SVG directly. Groups, paths and paints become `<g>`, `<path>` and
/// gradients; masks, mattes and effects become `<mask>` and `<filter>` definitions (see `SVGWriter+Compositing`);
/// system-font text becomes the outlines of its shaped glyphs, so the document needs no fonts.
package struct SVGWriter {
    private(set) var definitions = ""
    private var nextIdentifier = 0

    /// The scene as an SVG document of the viewport's size, over `background` when given, within the same drawing
    /// budget as pixels (not Cairo's SVG backend, which loses memory with every group it draws).
    package static func document(
        _ scene: LottieScene, viewport: Viewport, background: LottieColor?
    ) throws(OutputError) -> Data {
        try viewport.validate()
        try DrawingBudget.standard.check(scene, viewport: viewport)
        return written(scene, viewport: viewport, background: background)
    }

    /// The document for `scene` fitted into `viewport`, over `background` when given.
    private static func written(_ scene: LottieScene, viewport: Viewport, background: LottieColor?) -> Data {
        var writer = SVGWriter()
        let (transform, frame) = viewport.fit(scene)
        let viewportClip = writer.define(
            "clipPath",
            #"<rect x="\#(number(frame.x))" y="\#(number(frame.y))" width="\#(number(frame.width))" height="\#(number(frame.height))"/>"#
        )
        var body = ""
        if let background {
            body +=
                #"<rect width="\#(viewport.width)" height="\#(viewport.height)" fill="\#(color(background))"\#(opacityAttribute("fill-opacity", background.alpha))/>"#
                + "\n"
        }
        body += #"<g clip-path="url(#\#(viewportClip))"><g transform="\#(matrix(transform))">"# + "\n"
        body += writer.elements(scene.nodes, opacity: 1)
        body += "</g></g>\n"
        var document = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        document +=
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\#(viewport.width)px" height="\#(viewport.height)px" viewBox="0 0 \#(viewport.width) \#(viewport.height)">"#
            + "\n"
        document += "<defs>\n" + writer.definitions + "</defs>\n" + body + "</svg>\n"
        return Data(document.utf8)
    }

    /// Adds a definition (`clipPath`, `mask`, `filter`, a gradient) and returns its identifier.
    mutating func define(_ element: String, attributes: String = "", _ content: String) -> String {
        nextIdentifier += 1
        let identifier = "\(element.prefix(1))\(nextIdentifier)"
        definitions += "<\(element) id=\"\(identifier)\"\(attributes)>\(content)</\(element)>\n"
        return identifier
    }

    mutating func elements(_ nodes: [SceneNode], opacity: Double) -> String {
        nodes.map { element($0, opacity: opacity) }.joined()
    }

    /// `opacity` is what enclosing groups pass down, as `SceneDrawing` does: one drawable needs no group of its own.
    mutating func element(_ node: SceneNode, opacity: Double) -> String {
        switch node {
        case .group(let group):
            guard group.opacity > 0, group.transform.isInvertible else { return "" }
            var attributes = group.transform.isIdentity ? "" : #" transform="\#(Self.matrix(group.transform))""#
            if let clip = group.clip {
                attributes += #" clip-path="url(#\#(define("clipPath", #"<path d="\#(Self.pathData(clip))"/>"#)))""#
            }
            if group.isIsolated(drawables: node.drawableCount) {
                attributes += Self.opacityAttribute("opacity", group.opacity * opacity)
                if group.blendMode != .normal { attributes += #" style="mix-blend-mode:\#(group.blendMode.cssName)""# }
                return "<g\(attributes)>\n" + elements(group.children, opacity: 1) + "</g>\n"
            }
            return "<g\(attributes)>\n" + elements(group.children, opacity: opacity * group.opacity) + "</g>\n"
        case .fill(let fill):
            let rule = fill.rule == .evenOdd ? #" fill-rule="evenodd""# : ""
            return
                #"<path d="\#(Self.pathData(fill.path))"\#(paint(fill.paint, opacity: fill.opacity * opacity, as: "fill"))\#(rule)/>"#
                + "\n"
        case .stroke(let stroke):
            return
                #"<path d="\#(Self.pathData(stroke.path))" fill="none"\#(paint(stroke.paint, opacity: stroke.opacity * opacity, as: "stroke"))\#(Self.strokeAttributes(stroke.style))/>"#
                + "\n"
        case .masked(let masked):
            return maskedElement(masked, opacity: opacity)
        case .matted(let matted):
            return mattedElement(matted, opacity: opacity)
        case .effected(let effected):
            return effectedElement(effected, opacity: opacity)
        case .image(let image):
            guard image.width > 0, image.height > 0 else { return "" }
            let type =
                switch image.image.format {
                case .png: "png"
                case .jpeg: "jpeg"
                case .webp: "webp"
                }
            let uri = "data:image/\(type);base64,\(Data(image.image.data).base64EncodedString())"
            return
                #"<image width="\#(Self.number(image.width))" height="\#(Self.number(image.height))" preserveAspectRatio="none"\#(Self.opacityAttribute("opacity", opacity)) xlink:href="\#(uri)"/>"#
                + "\n"
        case .text(let text):
            return textElements(text, opacity: opacity)
        }
    }

    /// Each shaped line's glyph outlines, filled and outlined as `SceneDrawing` paints them.
    private mutating func textElements(_ node: TextNode, opacity: Double) -> String {
        var result = ""
        for (path, style) in TextLayout.outlines(node) where style.opacity > 0 && !path.isEmpty {
            let alpha = opacity * style.opacity
            var fill = "", stroke = ""
            if let color = style.fill {
                fill =
                    #"<path d="\#(Self.pathData(path))"\#(paint(.solid(color), opacity: alpha, as: "fill"))/>"# + "\n"
            }
            if let color = style.strokeColor, style.strokeWidth > 0 {
                let attributes = StrokeAttributes(width: style.strokeWidth, cap: .butt, join: .round)
                stroke =
                    #"<path d="\#(Self.pathData(path))" fill="none"\#(paint(.solid(color), opacity: alpha, as: "stroke"))\#(Self.strokeAttributes(attributes))/>"#
                    + "\n"
            }
            result += node.strokeOverFill ? fill + stroke : stroke + fill
        }
        return result
    }

    /// ` fill="…"` (or `stroke`) with its opacity; gradients become definitions in user space, ends padded.
    private mutating func paint(_ paint: Paint, opacity: Double, as property: String) -> String {
        switch paint {
        case .solid(let color):
            return
                #" \#(property)="\#(Self.color(color))"\#(Self.opacityAttribute("\(property)-opacity", color.alpha * opacity))"#
        case .linearGradient(let gradient):
            let attributes =
                #" gradientUnits="userSpaceOnUse" x1="\#(Self.number(gradient.start.x))" y1="\#(Self.number(gradient.start.y))" x2="\#(Self.number(gradient.end.x))" y2="\#(Self.number(gradient.end.y))""#
            let identifier = define("linearGradient", attributes: attributes, Self.stops(gradient.stops))
            return #" \#(property)="url(#\#(identifier))"\#(Self.opacityAttribute("\(property)-opacity", opacity))"#
        case .radialGradient(let gradient):
            let attributes =
                #" gradientUnits="userSpaceOnUse" cx="\#(Self.number(gradient.center.x))" cy="\#(Self.number(gradient.center.y))" r="\#(Self.number(gradient.radius))" fx="\#(Self.number(gradient.focus.x))" fy="\#(Self.number(gradient.focus.y))""#
            let identifier = define("radialGradient", attributes: attributes, Self.stops(gradient.stops))
            return #" \#(property)="url(#\#(identifier))"\#(Self.opacityAttribute("\(property)-opacity", opacity))"#
        }
    }

    private static func stops(_ stops: [GradientStop]) -> String {
        stops.map {
            #"<stop offset="\#(number(min(max($0.offset, 0), 1)))" stop-color="\#(color($0.color))"\#(opacityAttribute("stop-opacity", $0.color.alpha))/>"#
        }.joined()
    }

    private static func strokeAttributes(_ style: StrokeAttributes) -> String {
        let cap =
            switch style.cap {
            case .butt: "butt"
            case .round: "round"
            case .square: "square"
            }
        let join =
            switch style.join {
            case .miter: "miter"
            case .round: "round"
            case .bevel: "bevel"
            }
        var result =
            #" stroke-width="\#(number(style.width))" stroke-linecap="\#(cap)" stroke-linejoin="\#(join)" stroke-miterlimit="\#(number(style.miterLimit))""#
        if !style.dashes.isEmpty, style.dashes.contains(where: { $0 > 0 }) {
            result +=
                #" stroke-dasharray="\#(style.dashes.map(number).joined(separator: " "))" stroke-dashoffset="\#(number(style.dashOffset))""#
        }
        return result
    }

    static func opacityAttribute(_ name: String, _ value: Double) -> String {
        value >= 1 ? "" : #" \#(name)="\#(number(min(max(value, 0), 1)))""#
    }

    static func color(_ color: LottieColor) -> String {
        let percent = { (value: Double) in number(min(max(value, 0), 1) * 100) + "%" }
        return "rgb(\(percent(color.red)),\(percent(color.green)),\(percent(color.blue)))"
    }

    static func matrix(_ transform: VectorGraphics.AffineTransform) -> String {
        "matrix("
            + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(
                separator: " ") + ")"
    }

    static func pathData(_ path: BezierPath) -> String {
        var data = ""
        for contour in path.contours {
            data += "M\(number(contour.start.x)) \(number(contour.start.y))"
            var current = contour.start
            for segment in contour.segments {
                if segment.isStraight(from: current) {
                    data += "L\(number(segment.end.x)) \(number(segment.end.y))"
                } else {
                    data +=
                        "C\(number(segment.control1.x)) \(number(segment.control1.y)) \(number(segment.control2.x)) \(number(segment.control2.y)) \(number(segment.end.x)) \(number(segment.end.y))"
                }
                current = segment.end
            }
            if contour.isClosed { data += "Z" }
        }
        return data
    }

    /// Up to four decimals, without trailing zeros; non-finite values as 0 (a document must parse).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

extension BlendingMode {
    /// CSS's `mix-blend-mode` name; `add` is `plus-lighter`.
    var cssName: String {
        switch self {
        case .normal: "normal"
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .hardLight: "hard-light"
        case .softLight: "soft-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .add: "plus-lighter"
        }
    }
}
