/// Common outlines for drawing user-interface chrome such as tab indicators.
extension BezierPath {
    /// A rectangle with quarter-circle corners of `radius`, clamped to half the shorter side.
    package static func roundedRectangle(_ rect: Rect, radius: Double) -> BezierPath {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        guard r > 0 else { return .rectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
        let k = r * (1 - 0.5519150244935105)
        var contour = BezierContour(start: Point(x: rect.minX + r, y: rect.minY), isClosed: true)
        contour.segments.reserveCapacity(8)
        let corners: [(line: Point, control1: Point, control2: Point, end: Point)] = [
            (
                Point(x: rect.maxX - r, y: rect.minY), Point(x: rect.maxX - k, y: rect.minY),
                Point(x: rect.maxX, y: rect.minY + k), Point(x: rect.maxX, y: rect.minY + r)
            ),
            (
                Point(x: rect.maxX, y: rect.maxY - r), Point(x: rect.maxX, y: rect.maxY - k),
                Point(x: rect.maxX - k, y: rect.maxY), Point(x: rect.maxX - r, y: rect.maxY)
            ),
            (
                Point(x: rect.minX + r, y: rect.maxY), Point(x: rect.minX + k, y: rect.maxY),
                Point(x: rect.minX, y: rect.maxY - k), Point(x: rect.minX, y: rect.maxY - r)
            ),
            (
                Point(x: rect.minX, y: rect.minY + r), Point(x: rect.minX, y: rect.minY + k),
                Point(x: rect.minX + k, y: rect.minY), Point(x: rect.minX + r, y: rect.minY)
            )
        ]
        for corner in corners {
            contour.segments.append(.line(from: contour.last, to: corner.line))
            contour.segments.append(CubicSegment(control1: corner.control1, control2: corner.control2, end: corner.end))
        }
        return BezierPath(contours: [contour])
    }

    /// The ellipse filling `rect`, as four cubic segments.
    package static func ellipse(in rect: Rect) -> BezierPath {
        roundedRectangle(rect, radius: min(rect.width, rect.height) / 2)
    }
}
