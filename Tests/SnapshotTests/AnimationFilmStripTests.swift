import Foundation
import LottiePlayer
import LottieSnapshotTesting
import Testing

/// Every animation in Animations/, as film strips of its select and deselect segments.
@Suite("Animation film strips")
struct AnimationFilmStripTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let icons = ["home", "search", "favourites", "inbox", "profile"]

    @Test("select and deselect of each icon", arguments: icons, ["select", "deselect"])
    func segments(icon: String, marker: String) throws {
        assertSnapshot(of: try document(icon), as: .filmStrip(marker: marker, count: 6, columns: 6, cellSize: 48), named: "\(icon).\(marker)")
    }

    @Test("direction variants lean each way", arguments: ["search", "profile"], ["select.forward", "select.backward"])
    func directions(icon: String, marker: String) throws {
        let name = "\(icon).\(marker.replacingOccurrences(of: ".", with: "-"))"
        assertSnapshot(of: try document(icon), as: .filmStrip(marker: marker, count: 6, columns: 6, cellSize: 48), named: name)
    }

    private func document(_ icon: String) throws -> AnimationDocument {
        try AnimationDocument(contentsOfFile: Self.root.appendingPathComponent("Animations/\(icon).json").path)
    }
}
