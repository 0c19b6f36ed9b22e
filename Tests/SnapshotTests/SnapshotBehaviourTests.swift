import CairoRendering
import Foundation
@testable import LottieSnapshotTesting
import Testing
import VectorGraphics

/// The snapshot helper's own contract: it records and fails when asked or when no golden exists, passes within
/// tolerance, and on a mismatch fails with the paths of actual, expected and difference pictures.
@Suite("Snapshot helper", .serialized)
struct SnapshotBehaviourTests {
    let red = PixelImage(width: 8, height: 8, fill: LottieColor(red: 1, green: 0, blue: 0))
    let name = "helper-contract-\(UUID().uuidString)"

    func cleanUp() {
        try? FileManager.default.removeItem(at: Snapshot.goldenURL(named: name, file: #filePath))
    }

    @Test("record mode rewrites the golden and fails, so a re-record never passes unseen")
    func recordMode() throws {
        defer { cleanUp() }
        _ = try? Snapshot.assertImage(red, named: name, record: false)
        let blue = PixelImage(width: 8, height: 8, fill: LottieColor(red: 0, green: 0, blue: 1))
        #expect(throws: SnapshotFailure.self) { try Snapshot.assertImage(blue, named: name, record: true) }
        try Snapshot.assertImage(blue, named: name, record: false)
    }

    @Test("a missing golden is recorded and the assertion fails")
    func missingGolden() throws {
        defer { cleanUp() }
        #expect(throws: SnapshotFailure.self) { try Snapshot.assertImage(red, named: name, record: false) }
        #expect(FileManager.default.fileExists(atPath: Snapshot.goldenURL(named: name, file: #filePath).path))
        try Snapshot.assertImage(red, named: name, record: false)
    }

    @Test("within tolerance passes; beyond it fails with three pictures")
    func mismatch() throws {
        defer { cleanUp() }
        _ = try? Snapshot.assertImage(red, named: name, record: false)
        var nearly = red
        nearly.setBytes([250, 0, 0, 255], x: 0, y: 0)
        try Snapshot.assertImage(nearly, named: name, record: false)
        var different = red
        for x in 0..<8 { different.setBytes([0, 0, 255, 255], x: x, y: 0) }
        do {
            try Snapshot.assertImage(different, named: name, record: false)
            Issue.record("a different image should not match")
        } catch let failure as SnapshotFailure {
            guard case .mismatch(_, let percent, _, let actual, let expected, let difference) = failure else {
                Issue.record("expected a mismatch, got \(failure)")
                return
            }
            #expect(percent == 12.5)
            for path in [actual, expected, difference] { #expect(FileManager.default.fileExists(atPath: path)) }
            #expect(failure.description.contains(actual))
        }
    }
}
