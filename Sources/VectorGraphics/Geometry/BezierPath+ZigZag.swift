/// Zig-zagging outlines.
extension BezierPath {
    /// Segments a zig-zagged path may have: ridges past what this leaves are not drawn.
    public static let maximumZigZagSegments = 250_000

    /// Each segment is divided into `ridges + 1` equal lengths, and the division points are pushed alternately
    /// `size` to either side of the outline. Corner points join with straight lines; smooth ones with curves.
    public func zigZagging(ridges: Int, size: Double, smooth: Bool) -> BezierPath {
        // Zig zags stacked on zig zags multiply their segments: the ridges are cut so that the result stays within
        // `maximumZigZagSegments`, and a path already past it is left as it is.
        let perSegment = Self.maximumZigZagSegments / max(segmentCount, 1) - 1
        let count = min(ridges, 1000, perSegment)
        guard count > 0, size != 0 else { return self }
        return BezierPath(contours: contours.map { $0.zigZagging(ridges: count, size: size, smooth: smooth) })
    }
}

extension BezierContour {
    func zigZagging(ridges: Int, size: Double, smooth: Bool) -> BezierContour {
        var points: [Point] = [start]
        var side = 1.0
        var current = start
        for segment in closedSegments {
            for index in 1...ridges {
                let fraction = Double(index) / Double(ridges + 1)
                let t = segment.parameter(atLengthFraction: fraction, from: current)
                let here = segment.point(at: t, from: current)
                let ahead = segment.point(at: min(t + 0.001, 1), from: current), behind = segment.point(at: max(t - 0.001, 0), from: current)
                let tangent = ahead - behind
                let normal = tangent.length > 0 ? Point(x: tangent.y, y: -tangent.x) * (1 / tangent.length) : .zero
                points.append(here + normal * (size * side))
                side = -side
            }
            points.append(segment.end)
            current = segment.end
        }
        if isClosed, points.count > 1, points.last == start { points.removeLast() }
        var result = BezierContour(start: points[0], isClosed: isClosed)
        let count = points.count
        for index in 1..<(isClosed ? count + 1 : count) {
            let from = points[index - 1], to = points[index % count]
            guard smooth else {
                result.segments.append(.line(from: from, to: to))
                continue
            }
            // Handles along the line through each point's neighbours, a third of the way: a smooth wave.
            let beforeFrom = points[(index - 2 + count) % count], afterTo = points[(index + 1) % count]
            let outHandle = (to - beforeFrom) * (1.0 / 6), inHandle = (afterTo - from) * (1.0 / 6)
            result.segments.append(CubicSegment(control1: from + outHandle, control2: to - inHandle, end: to))
        }
        return result
    }
}
