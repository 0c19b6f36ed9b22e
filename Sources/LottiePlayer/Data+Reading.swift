import Foundation

extension Data {
    /// The bytes of a file, or an error naming the path and the operating system's reason.
    public init(readingFile path: String) throws(PlayerError) {
        do {
            try self.init(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(path: path, reason: AtomicFile.reason(error))
        }
    }
}
