@_spi(Model) import LottieModel
import VectorGraphics

/// The compiled form of an animated property: a pure function from a fractional frame to a value.
///
/// Easing curves and motion paths are built once; a value is then a binary search and one evaluation.
/// Before the first keyframe the first value holds, after the last the last.
package struct Timeline<Value: Interpolatable>: Sendable {
    /// A class: reading a segment out of the array then costs one retain, where copying a segment of two paths
    /// retained each of their arrays.
    private final class Segment: Sendable {
        init(
            startFrame: Double, endFrame: Double, startValue: Value, endValue: Value, isHold: Bool,
            curves: [UnitCubicBezier], motionPath: SpatialCurve?
        ) {
            self.startFrame = startFrame
            self.endFrame = endFrame
            self.startValue = startValue
            self.endValue = endValue
            self.isHold = isHold
            self.curves = curves
            self.motionPath = motionPath
        }

        let startFrame: Double
        let endFrame: Double
        let startValue: Value
        let endValue: Value
        let isHold: Bool
        /// One curve per eased dimension; empty means linear.
        let curves: [UnitCubicBezier]
        let motionPath: SpatialCurve?

        package func value(at frame: Double) -> Value {
            if isHold { return frame >= endFrame ? endValue : startValue }
            let duration = endFrame - startFrame
            guard duration > 0 else { return endValue }
            let linear = min(max((frame - startFrame) / duration, 0), 1)
            let progress = eased(linear)
            if let motionPath, let value = Value.along(motionPath, progress: progress.first) {
                return value
            }
            return startValue.interpolated(to: endValue, progress: progress)
        }

        /// Blends its value with itself, whatever the progress: equal ends, no motion path, easing handles that keep
        /// the progress finite, and a value that blends with itself to itself (not infinite, not NaN).
        var standsStill: Bool {
            startValue == endValue && motionPath == nil
                && curves.allSatisfy { abs($0.handle1.y) <= 1e300 && abs($0.handle2.y) <= 1e300 }
                && startValue.interpolated(to: endValue, progress: EasedProgress(0.5)) == startValue
        }

        private func eased(_ linear: Double) -> EasedProgress {
            switch curves.count {
            case 0: EasedProgress(linear)
            case 1: EasedProgress(curves[0].value(at: linear))
            default: EasedProgress(perDimension: curves.map { $0.value(at: linear) })
            }
        }
    }

    private let segments: [Segment]
    private let firstValue: Value
    private let lastValue: Value
    /// The expression computing the value from the keyframes, run by the frame's `FrameExpressions`.
    private let expression: PropertyExpression?

    package init(_ animated: AnimatedValue<Value>) {
        var source = animated.source
        var expression: PropertyExpression?
        // Compiled for a host that runs expressions: keep this one, or take the constant it always gives.
        if let found = animated.expression, let document = ExpressionHooks.compiling, document.runs(found.id) {
            if let constant = document.constant(for: found.id) as? Value {
                source = .constant(constant)
            } else {
                expression = found
            }
        }
        self.expression = expression
        switch source {
        case .constant(let value):
            segments = []
            firstValue = value
            lastValue = value
        case .keyframed(let keyframes):
            firstValue = keyframes[0].value
            lastValue = keyframes[keyframes.count - 1].value
            segments = zip(keyframes, keyframes.dropFirst()).map { from, to in
                var curves: [UnitCubicBezier] =
                    from.easing.map { easing in
                        (0..<easing.dimensionCount).map { dimension -> UnitCubicBezier in
                            let handles = easing.handles(forDimension: dimension)
                            return UnitCubicBezier(handle1: handles.out, handle2: handles.in)
                        }
                    } ?? []
                // Exporters write one curve per dimension even when they are all the same (`"x": [0.833, 0.833]`):
                // one curve gives every dimension the same progress without a new array on every evaluation.
                if let first = curves.first, curves.allSatisfy({ $0 == first }) { curves = [first] }
                let motionPath = (from.value as? Point).flatMap { start in
                    (to.value as? Point).flatMap { end in
                        SpatialCurve(
                            start: start, end: end, outTangent: from.spatialOutTangent, inTangent: from.spatialInTangent
                        )
                    }
                }
                return Segment(
                    startFrame: from.frame, endFrame: to.frame, startValue: from.value, endValue: to.value,
                    isHold: from.isHold, curves: curves, motionPath: motionPath)
            }
        }
    }

    package var isConstant: Bool { segments.isEmpty && expression == nil }

    /// From the first keyframe to the last; nil without keyframes.
    var keyframeSpan: ClosedRange<Double>? {
        guard let first = segments.first, let last = segments.last, last.endFrame >= first.startFrame else {
            return nil
        }
        return first.startFrame...last.endFrame
    }

    /// Where the value may change: across each segment between different values or along a motion path, at the
    /// end of each hold that jumps; everywhere when the keyframes are out of order (the segment search assumes
    /// them sorted). Segments between equal values stay still only where easing cannot make their blend other
    /// than that value (progress always finite).
    var motion: ChangingFrames {
        // An expression may read time, or anything in the document, at any frame.
        if expression != nil { return .always }
        var spans: [ClosedRange<Double>] = []
        var previousStart = -Double.infinity
        for segment in segments {
            guard segment.startFrame >= previousStart, segment.endFrame >= segment.startFrame else { return .always }
            previousStart = segment.startFrame
            if segment.isHold {
                if segment.startValue != segment.endValue { spans.append(segment.endFrame...segment.endFrame) }
            } else if !segment.standsStill {
                spans.append(segment.startFrame...segment.endFrame)
            }
        }
        return ChangingFrames(spans: spans).normalized()
    }

    /// The value at `frame`: the keyframes', with the expression applied when the frame being drawn runs them.
    @inline(__always)
    package func value(at frame: Double) -> Value {
        guard let expression else { return keyframeValue(at: frame) }
        let own = keyframeValue(at: frame)
        guard let expressions = ExpressionHooks.frame else { return own }
        return expressions.value(of: expression, at: frame, own: own)
    }

    /// The keyframes' value at `frame`, without the expression.
    package func keyframeValue(at frame: Double) -> Value {
        let count = segments.count
        guard count > 0 else { return firstValue }
        if frame < segments[0].startFrame { return firstValue }
        if frame >= segments[count - 1].endFrame { return lastValue }
        return segments[segmentIndex(at: frame)].value(at: frame)
    }

    /// The last segment starting at or before `frame`.
    private func segmentIndex(at frame: Double) -> Int {
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].startFrame <= frame { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
