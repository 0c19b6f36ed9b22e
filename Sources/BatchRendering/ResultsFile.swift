import Foundation
import LottiePlayer
#if canImport(Glibc)
import Glibc
#endif

/// The results file: one JSON line per job, appended as jobs end, each line in one write, so that a run killed at
/// any moment leaves whole lines (a line cut by a full disk or a crash is dropped when the file is next opened).
final class ResultsFile {
    /// The status each job key had in the file when it was opened.
    private(set) var previous: [String: BatchResult.Status] = [:]
    private let descriptor: Int32
    private let path: String

    init(path: String) throws(PlayerError) {
        self.path = path
        if FileManager.default.fileExists(atPath: path) {
            let reader = try LineReader(path: path)
            var kept = 0
            var complete = true
            while let line = reader.nextLine() {
                guard let result = try? JSONDecoder().decode(BatchResult.self, from: Data(line.utf8)) else {
                    complete = false
                    break
                }
                previous[result.key] = result.status
                kept += line.utf8.count + 1
            }
            // A cut last line (or anything after it) goes, so that appending starts on a line of its own.
            if !complete || Self.size(path) > kept { truncate(path, off_t(kept)) }
        }
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
    }

    deinit { close(descriptor) }

    private static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    func append(_ result: BatchResult) {
        let bytes = Array((result.line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
