import VectorGraphics

/// A polygon in device pixels, what the rasterizer sweeps, kept as monotone chains.
///
/// Contours arrive point by point; when one closes it is cut where it turns from going down to going up or back,
/// and each run is kept top to bottom with the direction it was drawn in (+1 down, −1 up), so the winding number
/// of a point is the sum of the directions of the chains to its left. A closed contour becomes as few as two
/// chains, however many points its curves were flattened into. The storage is reused from one path to the next.
public final class PolygonEdges {
    struct Chain {
        /// Index of the chain's top point in `points`.
        var first: Int
        /// How many points, at least two.
        var count: Int
        var direction: Int32
        var top: Double
        var bottom: Double
    }

    // One owner on one thread: Swift's dynamic exclusivity checks on these would cost more than the work.
    @exclusivity(unchecked) private(set) var points: UnsafeMutablePointer<Point>
    /// For each point of a chain, how far x moves per pixel down to the next point (0 for the last and for level
    /// pieces): the sweep reads x at any height without dividing.
    @exclusivity(unchecked) private(set) var slopes: UnsafeMutablePointer<Double>
    @exclusivity(unchecked) private var pointCapacity = 256
    @exclusivity(unchecked) private var pointCount = 0
    @exclusivity(unchecked) private(set) var chains: UnsafeMutablePointer<Chain>
    @exclusivity(unchecked) private var chainCapacity = 32
    @exclusivity(unchecked) private(set) var chainCount = 0
    /// The open contour's points, before it is cut into chains.
    @exclusivity(unchecked) private var contour: UnsafeMutablePointer<Point>
    @exclusivity(unchecked) private var contourCapacity = 256
    @exclusivity(unchecked) private var contourCount = 0
    @exclusivity(unchecked) private var contourIsFinite = true
    /// The box around every chain kept.
    private(set) var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    init() {
        points = .allocate(capacity: pointCapacity)
        slopes = .allocate(capacity: pointCapacity)
        chains = .allocate(capacity: chainCapacity)
        contour = .allocate(capacity: contourCapacity)
    }

    deinit {
        points.deallocate()
        slopes.deallocate()
        chains.deallocate()
        contour.deallocate()
    }

    var isEmpty: Bool { chainCount == 0 }

    func removeAll() {
        pointCount = 0
        chainCount = 0
        contourCount = 0
        contourIsFinite = true
        minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
    }

    /// Starts a contour at `point`, closing the one before.
    func move(to point: Point) {
        closeContour()
        line(to: point)
    }

    /// Continues the contour to `point`.
    @inline(__always)
    func line(to point: Point) {
        let point = Self.onCairoGrid(point)
        if contourCount > 0, contour[contourCount - 1] == point { return }
        if contourCount == contourCapacity { grow(&contour, &contourCapacity, keeping: contourCount) }
        contour[contourCount] = point
        contourCount += 1
        if !point.x.isFinite || !point.y.isFinite { contourIsFinite = false }
    }

    /// Closes the contour back to its start and cuts it into chains. A contour with a point that is not finite
    /// is dropped whole: no pixel could say which side of it is inside.
    func closeContour() {
        defer {
            contourCount = 0
            contourIsFinite = true
        }
        guard contourIsFinite, contourCount > 2 else { return }
        var count = contourCount
        while count > 1, contour[count - 1] == contour[0] { count -= 1 }
        // The run to start from: one whose first moving edge turns from the last moving edge before it. Indices wrap
        // by comparison rather than `%`: a division per point was a visible share of cutting a small path.
        func verticalDirection(_ index: Int) -> Int32 {
            let from = contour[index].y, to = contour[index + 1 == count ? 0 : index + 1].y
            return to > from ? 1 : (to < from ? -1 : 0)
        }
        var start = -1
        var previous: Int32 = 0
        for index in (0..<count).reversed() where verticalDirection(index) != 0 {
            previous = verticalDirection(index)
            break
        }
        guard previous != 0 else { return }
        for index in 0..<count {
            let direction = verticalDirection(index)
            if direction != 0, direction != previous {
                start = index
                break
            }
            if direction != 0 { previous = direction }
        }
        guard start >= 0 else { return }
        var runStart = start
        var runDirection = verticalDirection(start)
        var index = start
        for step in 1...count {
            index = index + 1 == count ? 0 : index + 1
            let direction = step == count ? -runDirection : verticalDirection(index)
            guard direction != 0, direction != runDirection else { continue }
            addChain(from: runStart, to: index, count: count, direction: runDirection)
            runStart = index
            runDirection = direction
        }
    }

    /// `point` where Cairo's scan converter puts it: x on its 1/256-pixel grid, y on the nearest of the 15 lines it
    /// samples per pixel row. Coverage swept from these points is what Cairo's converter works out, up to its own
    /// rounding, so that flat edges, where sampling shows most, keep their pixels (snapshot goldens hold within
    /// their tolerance).
    @inline(__always)
    package static func onCairoGrid(_ point: Point) -> Point {
        let x = nearestWhole(point.x * 256) / 256
        let scaledY = nearestWhole(point.y * 256) * 15 / 256 + 0.5
        let lowerY = nearestWhole(scaledY)
        return Point(x: x, y: (lowerY > scaledY ? lowerY - 1 : lowerY) / 15)
    }

    /// `value` rounded to the nearest whole number, halves to even, by adding and taking away 1.5 · 2⁵² (the
    /// default rounding does the rest): `rounded()` is a call into libm on x86-64's baseline, and this runs for
    /// every point of every path. Values beyond ±2⁵¹ (no pixel is there) come back as they were, or nearly.
    @inline(__always)
    @inlinable
    public static func nearestWhole(_ value: Double) -> Double {
        guard abs(value) < 0x1p51 else { return value }
        return (value + 6_755_399_441_055_744.0) - 6_755_399_441_055_744.0
    }

    /// Keeps the contour's points from `start` to `end` (cyclically) as one chain, top first.
    private func addChain(from start: Int, to end: Int, count: Int, direction: Int32) {
        let length = (end - start + count) % count + 1
        while pointCount + length > pointCapacity {
            var capacity = pointCapacity
            grow(&slopes, &capacity, keeping: pointCount)
            grow(&points, &pointCapacity, keeping: pointCount)
        }
        if chainCount == chainCapacity { grow(&chains, &chainCapacity, keeping: chainCount) }
        var source = direction > 0 ? start : end
        for offset in 0..<length {
            let point = contour[source]
            source = direction > 0 ? (source + 1 == count ? 0 : source + 1) : (source == 0 ? count - 1 : source - 1)
            points[pointCount + offset] = point
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            if offset > 0 {
                let previous = points[pointCount + offset - 1]
                slopes[pointCount + offset - 1] =
                    point.y > previous.y ? (point.x - previous.x) / (point.y - previous.y) : 0
            }
        }
        slopes[pointCount + length - 1] = 0
        let top = points[pointCount].y, bottom = points[pointCount + length - 1].y
        minY = min(minY, top); maxY = max(maxY, bottom)
        chains[chainCount] = Chain(first: pointCount, count: length, direction: direction, top: top, bottom: bottom)
        chainCount += 1
        pointCount += length
    }

    /// Orders the chains by their tops, as the sweep takes them.
    func sortByTop() {
        chains.sortNearlySorted(count: chainCount, moveLimit: 4 * chainCount) { $0.top < $1.top }
    }

    private func grow<Element>(_ buffer: inout UnsafeMutablePointer<Element>, _ capacity: inout Int, keeping count: Int)
    {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: buffer, count: count)
        buffer.deallocate()
        buffer = larger
        capacity *= 2
    }
}
