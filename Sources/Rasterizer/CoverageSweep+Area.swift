import Foundation

extension CoverageSweep {
    /// Adds, for a boundary piece from x `a` at its top to `b` at its bottom, `height` high (at most the row),
    /// `sign` times the area it leaves to its right in each pixel of the row: as differences whose running sum from
    /// the left is that area, so that only the columns the piece crosses are touched (and noted as a range).
    @inline(__always)
    mutating func deposit(_ a: Double, _ b: Double, height: Double, sign: Double) {
        let a = a - origin, b = b - origin
        let left = min(a, b), right = max(a, b)
        let limit = Double(width)
        guard left >= 0, right < limit else {
            depositClipped(a, b, height: height, sign: sign)
            return
        }
        let first = Self.column(left)
        let edge = Double(first) + 1
        if right <= edge {
            // Inside one column: the area right of the piece is its height times the mean distance to the edge.
            let area = sign * height * (edge - (left + right) / 2)
            buffers.differences[first] += area
            buffers.differences[first + 1] += sign * height - area
            touch(first, first + 2)
            return
        }
        depositAcross(left, right, from: first, through: min(Self.column(right), width - 1), height: height, sign: sign)
    }

    /// A piece across several columns: in each, the area right of it is its height times the mean, over the
    /// piece's x (spread evenly from `left` to `right`), of how much of the column lies right of x.
    @inline(__always)
    private mutating func depositAcross(
        _ left: Double, _ right: Double, from first: Int, through last: Int, height: Double, sign: Double
    ) {
        let differences = buffers.differences
        let scale = sign * height / (right - left)
        var previous = 0.0
        var column = first
        while column <= last {
            let edge = Double(column) + 1
            let area = scale * (Self.rampIntegral(edge - left) - Self.rampIntegral(edge - right))
            differences[column] += area - previous
            previous = area
            column += 1
        }
        differences[last + 1] += sign * height - previous
        touch(first, last + 2)
    }

    /// A piece reaching past the box: where it runs left of the box it covers the whole row of the box to its
    /// right; where it runs right of the box, none of it. Only the part in between has pixels to share.
    private mutating func depositClipped(_ a: Double, _ b: Double, height: Double, sign: Double) {
        let limit = Double(width)
        if a <= 0, b <= 0 {
            buffers.differences[0] += sign * height
            touch(0, 1)
            return
        }
        if a >= limit, b >= limit { return }
        let run = b - a
        let atZero = min(max(-a / run, 0), 1), atLimit = min(max((limit - a) / run, 0), 1)
        let (low, high) = (min(atZero, atLimit), max(atZero, atLimit))
        let leftShare = a < b ? atZero : 1 - atZero
        if leftShare > 0 {
            buffers.differences[0] += sign * height * leftShare
            touch(0, 1)
        }
        let clippedA = min(max(a + run * low, 0), limit), clippedB = min(max(a + run * high, 0), limit)
        let clippedHeight = height * (high - low)
        guard clippedHeight > 0 else { return }
        let left = min(clippedA, clippedB), right = max(clippedA, clippedB)
        let first = min(Self.column(left), width - 1), last = min(Self.column(right), width - 1)
        if first == last || right - left < Self.samePoint {
            let area = sign * clippedHeight * min(max(Double(first) + 1 - (left + right) / 2, 0), 1)
            buffers.differences[first] += area
            buffers.differences[first + 1] += sign * clippedHeight - area
            touch(first, first + 2)
        } else {
            depositAcross(left, right, from: first, through: last, height: clippedHeight, sign: sign)
        }
    }

    /// Notes that the columns `start..<end` hold differences, joining the last range noted where they meet it (a
    /// chain's pieces follow one another). At capacity the ranges are merged, which always makes room: disjoint
    /// ranges of a row number at most half its columns.
    @inline(__always)
    private mutating func touch(_ start: Int, _ end: Int) {
        let ranges = buffers.ranges
        if rangeCount > 0, start >= ranges[rangeCount - 1].lowerBound, start <= ranges[rangeCount - 1].upperBound {
            if end > ranges[rangeCount - 1].upperBound {
                ranges[rangeCount - 1] = ranges[rangeCount - 1].lowerBound..<end
            }
            return
        }
        if rangeCount == width + 2 { mergeRanges() }
        ranges[rangeCount] = start..<end
        rangeCount += 1
    }

    /// Sorts the ranges and joins those that overlap or meet.
    private mutating func mergeRanges() {
        let ranges = buffers.ranges
        ranges.sortNearlySorted(count: rangeCount, moveLimit: 8 * rangeCount) { $0.lowerBound < $1.lowerBound }
        var kept = 0
        for index in 0..<rangeCount {
            if kept > 0, ranges[index].lowerBound <= ranges[kept - 1].upperBound {
                ranges[kept - 1] =
                    ranges[kept - 1].lowerBound..<max(ranges[kept - 1].upperBound, ranges[index].upperBound)
            } else {
                ranges[kept] = ranges[index]
                kept += 1
            }
        }
        rangeCount = kept
    }

    /// ∫ min(max(u, 0), 1) du from 0: the area right of a point `u` pixels left of a column's right side.
    @inline(__always)
    private static func rampIntegral(_ u: Double) -> Double {
        u <= 0 ? 0 : (u >= 1 ? u - 0.5 : u * u / 2)
    }

    /// The column of a coordinate already inside the box (finite, from 0 to the width, far below 2³¹).
    @inline(__always)
    static func column(_ x: Double) -> Int {
        let nearest = WholePixels.nearestInRange(x)
        return Double(nearest) > x ? nearest - 1 : nearest
    }

    /// Hands the row to `sink` as device row `row` and clears it for the next row: the coverage is the running sum
    /// of the differences, pixel by pixel across the ranges deposits touched and constant between them. With
    /// `keepingRuns`, the row is kept as runs for `replayRuns`.
    @inline(__always)
    mutating func emit<Sink: CoverageSink>(row: Int, into sink: inout Sink, keepingRuns: Bool) {
        guard rangeCount > 0 else { return }
        let ranges = buffers.ranges, differences = buffers.differences, coverages = buffers.coverages
        // Boundary chains deposit left to right, so the ranges usually arrive in order; overlaps are read once.
        for index in 1..<rangeCount where ranges[index].lowerBound < ranges[index - 1].lowerBound {
            ranges.sortNearlySorted(count: rangeCount, moveLimit: 8 * rangeCount) { $0.lowerBound < $1.lowerBound }
            break
        }
        runCount = 0
        var running = 0.0
        var next = 0
        for index in 0..<rangeCount {
            let start = max(ranges[index].lowerBound, next), end = ranges[index].upperBound
            guard end > start else { continue }
            let gapEnd = min(start, width)
            if gapEnd > next {
                let coverage = Self.coverageByte(running)
                if coverage != 0 {
                    handOver(
                        row: row, start: next, length: gapEnd - next, coverage: coverage, into: &sink,
                        keepingRuns: keepingRuns)
                }
            }
            let shown = min(end, width)
            for column in start..<end {
                running += differences[column]
                differences[column] = 0
                if column < shown { coverages[column - start] = Self.coverageByte(running) }
            }
            if start < shown {
                sink.add(row: row, start: firstColumn + start, coverages: coverages, count: shown - start)
                if keepingRuns { keep(coverages, count: shown - start, from: start) }
            }
            next = end
        }
        if next < width {
            let coverage = Self.coverageByte(running)
            if coverage != 0 {
                handOver(
                    row: row, start: next, length: width - next, coverage: coverage, into: &sink,
                    keepingRuns: keepingRuns)
            }
        }
        rangeCount = 0
    }

    @inline(__always)
    private mutating func handOver<Sink: CoverageSink>(
        row: Int, start: Int, length: Int, coverage: UInt8, into sink: inout Sink, keepingRuns: Bool
    ) {
        sink.add(row: row, start: firstColumn + start, length: length, coverage: coverage)
        if keepingRuns { keepRun(start: start, length: length, coverage: coverage) }
    }

    /// Keeps a span of pixel coverages as runs for `replayRuns`.
    private mutating func keep(_ coverages: UnsafeMutablePointer<UInt8>, count: Int, from start: Int) {
        for index in 0..<count where coverages[index] != 0 {
            keepRun(start: start + index, length: 1, coverage: coverages[index])
        }
    }

    @inline(__always)
    private mutating func keepRun(start: Int, length: Int, coverage: UInt8) {
        buffers.runs[runCount] = CoverageMask.Run(
            start: Int32(truncatingIfNeeded: firstColumn + start), length: Int32(truncatingIfNeeded: length),
            coverage: coverage)
        runCount += 1
    }

    /// Hands the last row's runs to `sink` again, as device row `row`.
    @inline(__always)
    func replayRuns<Sink: CoverageSink>(row: Int, into sink: inout Sink) {
        let runs = buffers.runs
        for index in 0..<runCount {
            sink.add(
                row: row, start: Int(truncatingIfNeeded: runs[index].start),
                length: Int(truncatingIfNeeded: runs[index].length), coverage: runs[index].coverage)
        }
    }

    /// The coverage as a byte, rounded to nearest; a sum of differences can stray past 0 or 1 by a rounding.
    @inline(__always)
    private static func coverageByte(_ coverage: Double) -> UInt8 {
        UInt8(truncatingIfNeeded: WholePixels.nearestInRange(min(abs(coverage), 1) * 255))
    }
}
