import CProcessLifetime
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A worker process, started with `command`, that answers each job line it is sent with one result line.
///
/// Started with `posix_spawn` and reaped with `waitpid` here, not through Foundation's `Process`, whose wait for a
/// child that ended before it was watched can last forever: the coordinator must learn how every worker ended.
final class WorkerProcess {
    enum Reply {
        case line(String)
        /// The process ended (a crash, the kernel's memory limit, a kill): how.
        case ended(String)
        case timedOut
    }

    private var pid: pid_t = 0
    private var input: Int32 = -1
    private var output: Int32 = -1
    private var buffered: [UInt8] = []
    private var reaped = false
    private let started = ContinuousClock.now

    init(command: [String]) throws {
        var toWorker: [Int32] = [-1, -1], fromWorker: [Int32] = [-1, -1]
        guard tabshift_pipe_closing_on_exec(&toWorker) == 0 else { throw Self.failure("pipe") }
        guard tabshift_pipe_closing_on_exec(&fromWorker) == 0 else {
            close(toWorker[0]); close(toWorker[1])
            throw Self.failure("pipe")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copies, so only standard input and output reach the worker.
        posix_spawn_file_actions_adddup2(&actions, toWorker[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromWorker[1], 1)
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let status = posix_spawn(&pid, command[0], &actions, nil, arguments, Glibc.environ)
        close(toWorker[0])
        close(fromWorker[1])
        guard status == 0 else {
            close(toWorker[1]); close(fromWorker[0])
            throw Self.failure("posix_spawn \(command[0])", code: status)
        }
        input = toWorker[1]
        output = fromWorker[0]
    }

    private static func failure(_ what: String, code: Int32 = errno) -> NSError {
        NSError(
            domain: "tabshift.batch", code: Int(truncatingIfNeeded: code),
            userInfo: [NSLocalizedDescriptionKey: "\(what): \(String(cString: strerror(code)))"])
    }

    deinit {
        stop()
        close(input)
        close(output)
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
            let milliseconds = Int32(
                clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
                    + 1)
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

    /// How the process ended, once it has (waiting for it).
    private func endedHow() -> String {
        let status = reap()
        // WIFSIGNALED and WTERMSIG are macros, out of Swift's reach: the low 7 bits are the signal, 0 for an exit.
        let signal = status & 0x7F
        if signal != 0 {
            let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
            return "the worker process (\(identity)) was ended by signal \(signal) (\(name))"
        }
        return "the worker process (\(identity)) exited with status \((status >> 8) & 0xFF)"
    }

    /// Which worker it was, for messages: its process id and how long it had run.
    private var identity: String {
        "pid \(pid), after \(String(format: "%.1f", (ContinuousClock.now - started).inSeconds)) s"
    }

    /// Waits for the process to end, once; its wait status.
    @discardableResult
    private func reap() -> Int32 {
        guard !reaped else { return 0 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        return status
    }

    /// Whether the process has ended or is ending (it is then reaped); waits only for an ending one. A worker
    /// that died while idle is found here before a job is sent to it: a killed process's main thread shows as a
    /// zombie while its other threads still hold its pipes open, so a write into them would still succeed, and
    /// `waitpid` cannot reap it until the last thread is gone.
    func hasEnded() -> Bool {
        guard !reaped else { return true }
        var status: Int32 = 0
        var result = waitpid(pid, &status, WNOHANG)
        while result < 0 && errno == EINTR { result = waitpid(pid, &status, WNOHANG) }
        if result == pid {
            reaped = true
            return true
        }
        guard let state = Self.state(of: pid), state == "Z" || state == "X" else { return false }
        stop()
        return true
    }

    /// The state letter /proc gives the process's main thread (R running, S asleep, Z ended), nil when unreadable.
    private static func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// Ends the process at once.
    func stop() {
        guard !reaped else { return }
        kill(pid, SIGKILL)
        reap()
    }

    var processIdentifier: Int32 { pid }
}
