import Foundation
import LottiePlayer
import LottieSnapshotTesting
import Testing

/// Tab shifts of the project's bar, as film strips from the tap until the bar rests.
@Suite("Tab shift film strips")
struct TabShiftFilmStripTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func bar(_ path: String = "Animations/tabbar.json") throws -> TabBarDocument {
        try TabBarDocument(contentsOfFile: Self.root.appendingPathComponent(path).path)
    }

    @Test("forward: home to favourites")
    func forward() throws {
        assertSnapshot(of: try bar(), as: .tabShift(from: "home", to: "favourites"))
    }

    @Test("backward: profile to search")
    func backward() throws {
        assertSnapshot(of: try bar(), as: .tabShift(from: "profile", to: "search"))
    }

    @Test("right to left: forward moves left, with an underline indicator")
    func rightToLeft() throws {
        assertSnapshot(of: try bar("Tests/SnapshotTests/Fixtures/tabbar-rtl.json"), as: .tabShift(from: "home", to: "inbox"))
    }

    @Test("interrupted: home toward profile, then back to search")
    func interrupted() throws {
        let plan = TabShiftPlan(from: "home", to: "profile", interruption: .init(tab: "search", at: 0.15))
        assertSnapshot(of: try bar(), as: .tabShift(plan, count: 10))
    }

    @Test("reduced motion: a cross-fade and no movement")
    func reducedMotion() throws {
        assertSnapshot(of: try bar(), as: .tabShift(from: 0, to: 2, count: 4, reducedMotion: true))
    }
}
