import Foundation

/// How much of each device pixel a path covers over a box, as runs of pixels of equal coverage (255 inside), row by
/// row: the inside of a shape is one run per row however wide, and only pixels that edges cross get runs of their own.
/// Reused from one path to the next.
package final class CoverageMask: CoverageSink {
    struct Run {
        /// The first device column.
        var start: Int32
        var length: Int32
        var coverage: UInt8
    }

    /// The device pixels the mask stands for.
    private(set) var box = PixelBox(rows: 0..<0, columns: 0..<0)
    // One owner on one thread: Swift's dynamic exclusivity checks on these would cost more than the work.
    @exclusivity(unchecked) private(set) var runs: UnsafeMutablePointer<Run>
    @exclusivity(unchecked) private var runCapacity = 1024
    @exclusivity(unchecked) private(set) var runCount = 0
    /// Per row of the box, the index of its first run; the next row's first run ends it.
    @exclusivity(unchecked) private var rowStarts: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private var rowCapacity = 64
    @exclusivity(unchecked) private var rowsWritten = 0
    /// A dense copy for Cairo, made only when asked.
    @exclusivity(unchecked) private var bytes: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var byteCapacity = 4096
    /// The box around every run written.
    private var coveredLeft = Int.max, coveredRight = Int.min, coveredTop = Int.max, coveredBottom = Int.min

    package init() {
        runs = .allocate(capacity: runCapacity)
        rowStarts = .allocate(capacity: rowCapacity + 1)
        bytes = .allocate(capacity: byteCapacity)
    }

    deinit {
        runs.deallocate()
        rowStarts.deallocate()
        bytes.deallocate()
    }

    /// Makes the mask stand for `box`, with no runs.
    package func reset(to box: PixelBox) {
        self.box = box
        if box.rows.count > rowCapacity {
            rowStarts.deallocate()
            rowCapacity = max(box.rows.count, rowCapacity * 2)
            rowStarts = .allocate(capacity: rowCapacity + 1)
        }
        runCount = 0
        rowsWritten = 0
        rowStarts[0] = 0
        coveredLeft = .max; coveredRight = .min; coveredTop = .max; coveredBottom = .min
    }

    /// Keeps a run; rows arrive top to bottom.
    @inline(__always)
    func add(row: Int, start: Int, length: Int, coverage: UInt8) {
        let index = row - box.rows.lowerBound
        while rowsWritten <= index {
            rowsWritten += 1
            rowStarts[rowsWritten] = runCount
        }
        if runCount == runCapacity {
            let larger = UnsafeMutablePointer<Run>.allocate(capacity: runCapacity * 2)
            larger.moveInitialize(from: runs, count: runCount)
            runs.deallocate()
            runs = larger
            runCapacity *= 2
        }
        runs[runCount] = Run(
            start: Int32(truncatingIfNeeded: start), length: Int32(truncatingIfNeeded: length), coverage: coverage)
        runCount += 1
        rowStarts[rowsWritten] = runCount
        coveredTop = min(coveredTop, row)
        coveredBottom = row + 1
        coveredLeft = min(coveredLeft, start)
        coveredRight = max(coveredRight, start + length)
    }

    /// Hands every run to `sink`, rows top to bottom.
    @inline(__always)
    func replay<Sink: CoverageSink>(into sink: inout Sink) {
        for index in 0..<min(rowsWritten, box.rows.count) {
            let row = box.rows.lowerBound + index
            for position in rowStarts[index]..<rowStarts[index + 1] {
                let run = runs[position]
                sink.add(
                    row: row, start: Int(truncatingIfNeeded: run.start), length: Int(truncatingIfNeeded: run.length),
                    coverage: run.coverage)
            }
        }
    }

    /// The runs of the row `index` rows below the box's top.
    @inline(__always)
    func runs(ofRow index: Int) -> Range<Int> {
        rowRuns.runs(ofRow: index)
    }

    /// The runs row by row, read in place; valid until the mask is written again.
    struct RowRuns {
        let runs: UnsafePointer<Run>
        let rowStarts: UnsafePointer<Int>
        let rowsWritten: Int
        /// The device rows of the mask's box.
        let rows: Range<Int>

        /// The runs of the row `index` rows below the box's top.
        @inline(__always)
        func runs(ofRow index: Int) -> Range<Int> {
            index + 1 <= rowsWritten ? rowStarts[index]..<rowStarts[index + 1] : 0..<0
        }

        /// The runs of device row `row`; nil when the row lies outside the box, where the mask covers nothing.
        @inline(__always)
        func runs(ofDeviceRow row: Int) -> Range<Int>? {
            let index = row - rows.lowerBound
            guard index >= 0, index < rows.count else { return nil }
            return runs(ofRow: index)
        }
    }

    @inline(__always)
    var rowRuns: RowRuns {
        RowRuns(runs: runs, rowStarts: rowStarts, rowsWritten: rowsWritten, rows: box.rows)
    }

    /// The smallest box holding every run; nil when nothing is covered.
    package var coveredBox: PixelBox? {
        guard coveredTop < coveredBottom, coveredLeft < coveredRight else { return nil }
        return PixelBox(rows: coveredTop..<coveredBottom, columns: coveredLeft..<coveredRight)
    }

    /// Becomes `other`'s runs inside `area`.
    package func keep(_ other: CoverageMask, within area: PixelBox) {
        let box = other.box.intersection(area)
        reset(to: box)
        for row in box.rows {
            for index in other.runs(ofRow: row - other.box.rows.lowerBound) {
                let run = other.runs[index]
                let start = max(Int(truncatingIfNeeded: run.start), box.columns.lowerBound)
                let end = min(
                    Int(truncatingIfNeeded: run.start) + Int(truncatingIfNeeded: run.length), box.columns.upperBound)
                if start < end { add(row: row, start: start, length: end - start, coverage: run.coverage) }
            }
        }
    }

    /// Becomes the product of two masks, pixel by pixel, rounded as pixman multiplies coverage.
    package func keep(_ first: CoverageMask, multipliedBy second: CoverageMask) {
        let box = first.box.intersection(second.box)
        reset(to: box)
        let clip = second.rowRuns
        for row in box.rows {
            let firstRuns = first.runs(ofRow: row - first.box.rows.lowerBound)
            let secondRuns = clip.runs(ofRow: row - clip.rows.lowerBound)
            for index in firstRuns {
                let run = first.runs[index]
                ClipRun.forEachOverlap(
                    of: Int(truncatingIfNeeded: run.start), length: Int(truncatingIfNeeded: run.length),
                    coverage: run.coverage, with: clip, runs: secondRuns
                ) { start, length, coverage in
                    add(row: row, start: start, length: length, coverage: coverage)
                }
            }
        }
    }

    /// A copy of the mask's runs.
    package func copy() -> CoverageMask {
        let result = CoverageMask()
        result.keep(self, within: box)
        return result
    }

    /// The coverage of `area` (inside the box) as bytes laid out as Cairo's A8 format, rows `bytesPerRow` apart;
    /// valid until the mask is written again.
    package func denseBytes(of area: PixelBox) -> (base: UnsafeMutablePointer<UInt8>, bytesPerRow: Int) {
        let bytesPerRow = (area.columns.count + 3) & ~3
        let needed = bytesPerRow * area.rows.count
        if needed > byteCapacity {
            bytes.deallocate()
            byteCapacity = max(needed, byteCapacity * 2)
            bytes = .allocate(capacity: byteCapacity)
        }
        memset(bytes, 0, needed)
        for row in area.rows {
            let target = bytes + (row - area.rows.lowerBound) * bytesPerRow - area.columns.lowerBound
            for index in runs(ofRow: row - box.rows.lowerBound) {
                let run = runs[index]
                memset(
                    target + Int(truncatingIfNeeded: run.start), Int32(run.coverage),
                    Int(truncatingIfNeeded: run.length))
            }
        }
        return (bytes, bytesPerRow)
    }
}
