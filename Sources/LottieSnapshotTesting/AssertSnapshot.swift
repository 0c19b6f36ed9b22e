import Foundation
import LottiePlayer

/// Compares `value`, drawn by `strategy`, with its golden PNG and reports a failure at the call site, in XCTest
/// and Swift Testing alike; the test goes on, so one test can report several failures.
///
/// Goldens live beside the test file, as swift-snapshot-testing keeps them:
/// `__Snapshots__/<TestFile>/<test>.<n>.png`, where `n` counts the test's unnamed assertions from 1, or
/// `<test>.<name>.png` with `named:`. Give a name in parameterized tests, whose cases run in parallel.
///
/// ```swift
/// @Test func heartSelects() throws {
///     let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
///     assertSnapshot(of: heart, as: .frame(10))                       // heartSelects.1.png
///     assertSnapshot(of: heart, as: .filmStrip(marker: "select"))     // heartSelects.2.png
/// }
/// ```
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: ImageSnapshotStrategy<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance = .default,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: strategy, named: name, record: record, tolerance: tolerance, file: filePath,
        testName: testName)
    if let failure {
        SnapshotIssue.report(failure.description, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// What `assertSnapshot` checks, returned instead of reported: nil when the value matches its golden.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: ImageSnapshotStrategy<Value>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    tolerance: SnapshotTolerance = .default,
    file filePath: StaticString = #filePath,
    testName: String = #function
) -> SnapshotFailure? {
    let golden = SnapshotLocation(file: "\(filePath)", testName: testName, name: name)
    let image: PixelImage
    do {
        image = try strategy.render(try value())
    } catch {
        return .rendering("snapshot \(golden.displayName): \(error)")
    }
    let mode = record ?? SnapshotRecordMode.current
    let exists = FileManager.default.fileExists(atPath: golden.url.path)
    if mode == .all || (!exists && mode == .missing) {
        if let failure = SnapshotFiles.write(image, to: golden.url) { return failure }
        return .recorded(name: golden.displayName, path: golden.url.path, mode: mode)
    }
    guard exists else { return .missingGolden(name: golden.displayName, path: golden.url.path) }
    let expected: PixelImage
    do {
        expected = try PixelImage(png: Data(contentsOf: golden.url))
    } catch {
        return .unreadableGolden(path: golden.url.path, reason: "\(error)")
    }
    let fraction = tolerance.differingFraction(image, expected)
    guard fraction > tolerance.maximumDifferingFraction else { return nil }
    return SnapshotFiles.mismatch(image, expected, golden: golden, percent: fraction * 100, tolerance: tolerance)
}
