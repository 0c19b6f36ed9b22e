/// Which frames to render: one (possibly fractional), a whole-frame range, every frame of the animation, or the
/// frames of a marker's segment, its end included (`AnimationDocument.animationFrames` resolves markers).
public enum FrameSelection: Sendable, Equatable {
    case single(Double)
    case range(Double, Double)
    case all
    case marker(String)

    /// A sequence holds at most this many frames (an hour at 60 fps is 216,000): more is almost surely a typo, and
    /// the frame list is built before the first is drawn.
    public static let maximumCount = 1_000_000

    /// Refuses selections of more than `maximumCount` frames before any list is built.
    public func checkCount(first: Double, last: Double) throws(PlayerError) {
        guard case .all = self, last - first >= Double(Self.maximumCount) else { return }
        throw .invalidArgument(
            "the animation has more than \(Self.maximumCount) frames (\(first.frameNumberText) to \(last.frameNumberText)); render a range with --frames"
        )
    }

    /// The frame numbers selected from an animation whose frames run from `first` to `last`; none for a marker,
    /// which needs the document.
    public func frames(first: Double, last: Double) -> [Double] {
        switch self {
        case .single(let frame): [frame]
        case .range(let low, let high): Array(stride(from: low, through: high, by: 1))
        case .all: Array(stride(from: first, through: last, by: 1))
        case .marker: []
        }
    }
}
