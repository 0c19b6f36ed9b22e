/// How far a rendering may drift from its golden and still match.
///
/// A pixel differs when any channel differs by more than `channelTolerance` (of 255; colour weighted by alpha,
/// as in the conformance metric). A snapshot matches while at most `maximumDifferingFraction` of pixels differ.
/// The defaults absorb antialiasing changes between Cairo builds and nothing a person would notice.
public struct SnapshotTolerance: Sendable, Equatable {
    public var channelTolerance: Double
    public var maximumDifferingFraction: Double

    public init(channelTolerance: Double = 8, maximumDifferingFraction: Double = 0.005) {
        self.channelTolerance = channelTolerance
        self.maximumDifferingFraction = maximumDifferingFraction
    }

    public static let `default` = SnapshotTolerance()
    /// Bit-for-bit.
    public static let exact = SnapshotTolerance(channelTolerance: 0, maximumDifferingFraction: 0)
}
