import Foundation
import LottieDecoding

extension Data {
    /// The most bytes read from one file: as much as the decoder accepts (64 MiB).
    package static let largestReadableFile = LottieDecoder().maximumByteCount

    /// The bytes of a file, or an error naming the path and the operating system's reason. A file larger than `limit`
    /// is refused by its size before any byte is read; what has no size (a pipe) is read to one byte past the limit.
    package init(readingFile path: String, limit: Int = Data.largestReadableFile) throws(PlayerError) {
        let tooLarge = PlayerError.unreadableFile(
            path: path, reason: "it is larger than \(limit >> 20) MiB, the most TabShift reads")
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > limit {
            throw tooLarge
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw .unreadableFile(path: path, reason: AtomicFile.reason(error))
        }
        guard data.count <= limit else { throw tooLarge }
        self = data
    }
}
