import Foundation

/// Point-by-point distortions of outlines: pucker and bloat, twist.
extension BezierPath {
    /// Every point, end or control, mapped through `transform`.
    package func mappingPoints(_ transform: (Point) -> Point) -> BezierPath {
        BezierPath(
            contours: contours.map { contour in
                BezierContour(
                    start: transform(contour.start),
                    segments: contour.segments.map {
                        CubicSegment(
                            control1: transform($0.control1), control2: transform($0.control2), end: transform($0.end))
                    }, isClosed: contour.isClosed)
            })
    }

    /// Vertices, the ends of segments, without repeating a closed contour's start.
    package var vertices: [Point] {
        contours.flatMap { contour in
            contour.isClosed && contour.last == contour.start ? Array(contour.endPoints.dropLast()) : contour.endPoints
        }
    }

    /// Vertices move `amount` (0…1) of the way to `center` while tangent handles move as far away from it:
    /// positive amounts pucker the outline inward, negative ones bloat it.
    package func puckering(toward center: Point, amount: Double) -> BezierPath {
        BezierPath(
            contours: contours.map { contour in
                let pull = { (point: Point) in point.interpolated(to: center, progress: amount) }
                let push = { (point: Point) in point.interpolated(to: center, progress: -amount) }
                return BezierContour(
                    start: pull(contour.start),
                    segments: contour.closedSegments.map {
                        CubicSegment(control1: push($0.control1), control2: push($0.control2), end: pull($0.end))
                    }, isClosed: contour.isClosed)
            })
    }

    /// Points turn about `center` by `degrees` at the centre, falling off linearly to none at `reach`.
    package func twisting(about center: Point, degrees: Double, reach: Double) -> BezierPath {
        guard degrees != 0, reach > 0 else { return self }
        return mappingPoints { point in
            let offset = point - center
            let turn = degrees * .pi / 180 * max(0, 1 - offset.length / reach)
            return center + offset.rotated(radians: turn)
        }
    }
}
