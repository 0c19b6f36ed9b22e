@_spi(Model) import LottieModel

/// An icon's segments, resolved once from its markers.
///
/// The marker names are the contract: `select`, `deselect`, `reselect`, and the direction variants
/// `select.forward`, `select.backward`, `deselect.forward`, `deselect.backward`. Fallbacks, in order: the
/// direction variant, the plain marker, for deselect the select segment played in reverse, and finally the whole
/// animation forward (select) or reversed (deselect). A reselect with no marker plays nothing: the icon stays on
/// its selected frame.
package struct IconSegments: Sendable, Equatable {
    /// The icon's first frame, where it rests unselected.
    package let inPoint: Double
    /// The last frame that still shows the animation; segments never run past it.
    package let lastShownFrame: Double
    private let markers: [String: Marker]

    /// The segments `animation`'s markers name, with the whole animation where one is missing.
    package init(animation: LottieAnimation) {
        inPoint = animation.inPoint
        lastShownFrame = max(animation.outPoint - 0.001, animation.inPoint)
        var byName: [String: Marker] = [:]
        for marker in animation.markers where byName[marker.name] == nil && marker.durationFrames > 0 {
            byName[marker.name] = marker
        }
        markers = byName
    }

    /// What plays for `role` when the shift goes in `direction`.
    package func segment(_ role: SegmentRole, direction: ShiftDirection) -> IconSegment {
        let variant = direction == .none ? nil : "\(role.rawValue).\(direction.rawValue)"
        if let variant, let found = marked(variant) { return found }
        if let found = marked(role.rawValue) { return found }
        switch role {
        case .select:
            return whole
        case .deselect:
            return segment(.select, direction: direction).reversed
        case .reselect:
            let rest = segment(.select, direction: .none).endFrame
            return IconSegment(startFrame: rest, endFrame: rest, source: "no reselect marker: stays")
        }
    }

    /// Unselected icons rest where select starts; selected ones where it ends.
    package func restFrame(selected: Bool) -> Double {
        let select = segment(.select, direction: .none)
        return selected ? select.endFrame : select.startFrame
    }

    private var whole: IconSegment {
        IconSegment(startFrame: inPoint, endFrame: lastShownFrame, source: "whole animation")
    }

    /// A marker's stretch ends a thousandth of a frame before the frame the next marker starts on, so that the
    /// segment ends on its own last pose even when the author put a different one at the boundary.
    private func marked(_ name: String) -> IconSegment? {
        guard let marker = markers[name] else { return nil }
        return IconSegment(
            startFrame: max(marker.frame, inPoint), endFrame: min(marker.endFrame - 0.001, lastShownFrame), source: name
        )
    }
}
