import Foundation

/// A folder receiving a sequence of frame files, all or nothing.
///
/// Frames are written into a hidden staging folder inside the target folder (`.tabshift-PID-UUID.partial`) and
/// moved into place by `commit()` only once every frame has been written, so a failure part-way leaves the folder
/// as it was; frame files of an earlier run that this run did not write are then removed. Staging folders are removed on error, on interruption (`PendingOutputs`), and, if a run was killed,
/// by the next run into the same folder (their process no longer exists). `write` may be called from many threads.
public final class FrameFolder: @unchecked Sendable {
    public let path: String
    private let staging: String
    private let lock = NSLock()
    private var staged: [String] = []
    private var committed = false

    public init(path: String) throws(PlayerError) {
        self.path = path
        try AtomicFile.createDirectory(path)
        Self.removeAbandonedStaging(in: path)
        staging = (path as NSString).appendingPathComponent(".tabshift-\(getpid())-\(UUID().uuidString).partial")
        PendingOutputs.add(staging)
        do {
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        } catch {
            PendingOutputs.remove(staging)
            throw .unwritableFile(path: path, reason: AtomicFile.reason(error))
        }
    }

    deinit {
        if !committed { try? FileManager.default.removeItem(atPath: staging) }
        PendingOutputs.remove(staging)
    }

    /// Stages one frame file; it appears in the folder at `commit()`.
    public func write(_ data: Data, named name: String) throws(PlayerError) {
        let file = (staging as NSString).appendingPathComponent(name)
        try AtomicFile.writeNewFile(data, at: file, reportedAs: (path as NSString).appendingPathComponent(name))
        lock.withLock { staged.append(name) }
    }

    /// Moves every staged frame into the folder, replacing files of the same name, and removes the staging folder.
    public func commit() throws(PlayerError) {
        let names = lock.withLock { staged.sorted() }
        for name in names {
            let target = (path as NSString).appendingPathComponent(name)
            guard rename((staging as NSString).appendingPathComponent(name), target) == 0 else {
                throw .unwritableFile(path: target, reason: Self.lastReason())
            }
        }
        committed = true
        try? FileManager.default.removeItem(atPath: staging)
        PendingOutputs.remove(staging)
        removeEarlierFrames(keeping: Set(names))
    }

    /// Frame files an earlier run left that this one did not write (`frame-NUMBER.png`, `.svg` or `.pdf`), so
    /// that the folder holds one sequence; nothing else in the folder is touched.
    private func removeEarlierFrames(keeping written: Set<String>) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for entry in entries where !written.contains(entry) && Self.isFrameFileName(entry) {
            try? FileManager.default.removeItem(atPath: (path as NSString).appendingPathComponent(entry))
        }
    }

    static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), let dot = name.lastIndex(of: ".") else { return false }
        var number = name[name.index(name.startIndex, offsetBy: 6)..<dot]
        if number.hasPrefix("-") { number = number.dropFirst() }
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
            && OutputFormat(rawValue: String(name[name.index(after: dot)...])) != nil
    }

    private static func lastReason() -> String { String(cString: strerror(errno)) }

    /// Staging folders of runs that were killed: their process id names a process that no longer exists.
    private static func removeAbandonedStaging(in folder: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries where entry.hasPrefix(".tabshift-") && entry.hasSuffix(".partial") {
            let fields = entry.dropFirst(".tabshift-".count).split(separator: "-", maxSplits: 1)
            guard let pid = fields.first.flatMap({ Int32($0) }), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(entry))
            }
        }
    }
}
