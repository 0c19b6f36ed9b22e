import Foundation
/// Which frames to render: one (possibly fractional), a whole-frame range, or every frame of the animation.
public enum FrameSelection: Sendable, Equatable {
    case single(Double)
    case range(Double, Double)
    case all

    /// Reads `A..B` (inclusive, whole frames stepping by one from A).
    public static func parseRange(_ text: String) throws(PlayerError) -> FrameSelection {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let first = Double(parts[0]), let last = Double(parts[1]), first.isFinite, last.isFinite, first <= last else {
            throw .invalidArgument("frame range \"\(text)\" is not of the form FIRST..LAST with FIRST ≤ LAST, e.g. 0..59")
        }
        return .range(first, last)
    }

    /// The frame numbers selected from an animation whose frames run from `first` to `last`.
    public func frames(first: Double, last: Double) -> [Double] {
        switch self {
        case .single(let frame): [frame]
        case .range(let low, let high): Array(stride(from: low, through: high, by: 1))
        case .all: Array(stride(from: first, through: last, by: 1))
        }
    }
}
