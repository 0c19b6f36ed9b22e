import Foundation

/// Where a golden lives: `__Snapshots__/<TestFile>/<test>.<n or name>.png` beside the test file.
struct SnapshotLocation {
    let url: URL
    let displayName: String

    init(file: String, testName: String, name: String?) {
        let testFile = URL(fileURLWithPath: file)
        let test = Self.sanitized(testName)
        let suffix = name.map(Self.sanitized) ?? String(SnapshotCounter.shared.next(file: file, test: test))
        displayName = "\(test).\(suffix)"
        url = testFile.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent("\(displayName).png")
    }

    /// A test's function name as a file name: `heartSelects()` → `heartSelects`, `segments(icon:marker:)` →
    /// `segments`, anything but letters, digits, `-`, `_` and `.` as `-`.
    static func sanitized(_ text: String) -> String {
        let base = text.split(separator: "(", maxSplits: 1).first.map(String.init) ?? text
        return String(base.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
    }
}

/// Counts each test's unnamed assertions, so that the n-th one always names the same golden.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(file: String, test: String) -> Int {
        lock.withLock {
            let key = file + "\u{0}" + test
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}
