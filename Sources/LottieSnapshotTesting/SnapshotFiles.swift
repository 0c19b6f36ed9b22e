import Foundation
import ImageCodecs
import LottiePlayer

/// Writing goldens and the pictures of a mismatch.
enum SnapshotFiles {
    static func write(_ image: PixelImage, to url: URL) -> SnapshotFailure? {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(try image.pngData(), to: url.path)
            return nil
        } catch {
            return .unwritable(path: url.path, reason: "\(error)")
        }
    }

    /// Where the mismatches of the goldens in `goldenFolder` leave their pictures: a temporary folder of the same name.
    static func mismatchFolder(forGoldensIn goldenFolder: URL) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tabshift-snapshots")
            .appendingPathComponent(goldenFolder.lastPathComponent)
    }

    /// The actual, expected and difference pictures in a temporary folder, and the failure naming them.
    static func mismatch(
        _ image: PixelImage, _ expected: PixelImage, golden: SnapshotLocation, percent: Double,
        tolerance: SnapshotTolerance
    ) -> SnapshotFailure {
        let folder = mismatchFolder(forGoldensIn: golden.url.deletingLastPathComponent())
        let actualURL = folder.appendingPathComponent("\(golden.displayName).actual.png")
        let expectedURL = folder.appendingPathComponent("\(golden.displayName).expected.png")
        let differenceURL = folder.appendingPathComponent("\(golden.displayName).difference.png")
        for (picture, url) in [
            (image, actualURL), (expected, expectedURL), (ImageDifference.visualization(image, expected), differenceURL)
        ] {
            if let failure = write(picture, to: url) { return failure }
        }
        return .mismatch(
            name: golden.displayName, differingPercent: percent, tolerance: tolerance, actual: actualURL.path,
            expected: expectedURL.path, difference: differenceURL.path)
    }
}
