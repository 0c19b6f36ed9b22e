import Foundation
import Testing

/// Runs killed part-way, at points spread over a whole run: a file is either the earlier one or the new one,
/// whole, and a sequence folder holds either every earlier frame or every new one.
@Suite("Interrupted outputs", .serialized)
struct InterruptedOutputTests {
    /// Fractions of a full run's duration at which the run is killed.
    static let killPoints = [0.05, 0.25, 0.45, 0.65, 0.85, 1.1]

    /// Starts the CLI, lets it run for `delay` seconds, sends `signal` and waits for it to end: the ended process,
    /// whether it was still running when the signal came, and the seconds from the signal to its end.
    @discardableResult
    static func interrupt(_ arguments: [String], after delay: Double, with signalNumber: Int32) throws -> (process: Process, wasRunning: Bool, secondsToEnd: Double) {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = arguments
        process.currentDirectoryURL = CommandRunner.packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        let wasRunning = process.isRunning
        let sent = Date()
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        return (process, wasRunning, Date().timeIntervalSince(sent))
    }

    static func timed(_ arguments: [String]) throws -> Double {
        let start = Date()
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0, "\(result.error)")
        return Date().timeIntervalSince(start)
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            files[name] = isFolder.boolValue ? Data() : try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// A still and an animated image: both are one file, written whole or not at all.
    static let singleFiles: [(name: String, arguments: [String], earlier: [String])] = [
        ("home.png", ["render", "Animations/home.json", "--frame", "20", "--size", "768x768"], ["render", "Animations/home.json", "--frame", "0", "--size", "32x32"]),
        ("home.webp", ["render", "Animations/home.json", "--size", "256x256"], ["render", "Animations/home.json", "--size", "16x16"]),
    ]

    @Test("a killed single-file render (a still or an animated image) leaves the earlier file or the new one, and nothing else",
          arguments: [SIGKILL, SIGTERM], [0, 1])
    func singleFile(signalNumber: Int32, which: Int) throws {
        let (name, arguments, earlierArguments) = Self.singleFiles[which]
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(name)
        let reference = folder.appendingPathComponent("reference")
        try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: false)
        _ = try Self.timed(earlierArguments + ["-o", target.path])
        let earlier = try Data(contentsOf: target)
        let duration = try Self.timed(arguments + ["-o", reference.appendingPathComponent(name).path])
        let new = try Data(contentsOf: reference.appendingPathComponent(name))
        try FileManager.default.removeItem(at: reference)
        for point in Self.killPoints {
            try Self.interrupt(arguments + ["-o", target.path], after: duration * point, with: signalNumber)
            let files = try Self.contents(of: folder)
            #expect(Array(files.keys) == [name], "killed at \(point): \(files.keys.sorted())")
            #expect(files[name] == earlier || files[name] == new, "killed at \(point): a partial file")
            try earlier.write(to: target)
        }
    }

    @Test("a killed sequence leaves every earlier frame or every new one; a later run clears what a SIGKILL left", arguments: [SIGKILL, SIGTERM])
    func sequence(signalNumber: Int32) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        let arguments = ["render", "Animations/home.json", "--all", "--size", "192x192", "-o", frames.path]
        _ = try Self.timed(["render", "Animations/home.json", "--all", "--size", "16x16", "-o", frames.path])
        let earlier = try Self.contents(of: frames)
        let duration = try Self.timed(arguments)
        let new = try Self.contents(of: frames)
        #expect(new.count == earlier.count && new != earlier)
        for point in Self.killPoints {
            try FileManager.default.removeItem(at: frames)
            _ = try Self.timed(["render", "Animations/home.json", "--all", "--size", "16x16", "-o", frames.path])
            try Self.interrupt(arguments, after: duration * point, with: signalNumber)
            var files = try Self.contents(of: frames)
            let hidden = files.keys.filter { $0.hasPrefix(".") }
            if signalNumber == SIGKILL {
                #expect(hidden.allSatisfy { $0.hasPrefix(".tabshift-") && $0.hasSuffix(".partial") }, "\(hidden)")
            } else {
                #expect(hidden.isEmpty, "interrupted at \(point) left \(hidden)")
            }
            // A SIGKILL can land while the frames move into place (well under a millisecond); that run left its
            // list of frames, and the next run into the folder completes it (FrameFolderTests).
            let killedWhileCommitting = hidden.contains {
                FileManager.default.fileExists(atPath: frames.appendingPathComponent($0).appendingPathComponent(".frames").path)
            }
            for name in hidden { files[name] = nil }
            #expect(files == earlier || files == new || (signalNumber == SIGKILL && killedWhileCommitting),
                    "killed at \(point): a mix of runs")
            _ = try Self.timed(arguments)
            #expect(try Self.contents(of: frames) == new, "the next run leaves only its frames")
        }
    }

    /// Renders that would run for minutes in a debug build: an animated image and a folder of frames.
    static let longRenders: [(name: String, arguments: [String])] = [
        ("out.webp", ["render", "Animations/search.json", "--size", "2048x2048"]),
        ("out.gif", ["render", "Animations/search.json", "--size", "2048x2048"]),
        ("frames", ["render", "Animations/search.json", "--all", "--size", "2048x2048"]),
    ]

    @Test("Ctrl-C and kill stop a long render at once: it ends by the signal and leaves nothing behind",
          arguments: [SIGINT, SIGTERM], [0, 1, 2])
    func stopsAtOnce(signalNumber: Int32, which: Int) throws {
        let (name, arguments) = Self.longRenders[which]
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A second in: long enough to be drawing frames (and, for the folder, to have staged some).
        let (process, wasRunning, seconds) = try Self.interrupt(arguments + ["-o", folder.appendingPathComponent(name).path], after: 1, with: signalNumber)
        #expect(wasRunning, "the render should still be running when the signal comes")
        // Well under a second on an idle machine; the margin is for a debug build on a busy one.
        #expect(seconds < 5, "\(name): \(seconds) s from the signal to the end of the process")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signalNumber,
                "\(name): ended with \(process.terminationReason == .exit ? "exit status" : "signal") \(process.terminationStatus)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left.isEmpty, "\(name): left \(left)")
    }
}
