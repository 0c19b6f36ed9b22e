/// Rows and columns of device pixels, ends exclusive.
struct PixelBox: Hashable {
    var rows: Range<Int>
    var columns: Range<Int>

    var isEmpty: Bool { rows.isEmpty || columns.isEmpty }

    /// The pixels in both boxes; empty ranges when they do not meet.
    func intersection(_ other: PixelBox) -> PixelBox {
        func common(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
            let lower = max(a.lowerBound, b.lowerBound), upper = min(a.upperBound, b.upperBound)
            return lower < upper ? lower..<upper : lower..<lower
        }
        return PixelBox(rows: common(rows, other.rows), columns: common(columns, other.columns))
    }
}
