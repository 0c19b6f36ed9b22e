import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

/// A compiled style: how to paint the geometry it applies to at any frame.
///
/// A class, read by reference every frame (see `TransformTimeline`).
final class StyleSource: Sendable {
    private enum PaintSource: Sendable {
        case solid(Timeline<LottieColor>)
        case gradient(GradientSource)
    }

    private enum Outline: Sendable {
        case fill(FillRule)
        case stroke(
            width: Timeline<Double>, cap: StrokeAttributes.Cap, join: StrokeAttributes.Join,
            miterLimit: Timeline<Double>, dashes: [(StrokeDash.Kind, Timeline<Double>)])
    }

    private let paint: PaintSource
    private let opacity: Timeline<Double>
    private let outline: Outline
    /// Layer, group and style names down to the colour, e.g. `["Icon", "Heart", "Fill 1", "Color"]`.
    private let colorKeypath: [String]
    /// The style's own keypath, under which overrides name `Opacity` and `Stroke Width`.
    private var styleKeypath: [String] { Array(colorKeypath.dropLast()) }

    private init(paint: PaintSource, opacity: Timeline<Double>, outline: Outline, colorKeypath: [String]) {
        self.paint = paint
        self.opacity = opacity
        self.outline = outline
        self.colorKeypath = colorKeypath
    }

    static func fill(_ fill: Fill, keypath: [String]) -> StyleSource {
        StyleSource(
            paint: .solid(Timeline(fill.color)), opacity: Timeline(fill.opacity), outline: .fill(fill.rule),
            colorKeypath: keypath + ["Color"])
    }

    static func stroke(_ stroke: Stroke, keypath: [String]) -> StyleSource {
        StyleSource(
            paint: .solid(Timeline(stroke.color)), opacity: Timeline(stroke.opacity), outline: outline(stroke.outline),
            colorKeypath: keypath + ["Color"])
    }

    static func gradientFill(_ fill: GradientFill, keypath: [String]) -> StyleSource {
        StyleSource(
            paint: .gradient(GradientSource(fill.gradient)), opacity: Timeline(fill.opacity), outline: .fill(fill.rule),
            colorKeypath: keypath + ["Colors"])
    }

    static func gradientStroke(_ stroke: GradientStroke, keypath: [String]) -> StyleSource {
        StyleSource(
            paint: .gradient(GradientSource(stroke.gradient)), opacity: Timeline(stroke.opacity),
            outline: outline(stroke.outline), colorKeypath: keypath + ["Colors"])
    }

    private static func outline(_ outline: StrokeOutline) -> Outline {
        .stroke(
            width: Timeline(outline.width), cap: outline.cap, join: outline.join,
            miterLimit: Timeline(outline.miterLimit), dashes: outline.dashes.map { ($0.kind, Timeline($0.length)) })
    }

    /// Nothing about the paint or the outline changes over time.
    var isConstant: Bool {
        let paintIsConstant =
            switch paint {
            case .solid(let color): color.isConstant
            case .gradient(let gradient): gradient.isConstant
            }
        let outlineIsConstant =
            switch outline {
            case .fill: true
            case .stroke(let width, _, _, let miterLimit, let dashes):
                width.isConstant && miterLimit.isConstant && dashes.allSatisfy(\.1.isConstant)
            }
        return paintIsConstant && opacity.isConstant && outlineIsConstant
    }

    /// Where the paint or the outline may change.
    var motion: ChangingFrames {
        let paintMotion =
            switch paint {
            case .solid(let color): color.motion
            case .gradient(let gradient): gradient.motion
            }
        let outlineMotion =
            switch outline {
            case .fill: ChangingFrames.none
            case .stroke(let width, _, _, let miterLimit, let dashes):
                ChangingFrames.union([width.motion, miterLimit.motion] + dashes.map(\.1.motion))
            }
        return ChangingFrames.union([paintMotion, opacity.motion, outlineMotion])
    }

    var isFill: Bool {
        if case .fill = outline { return true }
        return false
    }

    /// The display-list node painting `path`, or nil when it would draw nothing.
    func node(painting path: BezierPath, at frame: Double, overrides: PropertyOverrides) -> SceneNode? {
        let percent = overrides.hasNumbersOrPoints ? overrides.number(for: styleKeypath + ["Opacity"]) : nil
        let opacity = min(max(percent.map { $0 / 100 } ?? opacity.value(at: frame), 0), 1)
        guard opacity > 0, !path.isEmpty else { return nil }
        let paint: Paint
        switch self.paint {
        case .solid(let color):
            // An override's own alpha scales the style's opacity, so a translucent tint stays translucent.
            if !overrides.isEmpty, let replacement = overrides.color(for: colorKeypath) {
                paint = .solid(replacement.withAlpha(1))
                return node(
                    path: path, paint: paint, opacity: opacity * replacement.alpha, at: frame, overrides: overrides)
            }
            paint = .solid(color.value(at: frame).withAlpha(1))
        case .gradient(let gradient):
            paint = gradient.paint(
                at: frame, colors: overrides.gradientColors.isEmpty ? nil : overrides.gradientColors(for: colorKeypath))
        }
        return node(path: path, paint: paint, opacity: opacity, at: frame, overrides: overrides)
    }

    private func node(
        path: BezierPath, paint: Paint, opacity: Double, at frame: Double, overrides: PropertyOverrides
    ) -> SceneNode? {
        guard opacity > 0 else { return nil }
        switch outline {
        case .fill(let rule):
            return .fill(FillNode(path: path, paint: paint, rule: rule, opacity: opacity))
        case .stroke(let width, let cap, let join, let miterLimit, let dashes):
            let strokeWidth =
                (overrides.hasNumbersOrPoints ? overrides.number(for: styleKeypath + ["Stroke Width"]) : nil)
                ?? width.value(at: frame)
            guard strokeWidth > 0 else { return nil }
            var pattern: [Double] = []
            var dashOffset = 0.0
            for (kind, length) in dashes {
                if kind == .offset {
                    dashOffset = length.value(at: frame)
                } else {
                    pattern.append(max(length.value(at: frame), 0))
                }
            }
            if pattern.reduce(0, +) <= 0 { pattern = [] }
            let style = StrokeAttributes(
                width: strokeWidth, cap: cap, join: join, miterLimit: max(miterLimit.value(at: frame), 1),
                dashes: pattern, dashOffset: dashOffset)
            return .stroke(StrokeNode(path: path, paint: paint, style: style, opacity: opacity))
        }
    }
}

/// A compiled gradient: stops and geometry at any frame.
struct GradientSource: Sendable {
    private let kind: ShapeGradient.Kind
    private let startPoint: Timeline<Point>
    private let endPoint: Timeline<Point>
    private let highlightLength: Timeline<Double>
    private let highlightAngle: Timeline<Double>
    private let values: Timeline<[Double]>
    private let colorStopCount: Int

    init(_ gradient: ShapeGradient) {
        kind = gradient.kind
        startPoint = Timeline(gradient.startPoint)
        endPoint = Timeline(gradient.endPoint)
        highlightLength = Timeline(gradient.highlightLength)
        highlightAngle = Timeline(gradient.highlightAngle)
        values = Timeline(gradient.colors.values)
        colorStopCount = gradient.colors.colorStopCount
    }

    var isConstant: Bool {
        startPoint.isConstant && endPoint.isConstant && highlightLength.isConstant && highlightAngle.isConstant
            && values.isConstant
    }

    var motion: ChangingFrames {
        ChangingFrames.union([
            startPoint.motion, endPoint.motion, highlightLength.motion, highlightAngle.motion, values.motion
        ])
    }

    /// `colors` replace the stops' colours, first stop first, where an override gives them.
    func paint(at frame: Double, colors: [LottieColor]? = nil) -> Paint {
        let stops = GradientStops.stops(
            from: values.value(at: frame), colorStopCount: colorStopCount, replacing: colors)
        let start = startPoint.value(at: frame), end = endPoint.value(at: frame)
        switch kind {
        case .linear:
            return .linearGradient(LinearGradientPaint(start: start, end: end, stops: stops))
        case .radial:
            let radius = start.distance(to: end)
            // The highlight moves the focus from the centre toward the edge; at 100% it would sit on the edge.
            let length = min(max(highlightLength.value(at: frame) / 100, -0.99), 0.99) * radius
            let angle = (end - start).angle + highlightAngle.value(at: frame) * .pi / 180
            let focus = start + Point(x: cos(angle), y: sin(angle)) * length
            return .radialGradient(RadialGradientPaint(center: start, radius: radius, focus: focus, stops: stops))
        }
    }
}
