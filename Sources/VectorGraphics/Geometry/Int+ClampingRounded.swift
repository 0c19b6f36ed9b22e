import Foundation

extension Int {
    /// `value` rounded by `rule` and clamped into `range`, never trapping: infinities go to the nearer bound and
    /// NaN to the lower one. Every Double that becomes an Int in TabShift goes through here (a test checks), since
    /// `Int(_: Double)` traps on a value a file can supply.
    @inlinable
    package init(
        clampingRounded value: Double, to range: ClosedRange<Int>,
        rule: WholeNumberRounding = .toNearestOrAwayFromZero
    ) {
        guard !value.isNaN else {
            self = range.lowerBound
            return
        }
        let rounded: Double
        switch rule {
        case .toNearestOrAwayFromZero: rounded = Foundation.round(value)
        case .towardZero: rounded = Foundation.trunc(value)
        case .down: rounded = Foundation.floor(value)
        case .up: rounded = Foundation.ceil(value)
        }
        if rounded <= Double(range.lowerBound) {
            self = range.lowerBound
        } else if rounded >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self = Int(exactly: rounded) ?? range.lowerBound
        }
    }
}
