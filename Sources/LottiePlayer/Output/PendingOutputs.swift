import Foundation

/// The temporary files and staging folders that exist only while an output is being written, so that an
/// interrupted run can remove them before it exits (`tabshift` calls `removeAll(thenEnd:)` on SIGINT, SIGTERM and SIGHUP).
///
/// A signal is handled on another thread while the run goes on, so moving finished outputs into place
/// (`finish(_:by:)`) and removing pending ones exclude each other: an interruption during a commit waits for
/// it, and once interrupted no commit starts.
package enum PendingOutputs {
    private static let state = State()

    static func add(_ path: String) { state.withLock { $0.add(path, removal: .whole) } }
    static func remove(_ path: String) { state.withLock { $0.remove(path) } }

    /// A folder this run created for its outputs: an interrupted run removes it if it is empty by then.
    static func addCreatedFolder(_ path: String) { state.withLock { $0.add(path, removal: .ifEmpty) } }

    /// Runs `move`, which turns the pending output at `path` into finished outputs, unless the run has been
    /// interrupted; `path` is no longer pending afterwards.
    static func finish(_ path: String, by move: () throws(PlayerError) -> Void) throws(PlayerError) {
        try state.withLock { (state: inout State.Contents) throws(PlayerError) in
            guard !state.interrupted else { throw .unwritableFile(path: path, reason: "the run was interrupted") }
            defer { state.remove(path) }
            try move()
        }
    }

    /// Returns at once, unless the run is ending because of a signal: then `removeAll(thenEnd:)` holds the lock
    /// until the process ends, and this never returns. A failure the interruption caused (a staging folder removed
    /// under a worker) is thus never reported in the signal's place.
    package static func waitUnlessRunning() {
        state.withLock { _ in }
    }

    /// Deletes every pending temporary file and staging folder, then calls `end` (which ends the process) without
    /// letting go of the lock, so that no other thread can start an output in between. Finished outputs are never
    /// touched.
    package static func removeAll(thenEnd end: () -> Never) -> Never {
        state.withLock { state in
            state.interrupted = true
            // Newest first, so that a created folder is emptied of its staging folder before it is removed.
            for (path, removal) in state.pending.reversed() {
                switch removal {
                case .whole: try? FileManager.default.removeItem(atPath: path)
                case .ifEmpty: rmdir(path)
                }
            }
            state.pending.removeAll()
            end()
        }
    }

    private final class State: @unchecked Sendable {
        enum Removal { case whole, ifEmpty }

        struct Contents {
            /// In the order they were added; few at a time (one per output being written).
            var pending: [(path: String, removal: Removal)] = []
            var interrupted = false

            mutating func add(_ path: String, removal: Removal) { pending.append((path, removal)) }
            mutating func remove(_ path: String) { pending.removeAll { $0.path == path } }
        }

        private let lock = NSLock()
        private var contents = Contents()

        func withLock<Result, Failure: Error>(_ body: (inout Contents) throws(Failure) -> Result) throws(Failure) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return try body(&contents)
        }
    }
}
