import Foundation
import VectorGraphics

/// One polygon's sweep, row by row: the rasterizer's inner loops with everything they touch held in the struct's
/// own fields (raw pointers into buffers sized beforehand, counters, the box), so that they run in registers
/// rather than reading an object's properties back after every store. `CoverageRasterizer` owns the buffers and
/// explains the method.
struct CoverageSweep {
    struct ActiveChain {
        var chain: Int
        /// The chain's piece reaching the current band runs from point `cursor` to `cursor + 1`.
        var cursor: Int
    }

    /// A chain inside one band: where it is halfway down, how far left and right it reaches, which way it winds;
    /// in a row every chain crosses, where it enters the row and, when it crosses in one piece, where it leaves
    /// (NaN otherwise).
    struct BandChain {
        var active: Int
        var middle: Double
        var left: Double
        var right: Double
        var direction: Int32
        var entry = 0.0
        var exit = Double.nan
    }

    /// What the sweep needs from its owner: the polygon and scratch space large enough for it and the box.
    struct Buffers {
        var points: UnsafeMutablePointer<Point>
        var slopes: UnsafeMutablePointer<Double>
        var chains: UnsafeMutablePointer<PolygonEdges.Chain>
        var chainCount: Int
        /// At least `chainCount` each.
        var active: UnsafeMutablePointer<ActiveChain>
        var spare: UnsafeMutablePointer<ActiveChain>
        var band: UnsafeMutablePointer<BandChain>
        var waiting: UnsafeMutablePointer<Int>
        /// At least 2 · `chainCount`.
        var events: UnsafeMutablePointer<Double>
        /// At least `crossingCapacity`.
        var crossings: UnsafeMutablePointer<Double>
        var crossingCapacity: Int
        /// At least the box's width + 2 each; `differences` zero between rows.
        var differences: UnsafeMutablePointer<Double>
        var ranges: UnsafeMutablePointer<Range<Int>>
        var coverages: UnsafeMutablePointer<UInt8>
        /// The last row's runs, at least the box's width + 2.
        var runs: UnsafeMutablePointer<CoverageMask.Run>
    }

    private(set) var buffers: Buffers
    private var activeCount = 0
    /// How many column ranges the row's deposits have touched so far.
    var rangeCount = 0
    private var bandsLeft = 0
    private var crossingsUsed = 0
    /// Whether the last simple row's boundary pieces were all upright, and how many runs it handed over.
    private var rowIsUpright = false
    var runCount = 0
    /// How many bands went down the general path, where chains are sorted and searched for crossings.
    private(set) var sortedBandCount = 0
    /// The box's first column, also as a coordinate, and its width.
    let firstColumn: Int
    let origin: Double
    let width: Int
    private let evenOdd: Bool

    /// Bands one pixel row may be cut into where chains cross; past them (hostile self-crossing paths) a band's
    /// chains are taken in the order of their middles, close but not exact.
    static let bandsPerRow = 256
    /// Coordinates closer than this are taken for one point: a swap of order smaller than it moves no visible area.
    static let samePoint = 1e-9

    init(buffers: Buffers, columns: Range<Int>, rule: FillRule) {
        self.buffers = buffers
        firstColumn = columns.lowerBound
        origin = Double(columns.lowerBound)
        width = columns.count
        evenOdd = rule == .evenOdd
    }

    /// Sweeps `rows` (chains sorted by their tops), handing each row's runs to `sink`.
    mutating func run<Sink: CoverageSink>(rows: Range<Int>, into sink: inout Sink) {
        let chains = buffers.chains
        var next = 0
        var y = rows.lowerBound
        while y < rows.upperBound {
            let top = Double(y), bottom = top + 1
            retire(above: top)
            while next < buffers.chainCount, chains[next].top < bottom {
                if chains[next].bottom > top { activate(next) }
                next += 1
            }
            if activeCount == 0 {
                guard next < buffers.chainCount else { break }
                // Nothing crosses the rows until the next chain starts.
                y = max(y + 1, min(rows.upperBound, Self.row(of: chains[next].top)))
                continue
            }
            rowIsUpright = false
            if !sweepSimpleBand(top: top, bottom: bottom, wholeRow: true) { sweepRowInBands(top: top, bottom: bottom) }
            emit(row: y, into: &sink, keepingRuns: rowIsUpright)
            y += 1
            // Rows whose pieces are upright cover alike until a piece ends or a chain starts: the rows between
            // get the same runs without a sweep (the sides of rectangles, of rounded ones, upright strokes).
            if rowIsUpright {
                var end = rows.upperBound
                if next < buffers.chainCount { end = min(end, Self.row(of: chains[next].top)) }
                for position in 0..<activeCount {
                    end = min(end, Self.row(of: buffers.points[buffers.active[position].cursor + 1].y))
                }
                while y < end {
                    replayRuns(row: y, into: &sink)
                    y += 1
                }
            }
        }
    }

    /// Adds chain `index` to the active chains where it starts among them from the left (from one point, the one
    /// heading further left first), the others taken where they are at that height: a chain put out of order sends
    /// the rows it crosses down the general path, where the band is sorted.
    @inline(__always)
    private mutating func activate(_ index: Int) {
        let active = buffers.active
        let first = buffers.chains[index].first, y = buffers.points[first].y
        let (x, slope) = heading(of: index, from: first, at: y)
        var slot = activeCount
        while slot > 0 {
            let (beforeX, beforeSlope) = heading(of: active[slot - 1].chain, from: active[slot - 1].cursor, at: y)
            guard beforeX > x || (beforeX == x && beforeSlope > slope) else { break }
            active[slot] = active[slot - 1]
            slot -= 1
        }
        active[slot] = ActiveChain(chain: index, cursor: first)
        activeCount += 1
    }

    /// Where chain `chain`, walked from point `cursor` (above `y`), is at height `y` and how x moves below it: past
    /// the pieces that end there, level ones among them. A chain starting with a level piece (the flat top of a
    /// rectangle belongs to one of the two chains leaving its corner) is placed by where it leaves that height, not
    /// by the corner, and a slanted neighbour by where it is at that height, not where the last row found it.
    @inline(__always)
    private func heading(of chain: Int, from cursor: Int, at y: Double) -> (x: Double, slope: Double) {
        let points = buffers.points, slopes = buffers.slopes
        let last = buffers.chains[chain].first + buffers.chains[chain].count - 1
        var point = cursor
        while point < last, points[point + 1].y <= y { point += 1 }
        let start = points[point]
        return (point < last && start.y < y ? start.x + (y - start.y) * slopes[point] : start.x, slopes[point])
    }

    private mutating func retire(above top: Double) {
        let chains = buffers.chains, active = buffers.active
        var kept = 0
        for position in 0..<activeCount where chains[active[position].chain].bottom > top {
            active[kept] = active[position]
            kept += 1
        }
        activeCount = kept
    }

    /// The row holding height `y`, which lies inside the box (a chain's top or a point of it below the row swept).
    @inline(__always)
    private static func row(of y: Double) -> Int { column(y) }

    /// Moves the chain at `position` to its piece that reaches below `top`.
    @inline(__always)
    private func advance(_ position: Int, to top: Double) -> Int {
        let points = buffers.points
        var cursor = buffers.active[position].cursor
        while points[cursor + 1].y <= top { cursor += 1 }
        buffers.active[position].cursor = cursor
        return cursor
    }

    // MARK: Rows every chain crosses

    /// Deposits a band (a whole row, or a part of one) where the chains that cross it from top to bottom lie in the
    /// order they are kept, none passing left of the one before: most rows of most paths. Chains that start or end
    /// inside it are left out, or, for a whole row, make it return false. Returns false, having deposited nothing,
    /// for any other band.
    private mutating func sweepSimpleBand(top: Double, bottom: Double, wholeRow: Bool) -> Bool {
        let points = buffers.points, slopes = buffers.slopes, chains = buffers.chains, band = buffers.band
        var previousRight = -Double.infinity, previousCursor = -1
        var upright = wholeRow
        for position in 0..<activeCount {
            let chain = chains[buffers.active[position].chain]
            guard chain.top <= top, chain.bottom >= bottom else {
                if wholeRow { return false }
                band[position].direction = 0
                continue
            }
            let cursor = advance(position, to: top)
            var start = points[cursor]
            let xTop = start.x + (top - start.y) * slopes[cursor]
            var left = xTop, right = xTop
            var index = cursor
            while true {
                let end = points[index + 1]
                if end.y >= bottom {
                    let x = start.x + (bottom - start.y) * slopes[index]
                    left = min(left, x); right = max(right, x)
                    band[position].exit = index == cursor ? x : .nan
                    upright = upright && index == cursor && x == xTop
                    break
                }
                left = min(left, end.x); right = max(right, end.x)
                index += 1
                start = end
            }
            // Neighbours whose reaches overlap (thin strokes, flat tops) must still keep their order across the band.
            if left < previousRight, !staysRight(of: previousCursor, chainAt: cursor, top: top, bottom: bottom) {
                return false
            }
            previousRight = right
            previousCursor = cursor
            band[position].entry = xTop
            band[position].direction = chain.direction
        }
        let height = bottom - top
        Self.forEachBoundary(in: band, count: activeCount, evenOdd: evenOdd) { position, sign in
            let exit = band[position].exit
            if exit.isNaN {
                depositPieces(from: buffers.active[position].cursor, top: top, bottom: bottom, sign: sign)
            } else {
                deposit(band[position].entry, exit, height: height, sign: sign)
            }
        }
        rowIsUpright = upright
        return true
    }

    /// Whether the chain from point `right` is nowhere left of the chain from point `left` between `top` and
    /// `bottom`: the gap between them is straight between their points, so it is checked at each point, on both
    /// sides of it. A chain can run level at a point's height and leave it elsewhere than it arrived, and chains
    /// may swap places right there.
    @inline(__always)
    private func staysRight(of left: Int, chainAt right: Int, top: Double, bottom: Double) -> Bool {
        let points = buffers.points, slopes = buffers.slopes
        var l = left, r = right
        var y = top
        while true {
            // Where the pieces reaching `y` arrive (at `top`, where those below it leave)…
            var xLeft = Self.x(at: y, from: l, points, slopes), xRight = Self.x(at: y, from: r, points, slopes)
            if xRight - xLeft < -Self.samePoint { return false }
            guard y < bottom else { return true }
            while points[l + 1].y <= y { l += 1 }
            while points[r + 1].y <= y { r += 1 }
            // …and where those below it leave.
            if points[l].y == y { xLeft = points[l].x }
            if points[r].y == y { xRight = points[r].x }
            if xRight - xLeft < -Self.samePoint { return false }
            y = min(points[l + 1].y, points[r + 1].y, bottom)
        }
    }

    /// Deposits the pieces of a chain, from the one at point `cursor`, between `top` and `bottom`.
    @inline(__always)
    private mutating func depositPieces(from cursor: Int, top: Double, bottom: Double, sign: Double) {
        let points = buffers.points, slopes = buffers.slopes
        var index = cursor
        var entry = top
        var xEntry = points[index].x + (top - points[index].y) * slopes[index]
        while true {
            let end = points[index + 1]
            if end.y >= bottom {
                deposit(
                    xEntry, points[index].x + (bottom - points[index].y) * slopes[index], height: bottom - entry,
                    sign: sign)
                return
            }
            if end.y > entry { deposit(xEntry, end.x, height: end.y - entry, sign: sign) }
            entry = end.y
            xEntry = end.x
            index += 1
        }
    }

    // MARK: Rows cut into bands

    /// Deposits a row cut into bands where chains start or end inside it.
    private mutating func sweepRowInBands(top: Double, bottom: Double) {
        bandsLeft = Self.bandsPerRow
        crossingsUsed = 0
        let chains = buffers.chains, events = buffers.events
        var eventCount = 0
        for position in 0..<activeCount {
            let chain = chains[buffers.active[position].chain]
            if chain.top > top { events[eventCount] = chain.top; eventCount += 1 }
            if chain.bottom < bottom { events[eventCount] = chain.bottom; eventCount += 1 }
        }
        events.sortNearlySorted(count: eventCount, moveLimit: 8 * eventCount, by: <)
        var start = top
        for position in 0...eventCount {
            let end = position < eventCount ? events[position] : bottom
            if end > start {
                if !sweepSimpleBand(top: start, bottom: end, wholeRow: false) { sweepBand(from: start, to: end) }
                start = end
            }
        }
    }

    /// Deposits the area covered between `top` and `bottom`, which every chain present spans. Chains are ordered
    /// by where they are halfway down; neighbours whose reaches overlap are walked side by side, and where they
    /// swap places the band is cut so that in every part the order holds from top to bottom.
    private mutating func sweepBand(from top: Double, to bottom: Double) {
        let points = buffers.points, slopes = buffers.slopes, chains = buffers.chains, band = buffers.band
        sortedBandCount += 1
        let middle = (top + bottom) / 2
        var count = 0, waitingCount = 0
        for position in 0..<activeCount {
            let chain = chains[buffers.active[position].chain]
            guard chain.top <= top, chain.bottom >= bottom else {
                buffers.waiting[waitingCount] = position
                waitingCount += 1
                continue
            }
            let cursor = advance(position, to: top)
            var left = Double.infinity, right = -Double.infinity, atMiddle = points[cursor].x
            var index = cursor
            while points[index].y < bottom {
                let xTop = Self.x(at: top, from: index, points, slopes),
                    xBottom = Self.x(at: bottom, from: index, points, slopes)
                left = min(left, xTop, xBottom)
                right = max(right, xTop, xBottom)
                if points[index].y <= middle, points[index + 1].y >= middle {
                    atMiddle = Self.x(at: middle, from: index, points, slopes)
                }
                index += 1
            }
            band[count] = BandChain(
                active: position, middle: atMiddle, left: left, right: right, direction: chain.direction)
            count += 1
        }
        guard count > 1 else { return }
        orderBand(count: count, waitingCount: waitingCount)
        if bandsLeft > 0, crossingsUsed + count <= buffers.crossingCapacity {
            let crossings = buffers.crossings + crossingsUsed
            let found = crossingsOfNeighbours(
                count: count, top: top, bottom: bottom, into: crossings,
                capacity: buffers.crossingCapacity - crossingsUsed)
            if found > 0 {
                bandsLeft -= found + 1
                crossingsUsed += found
                var start = top
                for position in 0...found {
                    let end = position < found ? crossings[position] : bottom
                    if end > start {
                        sweepBand(from: start, to: end)
                        start = end
                    }
                }
                crossingsUsed -= found
                return
            }
        }
        Self.forEachBoundary(in: band, count: count, evenOdd: evenOdd) { slot, sign in
            depositPieces(from: buffers.active[band[slot].active].cursor, top: top, bottom: bottom, sign: sign)
        }
    }

    /// Walks a band's first `count` chains left to right, summing their windings, and calls `body` with each one
    /// where the fill rule turns from outside to inside (sign +1) or back (−1): only those bound covered area.
    @inline(__always)
    private static func forEachBoundary(
        in band: UnsafeMutablePointer<BandChain>, count: Int, evenOdd: Bool, _ body: (Int, Double) -> Void
    ) {
        var winding: Int32 = 0
        var inside = false
        for slot in 0..<count {
            winding &+= band[slot].direction
            let now = evenOdd ? winding & 1 != 0 : winding != 0
            guard now != inside else { continue }
            inside = now
            body(slot, now ? 1 : -1)
        }
    }

    /// Orders the band's chains by their middles and keeps the active chains in that order (those not in the band
    /// after them), so that the next band, and the next row, find them nearly sorted.
    private mutating func orderBand(count: Int, waitingCount: Int) {
        let band = buffers.band
        band.sortNearlySorted(count: count, moveLimit: 8 * count) { $0.middle < $1.middle }
        var inPlace = waitingCount == 0
        for slot in 0..<count where band[slot].active != slot { inPlace = false; break }
        guard !inPlace else { return }
        let spare = buffers.spare
        for slot in 0..<count {
            spare[slot] = buffers.active[band[slot].active]
            band[slot].active = slot
        }
        for index in 0..<waitingCount { spare[count + index] = buffers.active[buffers.waiting[index]] }
        buffers.spare = buffers.active
        buffers.active = spare
    }

    /// Where neighbouring chains whose reaches overlap swap places inside the band, sorted; how many were written.
    private func crossingsOfNeighbours(
        count: Int, top: Double, bottom: Double, into crossings: UnsafeMutablePointer<Double>, capacity: Int
    ) -> Int {
        let band = buffers.band
        var found = 0
        for slot in 1..<count where band[slot - 1].right > band[slot].left + Self.samePoint {
            let left = buffers.active[band[slot - 1].active].cursor, right = buffers.active[band[slot].active].cursor
            found = addCrossings(
                ofChainAt: left, andChainAt: right, top: top, bottom: bottom, into: crossings, found: found,
                capacity: capacity)
        }
        crossings.sortNearlySorted(count: found, moveLimit: 8 * found, by: <)
        return found
    }

    /// Adds where the chain starting at point `right` passes left of the one starting at point `left`, or back,
    /// between `top` and `bottom`: the gap between them is straight between their points, so it changes sign only
    /// between two points where its signs differ.
    private func addCrossings(
        ofChainAt left: Int, andChainAt right: Int, top: Double, bottom: Double,
        into crossings: UnsafeMutablePointer<Double>, found: Int, capacity: Int
    ) -> Int {
        let points = buffers.points, slopes = buffers.slopes
        var found = found
        var l = left, r = right
        var y = top
        var xLeft = Self.x(at: y, from: l, points, slopes), xRight = Self.x(at: y, from: r, points, slopes)
        while y < bottom, found < capacity {
            let arriving = xRight - xLeft
            while points[l + 1].y <= y, points[l + 1].y < bottom { l += 1 }
            while points[r + 1].y <= y, points[r + 1].y < bottom { r += 1 }
            // A chain that ran level at this height leaves it elsewhere than it arrived: the two may swap places
            // right here.
            if points[l].y == y { xLeft = points[l].x }
            if points[r].y == y { xRight = points[r].x }
            let gap = xRight - xLeft
            if (arriving < -Self.samePoint) != (gap < -Self.samePoint), y > top {
                crossings[found] = y
                found += 1
                guard found < capacity else { break }
            }
            let next = min(points[l + 1].y, points[r + 1].y, bottom)
            xLeft = Self.x(at: next, from: l, points, slopes)
            xRight = Self.x(at: next, from: r, points, slopes)
            let nextGap = xRight - xLeft
            if (gap < -Self.samePoint) != (nextGap < -Self.samePoint), gap != nextGap {
                let crossing = y + (next - y) * min(max(gap / (gap - nextGap), 0), 1)
                if crossing > top, crossing < bottom {
                    crossings[found] = crossing
                    found += 1
                }
            }
            y = next
        }
        return found
    }

    /// x on the piece from point `index` at height `y`, the piece's own end where `y` is one of them.
    @inline(__always)
    private static func x(
        at y: Double, from index: Int, _ points: UnsafeMutablePointer<Point>, _ slopes: UnsafeMutablePointer<Double>
    ) -> Double {
        let start = points[index]
        if y <= start.y { return start.x }
        let end = points[index + 1]
        if y >= end.y { return end.x }
        return start.x + (y - start.y) * slopes[index]
    }

}
