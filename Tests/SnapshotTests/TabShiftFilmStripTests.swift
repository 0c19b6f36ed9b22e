import Foundation
import LottiePlayer
import LottieSnapshotTesting
import Testing

/// Tab shifts of the project's bar, as film strips from the tap until the bar rests.
@Suite("Tab shift film strips")
struct TabShiftFilmStripTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func bar(_ path: String) throws -> TabBarDocument {
        try TabBarDocument(contentsOfFile: Self.root.appendingPathComponent(path).path)
    }

    @Test("forward: home to favourites")
    func forward() throws {
        let document = try bar("Animations/tabbar.json")
        try Snapshot.assertTabShift(document, plan: TabShiftPlan(from: try document.index(of: "home"), to: try document.index(of: "favourites")), named: "home-to-favourites.tabshift")
    }

    @Test("backward: profile to search")
    func backward() throws {
        let document = try bar("Animations/tabbar.json")
        try Snapshot.assertTabShift(document, plan: TabShiftPlan(from: try document.index(of: "profile"), to: try document.index(of: "search")), named: "profile-to-search.tabshift")
    }

    @Test("right to left: forward moves left, with an underline indicator")
    func rightToLeft() throws {
        let document = try bar("Tests/SnapshotTests/Fixtures/tabbar-rtl.json")
        try Snapshot.assertTabShift(document, plan: TabShiftPlan(from: try document.index(of: "home"), to: try document.index(of: "inbox")), named: "rtl-home-to-inbox.tabshift")
    }

    @Test("interrupted: home toward profile, then back to search")
    func interrupted() throws {
        let document = try bar("Animations/tabbar.json")
        let plan = TabShiftPlan(from: 0, to: try document.index(of: "profile"), interruption: (try document.index(of: "search"), 0.15))
        try Snapshot.assertTabShift(document, plan: plan, count: 10, named: "home-profile-search.interrupted.tabshift")
    }

    @Test("reduced motion: a cross-fade and no movement")
    func reducedMotion() throws {
        let document = try bar("Animations/tabbar.json")
        try Snapshot.assertTabShift(document, plan: TabShiftPlan(from: 0, to: 2, reducedMotion: true), count: 4, named: "home-to-favourites.reduced-motion.tabshift")
    }
}
