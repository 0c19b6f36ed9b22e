import Foundation

/// The temporary files and staging folders that exist only while an output is being written, so that an
/// interrupted run can remove them before it exits (`tabshift` calls `removeAll()` on SIGINT, SIGTERM and SIGHUP).
///
/// A signal is handled on another thread while the run goes on, so moving finished outputs into place
/// (`finish(_:by:)`) and removing pending ones exclude each other: an interruption during a commit waits for
/// it, and once interrupted no commit starts.
package enum PendingOutputs {
    private static let state = State()

    static func add(_ path: String) { _ = state.withLock { $0.paths.insert(path) } }
    static func remove(_ path: String) { _ = state.withLock { $0.paths.remove(path) } }

    /// Runs `move`, which turns the pending output at `path` into finished outputs, unless the run has been
    /// interrupted; `path` is no longer pending afterwards.
    static func finish(_ path: String, by move: () throws(PlayerError) -> Void) throws(PlayerError) {
        try state.withLock { (state: inout State.Contents) throws(PlayerError) in
            guard !state.interrupted else { throw .unwritableFile(path: path, reason: "the run was interrupted") }
            defer { state.paths.remove(path) }
            try move()
        }
    }

    /// Deletes every pending temporary file and staging folder and refuses later commits. Finished outputs are
    /// never touched.
    package static func removeAll() {
        state.withLock { state in
            state.interrupted = true
            for path in state.paths { try? FileManager.default.removeItem(atPath: path) }
            state.paths.removeAll()
        }
    }

    private final class State: @unchecked Sendable {
        struct Contents {
            var paths: Set<String> = []
            var interrupted = false
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
