extension Int {
    /// `value` rounded by `rule` and clamped into `range`, never trapping: infinities go to the nearer bound and
    /// NaN to the lower one. Every Double that becomes an Int in TabShift goes through here (a test checks), since
    /// `Int(_: Double)` traps on a value a file can supply.
    package init(
        clampingRounded value: Double, to range: ClosedRange<Int>,
        rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
    ) {
        guard !value.isNaN else {
            self = range.lowerBound
            return
        }
        let rounded = value.rounded(rule)
        if rounded <= Double(range.lowerBound) {
            self = range.lowerBound
        } else if rounded >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self = Int(exactly: rounded) ?? range.lowerBound
        }
    }
}
