/// A timing curve from (0,0) to (1,1) with two handles, as in CSS `cubic-bezier` and Lottie keyframe easing.
package struct UnitCubicBezier: Sendable, Hashable {
    /// The first control point, in the unit square.
    package let handle1: Point
    /// The second control point, in the unit square.
    package let handle2: Point
    private let isLinear: Bool

    /// Handle x values are clamped into 0...1 so that x stays monotonic and every progress has one answer.
    package init(handle1: Point, handle2: Point) {
        self.handle1 = Point(x: min(max(handle1.x, 0), 1), y: handle1.y)
        self.handle2 = Point(x: min(max(handle2.x, 0), 1), y: handle2.y)
        isLinear = self.handle1.x == self.handle1.y && self.handle2.x == self.handle2.y
    }

    /// The eased value for a linear `progress` in 0...1.
    package func value(at progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        if isLinear { return progress }
        return Self.coordinate(at: parameter(forX: progress), handle1.y, handle2.y)
    }

    private static func coordinate(at t: Double, _ first: Double, _ second: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * first + 3 * u * t * t * second + t * t * t
    }

    private static func slope(at t: Double, _ first: Double, _ second: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * first + 6 * u * t * (second - first) + 3 * t * t * (1 - second)
    }

    /// Newton's method from a good start, falling back to bisection where the slope is flat.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(at: t, handle1.x, handle2.x) - x
            if abs(error) < 1e-7 { return t }
            let slope = Self.slope(at: t, handle1.x, handle2.x)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.coordinate(at: t, handle1.x, handle2.x)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
