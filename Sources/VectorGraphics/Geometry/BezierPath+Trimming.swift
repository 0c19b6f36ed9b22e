/// Cutting paths down to a stretch of their arc length, the geometry behind Lottie's trim paths.
extension BezierPath {
    /// The part of the path between `start` and `end`, as fractions of the length of all contours laid end to end.
    ///
    /// `start` is in 0...1 and `end` in `start...start + 1`: a stretch that runs past the end wraps to the
    /// beginning, which is how a trim offset moves the visible part round a closed outline.
    package func trimmed(fromFraction start: Double, toFraction end: Double) -> BezierPath {
        MeasuredPath.trimmedWithoutMeasuring(self, fromFraction: start, toFraction: end)
            ?? MeasuredPath(self).trimmed(fromFraction: start, toFraction: end)
    }
}

/// A path with the length of each of its segments worked out, to be trimmed at many stretches: measuring is most of
/// the work of a trim, and an animated trim cuts the same path at a new stretch every frame.
package struct MeasuredPath: Sendable {
    /// The path measured.
    package let path: BezierPath
    private let contours: [MeasuredContour]
    private let length: Double

    /// Measures every segment of `path`.
    package init(_ path: BezierPath) {
        self.path = path
        contours = path.contours.map(MeasuredContour.init)
        length = contours.reduce(0) { $0 + $1.length }
    }

    /// `path.trimmed(fromFraction: start, toFraction: end)`, without measuring it again.
    package func trimmed(fromFraction start: Double, toFraction end: Double) -> BezierPath {
        if let whole = Self.trimmedWithoutMeasuring(path, fromFraction: start, toFraction: end) { return whole }
        let total = length
        guard total > 0 else { return BezierPath() }
        var stretches = [(start * total, min(end, 1) * total)]
        if end > 1 { stretches.append((0, (end - 1) * total)) }
        var result = BezierPath()
        for (number, (from, to)) in stretches.enumerated() {
            // A stretch that wraps past the end of a closed contour goes on from the path's start in the same
            // outline, as lottie-web draws it: filled, the two pieces are one area, not two each closed on itself.
            var continuesLast = number == 1 && contours.last?.contour.isClosed == true && !result.contours.isEmpty
            var offset = 0.0
            for contour in contours {
                let lower = max(from - offset, 0), upper = min(to - offset, contour.length)
                if upper > lower, let piece = contour.piece(from: lower, to: upper) {
                    if continuesLast {
                        result.contours[result.contours.count - 1].append(piece)
                        continuesLast = false
                    } else {
                        result.contours.append(piece)
                    }
                }
                offset += contour.length
            }
        }
        return result
    }
}

extension MeasuredPath {
    /// What a stretch keeps of `path` when no length is needed to say: nothing of an empty stretch, all of a whole
    /// one; nil otherwise.
    static func trimmedWithoutMeasuring(
        _ path: BezierPath, fromFraction start: Double, toFraction end: Double
    ) -> BezierPath? {
        let span = end - start
        if span <= 1e-9 { return BezierPath() }
        if span >= 1 - 1e-9 { return path }
        return nil
    }
}

/// A contour with the length of each of its segments worked out once.
struct MeasuredContour: Sendable {
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
            let low = segmentLength > 0 ? lower / segmentLength : 0,
                high = segmentLength > 0 ? upper / segmentLength : 1
            let (pieceStart, piece) = segments[index].subsegment(
                fromLengthFraction: low, toLengthFraction: high, start: starts[index])
            if result == nil { result = BezierContour(start: pieceStart) }
            result?.segments.append(piece)
        }
        return result
    }
}
