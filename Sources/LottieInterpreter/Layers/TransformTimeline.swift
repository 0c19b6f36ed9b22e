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
    private let rotationX: Timeline<Double>
    private let rotationY: Timeline<Double>
    /// Set when nothing moves, so that the matrix is worked out once.
    private var constantMatrix: AffineTransform?
    /// The layer turns to follow the direction its position moves in.
    private let autoOrient: Bool

    init(_ transform: Transform, autoOrient: Bool = false) {
        self.autoOrient = autoOrient
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
        rotationX = Timeline(transform.rotationX)
        rotationY = Timeline(transform.rotationY)
        let positionIsConstant = switch position {
        case .combined(let value): value.isConstant
        case .split(let x, let y): x.isConstant && y.isConstant
        }
        let isConstant = positionIsConstant && anchor.isConstant && scale.isConstant && rotation.isConstant && skew.isConstant && skewAxis.isConstant && rotationX.isConstant && rotationY.isConstant && !autoOrient
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
        let tiltX = rotationX.value(at: frame), tiltY = rotationY.value(at: frame)
        if tiltX != 0 || tiltY != 0 {
            // Rotating about x then y and dropping depth: what an orthographic camera sees of the flat layer.
            let x = tiltX * .pi / 180, y = tiltY * .pi / 180
            matrix = matrix.followed(by: AffineTransform(a: cosine(y), b: 0, c: sine(x) * sine(y), d: cosine(x), tx: 0, ty: 0))
        }
        let place = positionValue(at: frame)
        return matrix
            .followed(by: .rotation(degrees: rotation.value(at: frame) + orientation(at: frame)))
            .followed(by: .translation(x: place.x, y: place.y))
    }

    /// The direction of travel in degrees, from the position a moment before to a moment after.
    private func orientation(at frame: Double) -> Double {
        guard autoOrient else { return 0 }
        let travel = positionValue(at: frame + 0.01) - positionValue(at: frame - 0.01)
        guard travel.length > 1e-9 else { return 0 }
        return travel.angle * 180 / .pi
    }

    private func positionValue(at frame: Double) -> Point {
        switch position {
        case .combined(let value): value.value(at: frame)
        case .split(let x, let y): Point(x: x.value(at: frame), y: y.value(at: frame))
        }
    }
}

/// Trigonometry without importing Foundation here, whose `AffineTransform` would shadow ours.
private func cosine(_ radians: Double) -> Double { Point(x: 1, y: 0).rotated(radians: radians).x }
private func sine(_ radians: Double) -> Double { Point(x: 1, y: 0).rotated(radians: radians).y }
