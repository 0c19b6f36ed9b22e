import Foundation

/// Frames (or jobs) done, rate and time left on standard error, rewritten in place, for work that takes a while. Silent
/// when standard error is not a terminal (CI logs, pipes, files) or with `--quiet`, so output stays clean.
final class ProgressLine {
    private let label: String
    private let unit: String
    private let enabled: Bool
    private let start = Date()
    private var lastShown = Date.distantPast

    /// Frames finished so far.
    private(set) var done = 0

    init(label: String, unit: String = "frames", quiet: Bool) {
        self.label = label
        self.unit = unit
        enabled = !quiet && isatty(STDERR_FILENO) != 0
    }

    /// `done` of `total` are finished; shown at most ten times a second.
    func update(done: Int, total: Int) {
        update(done: done, total: total, note: "")
    }

    /// The same, with `note` after the time left.
    func update(done: Int, total: Int, note: String) {
        self.done = done
        guard enabled else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastShown) >= 0.1 else { return }
        lastShown = now
        let elapsed = max(now.timeIntervalSince(start), 1e-6)
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        FileHandleOutput.standardError(
            String(
                format: "\r\u{1B}[K%@: %d/%d %@, %.1f %@/s, %.0f s left%@", label, done, total, unit, rate, unit, left,
                note))
    }

    /// Clears the line, so that what follows starts on a clean one.
    func finish() {
        guard enabled else { return }
        FileHandleOutput.standardError("\r\u{1B}[K")
    }
}
