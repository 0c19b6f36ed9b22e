@_spi(Model) import LottieModel

/// A tab bar ready to shift: its manifest, layout, every icon's segments and the timing resolved.
public struct TabBar: Sendable {
    /// What the bar was built from.
    package let manifest: TabBarManifest
    /// Where each tab and the indicator go.
    package let layout: TabBarLayout
    /// Per tab, in manifest order.
    package let segments: [IconSegments]
    /// Seconds a shift takes: the manifest's, else a spring's settle time, else 0.45.
    package let duration: Double

    /// A bar of `manifest`'s tabs showing `animations`, one per tab in order.
    package init(manifest: TabBarManifest, animations: [LottieAnimation]) throws(TabShiftError) {
        guard animations.count == manifest.tabs.count else {
            throw .invalidBar("the bar has \(manifest.tabs.count) tabs but \(animations.count) animations were given")
        }
        self.manifest = manifest
        layout = TabBarLayout(manifest: manifest)
        segments = animations.map(IconSegments.init)
        if let duration = manifest.timing.duration {
            self.duration = duration
        } else if case .spring(let spring) = manifest.timing.curve {
            self.duration = spring.settleDuration
        } else {
            self.duration = 0.45
        }
    }

    /// How many tabs the bar has.
    package var tabCount: Int { manifest.tabs.count }

    /// Defaults that look good for icons: the outgoing icon leads, the incoming one follows a beat later,
    /// tints cross-fade early, the lean and the indicator take the whole shift.
    static let defaultTracks: [ShiftTrackKind: TrackTiming] = [
        .outgoing: TrackTiming(start: 0, duration: 0.75),
        .incoming: TrackTiming(start: 0.1, duration: 0.9),
        .tint: TrackTiming(start: 0, duration: 0.6),
        .iconShift: TrackTiming(start: 0, duration: 1),
        .indicator: TrackTiming(start: 0, duration: 1),
        .ripple: TrackTiming(start: 0, duration: 1)
    ]

    func window(_ kind: ShiftTrackKind) -> TrackWindow {
        let timing =
            (kind == .indicator ? manifest.indicator.track : nil) ?? manifest.timing.tracks[kind] ?? Self.defaultTracks[
                kind] ?? TrackTiming()
        return TrackWindow(start: timing.start, duration: timing.duration, curve: timing.curve ?? manifest.timing.curve)
    }

    /// The spring that retargeted values follow: the shift's own when it has one.
    var retargetSpring: SpringParameters {
        if case .spring(let spring) = manifest.timing.curve { return spring }
        return SpringParameters(dampingRatio: 0.85, response: duration * 0.8)
    }
}

/// Why a bar could not be built or a request could not be made.
public enum TabShiftError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidBar(String)
    case noSuchTab(Int, count: Int)
    case noSuchTabID(String, ids: [String])
    case timeWentBackwards(requested: Double, last: Double)
    case noInteractiveShift
    case interactiveShiftInProgress

    /// One sentence saying what went wrong.
    public var description: String {
        switch self {
        case .invalidBar(let message): message
        case .noSuchTab(let index, let count): "there is no tab \(index); the bar has tabs 0 to \(count - 1)"
        case .noSuchTabID(let id, let ids): "no tab has the id \"\(id)\"; the ids are \(ids.joined(separator: ", "))"
        case .timeWentBackwards(let requested, let last):
            "a request at \(requested) s comes before the previous one at \(last) s; requests must come in time order"
        case .noInteractiveShift: "no interactive shift is in progress; begin one first"
        case .interactiveShiftInProgress: "an interactive shift is in progress; release it first"
        }
    }
}
