import Foundation

/// Writes files so that a reader never sees half of one: bytes go to a temporary file beside the target, which
/// is then renamed over it.
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws(PlayerError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try data.write(to: temporary, options: [])
        } catch {
            throw .unwritableFile(path: path, reason: Self.reason(error))
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritableFile(path: path, reason: reason)
        }
    }

    /// Creates `path` and its parents when missing.
    public static func createDirectory(_ path: String) throws(PlayerError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritableFile(path: path, reason: Self.reason(error))
        }
    }

    /// The operating system's words for why a file operation failed.
    public static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
