import Foundation

/// When a snapshot assertion writes its golden instead of comparing with it, as in swift-snapshot-testing.
///
/// Every recording fails the assertion, so a golden never enters the repository unseen: look at the PNG, then
/// run again. The mode comes from the assertion's `record:` argument, else from the environment variable
/// `SNAPSHOT_TESTING_RECORD` (`missing`, `all` or `never`; swift-snapshot-testing's name, so one switch serves
/// both), else `.missing`.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record goldens that do not exist yet; compare the others. The default.
    case missing
    /// Record every golden again.
    case all
    /// Never write: a missing golden is a failure. For CI, where a golden that is not committed is a mistake.
    case never

    /// The mode the environment asks for. `RECORD_SNAPSHOTS=1`, this package's earlier switch, still means `.all`.
    public static var current: SnapshotRecordMode {
        let environment = ProcessInfo.processInfo.environment
        if let name = environment["SNAPSHOT_TESTING_RECORD"], let mode = SnapshotRecordMode(rawValue: name.lowercased())
        {
            return mode
        }
        if let legacy = environment["RECORD_SNAPSHOTS"], !legacy.isEmpty, legacy != "0" { return .all }
        return .missing
    }
}
