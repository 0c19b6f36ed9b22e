import Foundation
import LottiePlayer
import LottieSnapshotStrategies
import SnapshotTesting
import Testing

/// swift-snapshot-testing's own `assertSnapshot` with TabShift's strategies.
@Suite("swift-snapshot-testing strategies")
struct StrategyTests {
    @Test func heart() throws {
        let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
        assertSnapshot(of: heart, as: .frame(10))
        assertSnapshot(of: heart, as: .filmStrip(marker: "select", count: 6))
    }

    @Test func shift() throws {
        let bar = try TabBarDocument(contentsOfFile: "Animations/tabbar.json")
        assertSnapshot(of: bar, as: .tabShift(from: "home", to: "favourites"))
    }

    @Test("a different picture fails, with swift-snapshot-testing's message and the differing percentage")
    func mismatch() throws {
        let home = try AnimationDocument(contentsOfFile: "Animations/home.json")
        let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
        // The house compared with the heart's reference (heart.1.png), never recording.
        let message = verifySnapshot(of: home, as: .frame(10), named: "1", record: false, testName: "heart")
        #expect(message?.contains("% of pixels differ") == true, "\(message ?? "no failure")")
        #expect(verifySnapshot(of: heart, as: .frame(10), named: "1", record: false, testName: "heart") == nil)
    }
}
