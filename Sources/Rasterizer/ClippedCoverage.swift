/// Coverage passed through a clip's coverage on its way to a sink: each run is cut where the clip's runs start and
/// end, and its coverage multiplied by theirs, rounded as pixman multiplies a mask by a clip.
struct ClippedCoverage<Inner: CoverageSink>: CoverageSink {
    var inner: Inner
    /// The clip's runs, read in place: held as the mask itself, the clip would be retained and released for every
    /// run the sink passes on.
    let clip: CoverageMask.RowRuns

    /// `clip` must outlive the sink and stay as it is while coverage passes through.
    init(inner: Inner, clip: CoverageMask) {
        self.inner = inner
        self.clip = clip.rowRuns
    }

    @inline(__always)
    mutating func add(row: Int, start: Int, length: Int, coverage: UInt8) {
        guard let runs = clip.runs(ofDeviceRow: row) else { return }
        ClipRun.forEachOverlap(of: start, length: length, coverage: coverage, with: clip, runs: runs) {
            start, length, coverage in
            inner.add(row: row, start: start, length: length, coverage: coverage)
        }
    }

    /// A span the clip covers whole passes on as it is, for the sink to blend at once: inside a letterbox's frame
    /// every row but its two edges is such. Elsewhere it is cut into runs, each clipped as above.
    @inline(__always)
    mutating func add(row: Int, start: Int, coverages: UnsafeMutablePointer<UInt8>, count: Int) {
        guard let runs = clip.runs(ofDeviceRow: row) else { return }
        if ClipRun.coversWhole(start, length: count, with: clip, runs: runs) {
            inner.add(row: row, start: start, coverages: coverages, count: count)
            return
        }
        CoverageSpan.forEachRun(of: coverages, count: count) { offset, length, coverage in
            ClipRun.forEachOverlap(of: start + offset, length: length, coverage: coverage, with: clip, runs: runs) {
                start, length, coverage in
                inner.add(row: row, start: start, length: length, coverage: coverage)
            }
        }
    }
}

/// Where a run meets a mask's runs in one row.
enum ClipRun {
    /// Whether `runs` of `mask` cover every pixel from `start` on for `length` at full coverage, where a clip
    /// changes nothing.
    @inline(__always)
    static func coversWhole(_ start: Int, length: Int, with mask: CoverageMask.RowRuns, runs: Range<Int>) -> Bool {
        let end = start + length
        var covered = start
        for index in runs {
            let run = mask.runs[index]
            let runEnd = Int(truncatingIfNeeded: run.start) + Int(truncatingIfNeeded: run.length)
            guard runEnd > covered else { continue }
            guard Int(truncatingIfNeeded: run.start) <= covered, run.coverage == 255 else { return false }
            covered = runEnd
            if covered >= end { return true }
        }
        return false
    }

    /// Calls `body` with each part of the run `start`, `length` at `coverage` that `runs` of `mask` cover, at the
    /// product of the two coverages.
    @inline(__always)
    static func forEachOverlap(
        of start: Int, length: Int, coverage: UInt8, with mask: CoverageMask.RowRuns, runs: Range<Int>,
        _ body: (Int, Int, UInt8) -> Void
    ) {
        let end = start + length
        for index in runs {
            let run = mask.runs[index]
            let runStart = Int(truncatingIfNeeded: run.start)
            guard runStart < end else { break }
            let runEnd = runStart + Int(truncatingIfNeeded: run.length)
            let low = max(start, runStart), high = min(end, runEnd)
            guard low < high else { continue }
            let product =
                run.coverage == 255
                ? coverage
                : (coverage == 255
                    ? run.coverage
                    : UInt8(
                        truncatingIfNeeded: CoverageBlending.multiplyChannel(UInt32(coverage), UInt32(run.coverage))))
            if product != 0 { body(low, high - low, product) }
        }
    }
}
