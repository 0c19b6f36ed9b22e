import Foundation
import LottiePlayer
import LottieSnapshotTesting
import Testing

/// One film strip per feature family, from the project's own fixtures (`Tools/generate-test-fixtures.py`).
@Suite("Feature film strips")
struct FeatureFilmStripTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func strip(_ name: String, family: String) throws {
        let document = try AnimationDocument(contentsOfFile: Self.fixtures.appendingPathComponent("\(name).json").path)
        try Snapshot.assertFilmStrip(of: document, count: 4, columns: 4, cellSize: 160, named: "\(family).\(name)")
    }

    @Test("compositing families over their 30 frames", arguments: ["masks", "mattes", "blend-modes", "effects", "images", "precomposition-time"])
    func compositing(name: String) throws {
        try strip(name, family: "compositing")
    }

    @Test("shape families over their 30 frames", arguments: ["trims", "repeaters", "path-modifiers", "merge-paths", "paints", "polystars", "text"])
    func shapes(name: String) throws {
        try strip(name, family: "shapes")
    }
}
