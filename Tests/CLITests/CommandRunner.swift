import Foundation

/// Runs the built `tabshift` binary, as a user would from a shell.
struct CommandRunner {
    struct Result {
        let status: Int32
        let output: String
        let error: String
        /// False when a signal ended the process (a trap, a crash); `status` is then the signal.
        var exitedNormally = true
        /// Standard output as bytes, for binary outputs written with `-o -`.
        var outputData = Data()
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

    /// The most a hostile file may cost the CLI: 1 GiB of address space and 30 s of CPU (generous for a debug
    /// build; a release build meets 2 s). Past either, the kernel ends the process, which fails the test.
    /// Under a sanitizer (`Tools/sanitize.sh` sets TABSHIFT_SANITIZER) the address space cannot be limited, since
    /// the sanitizer reserves terabytes of shadow memory, and everything runs several times slower.
    static var limits: [String] {
        ProcessInfo.processInfo.environment["TABSHIFT_SANITIZER"] == nil ? ["--as=\(1 << 30)", "--cpu=30"] : ["--cpu=300"]
    }

    /// Runs the CLI; with `limited`, under `limits` through util-linux's prlimit.
    static func run(_ arguments: [String], limited: Bool = false) throws -> Result {
        let prlimit = "/usr/bin/prlimit"
        if limited && FileManager.default.isExecutableFile(atPath: prlimit) {
            return try run(arguments: limits + [binary.path] + arguments, executable: prlimit)
        }
        return try run(arguments: arguments, executable: binary.path)
    }

    /// Runs another program (a wrapper such as util-linux's script) from the package root, or from `directory`.
    static func run(arguments: [String], executable: String, directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), error: String(decoding: errorData, as: UTF8.self), exitedNormally: process.terminationReason == .exit, outputData: outputData)
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabshift-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
