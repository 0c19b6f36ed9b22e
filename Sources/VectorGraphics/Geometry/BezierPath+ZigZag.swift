/// Zig-zagging outlines.
extension BezierPath {
    /// Segments a zig-zagged path may have: ridges past what this leaves are not drawn.
    package static let maximumZigZagSegments = 250_000

    /// Each segment's `ridges` points and every vertex pushed alternately `size` to either side of the outline, as
    /// lottie-web places them (`BezierContour.zigZagging`); even with no ridges the vertices are pushed. Corner
    /// points join with straight lines; smooth ones with curves.
    package func zigZagging(ridges: Int, size: Double, smooth: Bool) -> BezierPath {
        // Zig zags stacked on zig zags multiply their segments: the ridges are cut so that the result stays within
        // `maximumZigZagSegments`, and a path already past it is left as it is.
        let perSegment = Self.maximumZigZagSegments / max(segmentCount, 1) - 1
        let count = min(ridges, 1000, perSegment)
        guard count >= 0, size != 0 else { return self }
        return BezierPath(contours: contours.map { $0.zigZagging(ridges: count, size: size, smooth: smooth) })
    }
}

extension BezierContour {
    /// As lottie-web zig-zags a path: every vertex and `ridges` points at equal steps of each segment's parameter
    /// (a straight segment's controls first moved to its thirds, so its points are evenly spaced) are pushed
    /// alternately `size` to either side, a vertex along the normal of the chord between its neighbours, a ridge along
    /// the segment's normal; a closed outline ends on its first vertex again, on whichever side the count leaves.
    /// Smooth points take handles along the tangent, a (ridges + 1)th of half the segment's chord long.
    func zigZagging(ridges: Int, size: Double, smooth: Bool) -> BezierContour {
        let segments = closedSegments
        guard !segments.isEmpty else { return self }
        var vertices = [start] + segments.map(\.end)
        if isClosed { vertices.removeLast() }
        let steps = Double(ridges + 1)
        var points: [(at: Point, tangent: Point, outLength: Double, inLength: Double)] = []
        var side = -1.0

        func corner(_ index: Int) {
            let count = vertices.count
            let previous = vertices[(index - 1 + count) % count], next = vertices[(index + 1) % count],
                here = vertices[index % count]
            let chord = next - previous
            let normal = chord.length > 0 ? Point(x: chord.y, y: -chord.x) * (1 / chord.length) : .zero
            let tangent = Point(x: -normal.y, y: normal.x)
            let lengths = smooth ? ((here - next).length / (2 * steps), (here - previous).length / (2 * steps)) : (0, 0)
            points.append((here + normal * (size * side), tangent, lengths.0, lengths.1))
        }

        corner(0)
        var from = start
        for (index, segment) in segments.enumerated() {
            side = -side
            // lottie-web's PolynomialBezier "linearizes" a control point lying on its end.
            let control1 = segment.control1 == from ? from + (segment.end - from) * (1.0 / 3) : segment.control1
            let control2 = segment.control2 == segment.end ? from + (segment.end - from) * (2.0 / 3) : segment.control2
            let shaped = CubicSegment(control1: control1, control2: control2, end: segment.end)
            let handle = smooth ? (segment.end - from).length / (2 * steps) : 0
            for ridge in 0..<ridges {
                let t = Double(ridge + 1) / steps
                let velocity = shaped.derivative(at: t, from: from)
                let direction = velocity.length > 0 ? velocity * (1 / velocity.length) : .zero
                points.append(
                    (
                        shaped.point(at: t, from: from) + Point(x: direction.y, y: -direction.x) * (size * side),
                        direction, handle, handle
                    ))
                side = -side
            }
            from = segment.end
            corner(index + 1)
        }
        var result = BezierContour(start: points[0].at, isClosed: isClosed)
        let count = points.count
        for index in 1..<(isClosed ? count + 1 : count) {
            let previous = points[index - 1], next = points[index % count]
            guard smooth else {
                result.segments.append(.line(from: previous.at, to: next.at))
                continue
            }
            result.segments.append(
                CubicSegment(
                    control1: previous.at + previous.tangent * previous.outLength,
                    control2: next.at - next.tangent * next.inLength, end: next.at))
        }
        return result
    }
}

extension CubicSegment {
    /// The segment's velocity at parameter `t`, from `start`.
    func derivative(at t: Double, from start: Point) -> Point {
        let u = 1 - t
        let first = (control1 - start) * (3 * u * u), second = (control2 - control1) * (6 * u * t),
            third = (end - control2) * (3 * t * t)
        return first + second + third
    }
}
