import Foundation
import LottiePlayer
@testable import LottieSnapshotTesting
import Testing

/// The snapshot library's own contract: goldens named from the test, record modes, tolerance, the pictures of a
/// mismatch, and failures reported at the assertion's own line without ending the test.
@Suite("Snapshot assertions", .serialized)
struct SnapshotBehaviourTests {
    let red = PixelImage(width: 8, height: 8, fill: LottieColor(red: 1, green: 0, blue: 0))
    let blue = PixelImage(width: 8, height: 8, fill: LottieColor(red: 0, green: 0, blue: 1))
    /// A fresh name per run, so that these tests never meet a golden from an earlier one.
    let name = "contract-\(UUID().uuidString)"
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/SnapshotBehaviourTests")

    func golden(_ test: String, _ suffix: String) -> URL { Self.folder.appendingPathComponent("\(test).\(suffix).png") }

    /// Where a mismatch leaves its actual, expected and difference pictures for this file's goldens.
    static let failures = SnapshotFiles.mismatchFolder(forGoldensIn: folder)

    /// This run's goldens and the pictures its mismatches left, so that the suite leaves nothing behind.
    func cleanUp(_ test: String) {
        for folder in [Self.folder, Self.failures] {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.contains(name) || file.hasPrefix(test + ".") {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
            }
        }
    }

    @Test("goldens are named from the test and a counter, in a folder per test file")
    func naming() {
        defer { cleanUp("naming") }
        #expect(verifySnapshot(of: red, as: .image, record: .all) != nil)
        #expect(verifySnapshot(of: blue, as: .image, record: .all) != nil)
        #expect(verifySnapshot(of: red, as: .image, named: name, record: .all) != nil)
        #expect(FileManager.default.fileExists(atPath: golden("naming", "1").path))
        #expect(FileManager.default.fileExists(atPath: golden("naming", "2").path))
        #expect(FileManager.default.fileExists(atPath: golden("naming", name).path))
        #expect(SnapshotLocation.sanitized("segments(icon:marker:)") == "segments" && SnapshotLocation.sanitized("testHeart") == "testHeart")
    }

    @Test("record modes: missing records what is missing, all records everything, never records nothing; each recording fails")
    func recordModes() throws {
        defer { cleanUp("recordModes") }
        guard case .missingGolden = verifySnapshot(of: red, as: .image, named: name, record: .never) else { Issue.record("never should not record"); return }
        #expect(!FileManager.default.fileExists(atPath: golden("recordModes", name).path))
        guard case .recorded(_, _, .missing) = verifySnapshot(of: red, as: .image, named: name, record: .missing) else { Issue.record("missing should record"); return }
        #expect(verifySnapshot(of: red, as: .image, named: name, record: .missing) == nil)
        #expect(verifySnapshot(of: red, as: .image, named: name, record: .never) == nil)
        guard case .recorded(_, _, .all) = verifySnapshot(of: blue, as: .image, named: name, record: .all) else { Issue.record("all should record"); return }
        #expect(verifySnapshot(of: blue, as: .image, named: name, record: .never) == nil)
    }

    @Test("within tolerance passes; beyond it fails with the actual, expected and difference pictures")
    func mismatch() throws {
        defer { cleanUp("mismatch") }
        _ = verifySnapshot(of: red, as: .image, named: name, record: .all)
        var nearly = red
        nearly.setBytes([250, 0, 0, 255], x: 0, y: 0)
        #expect(verifySnapshot(of: nearly, as: .image, named: name, record: .never) == nil)
        var different = red
        for x in 0..<8 { different.setBytes([0, 0, 255, 255], x: x, y: 0) }
        guard case .mismatch(_, let percent, _, let actual, let expected, let difference) = verifySnapshot(of: different, as: .image, named: name, record: .never) else {
            Issue.record("a different image should not match")
            return
        }
        #expect(percent == 12.5)
        for path in [actual, expected, difference] { #expect(FileManager.default.fileExists(atPath: path)) }
        #expect(verifySnapshot(of: different, as: .image, named: name, record: .never, tolerance: SnapshotTolerance(maximumDifferingFraction: 0.2)) == nil)
    }

    @Test("a failure is reported at the assertion's line, and the test goes on to report the next")
    func reportedAtTheCallSite() throws {
        defer { cleanUp("reportedAtTheCallSite") }
        _ = verifySnapshot(of: red, as: .image, named: name, record: .all)
        let reported = ReportedLines()
        let firstAssertion = #line + 2
        withKnownIssue {
            assertSnapshot(of: blue, as: .image, named: name, record: .never)
            assertSnapshot(of: blue, as: .image, named: name, record: .never)
        } matching: { issue in
            reported.add(issue.sourceLocation?.line ?? 0)
            return issue.sourceLocation?.fileName == "SnapshotBehaviourTests.swift" && issue.description.contains("differs from its golden")
        }
        #expect(reported.lines == [firstAssertion, firstAssertion + 1])
    }

    @Test("a value that cannot be drawn is a failure naming the snapshot")
    func renderingError() {
        let broken = ImageSnapshotStrategy<Int>(label: "broken") { _ in throw PlayerError.invalidArgument("nothing to draw") }
        guard case .rendering(let message) = verifySnapshot(of: 1, as: broken, named: name) else { Issue.record("expected a rendering failure"); return }
        #expect(message.contains(name) && message.contains("nothing to draw"))
    }
}

/// Lines of the issues a known-issue matcher saw, in order.
private final class ReportedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int] = []
    func add(_ line: Int) { lock.withLock { seen.append(line) } }
    var lines: [Int] { lock.withLock { seen } }
}
