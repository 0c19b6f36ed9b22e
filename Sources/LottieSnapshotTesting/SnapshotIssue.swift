import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed snapshot as a test failure at the assertion's own line, in whichever framework is running the
/// test: Swift Testing when a test of its is current, else XCTest. Neither stops the test, so one test can report
/// several failures.
///
/// (pointfreeco's IssueReporting does the same, but on Linux it appends a warning about host applications to
/// every XCTest failure, which would mislead here.)
enum SnapshotIssue {
    static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(truncatingIfNeeded: line),
                column: Int(truncatingIfNeeded: column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        print("snapshot failure at \(filePath):\(line): \(message)")
        #endif
    }
}
