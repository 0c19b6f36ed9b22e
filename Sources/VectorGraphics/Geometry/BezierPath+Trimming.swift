/// Cutting paths down to a stretch of their arc length, the geometry behind Lottie's trim paths.
extension BezierPath {
    /// The part of the path between `start` and `end`, as fractions of the length of all contours laid end to end.
    ///
    /// `start` is in 0...1 and `end` in `start...start + 1`: a stretch that runs past the end wraps to the
    /// beginning, which is how a trim offset moves the visible part round a closed outline.
    public func trimmed(fromFraction start: Double, toFraction end: Double) -> BezierPath {
        let span = end - start
        if span <= 1e-9 { return BezierPath() }
        if span >= 1 - 1e-9 { return self }
        let measured = contours.map(MeasuredContour.init)
        let total = measured.reduce(0) { $0 + $1.length }
        guard total > 0 else { return BezierPath() }
        var stretches = [(start * total, min(end, 1) * total)]
        if end > 1 { stretches.append((0, (end - 1) * total)) }
        var result = BezierPath()
        for (from, to) in stretches {
            var offset = 0.0
            for contour in measured {
                let lower = max(from - offset, 0), upper = min(to - offset, contour.length)
                if upper > lower, let piece = contour.piece(from: lower, to: upper) {
                    result.contours.append(piece)
                }
                offset += contour.length
            }
        }
        return result
    }
}

/// A contour with the length of each of its segments worked out once.
struct MeasuredContour {
    let contour: BezierContour
    let segments: [CubicSegment]
    let starts: [Point]
    let lengths: [Double]
    let length: Double

    init(_ contour: BezierContour) {
        self.contour = contour
        segments = contour.closedSegments
        var starts: [Point] = []
        var lengths: [Double] = []
        starts.reserveCapacity(segments.count)
        lengths.reserveCapacity(segments.count)
        var current = contour.start
        for segment in segments {
            starts.append(current)
            lengths.append(segment.length(from: current))
            current = segment.end
        }
        self.starts = starts
        self.lengths = lengths
        length = lengths.reduce(0, +)
    }

    /// The open stretch between arc lengths `from` and `to`, or the whole contour when that is all of it.
    func piece(from: Double, to: Double) -> BezierContour? {
        if from <= 1e-9 && to >= length - 1e-9 { return contour }
        var result: BezierContour?
        var offset = 0.0
        for index in segments.indices {
            let segmentLength = lengths[index]
            defer { offset += segmentLength }
            let lower = max(from - offset, 0), upper = min(to - offset, segmentLength)
            guard upper > lower || (segmentLength == 0 && lower == 0 && from <= offset && offset < to) else { continue }
            let low = segmentLength > 0 ? lower / segmentLength : 0, high = segmentLength > 0 ? upper / segmentLength : 1
            let (pieceStart, piece) = segments[index].subsegment(fromLengthFraction: low, toLengthFraction: high, start: starts[index])
            if result == nil { result = BezierContour(start: pieceStart) }
            result?.segments.append(piece)
        }
        return result
    }
}
