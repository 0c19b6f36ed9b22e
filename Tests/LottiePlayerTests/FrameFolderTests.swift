import Foundation
import LottiePlayer
import Testing

/// What a sequence folder holds after a run that was killed: a run killed while moving its frames into place is
/// completed by the next run into the folder, one killed before is undone.
@Suite("Frame folders")
struct FrameFolderTests {
    static func folder() throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("frame-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    /// The id of a process that has ended, as a killed run's staging folder would carry.
    static func endedProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    static func write(_ text: String, _ name: String, in folder: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(name)))
    }

    /// The visible files and their text.
    static func contents(of folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where !name.hasPrefix(".") {
            files[name] = try String(contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// A folder holding frames 0–3 of an earlier run, and a staging folder of a killed run that had written new
    /// frames 0–1.
    static func killedRun(committing: Bool) throws -> String {
        let folder = try Self.folder()
        for number in 0..<4 { try write("earlier \(number)", "frame-\(number).png", in: folder) }
        try write("not a frame", "notes.txt", in: folder)
        let staging = (folder as NSString).appendingPathComponent(".tabshift-\(try endedProcessID())-\(UUID().uuidString).partial")
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: false)
        for number in 0..<2 { try write("new \(number)", "frame-\(number).png", in: staging) }
        if committing {
            try write("frame-0.png\nframe-1.png", ".frames", in: staging)
            // Killed after moving the first frame.
            try FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent("frame-0.png"))
            try FileManager.default.moveItem(atPath: (staging as NSString).appendingPathComponent("frame-0.png"),
                                             toPath: (folder as NSString).appendingPathComponent("frame-0.png"))
        }
        return folder
    }

    @Test("a run killed while moving its frames into place is completed by the next run into the folder")
    func completesKilledCommit() throws {
        let folder = try Self.killedRun(committing: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Self.contents(of: folder) == ["frame-0.png": "new 0", "frame-1.png": "earlier 1", "frame-2.png": "earlier 2", "frame-3.png": "earlier 3", "notes.txt": "not a frame"])
        // The next run fails before writing anything, so what it found is what stays.
        _ = try FrameFolder(path: folder)
        #expect(try Self.contents(of: folder) == ["frame-0.png": "new 0", "frame-1.png": "new 1", "notes.txt": "not a frame"])
    }

    @Test("a run killed while writing its frames is undone by the next run into the folder")
    func removesKilledStaging() throws {
        let folder = try Self.killedRun(committing: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try FrameFolder(path: folder)
        #expect(try Self.contents(of: folder)
            == ["frame-0.png": "earlier 0", "frame-1.png": "earlier 1", "frame-2.png": "earlier 2", "frame-3.png": "earlier 3", "notes.txt": "not a frame"])
    }

    @Test("a committed sequence replaces the earlier frames and leaves no staging folder")
    func commitReplaces() throws {
        let folder = try Self.killedRun(committing: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let frames = try FrameFolder(path: folder)
        try frames.write(Data("third 0".utf8), named: "frame-0.png")
        try frames.commit()
        #expect(try Self.contents(of: folder) == ["frame-0.png": "third 0", "notes.txt": "not a frame"])
    }
}
