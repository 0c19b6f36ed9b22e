import Foundation
import LottiePlayer

/// The jobs of a run, read one at a time: a job list's lines (JSON), or Lottie files and folders given with one set
/// of options. Either way memory holds one line at a time, not the list.
package final class JobSource {
    private enum Origin {
        case list(LineReader)
        case files(paths: [String], enumerator: FileManager.DirectoryEnumerator?, folder: String?)
    }

    private var origin: Origin
    private let defaults: BatchJob
    private var number = 0

    /// The lines of the job list at `path` ("-" for standard input), with `defaults` for what a line leaves out.
    package init(jobList path: String, defaults: BatchJob) throws(PlayerError) {
        origin = .list(try LineReader(path: path))
        self.defaults = defaults
    }

    /// Each Lottie file of `paths`, and each `.json`, `.lottie` and `.tgs` file inside the folders among them.
    package init(files paths: [String], defaults: BatchJob) {
        origin = .files(paths: paths.reversed(), enumerator: nil, folder: nil)
        self.defaults = defaults
    }

    /// The next job: its number (its line, from 1) and the job, or why the line is not one.
    func next() -> (number: Int, line: String, job: Result<BatchJob, BatchJobError>)? {
        switch origin {
        case .list(let reader):
            while let line = reader.nextLine() {
                number += 1
                if reader.lineWasTooLong {
                    return (
                        number, line,
                        .failure(
                            BatchJobError(
                                path: "$", message: "the line is longer than \(LineReader.longestLine / 1024) KiB"))
                    )
                }
                if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                return (
                    number, line, Result { () throws(BatchJobError) in try BatchJob(line: line, defaults: defaults) }
                )
            }
            return nil
        case .files(var paths, var enumerator, var folder):
            defer { origin = .files(paths: paths, enumerator: enumerator, folder: folder) }
            while true {
                if let walking = enumerator, let base = folder {
                    while let relative = walking.nextObject() as? String {
                        guard ["json", "lottie", "tgs"].contains((relative as NSString).pathExtension.lowercased())
                        else { continue }
                        return made((base as NSString).appendingPathComponent(relative))
                    }
                    enumerator = nil
                    folder = nil
                }
                guard let path = paths.popLast() else { return nil }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    enumerator = FileManager.default.enumerator(atPath: path)
                    folder = path
                    continue
                }
                return made(path)
            }
        }
    }

    /// The non-empty lines of a job list, counted before the run for its progress line.
    package static func countLines(_ path: String) throws(PlayerError) -> Int {
        let reader = try LineReader(path: path)
        var count = 0
        while let line = reader.nextLine() {
            if !line.trimmingCharacters(in: .whitespaces).isEmpty { count += 1 }
        }
        return count
    }

    /// The Lottie files among `paths` and inside the folders among them.
    package static func countFiles(_ paths: [String]) -> Int {
        let source = JobSource(files: paths, defaults: BatchJob(input: "", output: "counting"))
        var count = 0
        while source.next() != nil { count += 1 }
        return count
    }

    private func made(_ path: String) -> (number: Int, line: String, job: Result<BatchJob, BatchJobError>) {
        number += 1
        var job = defaults
        job.input = path
        let checked = Result { () throws(BatchJobError) in
            guard !job.output.isEmpty else {
                throw BatchJobError(path: "$.output", message: "give the output folder (--output)")
            }
            try job.check()
            return job
        }
        return (number, job.line, checked)
    }
}

/// Lines of a file, read a block at a time.
final class LineReader {
    /// A job is a few hundred bytes; a longer line is cut here, so that a file without newlines costs no memory.
    static let longestLine = 1 << 20

    private let handle: FileHandle
    private var buffered = Data()
    private var ended = false
    private var skippingRestOfLine = false
    /// Whether the line last returned was cut at `longestLine`.
    private(set) var lineWasTooLong = false

    init(path: String) throws(PlayerError) {
        if path == "-" {
            handle = .standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
            }
            handle = opened
        }
    }

    /// The next line without its newline, or nil at the end.
    func nextLine() -> String? {
        lineWasTooLong = false
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                buffered.removeSubrange(buffered.startIndex...newline)
                if skippingRestOfLine {
                    skippingRestOfLine = false
                    continue
                }
                return line
            }
            if buffered.count > Self.longestLine {
                let start = String(decoding: buffered.prefix(64), as: UTF8.self)
                buffered.removeAll()
                if skippingRestOfLine { continue }
                skippingRestOfLine = true
                lineWasTooLong = true
                return start
            }
            if ended {
                guard !buffered.isEmpty else { return nil }
                defer { buffered.removeAll() }
                return String(decoding: buffered, as: UTF8.self)
            }
            // read(2) returns what a pipe holds now; FileHandle.readData(ofLength:) waits for the whole block, which
            // would hold a streamed job list's first lines back until 64 KiB or the end had arrived.
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { ended = true } else { buffered.append(contentsOf: chunk[..<count]) }
        }
    }
}
