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
        try strip(icon, marker)
    }

    @Test("direction variants lean each way", arguments: ["search", "profile"], ["select.forward", "select.backward"])
    func directions(icon: String, marker: String) throws {
        try strip(icon, marker)
    }

    private func strip(_ icon: String, _ marker: String) throws {
        let document = try AnimationDocument(contentsOfFile: Self.root.appendingPathComponent("Animations/\(icon).json").path)
        try Snapshot.assertFilmStrip(of: document, marker: marker, count: 6, columns: 6, cellSize: 48, named: "\(icon).\(marker.replacingOccurrences(of: ".", with: "-"))")
    }
}
