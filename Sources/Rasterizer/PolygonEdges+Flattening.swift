import VectorGraphics

extension PolygonEdges {
    /// How far, in device pixels, the chords of round joins and caps, and the pieces of a curve beyond Cairo's
    /// coordinates (which has no Cairo pieces to follow), may stray from the true outline.
    static let flatteningTolerance = 0.05
    /// Pieces per curve at most, whatever its control points: a hostile file cannot make one curve cost more.
    static let largestPieceCount = 4096

    /// Adds `path`'s outline under `transform`, every contour closed as a fill closes it. Curves that cannot reach
    /// `box` (above, below or beside it) become their chords: the winding inside the box stays the same.
    func addFill(of path: BezierPath, transform: AffineTransform, within box: PixelBox) {
        for contour in path.contours where !contour.segments.isEmpty {
            move(to: transform.apply(to: contour.start))
            var current = transform.apply(to: contour.start)
            var currentUser = contour.start
            for segment in contour.segments {
                let end = transform.apply(to: segment.end)
                if !segment.isStraight(from: currentUser) {
                    addCurve(
                        from: current, transform.apply(to: segment.control1), transform.apply(to: segment.control2),
                        end, within: box)
                }
                line(to: end)
                current = end
                currentUser = segment.end
            }
            closeContour()
        }
    }

    /// Continues the contour along a cubic Bézier curve from `p0` to just before `p3`, in the straight pieces
    /// Cairo would cut it into (as many evenly spaced ones as keep within the tolerance when Cairo could not hold
    /// its coordinates).
    func addCurve(from p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, within box: PixelBox) {
        let top = min(p0.y, p1.y, p2.y, p3.y), bottom = max(p0.y, p1.y, p2.y, p3.y)
        let left = min(p0.x, p1.x, p2.x, p3.x), right = max(p0.x, p1.x, p2.x, p3.x)
        if bottom <= Double(box.rows.lowerBound) || top >= Double(box.rows.upperBound)
            || right <= Double(box.columns.lowerBound) || left >= Double(box.columns.upperBound)
        {
            return
        }
        if let curve = FixedPointCurve(p0, p1, p2, p3) {
            curve.forEachInnerPoint { point, _ in line(to: point.point) }
            return
        }
        let curve = CurvePieces(p0, p1, p2, p3, tolerance: Self.flatteningTolerance)
        for index in 1..<curve.count { line(to: curve.point(at: Double(index) / Double(curve.count))) }
    }
}

/// A cubic Bézier curve cut into straight pieces at evenly spaced parameters: n pieces stray at most
/// 3/4 · max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|) / n² from the curve, since that bounds its second derivative.
struct CurvePieces {
    private let p0: Point, p1: Point, p2: Point, p3: Point
    /// How many pieces.
    let count: Int

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
        let first = p0 - p1 * 2 + p2, second = p1 - p2 * 2 + p3
        let bend = Swift.max(first.length, second.length)
        count = WholePixels.ceiling(
            (0.75 * bend / tolerance).squareRoot(), clampedTo: 1...PolygonEdges.largestPieceCount)
    }

    /// The point at parameter t.
    func point(at t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
