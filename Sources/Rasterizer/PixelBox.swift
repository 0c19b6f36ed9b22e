/// Rows and columns of device pixels, ends exclusive. Public and inlinable (the target is not re-exported): the
/// compositor works with boxes on every path, and this toolchain inlines across modules only what is public.
public struct PixelBox: Hashable {
    public var rows: Range<Int>
    public var columns: Range<Int>

    @inlinable
    public init(rows: Range<Int>, columns: Range<Int>) {
        self.rows = rows
        self.columns = columns
    }

    @inlinable
    public var isEmpty: Bool { rows.isEmpty || columns.isEmpty }

    /// The pixels in both boxes; empty ranges when they do not meet.
    @inlinable
    public func intersection(_ other: PixelBox) -> PixelBox {
        func common(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
            let lower = max(a.lowerBound, b.lowerBound), upper = min(a.upperBound, b.upperBound)
            return lower < upper ? lower..<upper : lower..<lower
        }
        return PixelBox(rows: common(rows, other.rows), columns: common(columns, other.columns))
    }

    /// The smallest box holding both.
    @inlinable
    public func union(_ other: PixelBox) -> PixelBox {
        func spanning(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
            min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
        }
        return PixelBox(rows: spanning(rows, other.rows), columns: spanning(columns, other.columns))
    }
}
