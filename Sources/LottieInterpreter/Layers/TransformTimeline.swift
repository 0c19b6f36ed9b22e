import LottieModel
import VectorGraphics

/// A compiled `Transform`: the matrix and opacity at any frame.
struct TransformTimeline: Sendable {
    private enum Position: Sendable {
        case combined(Timeline<Point>)
        case split(x: Timeline<Double>, y: Timeline<Double>)
    }

    private let anchor: Timeline<Point>
    private let position: Position
    private let scale: Timeline<Point>
    private let rotation: Timeline<Double>
    private let skew: Timeline<Double>
    private let skewAxis: Timeline<Double>
    private let opacity: Timeline<Double>
    /// Set when nothing moves, so that the matrix is worked out once.
    private var constantMatrix: AffineTransform?

    init(_ transform: Transform) {
        anchor = Timeline(transform.anchor)
        switch transform.position {
        case .combined(let value): position = .combined(Timeline(value))
        case .split(let x, let y): position = .split(x: Timeline(x), y: Timeline(y))
        }
        scale = Timeline(transform.scale)
        rotation = Timeline(transform.rotation)
        skew = Timeline(transform.skew)
        skewAxis = Timeline(transform.skewAxis)
        opacity = Timeline(transform.opacity)
        let positionIsConstant = switch position {
        case .combined(let value): value.isConstant
        case .split(let x, let y): x.isConstant && y.isConstant
        }
        let isConstant = positionIsConstant && anchor.isConstant && scale.isConstant && rotation.isConstant && skew.isConstant && skewAxis.isConstant
        constantMatrix = nil
        if isConstant { constantMatrix = computeMatrix(at: 0) }
    }

    func opacity(at frame: Double) -> Double { min(max(opacity.value(at: frame), 0), 1) }

    func matrix(at frame: Double) -> AffineTransform {
        constantMatrix ?? computeMatrix(at: frame)
    }

    /// The spec's order: translate by −anchor, scale, skew about its axis, rotate, translate by position.
    private func computeMatrix(at frame: Double) -> AffineTransform {
        let anchorPoint = anchor.value(at: frame)
        let scalePercent = scale.value(at: frame)
        var matrix = AffineTransform.translation(x: -anchorPoint.x, y: -anchorPoint.y)
            .followed(by: .scale(x: scalePercent.x / 100, y: scalePercent.y / 100))
        let skewDegrees = skew.value(at: frame)
        if skewDegrees != 0 {
            let axis = skewAxis.value(at: frame) * .pi / 180
            let clampedSkew = min(max(skewDegrees, -85), 85) * .pi / 180
            matrix = matrix
                .followed(by: .rotation(radians: axis))
                .followed(by: .shear(radians: -clampedSkew))
                .followed(by: .rotation(radians: -axis))
        }
        let place = positionValue(at: frame)
        return matrix
            .followed(by: .rotation(degrees: rotation.value(at: frame)))
            .followed(by: .translation(x: place.x, y: place.y))
    }

    private func positionValue(at frame: Double) -> Point {
        switch position {
        case .combined(let value): value.value(at: frame)
        case .split(let x, let y): Point(x: x.value(at: frame), y: y.value(at: frame))
        }
    }
}
