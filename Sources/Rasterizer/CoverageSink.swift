/// Where a rasterizer hands its coverage, rows top to bottom and left to right within a row.
protocol CoverageSink {
    /// `length` pixels from device column `start` of device row `row` are covered by `coverage` (1…255).
    mutating func add(row: Int, start: Int, length: Int, coverage: UInt8)
    /// The `count` pixels from device column `start` of device row `row` are covered by `coverages`, one each
    /// (0…255): the pixels edges cross.
    mutating func add(row: Int, start: Int, coverages: UnsafeMutablePointer<UInt8>, count: Int)
}

extension CoverageSink {
    /// As runs: pixels of equal coverage together.
    @inline(__always)
    mutating func add(row: Int, start: Int, coverages: UnsafeMutablePointer<UInt8>, count: Int) {
        CoverageSpan.forEachRun(of: coverages, count: count) { offset, length, coverage in
            add(row: row, start: start + offset, length: length, coverage: coverage)
        }
    }
}

/// A span of per-pixel coverages read as runs.
enum CoverageSpan {
    /// Calls `body` with the offset, length and coverage of each run of equal, non-zero coverages of the `count`
    /// in `coverages`, left to right.
    @inline(__always)
    static func forEachRun(
        of coverages: UnsafeMutablePointer<UInt8>, count: Int, _ body: (Int, Int, UInt8) -> Void
    ) {
        var index = 0
        while index < count {
            let coverage = coverages[index]
            var end = index + 1
            while end < count, coverages[end] == coverage { end += 1 }
            if coverage != 0 { body(index, end - index, coverage) }
            index = end
        }
    }
}

/// Coverage handed to a sink and, when there is a recording, recorded as it passes, to be replayed when the same
/// shape is drawn again. Recorded or not, a shape goes through this one sink: the sweep is specialised for each sink
/// and inlines all of it, and a frame alternating between two such copies paid more in instruction-cache misses than
/// the recording it skipped.
struct CoverageTee<Inner: CoverageSink>: CoverageSink {
    var inner: Inner
    let recording: RecordedCoverage?

    @inline(__always)
    mutating func add(row: Int, start: Int, length: Int, coverage: UInt8) {
        inner.add(row: row, start: start, length: length, coverage: coverage)
        recording?.add(row: row, start: start, length: length, coverage: coverage)
    }

    @inline(__always)
    mutating func add(row: Int, start: Int, coverages: UnsafeMutablePointer<UInt8>, count: Int) {
        inner.add(row: row, start: start, coverages: coverages, count: count)
        recording?.add(row: row, start: start, coverages: coverages, count: count)
    }
}
