import Foundation

/// The temporary files and staging folders that exist only while an output is being written, so that an
/// interrupted run can remove them before it exits (`tabshift` calls `removeAll()` on SIGINT, SIGTERM and SIGHUP).
public enum PendingOutputs {
    private static let state = Mutex()

    static func add(_ path: String) { state.withLock { $0.insert(path) } }
    static func remove(_ path: String) { _ = state.withLock { $0.remove(path) } }

    /// Deletes every pending temporary file and staging folder. Finished outputs are never touched.
    public static func removeAll() {
        let paths = state.withLock { paths in
            defer { paths.removeAll() }
            return paths
        }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }

    private final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: Set<String> = []

        func withLock<Result>(_ body: (inout Set<String>) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&paths)
        }
    }
}
