import Foundation

/// A folder receiving a sequence of frame files, all or nothing.
///
/// Frames are written into a hidden staging folder inside the target folder (`.tabshift-PID-UUID.partial`) and
/// moved into place by `commit()` only once every frame has been written, so a failure part-way leaves the folder
/// as it was; frame files of an earlier run that this run did not write are then removed. Staging folders are removed
/// on error, on interruption (`PendingOutputs`), and, if a run was killed, by the next run into the same folder (their
/// process no longer exists). `write` may be called from many threads.
package final class FrameFolder: @unchecked Sendable {
    /// The folder the frames go to.
    package let path: String
    private let staging: String
    private let lock = NSLock()
    private var staged: [String] = []
    private var committed = false

    /// Whether this run created the folder, which it then removes again if it ends without frames.
    private let createdFolder: Bool

    /// Starts a sequence in the folder at `path`, creating it if needed and clearing what killed runs left.
    package init(path: String) throws(PlayerError) {
        self.path = path
        createdFolder = !FileManager.default.fileExists(atPath: path)
        if createdFolder { PendingOutputs.addCreatedFolder(path) }
        do throws(PlayerError) {
            try AtomicFile.createDirectory(path)
        } catch {
            if createdFolder { Self.forgetCreatedFolder(path, removing: false) }
            throw error
        }
        Self.removeAbandonedStaging(in: path)
        staging = (path as NSString).appendingPathComponent(".tabshift-\(getpid())-\(UUID().uuidString).partial")
        let staging = self.staging, path = self.path
        do throws(PlayerError) {
            try PendingOutputs.start(staging) { () throws(PlayerError) in
                do {
                    try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
                } catch {
                    throw .unwritableFile(path: path, reason: AtomicFile.reason(error))
                }
            }
        } catch {
            if createdFolder { Self.forgetCreatedFolder(path, removing: true) }
            throw error
        }
    }

    deinit {
        if !committed {
            try? FileManager.default.removeItem(atPath: staging)
            PendingOutputs.remove(staging)
        }
        if createdFolder { Self.forgetCreatedFolder(path, removing: !committed) }
    }

    /// The folder this run created is no longer pending; with `removing` (the run ends without frames), it goes too,
    /// so that the folder is as it was: absent. `rmdir` removes only an empty folder.
    private static func forgetCreatedFolder(_ path: String, removing: Bool) {
        if removing { rmdir(path) }
        PendingOutputs.remove(path)
    }

    /// Stages one frame file; it appears in the folder at `commit()`.
    package func write(_ data: Data, named name: String) throws(PlayerError) {
        let file = (staging as NSString).appendingPathComponent(name)
        try AtomicFile.writeNewFile(data, at: file, reportedAs: (path as NSString).appendingPathComponent(name))
        lock.withLock { staged.append(name) }
    }

    /// Moves every staged frame into the folder, replacing files of the same name, and removes the staging folder.
    ///
    /// The list of frames is written into the staging folder first: from then on, a run killed part-way through
    /// the moves is completed by the next run into the folder rather than undone, so the folder never keeps a mix.
    package func commit() throws(PlayerError) {
        let names = lock.withLock { staged.sorted() }
        try PendingOutputs.finish(staging) { () throws(PlayerError) in
            let manifest = (staging as NSString).appendingPathComponent(Self.manifestName)
            try AtomicFile.writeNewFile(
                Data(names.joined(separator: "\n").utf8), at: manifest + ".partial", reportedAs: path)
            guard rename(manifest + ".partial", manifest) == 0 else {
                throw .unwritableFile(path: path, reason: Self.lastReason())
            }
            try Self.moveFrames(names, from: staging, into: path)
            committed = true
        }
    }

    private static let manifestName = ".frames"

    private static func moveFrames(_ names: [String], from staging: String, into folder: String) throws(PlayerError) {
        for name in names {
            let source = (staging as NSString).appendingPathComponent(name)
            let target = (folder as NSString).appendingPathComponent(name)
            // Finishing a killed run's commit finds some frames already moved.
            guard rename(source, target) == 0 || errno == ENOENT else {
                throw .unwritableFile(path: target, reason: Self.lastReason())
            }
        }
        try? FileManager.default.removeItem(atPath: staging)
        removeEarlierFrames(in: folder, keeping: Set(names))
    }

    /// Frame files an earlier run left that this one did not write (`frame-NUMBER.png`, `.svg` or `.pdf`), so
    /// that the folder holds one sequence; nothing else in the folder is touched.
    private static func removeEarlierFrames(in folder: String, keeping written: Set<String>) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries where !written.contains(entry) && Self.isFrameFileName(entry) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(entry))
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

    /// Staging folders of runs that were killed (their process id names a process that no longer exists): one
    /// killed while committing is completed, any other is removed.
    private static func removeAbandonedStaging(in folder: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries where entry.hasPrefix(".tabshift-") && entry.hasSuffix(".partial") {
            let fields = entry.dropFirst(".tabshift-".count).split(separator: "-", maxSplits: 1)
            guard let pid = fields.first.flatMap({ Int32($0) }), pid != getpid() else { continue }
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
            let staging = (folder as NSString).appendingPathComponent(entry)
            let manifest = (staging as NSString).appendingPathComponent(manifestName)
            if let list = try? String(contentsOfFile: manifest, encoding: .utf8) {
                try? moveFrames(list.split(separator: "\n").map(String.init), from: staging, into: folder)
            }
            try? FileManager.default.removeItem(atPath: staging)
        }
    }
}
