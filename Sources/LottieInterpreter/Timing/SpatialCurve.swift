import VectorGraphics

/// A position keyframe segment's motion path, walked at constant speed along its arc length.
package struct SpatialCurve: Sendable {
    private let start: Point
    private let segment: CubicSegment
    /// Cumulative arc length at evenly spaced parameters, built once per segment.
    private let lengths: [Double]
    private static let sampleCount = 40

    init?(start: Point, end: Point, outTangent: Point?, inTangent: Point?) {
        let out = outTangent ?? .zero, into = inTangent ?? .zero
        guard out != .zero || into != .zero else { return nil }
        self.start = start
        segment = CubicSegment(control1: start + out, control2: end + into, end: end)
        var lengths = [0.0]
        var previous = start
        for step in 1...Self.sampleCount {
            let next = segment.point(at: Double(step) / Double(Self.sampleCount), from: start)
            lengths.append(lengths[step - 1] + previous.distance(to: next))
            previous = next
        }
        guard lengths[Self.sampleCount] > 1e-9 else { return nil }
        self.lengths = lengths
    }

    func point(atLengthFraction fraction: Double) -> Point {
        let clamped = min(max(fraction, 0), 1)
        let target = clamped * lengths[Self.sampleCount]
        var low = 0, high = Self.sampleCount
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] < target { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let local = span > 0 ? (target - lengths[low]) / span : 0
        return segment.point(at: (Double(low) + local) / Double(Self.sampleCount), from: start)
    }
}
