/// One cubic Bézier piece of a contour; its start is the previous segment's end (or the contour's start).
public struct CubicSegment: Hashable, Sendable {
    /// The control point leaving the previous point.
    public var control1: Point
    /// The control point arriving at `end`.
    public var control2: Point
    /// Where the segment ends.
    public var end: Point

    /// A cubic segment to `end` shaped by its two control points.
    public init(control1: Point, control2: Point, end: Point) {
        self.control1 = control1
        self.control2 = control2
        self.end = end
    }

    /// A straight segment, written as a cubic whose controls sit on its ends.
    public static func line(from start: Point, to end: Point) -> CubicSegment {
        CubicSegment(control1: start, control2: end, end: end)
    }

    /// Whether the segment from `start` is a straight line (its controls on the chord).
    public func isStraight(from start: Point) -> Bool {
        control1 == start && control2 == end
    }
}
