import Foundation

/// A mask path that text runs along, flattened into a polyline as lottie-web measures it: points found by length,
/// each with the direction of the piece it lies on.
package struct TextPathLayout: Sendable {
    private var points: [Point] = []
    /// The length from the start to each point.
    private var lengths: [Double] = []
    /// Whether the path closes on itself, so that text wraps round it.
    package let isClosed: Bool

    /// Pieces each cubic is cut into: lottie-web's own count is of this order, and a character lands within a
    /// fraction of a unit of the curve.
    static let piecesPerSegment = 64

    /// The path of `contour`; nil when it has no length.
    package init?(_ contour: BezierContour) {
        isClosed = contour.isClosed
        var segments = contour.segments
        if contour.isClosed, contour.last != contour.start {
            segments.append(.line(from: contour.last, to: contour.start))
        }
        guard !segments.isEmpty else { return nil }
        points.reserveCapacity(segments.count * Self.piecesPerSegment + 1)
        points.append(contour.start)
        lengths.append(0)
        var start = contour.start
        for segment in segments {
            for step in 1...Self.piecesPerSegment {
                let point = segment.point(at: Double(step) / Double(Self.piecesPerSegment), from: start)
                lengths.append(lengths[lengths.count - 1] + (point - points[points.count - 1]).length)
                points.append(point)
            }
            start = segment.end
        }
        guard totalLength > 0 else { return nil }
    }

    /// Whether `contour` has any length, the condition on which a layout is made, found without flattening it: a
    /// cubic has length unless all its points are one.
    package static func hasLength(_ contour: BezierContour) -> Bool {
        contour.segments.contains {
            $0.control1 != contour.start || $0.control2 != contour.start || $0.end != contour.start
        }
    }

    /// The path's length.
    package var totalLength: Double { lengths[lengths.count - 1] }

    /// The point `distance` along the path and the direction there, in degrees clockwise from the x axis. A closed
    /// path wraps around; an open one is continued straight beyond its ends, as lottie-web continues it.
    package func location(at distance: Double) -> (point: Point, degrees: Double) {
        var distance = distance
        if isClosed {
            distance = distance.truncatingRemainder(dividingBy: totalLength)
            if distance < 0 { distance += totalLength }
        }
        // The piece holding the distance: the first whose end reaches it, or the first or last piece beyond the ends.
        var low = 1, high = lengths.count - 1
        while low < high {
            let middle = (low + high) / 2
            if lengths[middle] < distance { low = middle + 1 } else { high = middle }
        }
        var piece = low
        // Zero-length pieces have no direction: take the nearest one that has.
        while piece < lengths.count - 1, lengths[piece] == lengths[piece - 1] { piece += 1 }
        while piece > 1, lengths[piece] == lengths[piece - 1] { piece -= 1 }
        let from = points[piece - 1], to = points[piece]
        let span = lengths[piece] - lengths[piece - 1]
        let fraction = span > 0 ? (distance - lengths[piece - 1]) / span : 0
        let direction = to - from
        return (from + direction * fraction, direction.angle * 180 / .pi)
    }
}
