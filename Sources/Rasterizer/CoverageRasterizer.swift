import VectorGraphics

/// Turns a polygon into the share of each device pixel it covers under a fill rule.
///
/// Rows are swept top to bottom over the polygon's monotone chains (`PolygonEdges`). In most rows every chain
/// present crosses the row from top to bottom and the chains lie side by side in the order kept from the row
/// before; elsewhere the row is cut into bands where a chain starts or ends inside it, chains are ordered by where
/// they are halfway down a band, and where neighbours whose reaches overlap swap places (between two of their points,
/// or at a height where one runs level) the band is cut again, so that in every band the order holds from top to
/// bottom. The winding number between neighbours is then constant and the fill rule decides, region by region, what
/// is inside: only the chains where it turns from outside to inside or back bound covered area, and each of their
/// pieces adds the area it leaves to its right in each pixel, which has a closed form (`CoverageSweep+Area`).
///
/// Coverage is area, worked out for the polygon's points on Cairo's grid (`PolygonEdges.onCairoGrid`), which is
/// where Cairo's sampling scan converter puts them: the pixels are Cairo's up to its rounding, at a fraction of
/// the work, and where a path overlaps itself the rule is applied exactly, not to accumulated area as ThorVG and
/// FreeType do (which darkens such pixels).
package final class CoverageRasterizer {
    /// The polygon to rasterize; cleared after each use.
    let edges: PolygonEdges
    /// Where `rasterize(rule:within:)` puts coverage.
    let mask = CoverageMask()
    /// Outlines strokes into `edges`.
    let strokes: StrokeOutliner
    // One owner on one thread: Swift's dynamic exclusivity checks on these would cost more than the work.
    @exclusivity(unchecked) private var buffers: CoverageSweep.Buffers
    @exclusivity(unchecked) private var chainCapacity = 0
    @exclusivity(unchecked) private var columnCapacity = 0
    /// How many bands the last sweep sorted: what the order kept from row to row did not settle.
    @exclusivity(unchecked) private(set) var lastSortedBandCount = 0

    package init() {
        edges = PolygonEdges()
        strokes = StrokeOutliner(into: edges)
        buffers = CoverageSweep.Buffers(
            points: edges.points, slopes: edges.slopes, chains: edges.chains, chainCount: 0,
            active: .allocate(capacity: 1), spare: .allocate(capacity: 1), band: .allocate(capacity: 1),
            waiting: .allocate(capacity: 1),
            events: .allocate(capacity: 2), crossings: .allocate(capacity: 1), crossingCapacity: 1,
            differences: .allocate(capacity: 1), ranges: .allocate(capacity: 1), coverages: .allocate(capacity: 1),
            runs: .allocate(capacity: 1)
        )
        reserve(chains: 64, columns: 256)
    }

    deinit {
        buffers.active.deallocate()
        buffers.spare.deallocate()
        buffers.band.deallocate()
        buffers.waiting.deallocate()
        buffers.events.deallocate()
        buffers.crossings.deallocate()
        buffers.differences.deallocate()
        buffers.ranges.deallocate()
        buffers.coverages.deallocate()
        buffers.runs.deallocate()
    }

    /// Rasterizes `edges` into `mask` over the part of `box` they can reach, then clears them. Returns false when
    /// they cover none of it.
    func rasterize(rule: FillRule, within box: PixelBox) -> Bool {
        rasterize(rule: rule, within: box, into: mask)
    }

    /// Rasterizes `edges` into `destination`, as `rasterize(rule:within:)` does into `mask`.
    func rasterize(rule: FillRule, within box: PixelBox, into destination: CoverageMask) -> Bool {
        guard let target = target(within: box) else {
            edges.removeAll()
            return false
        }
        destination.reset(to: target)
        var sink = destination
        sweep(rule: rule, over: target, into: &sink)
        return destination.coveredBox != nil
    }

    /// Rasterizes `edges` over the part of `box` they can reach into `sink`, then clears them; with `recording`,
    /// the coverage is also recorded as it passes. Returns false when they reach none of it.
    func rasterize<Sink: CoverageSink>(
        rule: FillRule, within box: PixelBox, into sink: inout Sink, recording: RecordedCoverage? = nil
    ) -> Bool {
        recording?.removeAll()
        guard let target = target(within: box) else {
            edges.removeAll()
            return false
        }
        var tee = CoverageTee(inner: sink, recording: recording)
        sweep(rule: rule, over: target, into: &tee)
        sink = tee.inner
        return true
    }

    /// The part of `box` the polygon can cover: beyond its rightmost chain every point winds zero times, left of
    /// its leftmost too.
    private func target(within box: PixelBox) -> PixelBox? {
        edges.closeContour()
        guard !edges.isEmpty else { return nil }
        let limits = -(1 << 30)...(1 << 30)
        let reach = PixelBox(
            rows: WholePixels.floor(edges.minY, clampedTo: limits)..<WholePixels.ceiling(edges.maxY, clampedTo: limits),
            columns: WholePixels.floor(
                edges.minX, clampedTo: limits)..<WholePixels.ceiling(edges.maxX, clampedTo: limits)
        )
        let target = box.intersection(reach)
        return target.isEmpty ? nil : target
    }

    private func sweep<Sink: CoverageSink>(rule: FillRule, over target: PixelBox, into sink: inout Sink) {
        defer { edges.removeAll() }
        edges.sortByTop()
        reserve(chains: edges.chainCount, columns: target.columns.count + 2)
        buffers.points = edges.points
        buffers.slopes = edges.slopes
        buffers.chains = edges.chains
        buffers.chainCount = edges.chainCount
        var sweep = CoverageSweep(buffers: buffers, columns: target.columns, rule: rule)
        sweep.run(rows: target.rows, into: &sink)
        lastSortedBandCount = sweep.sortedBandCount
        // Reordering swaps the active buffers; both stay owned here.
        buffers.active = sweep.buffers.active
        buffers.spare = sweep.buffers.spare
    }

    /// Grows the scratch buffers to hold `chains` chains and `columns` columns.
    private func reserve(chains: Int, columns: Int) {
        if chains > chainCapacity {
            chainCapacity = max(chains, chainCapacity * 2)
            buffers.active.deallocate()
            buffers.active = .allocate(capacity: chainCapacity)
            buffers.spare.deallocate()
            buffers.spare = .allocate(capacity: chainCapacity)
            buffers.band.deallocate()
            buffers.band = .allocate(capacity: chainCapacity)
            buffers.waiting.deallocate()
            buffers.waiting = .allocate(capacity: chainCapacity)
            buffers.events.deallocate()
            buffers.events = .allocate(capacity: 2 * chainCapacity)
            buffers.crossings.deallocate()
            buffers.crossingCapacity = 2 * chainCapacity + 2 * CoverageSweep.bandsPerRow
            buffers.crossings = .allocate(capacity: buffers.crossingCapacity)
        }
        if columns > columnCapacity {
            columnCapacity = max(columns, columnCapacity * 2)
            buffers.differences.deallocate()
            buffers.differences = .allocate(capacity: columnCapacity)
            buffers.differences.initialize(repeating: 0, count: columnCapacity)
            buffers.ranges.deallocate()
            buffers.ranges = .allocate(capacity: columnCapacity)
            buffers.coverages.deallocate()
            buffers.coverages = .allocate(capacity: columnCapacity)
            buffers.runs.deallocate()
            buffers.runs = .allocate(capacity: columnCapacity)
        }
    }
}
