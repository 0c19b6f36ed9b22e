import Foundation
@_spi(Model) import LottieModel
/// A stretch of an icon's timeline, played from `startFrame` to `endFrame` (earlier when played in reverse).
package struct IconSegment: Sendable, Equatable, CustomStringConvertible {
    /// The frame the segment starts at.
    package let startFrame: Double
    /// The frame it ends at; lower than the start when it plays backwards.
    package let endFrame: Double
    /// Which marker (or fallback) it came from, e.g. `select.forward` or `select reversed`.
    package let source: String

    /// A segment from `startFrame` to `endFrame`; `source` says where it came from, for reports.
    package init(startFrame: Double, endFrame: Double, source: String) {
        self.startFrame = startFrame
        self.endFrame = endFrame
        self.source = source
    }

    /// The frame at `progress` (0…1, clamped) through the segment.
    package func frame(at progress: Double) -> Double {
        let clamped = min(max(progress, 0), 1)
        return startFrame + (endFrame - startFrame) * clamped
    }

    /// The same frames played the other way.
    package var reversed: IconSegment {
        IconSegment(startFrame: endFrame, endFrame: startFrame, source: source + " reversed")
    }

    /// Where the segment came from and its frames.
    package var description: String { "\(source): frames \(Self.format(startFrame)) → \(Self.format(endFrame))" }

    static func format(_ frame: Double) -> String {
        frame == frame.rounded() || !frame.isFinite ? frame.frameNumberText : String(format: "%.3f", frame)
    }
}

/// What an icon does in a shift.
package enum SegmentRole: String, Sendable, CaseIterable {
    case select, deselect, reselect
}

/// Which way a shift goes: forward is toward higher tab indices, whatever the layout direction.
public enum ShiftDirection: String, Sendable, Equatable, CaseIterable {
    case forward, backward, none

    /// Forward when `to` is a higher tab index than `from`.
    public init(from: Int, to: Int) {
        self = to > from ? .forward : to < from ? .backward : .none
    }
}
