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

    @Test("Material 3: the pill grows behind the icon, the label fades in under it as the icon moves up; dot and count badges; the safe area under the bar")
    func material() throws {
        assertSnapshot(of: try bar("Tests/SnapshotTests/Fixtures/tabbar-material.json"), as: .tabShift(from: "home", to: "inbox", count: 6))
    }

    @Test("Material 3 in the dark theme, built in: surface, secondary-container pill, light icons and labels")
    func materialDark() throws {
        let dark = try bar("Tests/SnapshotTests/Fixtures/tabbar-material.json").applyingTheme(named: "dark")
        assertSnapshot(of: dark, as: .tabShift(from: "search", to: "home", count: 4))
    }

    @Test("right to left in Arabic: titles shaped and joined, the long one cut with an ellipsis, bold when selected, 99+ at the icon's top left")
    func arabic() throws {
        assertSnapshot(of: try bar("Tests/SnapshotTests/Fixtures/tabbar-arabic.json"), as: .tabShift(from: "home", to: "favourites", count: 5))
    }

    @Test("badges: one appears, one changes, one disappears, each on a spring")
    func badges() throws {
        let plan = TabShiftPlan(from: "home", to: "search", badgeChanges: [
            .init(tab: "profile", badge: .dot, at: 0.05), .init(tab: "inbox", badge: .count(4), at: 0.1), .init(tab: "favourites", badge: .text("new"), at: 0.15),
            .init(tab: "inbox", badge: nil, at: 0.45),
        ])
        assertSnapshot(of: try bar(), as: .tabShift(plan, count: 8))
    }
}
