import Foundation

extension CubicSegment {
    /// The point at parameter `t` of the curve that starts at `start`.
    package func point(at t: Double, from start: Point) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(
            x: a * start.x + b * control1.x + c * control2.x + d * end.x,
            y: a * start.y + b * control1.y + c * control2.y + d * end.y
        )
    }

    /// Splits at parameter `t` (de Casteljau) into the part before and the part after.
    package func split(at t: Double, from start: Point) -> (CubicSegment, CubicSegment) {
        let p01 = start.interpolated(to: control1, progress: t)
        let p12 = control1.interpolated(to: control2, progress: t)
        let p23 = control2.interpolated(to: end, progress: t)
        let p012 = p01.interpolated(to: p12, progress: t)
        let p123 = p12.interpolated(to: p23, progress: t)
        let middle = p012.interpolated(to: p123, progress: t)
        return (
            CubicSegment(control1: p01, control2: p012, end: middle),
            CubicSegment(control1: p123, control2: p23, end: end)
        )
    }

    /// The part of the curve between two fractions of its arc length.
    ///
    /// A straight segment is cut linearly: its controls sit on its ends, so its parameter does not run at
    /// constant speed and cannot stand in for a length fraction.
    package func subsegment(
        fromLengthFraction low: Double, toLengthFraction high: Double, start: Point
    ) -> (start: Point, segment: CubicSegment) {
        if low <= 0 && high >= 1 { return (start, self) }
        if isStraight(from: start) {
            let from = start.interpolated(to: end, progress: low), to = start.interpolated(to: end, progress: high)
            return (from, .line(from: from, to: to))
        }
        let t0 = parameter(atLengthFraction: low, from: start), t1 = parameter(atLengthFraction: high, from: start)
        let (_, tail) = t0 > 0 ? split(at: t0, from: start) : (self, self)
        let tailStart = t0 > 0 ? point(at: t0, from: start) : start
        guard t1 < 1 else { return (tailStart, tail) }
        let localT = t0 >= 1 ? 0 : (t1 - t0) / (1 - t0)
        let (head, _) = tail.split(at: localT, from: tailStart)
        return (tailStart, head)
    }

    /// Arc length, by adaptive sampling that is exact for straight segments.
    package func length(from start: Point) -> Double {
        if isStraight(from: start) { return start.distance(to: end) }
        let hull = start.distance(to: control1) + control1.distance(to: control2) + control2.distance(to: end)
        // Clamped as a Double first: a hull of 1e20 (or infinity) has no Int.
        let steps = hull.isFinite ? Int(clampingRounded: hull / 2, to: 8...64, rule: .towardZero) : 64
        var total = 0.0
        var previous = start
        for step in 1...steps {
            let next = point(at: Double(step) / Double(steps), from: start)
            total += previous.distance(to: next)
            previous = next
        }
        return total
    }

    /// The parameter at which the arc length from the start reaches `fraction` of the whole.
    package func parameter(atLengthFraction fraction: Double, from start: Point) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        if isStraight(from: start) { return fraction }
        let steps = 48
        // On the stack: trims ask for two parameters per frame and contour, and an array each was most of the cost.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: steps + 1) { lengths in
            lengths[0] = 0
            var previous = start
            for step in 1...steps {
                let next = point(at: Double(step) / Double(steps), from: start)
                lengths[step] = lengths[step - 1] + previous.distance(to: next)
                previous = next
            }
            let target = fraction * lengths[steps]
            var low = 0
            var high = steps
            while high - low > 1 {
                let middle = (low + high) / 2
                if lengths[middle] < target { low = middle } else { high = middle }
            }
            let span = lengths[high] - lengths[low]
            let local = span > 0 ? (target - lengths[low]) / span : 0
            return (Double(low) + local) / Double(steps)
        }
    }
}

extension BezierContour {
    /// The contour as closed segments: a closed contour whose last point is not its start gets its closing line.
    package var closedSegments: [CubicSegment] {
        guard isClosed, last != start || segments.isEmpty else { return segments }
        return segments + [.line(from: last, to: start)]
    }

    /// The arc length.
    package var length: Double {
        var total = 0.0
        var current = start
        for segment in closedSegments {
            total += segment.length(from: current)
            current = segment.end
        }
        return total
    }
}

extension BezierPath {
    /// The arc length.
    package var length: Double { contours.reduce(0) { $0 + $1.length } }
}
