@_spi(Model) import LottieModel
import VectorGraphics

/// A compiled `Transform`: the matrix and opacity at any frame.
///
/// A class, like the other compiled sources: every frame reads each one, and copying a value of nine timelines
/// retains and releases every member on each read. Nothing changes after `init`.
package final class TransformTimeline: Sendable {
    private enum Position: Sendable {
        case combined(Timeline<Point>)
        case split(x: Timeline<Double>, y: Timeline<Double>)
    }

    /// The timelines the matrix is made of.
    private struct Parts: Sendable {
        let anchor: Timeline<Point>
        let position: Position
        let scale: Timeline<Point>
        let rotation: Timeline<Double>
        let skew: Timeline<Double>
        let skewAxis: Timeline<Double>
        let rotationX: Timeline<Double>
        let rotationY: Timeline<Double>
        /// The layer turns to follow the direction its position moves in.
        let autoOrient: Bool

        var isConstant: Bool {
            let positionIsConstant =
                switch position {
                case .combined(let value): value.isConstant
                case .split(let x, let y): x.isConstant && y.isConstant
                }
            return positionIsConstant && anchor.isConstant && scale.isConstant && rotation.isConstant && skew.isConstant
                && skewAxis.isConstant && rotationX.isConstant && rotationY.isConstant && !autoOrient
        }

        /// The spec's order: translate by −anchor, scale, skew about its axis, rotate, translate by position.
        func matrix(at frame: Double, replacing replaced: Replacements = Replacements()) -> AffineTransform {
            let anchorPoint = replaced.anchor ?? anchor.value(at: frame)
            let scalePercent = replaced.scale ?? scale.value(at: frame)
            var matrix = AffineTransform.translation(x: -anchorPoint.x, y: -anchorPoint.y)
                .followed(by: .scale(x: scalePercent.x / 100, y: scalePercent.y / 100))
            let skewDegrees = skew.value(at: frame)
            if skewDegrees != 0 {
                matrix = matrix.followed(by: .skew(degrees: skewDegrees, axisDegrees: skewAxis.value(at: frame)))
            }
            let tiltX = rotationX.value(at: frame), tiltY = rotationY.value(at: frame)
            if tiltX != 0 || tiltY != 0 {
                // Rotating about x then y and dropping depth: what an orthographic camera sees of the flat layer.
                let x = tiltX * .pi / 180, y = tiltY * .pi / 180
                matrix = matrix.followed(
                    by: AffineTransform(a: cosine(y), b: 0, c: sine(x) * sine(y), d: cosine(x), tx: 0, ty: 0))
            }
            let place = replaced.position ?? positionValue(at: frame)
            return
                matrix
                .followed(
                    by: .rotation(degrees: (replaced.rotation ?? rotation.value(at: frame)) + orientation(at: frame))
                )
                .followed(by: .translation(x: place.x, y: place.y))
        }

        /// The direction of travel in degrees, as lottie-web reads it: from the position a hundredth of a frame
        /// before to the frame's; at or before the first keyframe, the direction the path sets off in, and at or
        /// after the last, the one it arrives in, so that a layer keeps the turn it had where its path ends.
        private func orientation(at frame: Double) -> Double {
            guard autoOrient else { return 0 }
            let span: ClosedRange<Double>?
            let endReach: Double
            switch position {
            case .combined(let value): (span, endReach) = (value.keyframeSpan, 0.05)
            case .split(let x, let y):
                (span, endReach) = (x.keyframeSpan ?? y.keyframeSpan, TransformTimeline.orientationReach)
            }
            guard let span else { return 0 }
            let (from, to) =
                if frame <= span.lowerBound {
                    (span.lowerBound, span.lowerBound + TransformTimeline.orientationReach)
                } else if frame >= span.upperBound { (span.upperBound - endReach, span.upperBound) } else {
                    (frame - TransformTimeline.orientationReach, frame)
                }
            let travel = positionValue(at: to) - positionValue(at: from)
            guard travel.length > 1e-9 else { return 0 }
            return travel.angle * 180 / .pi
        }

        func positionValue(at frame: Double) -> Point {
            switch position {
            case .combined(let value): value.value(at: frame)
            case .split(let x, let y): Point(x: x.value(at: frame), y: y.value(at: frame))
            }
        }
    }

    private let parts: Parts
    private let opacity: Timeline<Double>
    /// Set when nothing moves, so that the matrix is worked out once.
    private let constantMatrix: AffineTransform?
    /// The layer's or group's keypath, under which overrides name `Transform.Position` and the rest.
    let keypath: [String]

    package init(_ transform: Transform, autoOrient: Bool = false, keypath: [String] = []) {
        self.keypath = keypath
        let position: Position =
            switch transform.position {
            case .combined(let value): .combined(Timeline(value))
            case .split(let x, let y): .split(x: Timeline(x), y: Timeline(y))
            }
        let parts = Parts(
            anchor: Timeline(transform.anchor), position: position, scale: Timeline(transform.scale),
            rotation: Timeline(transform.rotation),
            skew: Timeline(transform.skew), skewAxis: Timeline(transform.skewAxis),
            rotationX: Timeline(transform.rotationX), rotationY: Timeline(transform.rotationY),
            autoOrient: autoOrient
        )
        self.parts = parts
        opacity = Timeline(transform.opacity)
        constantMatrix = parts.isConstant ? parts.matrix(at: 0) : nil
    }

    /// Neither the matrix nor the opacity changes over time.
    var isConstant: Bool { constantMatrix != nil && opacity.isConstant }

    /// Where the matrix or the opacity may change. A layer turning along its path reads its position a moment
    /// either side of the frame, so its position's motion reaches further (twice that, against rounding).
    var motion: ChangingFrames {
        var positionMotion =
            switch parts.position {
            case .combined(let value): value.motion
            case .split(let x, let y): x.motion + y.motion
            }
        if parts.autoOrient { positionMotion = positionMotion.widened(by: 2 * Self.orientationReach) }
        return ChangingFrames.union([
            positionMotion, parts.anchor.motion, parts.scale.motion, parts.rotation.motion, parts.skew.motion,
            parts.skewAxis.motion, opacity.motion, parts.rotationX.motion, parts.rotationY.motion
        ])
    }

    /// How far before and after a frame the direction of travel is read, in frames.
    fileprivate static let orientationReach = 0.01

    func opacity(at frame: Double, overrides: PropertyOverrides = .none) -> Double {
        let percent = overrides.hasNumbersOrPoints ? overrides.number(for: keypath + ["Transform", "Opacity"]) : nil
        return min(max(percent.map { $0 / 100 } ?? opacity.value(at: frame), 0), 1)
    }

    package func matrix(at frame: Double, overrides: PropertyOverrides = .none) -> AffineTransform {
        guard overrides.hasNumbersOrPoints else { return constantMatrix ?? parts.matrix(at: frame) }
        let replaced = Replacements(
            anchor: overrides.point(for: keypath + ["Transform", "Anchor Point"]),
            position: overrides.point(for: keypath + ["Transform", "Position"]),
            scale: overrides.point(for: keypath + ["Transform", "Scale"]),
            rotation: overrides.number(for: keypath + ["Transform", "Rotation"])
        )
        return replaced.isEmpty
            ? constantMatrix ?? parts.matrix(at: frame) : parts.matrix(at: frame, replacing: replaced)
    }

    /// Values overrides put in place of the animation's own.
    private struct Replacements {
        var anchor: Point?
        var position: Point?
        var scale: Point?
        var rotation: Double?

        var isEmpty: Bool { anchor == nil && position == nil && scale == nil && rotation == nil }
    }
}

/// Trigonometry without importing Foundation here, whose `AffineTransform` would shadow ours.
private func cosine(_ radians: Double) -> Double { Point(x: 1, y: 0).rotated(radians: radians).x }
private func sine(_ radians: Double) -> Double { Point(x: 1, y: 0).rotated(radians: radians).y }
