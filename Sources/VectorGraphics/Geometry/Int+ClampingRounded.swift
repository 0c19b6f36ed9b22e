import Foundation

/// How `Int(clampingRounded:to:rule:)` makes a whole number of a `Double`.
///
/// TabShift's own, rather than the standard library's `FloatingPointRoundingRule`: that enum is resilient, so its
/// cases are not constants to another module and every rounding switches on them through value witnesses even when
/// the rule is written out; these cases fold away where the rule is known.
@usableFromInline
package enum WholeNumberRounding: Sendable {
    /// Halves away from zero (2.5 → 3, −2.5 → −3).
    case toNearestOrAwayFromZero
    /// Toward zero (2.7 → 2, −2.7 → −2).
    case towardZero
    /// Toward negative infinity (−2.5 → −3).
    case down
    /// Toward positive infinity (2.1 → 3).
    case up
}

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
