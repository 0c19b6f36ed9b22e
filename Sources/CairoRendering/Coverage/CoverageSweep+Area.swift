import Foundation

extension CoverageSweep {
    /// Adds, for a boundary piece from x `a` at its top to `b` at its bottom, `height` high (at most the row),
    /// `sign` times the area it leaves to its right in each pixel of the row: as differences whose running sum from
    /// the left is that area, so that only the columns the piece crosses are touched.
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
            add(area, at: first)
            add(sign * height - area, at: first + 1)
            return
        }
        depositAcross(left, right, from: first, through: min(Self.column(right), width - 1), height: height, sign: sign)
    }

    /// A piece across several columns: in each, the area right of it is its height times the mean, over the
    /// piece's x (spread evenly from `left` to `right`), of how much of the column lies right of x.
    @inline(__always)
    private mutating func depositAcross(_ left: Double, _ right: Double, from first: Int, through last: Int, height: Double, sign: Double) {
        let scale = sign * height / (right - left)
        var previous = 0.0
        var column = first
        while column <= last {
            let edge = Double(column) + 1
            let area = scale * (Self.rampIntegral(edge - left) - Self.rampIntegral(edge - right))
            add(area - previous, at: column)
            previous = area
            column += 1
        }
        add(sign * height - previous, at: last + 1)
    }

    /// A piece reaching past the box: where it runs left of the box it covers the whole row of the box to its
    /// right; where it runs right of the box, none of it. Only the part in between has pixels to share.
    private mutating func depositClipped(_ a: Double, _ b: Double, height: Double, sign: Double) {
        let limit = Double(width)
        if a <= 0, b <= 0 {
            add(sign * height, at: 0)
            return
        }
        if a >= limit, b >= limit { return }
        let run = b - a
        let atZero = min(max(-a / run, 0), 1), atLimit = min(max((limit - a) / run, 0), 1)
        let (low, high) = (min(atZero, atLimit), max(atZero, atLimit))
        let leftShare = a < b ? atZero : 1 - atZero
        if leftShare > 0 { add(sign * height * leftShare, at: 0) }
        let clippedA = min(max(a + run * low, 0), limit), clippedB = min(max(a + run * high, 0), limit)
        let clippedHeight = height * (high - low)
        guard clippedHeight > 0 else { return }
        let left = min(clippedA, clippedB), right = max(clippedA, clippedB)
        let first = min(Self.column(left), width - 1), last = min(Self.column(right), width - 1)
        if first == last || right - left < Self.samePoint {
            let area = sign * clippedHeight * min(max(Double(first) + 1 - (left + right) / 2, 0), 1)
            add(area, at: first)
            add(sign * clippedHeight - area, at: first + 1)
        } else {
            depositAcross(left, right, from: first, through: last, height: clippedHeight, sign: sign)
        }
    }

    @inline(__always)
    private mutating func add(_ value: Double, at column: Int) {
        if buffers.flags[column] == 0 {
            buffers.flags[column] = 1
            buffers.touched[touchedCount] = column
            touchedCount &+= 1
        }
        buffers.differences[column] += value
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

    /// Hands the row's runs to `sink` as device row `row` and clears it for the next row: the coverage is the
    /// running sum of the differences, constant from one touched column to the next. With `keepingRuns`, the runs
    /// are kept for `replayRuns`.
    @inline(__always)
    mutating func emit<Sink: CoverageSink>(row: Int, into sink: inout Sink, keepingRuns: Bool) {
        guard touchedCount > 0 else { return }
        let touched = buffers.touched, differences = buffers.differences, flags = buffers.flags
        // Pieces deposit left to right, so the columns arrive nearly sorted.
        touched.sortNearlySorted(count: touchedCount, moveLimit: 8 * touchedCount, by: <)
        var running = 0.0
        runCount = 0
        for index in 0..<touchedCount {
            let column = touched[index]
            running += differences[column]
            differences[column] = 0
            flags[column] = 0
            guard column < width else { continue }
            let end = index + 1 < touchedCount ? min(touched[index + 1], width) : width
            let coverage = Self.coverageByte(running)
            guard coverage != 0 else { continue }
            sink.add(row: row, start: firstColumn + column, length: end - column, coverage: coverage)
            if keepingRuns {
                buffers.runs[runCount] = CoverageMask.Run(start: Int32(truncatingIfNeeded: firstColumn + column), length: Int32(truncatingIfNeeded: end - column), coverage: coverage)
                runCount += 1
            }
        }
        touchedCount = 0
    }

    /// Hands the last row's runs to `sink` again, as device row `row`.
    @inline(__always)
    func replayRuns<Sink: CoverageSink>(row: Int, into sink: inout Sink) {
        let runs = buffers.runs
        for index in 0..<runCount {
            sink.add(row: row, start: Int(truncatingIfNeeded: runs[index].start), length: Int(truncatingIfNeeded: runs[index].length), coverage: runs[index].coverage)
        }
    }

    /// The coverage as a byte, rounded to nearest; a sum of differences can stray past 0 or 1 by a rounding.
    @inline(__always)
    private static func coverageByte(_ coverage: Double) -> UInt8 {
        UInt8(truncatingIfNeeded: WholePixels.nearestInRange(min(abs(coverage), 1) * 255))
    }
}
