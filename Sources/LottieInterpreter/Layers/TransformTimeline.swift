import LottieModel
import VectorGraphics

/// A compiled `Transform`: the matrix and opacity at any frame.
///
/// A class, like the other compiled sources: every frame reads each one, and copying a value of nine timelines
/// retains and releases every member on each read. Nothing changes after `init`.
final class TransformTimeline: @unchecked Sendable {
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
    /// The layer's or group's keypath, under which overrides name `Transform.Position` and the rest.
    private let keypath: [String]

    init(_ transform: Transform, autoOrient: Bool = false, keypath: [String] = []) {
        self.autoOrient = autoOrient
        self.keypath = keypath
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

    /// Neither the matrix nor the opacity changes over time.
    var isConstant: Bool { constantMatrix != nil && opacity.isConstant }

    /// Where the matrix or the opacity may change. A layer turning along its path reads its position a moment
    /// either side of the frame, so its position's motion reaches further (twice that, against rounding).
    var motion: Motion {
        var positionMotion = switch position {
        case .combined(let value): value.motion
        case .split(let x, let y): x.motion + y.motion
        }
        if autoOrient { positionMotion = positionMotion.widened(by: 2 * Self.orientationReach) }
        return Motion.union([positionMotion, anchor.motion, scale.motion, rotation.motion, skew.motion, skewAxis.motion, opacity.motion, rotationX.motion, rotationY.motion])
    }

    /// How far before and after a frame the direction of travel is read, in frames.
    private static let orientationReach = 0.01

    func opacity(at frame: Double, overrides: PropertyOverrides = .none) -> Double {
        let percent = overrides.hasNumbersOrPoints ? overrides.number(for: keypath + ["Transform", "Opacity"]) : nil
        return min(max(percent.map { $0 / 100 } ?? opacity.value(at: frame), 0), 1)
    }

    func matrix(at frame: Double, overrides: PropertyOverrides = .none) -> AffineTransform {
        guard overrides.hasNumbersOrPoints else { return constantMatrix ?? computeMatrix(at: frame) }
        let replaced = Replacements(
            anchor: overrides.point(for: keypath + ["Transform", "Anchor Point"]), position: overrides.point(for: keypath + ["Transform", "Position"]),
            scale: overrides.point(for: keypath + ["Transform", "Scale"]), rotation: overrides.number(for: keypath + ["Transform", "Rotation"])
        )
        return replaced.isEmpty ? constantMatrix ?? computeMatrix(at: frame) : computeMatrix(at: frame, replacing: replaced)
    }

    /// Values overrides put in place of the animation's own.
    private struct Replacements {
        var anchor: Point?
        var position: Point?
        var scale: Point?
        var rotation: Double?

        var isEmpty: Bool { anchor == nil && position == nil && scale == nil && rotation == nil }
    }

    /// The spec's order: translate by −anchor, scale, skew about its axis, rotate, translate by position.
    private func computeMatrix(at frame: Double, replacing replaced: Replacements = Replacements()) -> AffineTransform {
        let anchorPoint = replaced.anchor ?? anchor.value(at: frame)
        let scalePercent = replaced.scale ?? scale.value(at: frame)
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
        let place = replaced.position ?? positionValue(at: frame)
        return matrix
            .followed(by: .rotation(degrees: (replaced.rotation ?? rotation.value(at: frame)) + orientation(at: frame)))
            .followed(by: .translation(x: place.x, y: place.y))
    }

    /// The direction of travel in degrees, from the position a moment before to a moment after.
    private func orientation(at frame: Double) -> Double {
        guard autoOrient else { return 0 }
        let travel = positionValue(at: frame + Self.orientationReach) - positionValue(at: frame - Self.orientationReach)
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
