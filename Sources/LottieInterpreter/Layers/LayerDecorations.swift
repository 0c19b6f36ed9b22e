import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

/// A compiled layer mask.
struct CompiledMask: Sendable {
    let mode: SceneMask.Mode
    let isInverted: Bool
    let path: Timeline<VertexPath>
    let opacity: Timeline<Double>
    let expansion: Timeline<Double>
    let feather: Timeline<Point>

    /// Masks in mode `none` do nothing and are dropped here.
    init?(_ mask: Mask) {
        let mode: SceneMask.Mode
        switch mask.mode {
        case .add: mode = .add
        case .subtract: mode = .subtract
        case .intersect: mode = .intersect
        case .lighten: mode = .lighten
        case .darken: mode = .darken
        case .difference: mode = .difference
        case .none: return nil
        }
        self.mode = mode
        isInverted = mask.isInverted
        path = Timeline(mask.path)
        opacity = Timeline(mask.opacity)
        expansion = Timeline(mask.expansion)
        feather = Timeline(mask.feather)
    }

    var motion: ChangingFrames { ChangingFrames.union([path.motion, opacity.motion, expansion.motion, feather.motion]) }

    func mask(at frame: Double) -> SceneMask {
        let feather = feather.value(at: frame)
        return SceneMask(
            path: BezierPath(contours: path.value(at: frame).contour.map { [$0] } ?? []),
            mode: mode, isInverted: isInverted, opacity: min(max(opacity.value(at: frame), 0), 1),
            expansion: expansion.value(at: frame), feather: max(abs(feather.x), abs(feather.y))
        )
    }
}

/// A compiled layer effect.
enum CompiledEffect: Sendable {
    case fill(Timeline<LottieColor>, Timeline<Double>)
    case tint(Timeline<LottieColor>, Timeline<LottieColor>, Timeline<Double>)
    case tritone(Timeline<LottieColor>, Timeline<LottieColor>, Timeline<LottieColor>, Timeline<Double>)
    case dropShadow(Timeline<LottieColor>, Timeline<Double>, Timeline<Double>, Timeline<Double>, Timeline<Double>)
    case gaussianBlur(Timeline<Double>, horizontal: Bool, vertical: Bool)
    /// A layer style's shadow or glow: colour, opacity %, light angle (glows: none), size, distance, choke %.
    case shadow(
        Timeline<LottieColor>, Timeline<Double>, angle: Timeline<Double>?, Timeline<Double>,
        distance: Timeline<Double>?, choke: Timeline<Double>, placement: ShadowPlacement, isGlow: Bool)
    /// A layer style's stroke: colour and size.
    case outline(Timeline<LottieColor>, Timeline<Double>)
    /// A layer style's gradient overlay: stop values and colour stop count, opacity %, angle, scale %, radial,
    /// reversed.
    case gradientOverlay(
        Timeline<[Double]>, colorStopCount: Int, Timeline<Double>, angle: Timeline<Double>, scale: Timeline<Double>,
        isRadial: Bool, isReversed: Bool)

    /// A layer style's effect; styles are drawn after effects.
    init(_ style: LayerStyle) {
        switch style {
        case .stroke(let color, let size):
            self = .outline(Timeline(color), Timeline(size))
        case .dropShadow(let shadow), .innerShadow(let shadow):
            let placement: ShadowPlacement = if case .dropShadow = style { .behind } else { .insideFromEdges }
            self = .shadow(
                Timeline(shadow.color), Timeline(shadow.opacity), angle: Timeline(shadow.angle), Timeline(shadow.size),
                distance: Timeline(shadow.distance),
                choke: Timeline(shadow.choke), placement: placement, isGlow: false)
        case .outerGlow(let glow), .innerGlow(let glow):
            let placement: ShadowPlacement =
                if case .outerGlow = style { .behind } else if glow.fromEdges { .insideFromEdges } else {
                    .insideFromCentre
                }
            self = .shadow(
                Timeline(glow.color), Timeline(glow.opacity), angle: nil, Timeline(glow.size), distance: nil,
                choke: Timeline(glow.choke), placement: placement, isGlow: true)
        case .colorOverlay(let color, let opacity):
            self = .fill(Timeline(color), Timeline(opacity.map { $0 / 100 }))
        case .gradientOverlay(let overlay):
            self = .gradientOverlay(
                Timeline(overlay.colors.values), colorStopCount: overlay.colors.colorStopCount,
                Timeline(overlay.opacity), angle: Timeline(overlay.angle),
                scale: Timeline(overlay.scale), isRadial: overlay.isRadial, isReversed: overlay.isReversed)
        }
    }

    /// After Effects draws a layer's styles bottom to top: overlays on the content, inner shadows and glows within
    /// it, then the stroke, outer glow and drop shadow around it. Each style here works on the result of the ones
    /// before it, so they are applied in that order: what is drawn around sees the overlays, not the other way.
    static func drawingOrder(_ styles: [LayerStyle]) -> [LayerStyle] {
        func rank(_ style: LayerStyle) -> Int {
            switch style {
            case .colorOverlay: 0
            case .gradientOverlay: 0
            case .innerShadow: 1
            case .innerGlow: 2
            case .stroke: 3
            case .outerGlow: 4
            case .dropShadow: 5
            }
        }
        return styles.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(
            \.element)
    }

    init(_ effect: LayerEffect) {
        switch effect {
        case .fill(let color, let opacity): self = .fill(Timeline(color), Timeline(opacity))
        case .tint(let black, let white, let amount): self = .tint(Timeline(black), Timeline(white), Timeline(amount))
        case .tritone(let highlights, let midtones, let shadows, let blend):
            self = .tritone(Timeline(highlights), Timeline(midtones), Timeline(shadows), Timeline(blend))
        case .dropShadow(let color, let opacity, let direction, let distance, let softness):
            self = .dropShadow(
                Timeline(color), Timeline(opacity), Timeline(direction), Timeline(distance), Timeline(softness))
        case .gaussianBlur(let blurriness, let dimensions):
            self = .gaussianBlur(Timeline(blurriness), horizontal: dimensions != 3, vertical: dimensions != 2)
        }
    }

    var motion: ChangingFrames {
        switch self {
        case .fill(let color, let opacity): ChangingFrames.union([color.motion, opacity.motion])
        case .tint(let black, let white, let amount): ChangingFrames.union([black.motion, white.motion, amount.motion])
        case .tritone(let highlights, let midtones, let shadows, let blend):
            ChangingFrames.union([highlights.motion, midtones.motion, shadows.motion, blend.motion])
        case .dropShadow(let color, let opacity, let direction, let distance, let softness):
            ChangingFrames.union([color.motion, opacity.motion, direction.motion, distance.motion, softness.motion])
        case .gaussianBlur(let blurriness, _, _): blurriness.motion
        case .shadow(let color, let opacity, let angle, let size, let distance, let choke, _, _):
            ChangingFrames.union(
                [color.motion, opacity.motion, size.motion, choke.motion]
                    + [angle?.motion, distance?.motion].compactMap { $0 })
        case .outline(let color, let size): ChangingFrames.union([color.motion, size.motion])
        case .gradientOverlay(let values, _, let opacity, let angle, let scale, _, _):
            ChangingFrames.union([values.motion, opacity.motion, angle.motion, scale.motion])
        }
    }

    /// The effect at `frame` for a layer whose transform within its composition is `layerTransform`.
    ///
    /// After Effects renders shape and text layers with continuous rasterization, so their effects apply after
    /// the layer's transform: a shadow's distance and softness and a blur's blurriness are composition pixels,
    /// whatever the layer's scale (a layer at 278% keeps a 32-pixel shadow 32 pixels away). The scene draws
    /// effects inside the layer's group, so lengths are handed over in the layer's units.
    func effect(at frame: Double, layerTransform: VectorGraphics.AffineTransform) -> RasterEffect {
        let scale = layerTransform.averageScale > 1e-9 ? layerTransform.averageScale : 1
        let effect: RasterEffect =
            switch self {
            case .fill(let color, let opacity):
                .fill(color: color.value(at: frame), opacity: opacity.value(at: frame))
            case .tint(let black, let white, let amount):
                .tint(
                    black: black.value(at: frame), white: white.value(at: frame), amount: amount.value(at: frame) / 100)
            case .tritone(let highlights, let midtones, let shadows, let blend):
                .tritone(
                    highlights: highlights.value(at: frame), midtones: midtones.value(at: frame),
                    shadows: shadows.value(at: frame), blend: blend.value(at: frame) / 100)
            case .dropShadow(let color, let opacity, let direction, let distance, let softness):
                Self.dropShadow(
                    color: color.value(at: frame), opacity: opacity.value(at: frame) / 255,
                    directionDegrees: direction.value(at: frame),
                    distance: distance.value(at: frame), softness: softness.value(at: frame) / scale,
                    layerTransform: layerTransform)
            case .gaussianBlur(let blurriness, let horizontal, let vertical):
                .gaussianBlur(
                    blurriness: blurriness.value(at: frame) / scale, horizontal: horizontal, vertical: vertical)
            case .shadow(
                let color, let opacity, let angle, let size, let distance, let choke, let placement, let isGlow):
                Self.shadowStyle(
                    color: color.value(at: frame), opacity: opacity.value(at: frame) / 100,
                    angleDegrees: angle?.value(at: frame) ?? 0,
                    distance: distance?.value(at: frame) ?? 0, size: size.value(at: frame) / scale,
                    choke: choke.value(at: frame) / 100,
                    placement: placement, isGlow: isGlow, layerTransform: layerTransform)
            case .outline(let color, let size):
                .outline(color: color.value(at: frame), opacity: 1, width: size.value(at: frame) / scale)
            case .gradientOverlay(
                let values, let count, let opacity, let angle, let length, let isRadial, let isReversed):
                Self.gradientOverlay(
                    stops: GradientStops.stops(from: values.value(at: frame), colorStopCount: count),
                    opacity: opacity.value(at: frame) / 100,
                    angleDegrees: angle.value(at: frame), scale: length.value(at: frame) / 100, isRadial: isRadial,
                    isReversed: isReversed)
            }
        return effect
    }

    /// A style's light angle (counter-clockwise from the right, the light's side) turned into the shadow's
    /// direction (clockwise from up, the shadow's side): 270° − angle. A choke makes the blurred edge solid as Skia's
    /// Skottie does it, multiplying the blurred alpha by 1 / (1 − choke), for glows by 1 / (1 − choke^0.2).
    private static func shadowStyle(
        color: LottieColor, opacity: Double, angleDegrees: Double, distance: Double, size: Double, choke: Double,
        placement: ShadowPlacement, isGlow: Bool, layerTransform: VectorGraphics.AffineTransform
    ) -> RasterEffect {
        let choke = min(max(choke, 0), 1)
        let gain = choke > 0 ? 1 / max(1 - (isGlow ? pow(choke, 0.2) : choke), 1e-6) : 1
        let offset = offsetInLayer(
            directionDegrees: 270 - angleDegrees, distance: distance, layerTransform: layerTransform)
        return .shadow(
            ShadowEffect(
                color: color, opacity: opacity, directionDegrees: offset.direction, distance: offset.distance,
                size: size, alphaGain: gain, placement: placement))
    }

    /// The shadow's offset, `distance` composition pixels toward `directionDegrees` (0° up, 90° right), as a
    /// direction and distance in the layer's units.
    private static func dropShadow(
        color: LottieColor, opacity: Double, directionDegrees: Double, distance: Double, softness: Double,
        layerTransform: VectorGraphics.AffineTransform
    ) -> RasterEffect {
        let offset = offsetInLayer(
            directionDegrees: directionDegrees, distance: distance, layerTransform: layerTransform)
        return .dropShadow(
            color: color, opacity: opacity, directionDegrees: offset.direction, distance: offset.distance,
            softness: softness)
    }

    /// Reversing runs the stops from the other end. The angle stays the composition's: the drawing lays the
    /// gradient across the content's bounds as drawn, whatever the layer's own turn.
    private static func gradientOverlay(
        stops: [GradientStop], opacity: Double, angleDegrees: Double, scale: Double, isRadial: Bool, isReversed: Bool
    ) -> RasterEffect {
        let ordered = isReversed ? stops.reversed().map { GradientStop(offset: 1 - $0.offset, color: $0.color) } : stops
        return .gradientOverlay(
            stops: ordered, opacity: opacity, angleDegrees: angleDegrees, scale: scale, isRadial: isRadial)
    }

    /// `distance` composition pixels toward `directionDegrees` (0° up, 90° right) as a direction and distance in
    /// the layer's units.
    private static func offsetInLayer(
        directionDegrees: Double, distance: Double, layerTransform: VectorGraphics.AffineTransform
    ) -> (direction: Double, distance: Double) {
        let radians = directionDegrees * .pi / 180
        let inComposition = Point(x: 0, y: -distance).rotated(radians: radians)
        let linear = VectorGraphics.AffineTransform(
            a: layerTransform.a, b: layerTransform.b, c: layerTransform.c, d: layerTransform.d, tx: 0, ty: 0)
        guard let inverse = linear.inverted else { return (directionDegrees, distance) }
        let inLayer = inverse.applyLinear(to: inComposition)
        // The drawing offsets by (sin θ, −cos θ) × distance, so θ = atan2(x, −y).
        let direction = inLayer.length > 1e-12 ? Point(x: -inLayer.y, y: inLayer.x).angle * 180 / .pi : directionDegrees
        return (direction, inLayer.length)
    }
}
