import Foundation
import LottiePlayer
import LottieSnapshotTesting
import SnapshotTesting

extension Diffing where Value == PixelImage {
    /// PNG on disk; two images match while at most `tolerance.maximumDifferingFraction` of their pixels differ by
    /// more than `tolerance.channelTolerance`/255, as in LottieSnapshotTesting. A mismatch attaches the actual
    /// image and a difference picture with the differing pixels in red.
    public static func pixelImage(tolerance: SnapshotTolerance = .default) -> Diffing {
        .diff(
            toData: { image in (try? image.pngData()) ?? Data() },
            fromData: { data in (try? PixelImage(png: data)) ?? PixelImage(width: 1, height: 1) },
            diffV2: { expected, actual in
                guard expected.width == actual.width, expected.height == actual.height else {
                    return ("the snapshot is \(actual.width)x\(actual.height), its reference \(expected.width)x\(expected.height)", [])
                }
                let fraction = tolerance.differingFraction(actual, expected)
                guard fraction > tolerance.maximumDifferingFraction else { return nil }
                let message = "\(String(format: "%.3f", fraction * 100))% of pixels differ (tolerance \(String(format: "%.3f", tolerance.maximumDifferingFraction * 100))%)"
                let attachments = [("actual", actual), ("difference", ImageDifference.visualization(actual, expected))].compactMap { name, image in
                    (try? image.pngData()).map { DiffAttachment.data($0, name: "\(name).png") }
                }
                return (message, attachments)
            }
        )
    }
}

extension Snapshotting where Format == PixelImage {
    /// Any of LottieSnapshotTesting's strategies, for swift-snapshot-testing. A value that cannot be drawn becomes
    /// a 1x1 clear image, which fails against its reference, and the error is printed.
    public static func lottie(_ strategy: ImageSnapshotStrategy<Value>, tolerance: SnapshotTolerance = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixelImage(tolerance: tolerance)) { value in
            do {
                return try strategy.render(value)
            } catch {
                print("LottieSnapshotStrategies: \(strategy.label): \(error)")
                return PixelImage(width: 1, height: 1)
            }
        }
    }
}

extension Snapshotting where Value == AnimationDocument, Format == PixelImage {
    /// One frame (absolute, fractional allowed) at `size`×`size` pixels, on `background` when given.
    public static func frame(_ frame: Double, size: Int = 96, background: LottieColor? = nil, tolerance: SnapshotTolerance = .default) -> Snapshotting {
        .lottie(.frame(frame, size: size, background: background), tolerance: tolerance)
    }

    /// Evenly spaced frames of the animation, or of one marker's segment, tiled `columns` to a row.
    public static func filmStrip(marker: String? = nil, count: Int = 10, columns: Int = 5, cellSize: Int = 64, tolerance: SnapshotTolerance = .default) -> Snapshotting {
        .lottie(.filmStrip(marker: marker, count: count, columns: columns, cellSize: cellSize), tolerance: tolerance)
    }
}

extension Snapshotting where Value == TabBarDocument, Format == PixelImage {
    /// A film strip of the shift from one tab to another by a tap, from the request until the bar rests.
    public static func tabShift(from: TabReference, to: TabReference, count: Int = 8, reducedMotion: Bool = false, tolerance: SnapshotTolerance = .default) -> Snapshotting {
        .lottie(.tabShift(from: from, to: to, count: count, reducedMotion: reducedMotion), tolerance: tolerance)
    }

    /// A film strip of a scripted shift.
    public static func tabShift(_ plan: TabShiftPlan, count: Int = 8, tolerance: SnapshotTolerance = .default) -> Snapshotting {
        .lottie(.tabShift(plan, count: count), tolerance: tolerance)
    }
}
