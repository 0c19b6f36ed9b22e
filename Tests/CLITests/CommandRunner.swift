import Foundation

/// Runs the built `tabshift` binary, as a user would from a shell.
struct CommandRunner {
    struct Result {
        let status: Int32
        let output: String
        let error: String
        /// False when a signal ended the process (a trap, a crash); `status` is then the signal.
        var exitedNormally = true
    }

    /// The binary sits beside the test bundle in SwiftPM's build folder.
    static var binary: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("tabshift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("tabshift")
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self), exitedNormally: process.terminationReason == .exit)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabshift-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
