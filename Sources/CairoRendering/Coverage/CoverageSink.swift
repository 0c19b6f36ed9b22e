/// Where a rasterizer hands its coverage: runs of pixels of one coverage, rows top to bottom and runs left to right.
protocol CoverageSink {
    /// `length` pixels from device column `start` of device row `row` are covered by `coverage` (1…255).
    mutating func add(row: Int, start: Int, length: Int, coverage: UInt8)
}
