import CairoRendering
import Foundation
import LottiePlayer
import VectorGraphics

/// Compares renderings with golden PNGs kept beside the test file, in `__Snapshots__/<name>.png`.
///
/// ```swift
/// @Test func heartSelects() throws {
///     let document = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
///     try Snapshot.assertFilmStrip(of: document, marker: "select", named: "favourites.select")
/// }
/// ```
///
/// Set `RECORD_SNAPSHOTS=1` to write new goldens: the assertion then fails on purpose, so a re-record never
/// passes unseen. A missing golden is recorded and fails the same way. On a mismatch, the actual, expected and
/// difference PNGs are written to a temporary folder and their paths are in the error.
public enum Snapshot {
    /// `record` forces record mode on or off; nil leaves it to `RECORD_SNAPSHOTS`.
    public static func assertImage(_ image: PixelImage, named name: String, tolerance: SnapshotTolerance = .default, record: Bool? = nil, file: StaticString = #filePath) throws {
        let golden = goldenURL(named: name, file: file)
        let recording = record ?? ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" } ?? false
        if recording || !FileManager.default.fileExists(atPath: golden.path) {
            try write(image, to: golden)
            throw SnapshotFailure.recorded(name: name, path: golden.path)
        }
        let expected: PixelImage
        do {
            expected = try PixelImage(png: Data(contentsOf: golden))
        } catch {
            throw SnapshotFailure.unreadableGolden(path: golden.path, reason: "\(error)")
        }
        let fraction = differingFraction(image, expected, channelTolerance: tolerance.channelTolerance)
        guard fraction > tolerance.maximumDifferingFraction else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabshift-snapshots")
        let actualURL = folder.appendingPathComponent("\(name).actual.png")
        let expectedURL = folder.appendingPathComponent("\(name).expected.png")
        let differenceURL = folder.appendingPathComponent("\(name).difference.png")
        try write(image, to: actualURL)
        try write(expected, to: expectedURL)
        try write(ImageDifference.visualization(image, expected), to: differenceURL)
        throw SnapshotFailure.mismatch(name: name, differingPercent: fraction * 100, tolerance: tolerance, actual: actualURL.path, expected: expectedURL.path, difference: differenceURL.path)
    }

    /// A scene rendered at `viewport`, on `background` when given.
    public static func assertScene(_ scene: LottieScene, viewport: Viewport, background: LottieColor? = nil, named name: String, tolerance: SnapshotTolerance = .default, file: StaticString = #filePath) throws {
        let image: PixelImage
        do {
            image = try CairoRenderer(background: background).image(scene, viewport: viewport)
        } catch {
            throw SnapshotFailure.rendering("snapshot \"\(name)\": \(error.description)")
        }
        try assertImage(image, named: name, tolerance: tolerance, file: file)
    }

    /// A film strip of `count` evenly spaced frames of the animation, or of one marker's segment.
    public static func assertFilmStrip(of document: AnimationDocument, marker: String? = nil, count: Int = 10, columns: Int = 5, cellSize: Int = 64, named name: String, tolerance: SnapshotTolerance = .default, file: StaticString = #filePath) throws {
        let strip: LottieScene
        do {
            strip = try document.filmStrip(count: count, columns: columns, cellWidth: Double(cellSize), cellHeight: Double(cellSize), marker: marker)
        } catch {
            throw SnapshotFailure.rendering("snapshot \"\(name)\": \(error.description)")
        }
        try assertScene(strip, viewport: Viewport(width: Int(clampingRounded: strip.width, to: 0...1 << 30, rule: .towardZero), height: Int(clampingRounded: strip.height, to: 0...1 << 30, rule: .towardZero)), named: name, tolerance: tolerance, file: file)
    }

    /// A film strip of a tab shift: `count` moments from the first request until the bar rests, top to bottom.
    public static func assertTabShift(_ document: TabBarDocument, plan: TabShiftPlan, count: Int = 8, named name: String, tolerance: SnapshotTolerance = .default, file: StaticString = #filePath) throws {
        let strip = try TabShiftRecording(document: document, plan: plan).filmStrip(count: count)
        try assertScene(strip, viewport: Viewport(width: Int(clampingRounded: strip.width, to: 0...1 << 30), height: Int(clampingRounded: strip.height, to: 0...1 << 30)), named: name, tolerance: tolerance, file: file)
    }

    static func goldenURL(named name: String, file: StaticString) -> URL {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent("\(name).png")
    }

    static func differingFraction(_ first: PixelImage, _ second: PixelImage, channelTolerance: Double) -> Double {
        guard first.width == second.width, first.height == second.height else { return 1 }
        return ImageDifference(first, second, threshold: channelTolerance).differingPercent / 100
    }

    private static func write(_ image: PixelImage, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(try image.pngData(), to: url.path)
        } catch {
            throw SnapshotFailure.unwritable(path: url.path, reason: "\(error)")
        }
    }
}
