import Foundation

/// The temporary files and staging folders that exist only while an output is being written, so that an
/// interrupted run can remove them before it exits (`tabshift` calls `removeAll(thenEnd:)` on SIGINT, SIGTERM and
/// SIGHUP).
///
/// A signal is handled on another thread while the run goes on, so moving finished outputs into place
/// (`finish(_:by:)`) and removing pending ones exclude each other: an interruption during a commit waits for
/// it, and once interrupted no commit starts.
package enum PendingOutputs {
    private static let state = State()

    static func add(_ path: String) { state.withLock { $0.add(path, removal: .whole) } }
    static func remove(_ path: String) { state.withLock { $0.remove(path) } }

    /// Makes the pending output at `path` with `make` and registers it in one step with respect to an
    /// interruption: a signal that comes after finds it to remove, and one that came before stops it being made
    /// (registering first and making after left a window in which the signal's removal found nothing and the
    /// folder appeared just before the process ended).
    static func start(_ path: String, by make: () throws(PlayerError) -> Void) throws(PlayerError) {
        try state.withLock { (state: inout State.Contents) throws(PlayerError) in
            guard !state.interrupted else { throw .unwritableFile(path: path, reason: "the run was interrupted") }
            state.add(path, removal: .whole)
            do throws(PlayerError) {
                try make()
            } catch {
                state.remove(path)
                throw error
            }
        }
    }

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
                case .whole: removeWhole(path)
                case .ifEmpty: rmdir(path)
                }
            }
            state.pending.removeAll()
            end()
        }
    }

    /// Removes a pending file or staging folder while the run's workers may still be writing into it: the folder is
    /// first renamed, so that no new file can be made under its name, then removed, again if a file made in the
    /// meantime kept it.
    private static func removeWhole(_ path: String) {
        let doomed = path + ".removing"
        let target = rename(path, doomed) == 0 ? doomed : path
        for _ in 0..<3 {
            try? FileManager.default.removeItem(atPath: target)
            if !FileManager.default.fileExists(atPath: target) { return }
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

        func withLock<Result, Failure: Error>(
            _ body: (inout Contents) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return try body(&contents)
        }
    }
}
