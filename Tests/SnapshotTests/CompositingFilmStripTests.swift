import Foundation
import LottiePlayer
import LottieSnapshotTesting
import Testing

/// One film strip per compositing family, from the project's own fixtures (`Tools/generate-test-fixtures.py`).
@Suite("Compositing film strips")
struct CompositingFilmStripTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("each family over its 30 frames", arguments: ["masks", "mattes", "blend-modes", "effects", "images", "precomposition-time"])
    func family(name: String) throws {
        let document = try AnimationDocument(contentsOfFile: Self.fixtures.appendingPathComponent("\(name).json").path)
        try Snapshot.assertFilmStrip(of: document, count: 4, columns: 4, cellSize: 160, named: "compositing.\(name)")
    }
}
