import Foundation
import LottiePlayer
import LottieSnapshotTesting
import Testing

// README: snapshots begin
@Test func heartSelects() throws {
    let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
    assertSnapshot(of: heart, as: .frame(10))                                // heartSelects.1.png
    assertSnapshot(of: heart, as: .filmStrip(marker: "select", count: 6))    // heartSelects.2.png
}

@Test func shiftForward() throws {
    let bar = try TabBarDocument(contentsOfFile: "Animations/tabbar.json")
    assertSnapshot(of: bar, as: .tabShift(from: "home", to: "favourites"))
}
// README: snapshots end

@Suite("Snapshot reporting in Swift Testing")
struct SnapshotReportingTests {

    // Record mode never and no golden: a deliberate failure, which writes nothing.
    @Test("a failing snapshot is reported at the assertion's line")
    func failureLine() throws {
        let home = try AnimationDocument(contentsOfFile: "Animations/home.json")
        let assertionLine = #line + 2
        withKnownIssue {
            assertSnapshot(of: home, as: .frame(0, size: 32), named: "not-the-heart", record: .never)
        } matching: { issue in
            issue.sourceLocation?.line == assertionLine && issue.sourceLocation?.fileName == "SnapshotTests.swift"
                && issue.description.contains("has no golden")
        }
    }
}
