@_spi(Model) import LottieModel
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
    private var badgeChanges: [BadgeRequest] = []

    /// Starts at rest on `selected`, or on the manifest's initial selection.
    public init(bar: TabBar, selected: Int? = nil, reducedMotion: Bool = false) {
        self.bar = bar
        self.reducedMotion = reducedMotion
        initial = BarState.resting(
            bar: bar, selected: min(max(selected ?? bar.manifest.initialIndex, 0), max(bar.tabCount - 1, 0)))
    }

    /// The tab selected, at rest, when the session began.
    public var initialSelection: Int { initial.selected }

    /// The tab selected once everything asked so far has played out.
    public var selectedIndex: Int { legs.last?.destination ?? initial.selected }

    /// When the bar comes to rest; nil while a gesture holds it.
    public var endTime: Double? {
        let legEnd = legs.last.map(\.endTime) ?? 0
        guard let legEnd else { return nil }
        let badgeEnds = bar.manifest.tabs.indices.compactMap { badgeTrack($0).settleTime }
        return ([legEnd] + badgeEnds).max()
    }

    /// Sets, changes or (with nil) clears tab `index`'s badge at `time`: it pops in, bumps to its new text, or
    /// shrinks away. Badge changes are requests like taps, made in time order with them.
    public mutating func setBadge(_ badge: TabBadge?, on index: Int, at time: Double) throws(TabShiftError) {
        try validate(index, at: time)
        badgeChanges.append(BadgeRequest(tab: index, badge: badge, time: time))
    }

    /// A tap on tab `index` at `time` seconds. Tapping the selected tab plays its reselect segment.
    public mutating func select(_ index: Int, at time: Double) throws(TabShiftError) {
        try validate(index, at: time)
        if let last = legs.last, last.kind == .interactive, last.clock.endTime == nil {
            throw .interactiveShiftInProgress
        }
        let state = state(at: time)
        let builder = ShiftLegBuilder(bar: bar)
        legs.append(
            reducedMotion
                ? builder.reducedMotionLeg(from: state, to: index, at: time)
                : builder.leg(from: state, to: index, at: time, kind: .timed))
    }

    /// A gesture starts moving the selection toward `index`; its progress comes from `updateInteractive`.
    public mutating func beginInteractive(toward index: Int, at time: Double) throws(TabShiftError) {
        try validate(index, at: time)
        if let last = legs.last, last.kind == .interactive, last.clock.endTime == nil {
            throw .interactiveShiftInProgress
        }
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
        leg.clock.append(
            .timed(
                startTime: time, from: progress, to: target,
                duration: abs(target - progress) * bar.duration / settings.completionSpeed))
        leg.isCancelled = !finishes
        legs[legs.count - 1] = leg
        return finishes
    }

    /// The bar at `time`: a pure function of the requests made and the time.
    public func pose(at time: Double) -> TabBarPose {
        // The leg read in place, by its index: a copy of it counted a reference to each of its channels' arrays.
        let leg = legs.lastIndex { $0.startTime <= time }
        let state = leg.map { legs[$0].state(at: time, velocities: false) } ?? initial
        let theme = bar.manifest.theme, layout = bar.layout
        let progress = leg.map { legs[$0].clock.progress(at: time) } ?? 1
        let fading = (leg.map { legs[$0].kind == .reducedMotion } ?? false) && progress < 1
        let tabs = bar.manifest.tabs.indices.map { index -> TabPose in
            let mix = min(max(state.tints[index].value, 0), 1)
            var selection = mix
            var crossFade: CrossFade?
            if let leg, let fade = legs[leg].fades[index], progress < 1 {
                let from = min(max(fade.fromTint, 0), 1)
                crossFade = CrossFade(
                    fromFrame: fade.fromFrame, fromTint: theme.tint(selection: from), progress: progress,
                    fromIconRect: layout.iconRect(index, selection: from))
                selection = from + (mix - from) * progress
            }
            let iconRect = layout.iconRect(index, selection: mix)
            let offset = Point(x: state.offsets[index].value, y: 0)
            return TabPose(
                id: bar.manifest.tabs[index].id, index: index, frame: state.icons[index].frame, iconRect: iconRect,
                offset: offset, scale: 1 + state.scales[index].value, opacity: 1, tint: theme.tint(selection: mix),
                crossFade: crossFade,
                title: titlePose(index, selection: selection),
                badge: badgePose(
                    index, at: time,
                    icon: Rect(
                        x: iconRect.x + offset.x, y: iconRect.y + offset.y, width: iconRect.width,
                        height: iconRect.height))
            )
        }
        let legSettled = leg.map { legs[$0].endTime.map { time >= $0 } ?? false } ?? true
        let settled = legSettled && !bar.manifest.tabs.indices.contains { badgeTrack($0).isMoving(at: time) }
        return TabBarPose(
            time: time, tabs: tabs, indicators: indicators(state, tabs: tabs, fading: fading),
            selectedIndex: leg.map { legs[$0].destination } ?? initial.selected, isSettled: settled)
    }

    private func titlePose(_ index: Int, selection: Double) -> TitlePose? {
        guard bar.layout.showsTitle(index), let text = bar.manifest.tabs[index].title else { return nil }
        return TitlePose(
            text: text, rect: bar.layout.titleRect(index), opacity: bar.layout.titleShare(index, selection: selection),
            selection: selection,
            color: bar.manifest.theme.titleColor(selection: selection))
    }

    private func badgePose(_ index: Int, at time: Double, icon: Rect) -> BadgePose? {
        guard let shown = badgeTrack(index).state(at: time) else { return nil }
        let anchor = bar.layout.badgeAnchor(icon: icon)
        return BadgePose(
            badge: shown.badge, previous: shown.previous, change: shown.change, scale: shown.scale,
            opacity: shown.opacity,
            anchor: anchor.point, growth: anchor.growth, color: bar.manifest.theme.badgeColor,
            textColor: bar.manifest.theme.badgeTextColor)
    }

    private func badgeTrack(_ index: Int) -> BadgeTrack {
        BadgeTrack(
            initial: bar.manifest.tabs[index].badge, changes: badgeChanges.filter { $0.tab == index },
            reducedMotion: reducedMotion,
            fadeDuration: bar.manifest.timing.reducedMotionDuration)
    }

    /// One sliding indicator; or, for Material's pills and while reduced motion fades, one per tab that shows any,
    /// the tab being reached last. A Material pill grows from its centre as its share does.
    private func indicators(_ state: BarState, tabs: [TabPose], fading: Bool) -> [IndicatorPose] {
        let manifest = bar.manifest
        guard manifest.indicator.style != .none else { return [] }
        let perTab = fading || (manifest.style == .material && manifest.indicator.style == .pill)
        guard perTab else {
            let resting = bar.layout.indicatorRect(state.selected)
            let left = min(state.indicatorLeft.value, state.indicatorRight.value),
                right = max(state.indicatorLeft.value, state.indicatorRight.value)
            return [
                IndicatorPose(
                    style: manifest.indicator.style,
                    rect: Rect(x: left, y: resting.y, width: right - left, height: resting.height),
                    color: manifest.indicator.color, opacity: 1, tabIndex: nil)
            ]
        }
        var shown: [IndicatorPose] = []
        for index in tabs.indices.sorted(by: { ($0 == state.selected ? 1 : 0) < ($1 == state.selected ? 1 : 0) }) {
            let share = state.indicatorShares[index].value
            guard share > 1e-3 else { continue }
            var rect = bar.layout.indicatorRect(index)
            if manifest.style == .material && manifest.indicator.style == .pill {
                rect = bar.layout.materialPill(around: tabs[index].iconRect)
                if !fading {
                    rect = Rect(
                        x: rect.midX - rect.width * share / 2, y: rect.y, width: rect.width * share, height: rect.height
                    )
                }
            }
            shown.append(
                IndicatorPose(
                    style: manifest.indicator.style, rect: rect, color: manifest.indicator.color,
                    opacity: min(share, 1), tabIndex: index))
        }
        return shown
    }

    /// Everything that has happened by `time`, in time order.
    public func events(through time: Double) -> [TabShiftEvent] {
        var events: [TabShiftEvent] = []
        for (position, leg) in legs.enumerated() {
            let cutoff = position + 1 < legs.count ? legs[position + 1].startTime : .infinity
            events.append(
                .began(from: leg.from, to: leg.to, time: leg.startTime, interactive: leg.kind == .interactive))
            if leg.kind != .reducedMotion {
                for kind in ShiftTrackKind.allCases where kind != .ripple || bar.manifest.timing.ripple {
                    if let reached = leg.clock.time(reaching: bar.window(kind).end), reached < cutoff, !leg.isCancelled
                    {
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
        for change in badgeChanges {
            events.append(.badgeChanged(tab: change.tab, badge: change.badge, time: change.time))
        }
        return events.filter { $0.time <= time }.enumerated().sorted {
            ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
        }.map(\.element)
    }

    private func state(at time: Double) -> BarState {
        legs.last { $0.startTime <= time }?.state(at: time) ?? initial
    }

    private func validate(_ index: Int, at time: Double) throws(TabShiftError) {
        guard bar.manifest.tabs.indices.contains(index) else { throw .noSuchTab(index, count: bar.tabCount) }
        let last =
            ((legs.last.map { leg in [leg.startTime] + leg.clock.pieces.map(\.startTime) } ?? [])
            + badgeChanges.map(\.time)).max()
        if let last, time < last { throw .timeWentBackwards(requested: time, last: last) }
    }
}
