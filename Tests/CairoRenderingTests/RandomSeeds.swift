import Foundation

/// How many random scenes a property test draws. `swift test` draws a third of the thorough count, which keeps the
/// suite quick on two cores; `.ci/run` draws them all again with TABSHIFT_THOROUGH=1 (these tests pin exactness,
/// so every seed of the thorough sweep must still pass).
enum RandomSeeds {
    static let thorough = ProcessInfo.processInfo.environment["TABSHIFT_THOROUGH"] == "1"

    /// Seeds 0..<count when thorough, else the first third of them.
    static func upTo(_ count: Int) -> Range<Int> { 0..<(thorough ? count : max(1, count / 3)) }
}
