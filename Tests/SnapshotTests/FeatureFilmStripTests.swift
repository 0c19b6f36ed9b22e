import Foundation
import LottiePlayer
import LottieSnapshotTesting
import Testing

/// One film strip per feature family, from the project's own fixtures (`Tools/generate-test-fixtures.py`).
@Suite("Feature film strips")
struct FeatureFilmStripTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func fixture(_ name: String) throws -> AnimationDocument {
        try AnimationDocument(contentsOfFile: Self.fixtures.appendingPathComponent("\(name).json").path)
    }

    @Test("compositing families over their 30 frames", arguments: ["masks", "mattes", "blend-modes", "effects", "images", "precomposition-time"])
    func compositing(name: String) throws {
        assertSnapshot(of: try fixture(name), as: .filmStrip(count: 4, columns: 4, cellSize: 160), named: name)
    }

    @Test("shape families over their 30 frames", arguments: ["trims", "repeaters", "path-modifiers", "merge-paths", "paints", "polystars", "text", "text-shaping"])
    func shapes(name: String) throws {
        assertSnapshot(of: try fixture(name), as: .filmStrip(count: 4, columns: 4, cellSize: 160), named: name)
    }
}
