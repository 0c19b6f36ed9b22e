import Foundation
import LottiePlayer
import LottieSnapshotTesting
import Testing

/// An interactive icon snapshot after a tap: Animations/favourites.lottie, whose state machine fills the heart on a
/// click and empties it on the next.
@Suite("Interactive snapshots")
struct InteractiveSnapshotTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func icon() throws -> InteractiveAnimation {
        let icon = try InteractiveAnimation(contentsOfFile: Self.root.appendingPathComponent("Animations/favourites.lottie").path, viewport: Viewport(width: 96, height: 96))
        try icon.start()
        return icon
    }

    @Test("at rest before any tap: an empty heart")
    func atRest() throws {
        assertSnapshot(of: try icon(), as: .screen)
    }

    @Test("a tap, then the selection played out: a filled heart")
    func afterTap() throws {
        let icon = try icon()
        icon.click(x: 48, y: 48)
        icon.advance(seconds: 1)
        #expect(icon.stateName == "on")
        assertSnapshot(of: icon, as: .screen)
    }
}
