import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A worker process, started with `command`, that answers each job line it is sent with one result line.
final class WorkerProcess {
    enum Reply {
        case line(String)
        /// The process ended (a crash, the kernel's memory limit, a kill): how.
        case ended(String)
        case timedOut
    }

    private let process = Process()
    private let input: Int32
    private let output: Int32
    private var buffered: [UInt8] = []

    init(command: [String]) throws {
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let toWorker = Pipe(), fromWorker = Pipe()
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        try process.run()
        input = toWorker.fileHandleForWriting.fileDescriptor
        output = fromWorker.fileHandleForReading.fileDescriptor
        // Keep the pipes' descriptors open as long as this object: the handles close them when released.
        pipes = (toWorker, fromWorker)
    }

    private var pipes: (Pipe, Pipe)

    deinit {
        stop()
    }

    /// Sends one line; false when the worker is gone.
    func send(_ line: String) -> Bool {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The next line the worker writes, waiting at most `timeout` seconds.
    func receive(timeout: Double) -> Reply {
        let deadline = ContinuousClock.now + .seconds(timeout)
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                return .line(line)
            }
            let remaining = deadline - .now
            guard remaining > .zero else { return .timedOut }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .ended(endedHow()) }
            buffered += chunk[..<count]
        }
    }

    /// How the process ended, once it has.
    private func endedHow() -> String {
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            let number = process.terminationStatus
            let name = strsignal(number).map { String(cString: $0) } ?? "signal \(number)"
            return "the worker process was ended by signal \(number) (\(name))"
        }
        return "the worker process exited with status \(process.terminationStatus)"
    }

    /// Ends the process at once.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    var processIdentifier: Int32 { process.processIdentifier }
}
