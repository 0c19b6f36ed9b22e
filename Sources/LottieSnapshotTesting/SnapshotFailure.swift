import Foundation

/// Why a snapshot assertion failed: what `verifySnapshot` returns and `assertSnapshot` reports.
public enum SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rendering differs from its golden beyond the tolerance; the three PNGs show how.
    case mismatch(
        name: String, differingPercent: Double, tolerance: SnapshotTolerance, actual: String, expected: String,
        difference: String)
    /// A golden was written (record mode `.all`, or none existed). Look at it, then run again.
    case recorded(name: String, path: String, mode: SnapshotRecordMode)
    /// No golden exists and the record mode is `.never`.
    case missingGolden(name: String, path: String)
    case unreadableGolden(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case rendering(String)

    /// What failed and where the pictures are, as the test failure says it.
    public var description: String {
        switch self {
        case .mismatch(let name, let percent, let tolerance, let actual, let expected, let difference):
            return """
                snapshot "\(name)" differs from its golden in \(String(format: "%.3f", percent))% of pixels \
                (tolerance \(String(format: "%.3f", tolerance.maximumDifferingFraction * 100))% beyond \(Int(clampingRounded: tolerance.channelTolerance, to: 0...255, rule: .towardZero))/255)
                  actual:     \(actual)
                  expected:   \(expected)
                  difference: \(difference)
                """
        case .recorded(let name, let path, let mode):
            let why = mode == .all ? "record mode is all" : "it had no golden"
            return "snapshot \"\(name)\" recorded at \(path) (\(why)); look at it, then run again"
                + (mode == .all ? " without SNAPSHOT_TESTING_RECORD=all" : "")
        case .missingGolden(let name, let path):
            return
                "snapshot \"\(name)\" has no golden at \(path), and record mode is never; record it locally and commit it"
        case .unreadableGolden(let path, let reason):
            return "cannot read the golden \(path): \(reason)"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .rendering(let message):
            return message
        }
    }
}

extension SnapshotFailure: LocalizedError {
    /// The failure's description.
    public var errorDescription: String? { description }
}
