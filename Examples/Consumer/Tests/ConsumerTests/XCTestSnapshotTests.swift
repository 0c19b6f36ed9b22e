import Foundation
import LottiePlayer
import LottieSnapshotTesting
import XCTest

/// The same assertions from XCTest: passing ones pass, and a failure lands on the assertion's line.
final class XCTestSnapshotTests: XCTestCase {
    func testHeartFrame() throws {
        let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
        assertSnapshot(of: heart, as: .frame(10))
        assertSnapshot(of: heart, as: .filmStrip(marker: "select", count: 6))
    }

    /// The README's library steps, from XCTest.
    func testLibrarySteps() throws {
        let home = try AnimationDocument(contentsOfFile: "Animations/home.json")
        XCTAssertEqual(home.markerNames, ["select", "deselect"])
        XCTAssertEqual(home.layerNames, ["home"])
        XCTAssertTrue(home.keypaths.contains { $0.description == "home.House.Stroke.Stroke Width" })
        let png = try home.render(frame: 10, viewport: Viewport(width: 96, height: 96), format: .png)
        XCTAssertEqual(try PixelImage(png: png).width, 96)
        let changed = home.overriding(PropertyOverrides()
            .settingColor(LottieColor(hex: "#FF2D55")!, for: KeypathPattern("**.Stroke.Color"))
            .settingNumber(6, for: KeypathPattern("home.House.Stroke.Stroke Width"))
            .settingColor(.black, for: KeypathPattern("home.Dor.Fill.Color")))
        XCTAssertEqual(changed.unmatchedOverrides().map(\.pattern.description), ["home.Dor.Fill.Color"])
        XCTAssertNotEqual(try changed.render(frame: 10, viewport: Viewport(width: 96, height: 96), format: .png), png)
        let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
        let bar = try TabBarDocument(tabs: [.init(id: "home", icon: home), .init(id: "favourites", icon: heart)], width: 200, height: 84)
        let shift = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: "home", to: "favourites"))
        XCTAssertEqual(shift.toIndex, 1)
        XCTAssertGreaterThan(shift.duration, 0.3)
    }

    /// Failures caught here instead of failing the test, to check where they were reported.
    private var caught: [(description: String, line: Int)] = []
    private var catching = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard catching else { return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
        caught.append((description, lineNumber))
    }

    /// Record mode never and no golden: a deliberate failure, which writes nothing.
    func testFailureIsReportedAtTheAssertion() throws {
        let home = try AnimationDocument(contentsOfFile: "Animations/home.json")
        catching = true
        let firstLine = #line + 1
        assertSnapshot(of: home, as: .frame(0, size: 32), named: "not-the-heart", record: .never)
        assertSnapshot(of: home, as: .frame(0, size: 32), named: "not-the-heart", record: .never)
        catching = false
        XCTAssertEqual(caught.map(\.line), [firstLine, firstLine + 1])
        XCTAssertTrue(caught.allSatisfy { $0.description.contains("has no golden") && !$0.description.contains("host application") }, "\(caught)")
    }
}
