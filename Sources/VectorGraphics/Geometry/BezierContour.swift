/// One connected run of cubic segments, open or closed.
public struct BezierContour: Hashable, Sendable {
    /// Where the contour starts.
    public var start: Point
    /// The cubic segments, each from the previous end.
    public var segments: [CubicSegment]
    /// Whether the contour joins its end back to its start.
    public var isClosed: Bool

    /// A contour from `start` through `segments`.
    public init(start: Point, segments: [CubicSegment] = [], isClosed: Bool = false) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
    }

    /// `other` drawn on from this contour's end: a line to its start when the two do not meet, then its segments.
    public mutating func append(_ other: BezierContour) {
        if other.start != last {
            segments.append(CubicSegment(control1: last, control2: other.start, end: other.start))
        }
        segments += other.segments
    }

    /// The point where each segment starts, then the final end point.
    public var endPoints: [Point] { [start] + segments.map(\.end) }

    /// The contour's last point.
    public var last: Point { segments.last?.end ?? start }

    /// The contour with every point transformed.
    public func transformed(by transform: AffineTransform) -> BezierContour {
        BezierContour(
            start: transform.apply(to: start),
            segments: segments.map {
                CubicSegment(
                    control1: transform.apply(to: $0.control1),
                    control2: transform.apply(to: $0.control2),
                    end: transform.apply(to: $0.end)
                )
            },
            isClosed: isClosed
        )
    }

    /// The same outline traced the other way round, starting from where this one ends.
    public var reversed: BezierContour {
        var points = endPoints
        points.reverse()
        var result = BezierContour(start: points[0], isClosed: isClosed)
        for (offset, segment) in segments.reversed().enumerated() {
            result.segments.append(
                CubicSegment(control1: segment.control2, control2: segment.control1, end: points[offset + 1]))
        }
        return result
    }
}
