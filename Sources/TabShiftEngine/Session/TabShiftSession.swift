import LottieModel
import VectorGraphics

/// A tab bar over time: the requests made to it (taps, gestures), and from them its pose at any moment.
///
/// A session is a value and `pose(at:)` is a pure function of it and the time, so any frame can be rendered
/// again, in any order, and comes out the same. Requests must be made in time order.
public struct TabShiftSession: Sendable {
    /// The bar the session plays.
    public let bar: TabBar
    /// No shifting and no overshoot: taps cross-fade icons to their end frames.
    public var reducedMotion: Bool
    private let initial: BarState
    private var legs: [ShiftLeg] = []

    /// Starts at rest on `selected`, or on the manifest's initial selection.
    public init(bar: TabBar, selected: Int? = nil, reducedMotion: Bool = false) {
        self.bar = bar
        self.reducedMotion = reducedMotion
        initial = BarState.resting(bar: bar, selected: min(max(selected ?? bar.manifest.initialIndex, 0), max(bar.tabCount - 1, 0)))
    }

    /// The tab selected, at rest, when the session began.
    public var initialSelection: Int { initial.selected }

    /// The tab selected once everything asked so far has played out.
    public var selectedIndex: Int { legs.last?.destination ?? initial.selected }

    /// When the bar comes to rest; nil while a gesture holds it.
    public var endTime: Double? {
        guard let last = legs.last else { return 0 }
        return last.endTime
    }

    /// A tap on tab `index` at `time` seconds. Tapping the selected tab plays its reselect segment.
    public mutating func select(_ index: Int, at time: Double) throws(TabShiftError) {
        try validate(index, at: time)
        if let last = legs.last, last.kind == .interactive, last.clock.endTime == nil { throw .interactiveShiftInProgress }
        let state = state(at: time)
        let builder = ShiftLegBuilder(bar: bar)
        legs.append(reducedMotion ? builder.reducedMotionLeg(from: state, to: index, at: time) : builder.leg(from: state, to: index, at: time, kind: .timed))
    }

    /// A gesture starts moving the selection toward `index`; its progress comes from `updateInteractive`.
    public mutating func beginInteractive(toward index: Int, at time: Double) throws(TabShiftError) {
        try validate(index, at: time)
        if let last = legs.last, last.kind == .interactive, last.clock.endTime == nil { throw .interactiveShiftInProgress }
        legs.append(ShiftLegBuilder(bar: bar).leg(from: state(at: time), to: index, at: time, kind: .interactive))
    }

    /// The gesture's progress, 0 (nothing moved) to 1 (all the way).
    public mutating func updateInteractive(progress: Double, at time: Double) throws(TabShiftError) {
        guard var leg = legs.last, leg.kind == .interactive, leg.clock.endTime == nil else { throw .noInteractiveShift }
        try validate(leg.to, at: time)
        leg.clock.append(.held(startTime: time, progress: min(max(progress, 0), 1)))
        legs[legs.count - 1] = leg
    }

    /// The gesture lets go with `velocity` in progress per second. A fling beyond the velocity threshold goes the
    /// way it was flung; otherwise the shift finishes past the threshold and cancels before it. The rest plays at
    /// the completion speed. Returns whether the shift finishes.
    @discardableResult
    public mutating func releaseInteractive(velocity: Double, at time: Double) throws(TabShiftError) -> Bool {
        guard var leg = legs.last, leg.kind == .interactive, leg.clock.endTime == nil else { throw .noInteractiveShift }
        try validate(leg.to, at: time)
        let settings = bar.manifest.timing.interactive
        let progress = leg.clock.progress(at: time)
        let finishes = abs(velocity) > settings.velocityThreshold ? velocity > 0 : progress >= settings.threshold
        let target = finishes ? 1.0 : 0.0
        leg.clock.append(.timed(startTime: time, from: progress, to: target, duration: abs(target - progress) * bar.duration / settings.completionSpeed))
        leg.isCancelled = !finishes
        legs[legs.count - 1] = leg
        return finishes
    }

    /// The bar at `time`: a pure function of the requests made and the time.
    public func pose(at time: Double) -> TabBarPose {
        let leg = legs.last { $0.startTime <= time }
        let state = leg?.state(at: time) ?? initial
        let theme = bar.manifest.theme
        let progress = leg?.clock.progress(at: time) ?? 1
        let tabs = bar.manifest.tabs.indices.map { index -> TabPose in
            let mix = min(max(state.tints[index].value, 0), 1)
            var crossFade: CrossFade?
            if let fade = leg?.fades[index], progress < 1 {
                crossFade = CrossFade(fromFrame: fade.fromFrame, fromTint: theme.unselectedTint.interpolated(to: theme.selectedTint, progress: fade.fromTint), progress: progress)
            }
            return TabPose(
                id: bar.manifest.tabs[index].id, index: index, frame: state.icons[index].frame, iconRect: bar.layout.iconRect(index),
                offset: Point(x: state.offsets[index].value, y: 0), scale: 1 + state.scales[index].value, opacity: 1,
                tint: theme.unselectedTint.interpolated(to: theme.selectedTint, progress: mix), crossFade: crossFade
            )
        }
        var indicator: IndicatorPose?
        if bar.manifest.indicator.style != .none {
            let resting = bar.layout.indicatorRect(state.selected)
            let left = min(state.indicatorLeft.value, state.indicatorRight.value), right = max(state.indicatorLeft.value, state.indicatorRight.value)
            indicator = IndicatorPose(style: bar.manifest.indicator.style, rect: Rect(x: left, y: resting.y, width: right - left, height: resting.height), color: bar.manifest.indicator.color)
        }
        let settled = leg.map { leg in leg.endTime.map { time >= $0 } ?? false } ?? true
        return TabBarPose(time: time, tabs: tabs, indicator: indicator, selectedIndex: leg?.destination ?? initial.selected, isSettled: settled)
    }

    /// Everything that has happened by `time`, in time order.
    public func events(through time: Double) -> [TabShiftEvent] {
        var events: [TabShiftEvent] = []
        for (position, leg) in legs.enumerated() {
            let cutoff = position + 1 < legs.count ? legs[position + 1].startTime : .infinity
            events.append(.began(from: leg.from, to: leg.to, time: leg.startTime, interactive: leg.kind == .interactive))
            if leg.kind != .reducedMotion {
                for kind in ShiftTrackKind.allCases where kind != .ripple || bar.manifest.timing.ripple {
                    if let reached = leg.clock.time(reaching: bar.window(kind).end), reached < cutoff, !leg.isCancelled {
                        events.append(.trackCompleted(kind, time: reached))
                    }
                }
            }
            if let end = leg.endTime, end <= cutoff {
                events.append(.finished(selected: leg.destination, cancelled: leg.isCancelled, time: end))
            } else if cutoff.isFinite {
                events.append(.interrupted(time: cutoff))
            }
        }
        return events.filter { $0.time <= time }.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    private func state(at time: Double) -> BarState {
        legs.last { $0.startTime <= time }?.state(at: time) ?? initial
    }

    private func validate(_ index: Int, at time: Double) throws(TabShiftError) {
        guard bar.manifest.tabs.indices.contains(index) else { throw .noSuchTab(index, count: bar.tabCount) }
        let last = legs.last.map { leg in [leg.startTime] + leg.clock.pieces.map(\.startTime) }?.max()
        if let last, time < last { throw .timeWentBackwards(requested: time, last: last) }
    }
}
