import ImageCodecs
import LottiePlayer

/// How far a rendering may drift from its golden and still match.
///
/// A pixel differs when any channel differs by more than `channelTolerance` (of 255; colour weighted by alpha,
/// as in the conformance metric). A snapshot matches while at most `maximumDifferingFraction` of pixels differ.
/// The defaults absorb antialiasing changes between Cairo builds and nothing a person would notice.
public struct SnapshotTolerance: Sendable, Equatable {
    /// How far (of 255) a channel may differ before the pixel counts as differing.
    public var channelTolerance: Double
    /// The fraction of pixels (0…1) that may differ.
    public var maximumDifferingFraction: Double

    /// A tolerance of `channelTolerance`/255 per channel on at most `maximumDifferingFraction` of pixels.
    public init(channelTolerance: Double = 8, maximumDifferingFraction: Double = 0.005) {
        self.channelTolerance = channelTolerance
        self.maximumDifferingFraction = maximumDifferingFraction
    }

    /// At most 0.5% of pixels beyond 8/255: antialiasing changes between Cairo builds, nothing a person sees.
    public static let `default` = SnapshotTolerance()
    /// Bit-for-bit.
    public static let exact = SnapshotTolerance(channelTolerance: 0, maximumDifferingFraction: 0)

    /// The fraction (0…1) of `actual`'s pixels that differ from `expected`'s beyond `channelTolerance`; 1 when the
    /// sizes differ.
    public func differingFraction(_ actual: PixelImage, _ expected: PixelImage) -> Double {
        guard actual.width == expected.width, actual.height == expected.height else { return 1 }
        return ImageDifference(actual, expected, threshold: channelTolerance).differingPercent / 100
    }
}
