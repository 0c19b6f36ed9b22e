import VectorGraphics

/// A cubic Bézier curve in device pixels, cut into straight pieces exactly where Cairo cuts it: control points on
/// Cairo's 1/256-pixel grid, halved in whole numbers until both inner control points lie within 0.1 pixel of the
/// chord. The rasterizer's polygons are then Cairo's polygons point for point, so curved edges keep the pixels
/// snapshot goldens recorded through Cairo.
struct FixedPointCurve {
    /// A point in 1/256 pixel, in 32 bits as Cairo keeps it.
    struct FixedPoint: Equatable {
        var x: Int32
        var y: Int32

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
    /// Halvings at most. Within the limits above a curve's second differences stay under 2²⁵ pixels and shrink
    /// fourfold with each halving, so by the 16th every piece is within 0.01 pixel of its chord: Cairo stops sooner.
    private static let deepestHalving: Int32 = 16

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
        if a != b {
            initialTangent = Self.difference(b, a)
        } else if a != c {
            initialTangent = Self.difference(c, a)
        } else if a != d {
            initialTangent = Self.difference(d, a)
        } else {
            return nil
        }
        if c != d {
            finalTangent = Self.difference(d, c)
        } else if b != d {
            finalTangent = Self.difference(d, b)
        } else {
            return nil
        }
        knots = Knots(a: a, b: b, c: c, d: d)
    }

    @inline(__always)
    private static func holds(_ point: Point) -> Bool {
        abs(point.x) < largestCoordinate && abs(point.y) < largestCoordinate
    }

    /// `point` (within `largestCoordinate`) on the 1/256-pixel grid, halves to even as Cairo rounds. Read from the
    /// low bits, as `PolygonEdges.nearestWhole` rounds: `Int32(exactly:)` asks libm's `trunc` whether the value is
    /// whole, a call for every coordinate of every curve.
    @inline(__always)
    private static func fixed(_ point: Point) -> FixedPoint {
        // Within ±2³⁰ once `holds` has passed, where the nearest whole number fits.
        FixedPoint(
            x: Int32(truncatingIfNeeded: WholePixels.nearestInRange(point.x * 256)),
            y: Int32(truncatingIfNeeded: WholePixels.nearestInRange(point.y * 256)))
    }

    @inline(__always)
    private static func difference(_ to: FixedPoint, _ from: FixedPoint) -> FixedPoint {
        // Within ±2³⁰ each, so the difference fits.
        FixedPoint(x: to.x &- from.x, y: to.y &- from.y)
    }

    /// Calls `body` with each point between the curve's ends, in order, and the curve's direction there (the start
    /// of every piece but the first); repeated points are left out. The end itself, with `finalTangent`, is the
    /// caller's to add.
    @inline(__always)
    func forEachInnerPoint(_ body: (FixedPoint, _ tangent: FixedPoint) -> Void) {
        // Cairo recurses, left half first; the right halves wait on a stack, one per halving at most.
        // Small enough to live on the stack (under a kilobyte).
        withUnsafeTemporaryAllocation(of: (Knots, Int32).self, capacity: Int(truncatingIfNeeded: Self.deepestHalving)) {
            waiting in
            var last = knots.a
            var piece = knots, depth: Int32 = 0, waitingCount = 0
            while true {
                if depth == Self.deepestHalving || Self.isFlat(piece) {
                    if piece.a != last {
                        last = piece.a
                        body(piece.a, Self.difference(piece.b, piece.a))
                    }
                    guard waitingCount > 0 else { return }
                    waitingCount -= 1
                    (piece, depth) = waiting[waitingCount]
                    continue
                }
                let ab = Self.half(piece.a, piece.b), bc = Self.half(piece.b, piece.c), cd = Self.half(piece.c, piece.d)
                let abbc = Self.half(ab, bc), bccd = Self.half(bc, cd), middle = Self.half(abbc, bccd)
                depth += 1
                waiting[waitingCount] = (Knots(a: middle, b: bccd, c: cd, d: piece.d), depth)
                waitingCount += 1
                piece = Knots(a: piece.a, b: ab, c: abbc, d: middle)
            }
        }
    }

    /// Halfway from `a` to `b`, rounded down in whole 1/256ths as Cairo's shift rounds.
    @inline(__always)
    private static func half(_ a: FixedPoint, _ b: FixedPoint) -> FixedPoint {
        FixedPoint(x: a.x &+ ((b.x &- a.x) >> 1), y: a.y &+ ((b.y &- a.y) >> 1))
    }

    /// Whether both inner control points lie within the tolerance of the chord (of its nearer end when beyond
    /// one), as Cairo measures it. Worked in 1/256ths rather than pixels: scaling by a power of two is exact, so
    /// every comparison comes out as Cairo's.
    @inline(__always)
    private static func isFlat(_ knots: Knots) -> Bool {
        let b = difference(knots.b, knots.a), c = difference(knots.c, knots.a), d = difference(knots.d, knots.a)
        return max(squaredDistance(of: b, fromChord: d), squaredDistance(of: c, fromChord: d)) < scaledToleranceSquared
    }

    /// The square of the distance from `point` to the chord from the origin to `end` (to the origin itself when the
    /// chord has no length), all relative to the curve's first point.
    @inline(__always)
    private static func squaredDistance(of point: FixedPoint, fromChord end: FixedPoint) -> Double {
        var x = Double(point.x), y = Double(point.y)
        if end != FixedPoint(x: 0, y: 0) {
            let dx = Double(end.x), dy = Double(end.y)
            let length = dx * dx + dy * dy
            let along = x * dx + y * dy
            if along >= length {
                x -= dx; y -= dy
            } else if along > 0 {
                x -= along / length * dx; y -= along / length * dy
            }
        }
        return x * x + y * y
    }

    /// The tolerance squared, in 1/256ths of a pixel squared.
    private static let scaledToleranceSquared = tolerance * tolerance * 65536
}
