import LottiePlayer
import LottieSnapshotTesting
import Testing

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
            issue.sourceLocation?.line == assertionLine && issue.sourceLocation?.fileName == "SnapshotReportingTests.swift"
                && issue.description.contains("has no golden")
        }
    }
}
