/// Rounding the sharp corners of outlines.
extension BezierPath {
    /// Every corner where both neighbouring segments arrive without a tangent becomes a quarter-circle-like arc
    /// of `radius`, cut no deeper than half of either neighbour. Smooth vertices and open ends stay as they are.
    package func roundingCorners(radius: Double) -> BezierPath {
        guard radius > 0 else { return self }
        return BezierPath(contours: contours.map { $0.roundingCorners(radius: radius) })
    }
}

extension BezierContour {
    func roundingCorners(radius: Double) -> BezierContour {
        let segments = closedSegments
        let count = segments.count
        guard count >= 2 else { return self }
        var starts = [start]
        for segment in segments.dropLast() { starts.append(segment.end) }
        // Vertex i starts segment i.
        let corners: [Bool] = (0..<count).map { vertex in
            guard isClosed || vertex > 0 else { return false }
            let previous = (vertex + count - 1) % count
            return segments[vertex].control1 == starts[vertex] && segments[previous].control2 == starts[vertex]
        }
        // Only segments next to a corner are cut, so only they are measured: measuring a curve samples it dozens of
        // times, and the smooth curves of ellipses and rounded shapes have no corner. The others keep 0, which
        // leaves them whole below, as a cut of 0 from either end would.
        let lengths: [Double] = (0..<count).map { index in
            corners[index] || corners[(index + 1) % count] ? segments[index].length(from: starts[index]) : 0
        }
        // How far to cut back from each vertex.
        let cuts: [Double] = (0..<count).map { vertex in
            corners[vertex] ? min(radius, lengths[(vertex + count - 1) % count] / 2, lengths[vertex] / 2) : 0
        }
        var pieces: [(start: Point, segment: CubicSegment)] = []
        for index in 0..<count {
            let endCut = index + 1 < count || isClosed ? cuts[(index + 1) % count] : 0
            let length = lengths[index]
            guard length > 0 else {
                pieces.append((starts[index], segments[index]))
                continue
            }
            pieces.append(
                segments[index].subsegment(
                    fromLengthFraction: cuts[index] / length, toLengthFraction: 1 - endCut / length,
                    start: starts[index]))
        }
        func arc(at vertex: Int, from: Point, to: Point) -> CubicSegment {
            let corner = starts[vertex], handle = 0.5519150244935105
            return CubicSegment(
                control1: from + (corner - from) * handle, control2: to + (corner - to) * handle, end: to)
        }
        let closingCorner = isClosed && cuts[0] > 0
        var result = BezierContour(
            start: closingCorner ? pieces[count - 1].segment.end : pieces[0].start, isClosed: isClosed)
        for index in 0..<count {
            if cuts[index] > 0 {
                result.segments.append(arc(at: index, from: result.last, to: pieces[index].start))
            }
            result.segments.append(pieces[index].segment)
        }
        return result
    }
}
