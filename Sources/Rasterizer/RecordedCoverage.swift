@_spi(Buffers) import VectorGraphics

/// Coverage as a rasterizer handed it over, kept to be handed over again: runs and spans of per-pixel coverage in
/// the order they came, with no index per row. Recording costs a store per run and a copy per span, little beside
/// the rasterizing it saves when the same shape is drawn again.
final class RecordedCoverage: CoverageSink {
    private struct Item {
        var row: Int32
        var start: Int32
        var length: Int32
        /// The run's coverage, or 0 for a span whose coverages start at `offset` in `bytes`.
        var coverage: UInt8
        var offset: Int32
    }

    // One owner on one thread: Swift's dynamic exclusivity checks on these would cost more than the work.
    @exclusivity(unchecked) private var items = ScratchBuffer<Item>(capacity: 256)
    @exclusivity(unchecked) private var bytes = ScratchBuffer<UInt8>(capacity: 1024)

    deinit {
        items.deallocate()
        bytes.deallocate()
    }

    var isEmpty: Bool { items.isEmpty }

    func removeAll() {
        items.removeAll()
        bytes.removeAll()
    }

    @inline(__always)
    func add(row: Int, start: Int, length: Int, coverage: UInt8) {
        items.append(
            Item(
                row: Int32(truncatingIfNeeded: row), start: Int32(truncatingIfNeeded: start),
                length: Int32(truncatingIfNeeded: length), coverage: coverage, offset: 0))
    }

    @inline(__always)
    func add(row: Int, start: Int, coverages: UnsafeMutablePointer<UInt8>, count: Int) {
        let offset = bytes.count
        bytes.append(copying: coverages, count: count)
        items.append(
            Item(
                row: Int32(truncatingIfNeeded: row), start: Int32(truncatingIfNeeded: start),
                length: Int32(truncatingIfNeeded: count), coverage: 0, offset: Int32(truncatingIfNeeded: offset)))
    }

    /// Hands everything recorded to `sink`, in the order it came.
    @inline(__always)
    func replay<Sink: CoverageSink>(into sink: inout Sink) {
        for index in 0..<items.count {
            let item = items[index]
            let row = Int(truncatingIfNeeded: item.row), start = Int(truncatingIfNeeded: item.start),
                length = Int(truncatingIfNeeded: item.length)
            if item.coverage == 0 {
                sink.add(
                    row: row, start: start, coverages: bytes.base + Int(truncatingIfNeeded: item.offset), count: length)
            } else {
                sink.add(row: row, start: start, length: length, coverage: item.coverage)
            }
        }
    }
}
