import VectorGraphics

/// A cubic Bézier curve in device pixels, cut into straight pieces exactly where Cairo cuts it: control points on
/// Cairo's 1/256-pixel grid, halved in whole numbers until both inner control points lie within 0.1 pixel of the
/// chord. The rasterizer's polygons are then Cairo's polygons point for point, so curved edges keep the pixels
/// snapshot goldens recorded through Cairo.
struct FixedPointCurve {
    /// A point in 1/256 pixel.
    struct FixedPoint: Equatable {
        var x: Int
        var y: Int

        var point: Point { Point(x: Double(x) / 256, y: Double(y) / 256) }
    }

    /// The control points of one piece of the curve.
    private struct Knots {
        var a: FixedPoint, b: FixedPoint, c: FixedPoint, d: FixedPoint
    }

    /// Cairo's default tolerance, in device pixels.
    static let tolerance = 0.1
    /// Coordinates Cairo's 24.8 numbers can hold, in pixels; a curve beyond them has no Cairo polygon to match.
    static let largestCoordinate = Double(1 << 22)
    /// Halvings at most: a piece 2⁻³⁰ of the curve spans less than 1/256 pixel anywhere within the limits above.
    private static let deepestHalving = 30

    private let knots: Knots
    /// The direction the curve leaves its first point and arrives at its last, as Cairo takes them (from the next
    /// distinct control point).
    let initialTangent: FixedPoint
    let finalTangent: FixedPoint

    /// The curve through device points `p0`…`p3`, or nil when it is straight by Cairo's reckoning (both tangents
    /// of no length) or lies beyond the coordinates Cairo can hold.
    init?(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        guard Self.holds(p0), Self.holds(p1), Self.holds(p2), Self.holds(p3) else { return nil }
        let a = Self.fixed(p0), b = Self.fixed(p1), c = Self.fixed(p2), d = Self.fixed(p3)
        if a == b && c == d { return nil }
        if a != b { initialTangent = Self.difference(b, a) }
        else if a != c { initialTangent = Self.difference(c, a) }
        else if a != d { initialTangent = Self.difference(d, a) }
        else { return nil }
        if c != d { finalTangent = Self.difference(d, c) }
        else if b != d { finalTangent = Self.difference(d, b) }
        else { return nil }
        knots = Knots(a: a, b: b, c: c, d: d)
    }

    @inline(__always)
    private static func holds(_ point: Point) -> Bool {
        abs(point.x) < largestCoordinate && abs(point.y) < largestCoordinate
    }

    /// `point` (within `largestCoordinate`) on the 1/256-pixel grid, halves to even as Cairo rounds.
    @inline(__always)
    private static func fixed(_ point: Point) -> FixedPoint {
        // Whole and within ±2³⁰ once `holds` has passed, so never 0 in practice.
        FixedPoint(x: Int(exactly: PolygonEdges.nearestWhole(point.x * 256)) ?? 0, y: Int(exactly: PolygonEdges.nearestWhole(point.y * 256)) ?? 0)
    }

    @inline(__always)
    private static func difference(_ to: FixedPoint, _ from: FixedPoint) -> FixedPoint {
        FixedPoint(x: to.x - from.x, y: to.y - from.y)
    }

    /// Calls `body` with each point between the curve's ends, in order, and the curve's direction there (the start
    /// of every piece but the first); repeated points are left out. The end itself, with `finalTangent`, is the
    /// caller's to add.
    func forEachInnerPoint(_ body: (FixedPoint, _ tangent: FixedPoint) -> Void) {
        var last = knots.a
        Self.split(knots, depth: 0, last: &last, body)
    }

    private static func split(_ knots: Knots, depth: Int, last: inout FixedPoint, _ body: (FixedPoint, FixedPoint) -> Void) {
        if depth == deepestHalving || errorSquared(knots) < tolerance * tolerance {
            if knots.a != last {
                last = knots.a
                body(knots.a, difference(knots.b, knots.a))
            }
            return
        }
        let ab = half(knots.a, knots.b), bc = half(knots.b, knots.c), cd = half(knots.c, knots.d)
        let abbc = half(ab, bc), bccd = half(bc, cd), middle = half(abbc, bccd)
        split(Knots(a: knots.a, b: ab, c: abbc, d: middle), depth: depth + 1, last: &last, body)
        split(Knots(a: middle, b: bccd, c: cd, d: knots.d), depth: depth + 1, last: &last, body)
    }

    /// Halfway from `a` to `b`, rounded down in whole 1/256ths as Cairo's shift rounds.
    @inline(__always)
    private static func half(_ a: FixedPoint, _ b: FixedPoint) -> FixedPoint {
        FixedPoint(x: a.x + ((b.x - a.x) >> 1), y: a.y + ((b.y - a.y) >> 1))
    }

    /// The square of the farther inner control point's distance from the chord (from its nearer end when it lies
    /// beyond one), in pixels.
    private static func errorSquared(_ knots: Knots) -> Double {
        var bx = Double(knots.b.x - knots.a.x) / 256, by = Double(knots.b.y - knots.a.y) / 256
        var cx = Double(knots.c.x - knots.a.x) / 256, cy = Double(knots.c.y - knots.a.y) / 256
        if knots.a != knots.d {
            let dx = Double(knots.d.x - knots.a.x) / 256, dy = Double(knots.d.y - knots.a.y) / 256
            let length = dx * dx + dy * dy
            func towardsChord(_ x: inout Double, _ y: inout Double) {
                let along = x * dx + y * dy
                if along <= 0 { return }
                if along >= length {
                    x -= dx; y -= dy
                } else {
                    x -= along / length * dx; y -= along / length * dy
                }
            }
            towardsChord(&bx, &by)
            towardsChord(&cx, &cy)
        }
        return max(bx * bx + by * by, cx * cx + cy * cy)
    }
}
