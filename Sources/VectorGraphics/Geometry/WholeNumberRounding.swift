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
