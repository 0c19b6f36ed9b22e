import Foundation
import LottiePlayer
import LottieSnapshotTesting
import XCTest

/// The same assertions from XCTest: passing ones pass, and a failure lands on the assertion's line.
final class XCTestSnapshotTests: XCTestCase {
    func testHeartFrame() throws {
        let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
        assertSnapshot(of: heart, as: .frame(10))
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
