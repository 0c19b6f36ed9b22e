/// Growing and shrinking outlines.
extension BezierPath {
    /// Each contour flattened to a polyline and moved `amount` outward (inward when negative) along its normals.
    /// Corners of the original outline are joined by `join`; a miter longer than `miterLimit` × `amount` is
    /// bevelled. Curves come back as short straight pieces, fine enough for drawing.
    package func offsetting(by amount: Double, join: StrokeAttributes.Join, miterLimit: Double) -> BezierPath {
        guard amount != 0 else { return self }
        return BezierPath(
            contours: contours.compactMap { $0.offsetting(by: amount, join: join, miterLimit: miterLimit) })
    }
}

extension BezierContour {
    /// Points a contour may flatten to for offsetting; a larger one (offsets stacked on offsets, each turning every
    /// point into a round join's nine) is left as it is, so that memory stays bounded.
    static let maximumOffsetPoints = 65_536

    /// The contour as points, each marked whether it is a corner of the original outline.
    private func polyline() -> [(point: Point, isCorner: Bool)] {
        var result: [(Point, Bool)] = [(start, true)]
        var current = start
        for segment in closedSegments {
            if segment.isStraight(from: current) {
                result.append((segment.end, true))
            } else {
                for step in 1...16 { result.append((segment.point(at: Double(step) / 16, from: current), step == 16)) }
            }
            current = segment.end
        }
        if isClosed, result.count > 1, result[result.count - 1].0.distance(to: start) < 1e-9 { result.removeLast() }
        var deduplicated: [(point: Point, isCorner: Bool)] = []
        for entry in result where deduplicated.last.map({ $0.point.distance(to: entry.0) > 1e-9 }) ?? true {
            deduplicated.append((entry.0, entry.1))
        }
        return deduplicated
    }

    func offsetting(by amount: Double, join: StrokeAttributes.Join, miterLimit: Double) -> BezierContour? {
        // Curves flatten to 16 points each: counted before any is made.
        var current = start, pointCount = 1
        for segment in closedSegments {
            pointCount += segment.isStraight(from: current) ? 1 : 16
            current = segment.end
        }
        guard pointCount <= Self.maximumOffsetPoints else { return self }
        let points = polyline()
        let count = points.count
        guard count >= 2 else { return nil }
        // Outward is to the left of travel for outlines that run clockwise on screen; the signed area tells which.
        var area = 0.0
        for index in 0..<count {
            let a = points[index].point, b = points[(index + 1) % count].point
            area += a.x * b.y - b.x * a.y
        }
        let side = isClosed && area < 0 ? -1.0 : 1.0
        let edgeCount = isClosed ? count : count - 1
        let normals: [Point] = (0..<edgeCount).map { index in
            let direction = points[(index + 1) % count].point - points[index].point
            let length = direction.length
            return length > 0 ? Point(x: direction.y, y: -direction.x) * (side / length) : .zero
        }
        var output: [Point] = []
        for index in 0..<count {
            let vertex = points[index].point
            let incoming = isClosed || index > 0 ? normals[(index - 1 + edgeCount) % edgeCount] : nil
            let outgoing = isClosed || index < count - 1 ? normals[index % edgeCount] : nil
            guard let incoming, let outgoing else {
                output.append(vertex + (incoming ?? outgoing ?? .zero) * amount)
                continue
            }
            let from = vertex + incoming * amount, to = vertex + outgoing * amount
            if from.distance(to: to) < 1e-6 {
                output.append(from)
                continue
            }
            let bisector = incoming + outgoing
            let cosine = (incoming.x * outgoing.x + incoming.y * outgoing.y)
            let miterLength = 1 / max(((1 + cosine) / 2).squareRoot(), 1e-9)
            let effectiveJoin = points[index].isCorner ? join : .miter
            switch effectiveJoin {
            case .miter where miterLength <= max(miterLimit, 1) || !points[index].isCorner:
                output.append(vertex + bisector * (amount * miterLength / max(bisector.length, 1e-9)))
            case .round:
                let startAngle = incoming.angle
                var sweep = outgoing.angle - startAngle
                while sweep > .pi { sweep -= 2 * .pi }
                while sweep < -.pi { sweep += 2 * .pi }
                for step in 0...8 {
                    output.append(
                        vertex + Point(x: 1, y: 0).rotated(radians: startAngle + sweep * Double(step) / 8) * abs(amount)
                            * (amount < 0 ? -1 : 1))
                }
            default:
                output.append(from)
                output.append(to)
            }
        }
        var contour = BezierContour(start: output[0], isClosed: isClosed)
        for index in 1..<output.count { contour.segments.append(.line(from: output[index - 1], to: output[index])) }
        return contour
    }
}
