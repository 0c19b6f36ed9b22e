/// Doubles to whole numbers on the rasterizer's hot paths, clamped, NaN to the lower bound: `rounded(_:)` is a call
/// into libm on x86-64's baseline, and these run for every path and row. The nearest whole number is read from the
/// low bits of x + 1.5 · 2⁵², then moved by one where it rounded the wrong way.
public enum WholePixels {
    /// The largest whole number at most `x`, clamped into `range` (which lies within ±2³⁰).
    @inlinable @inline(__always)
    public static func floor(_ x: Double, clampedTo range: ClosedRange<Int>) -> Int {
        guard x > Double(range.lowerBound) else { return range.lowerBound }
        guard x < Double(range.upperBound) else { return range.upperBound }
        let nearest = nearestInRange(x)
        return Double(nearest) > x ? nearest - 1 : nearest
    }

    /// The smallest whole number at least `x`, clamped into `range` (which lies within ±2³⁰).
    @inlinable @inline(__always)
    public static func ceiling(_ x: Double, clampedTo range: ClosedRange<Int>) -> Int {
        guard x > Double(range.lowerBound) else { return range.lowerBound }
        guard x < Double(range.upperBound) else { return range.upperBound }
        let nearest = nearestInRange(x)
        return Double(nearest) < x ? nearest + 1 : nearest
    }

    /// The nearest whole number (halves to even) of `x`, which must lie within ±2³¹.
    @inlinable @inline(__always)
    public static func nearestInRange(_ x: Double) -> Int {
        Int(truncatingIfNeeded: Int32(truncatingIfNeeded: Int64(bitPattern: (x + 6_755_399_441_055_744.0).bitPattern)))
    }
}
