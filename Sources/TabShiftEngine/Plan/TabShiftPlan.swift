/// A tab named by its id in the bar (`"home"`) or by its position (`0`), resolved when a plan meets a bar.
public enum TabReference: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    case id(String)
    case index(Int)

    /// The tab with this id.
    public init(stringLiteral id: String) { self = .id(id) }
    /// The tab at this position, 0 first.
    public init(integerLiteral index: Int) { self = .index(index) }

    /// The tab as messages name it.
    public var description: String {
        switch self {
        case .id(let id): "\"\(id)\""
        case .index(let index): "tab \(index)"
        }
    }

    /// The tab's position in `bar`, or an error naming the ids there are.
    package func index(in bar: TabBar) throws(TabShiftError) -> Int {
        switch self {
        case .index(let index):
            guard bar.manifest.tabs.indices.contains(index) else { throw .noSuchTab(index, count: bar.tabCount) }
            return index
        case .id(let id):
            guard let index = bar.manifest.tabs.firstIndex(where: { $0.id == id }) else {
                throw .noSuchTabID(id, ids: bar.manifest.tabs.map(\.id))
            }
            return index
        }
    }
}

/// A scripted tab shift: the requests a person would make, as data, so that a shift can be recorded, rendered
/// and snapshot-tested.
///
/// ```swift
/// let tap = TabShiftPlan(from: "home", to: "favourites")
/// let changedMind = TabShiftPlan(from: "home", to: "profile", interruption: .init(tab: "search", at: 0.15))
/// let swipe = TabShiftPlan(from: "home", to: "inbox", release: .init(progress: 0.3, velocity: 2))
/// ```
public struct TabShiftPlan: Sendable, Hashable {
    /// A second tap, on `tab`, `time` seconds after the first request, before the shift has finished.
    public struct Interruption: Sendable, Hashable {
        /// The tab tapped.
        public var tab: TabReference
        /// Seconds after the first request.
        public var time: Double

        /// A tap on `tab` at `time` seconds.
        public init(tab: TabReference, at time: Double) {
            self.tab = tab
            self.time = time
        }
    }

    /// The shift driven by a drag instead of a tap: the drag reaches `progress` (0…1) at the shift's own pace,
    /// then lets go with `velocity` (progress per second).
    public struct Release: Sendable, Hashable {
        /// How far the drag gets (0…1) before it lets go.
        public var progress: Double
        /// The drag's velocity as it lets go, in progress per second.
        public var velocity: Double

        /// A drag that lets go at `progress` with `velocity`.
        public init(progress: Double, velocity: Double) {
            self.progress = progress
            self.velocity = velocity
        }
    }

    /// A tab's badge set, changed or cleared at a time: `inbox` to `3` at 0.2 s.
    public struct BadgeChange: Sendable, Hashable {
        /// The tab whose badge changes.
        public var tab: TabReference
        /// The new badge; nil clears it.
        public var badge: TabBadge?
        /// Seconds after the first request.
        public var time: Double

        /// `tab`'s badge becomes `badge` (nil: none) at `time` seconds.
        public init(tab: TabReference, badge: TabBadge?, at time: Double) {
            self.tab = tab
            self.badge = badge
            self.time = time
        }
    }

    /// The tab selected, at rest, at time 0.
    public var from: TabReference
    /// The tab asked for at time 0.
    public var to: TabReference
    /// A second tap before the shift has finished.
    public var interruption: Interruption?
    /// Drive the shift by a drag instead of a tap.
    public var release: Release?
    /// Shift as with the system's Reduce Motion setting: cross-fades, no movement or overshoot.
    public var reducedMotion: Bool
    /// Badges set, changed or cleared during the shift.
    public var badgeChanges: [BadgeChange]

    /// A shift from `from` (at rest at time 0) to `to`, asked for at time 0.
    public init(
        from: TabReference, to: TabReference, interruption: Interruption? = nil, release: Release? = nil,
        reducedMotion: Bool = false, badgeChanges: [BadgeChange] = []
    ) {
        self.from = from
        self.to = to
        self.interruption = interruption
        self.release = release
        self.reducedMotion = reducedMotion
        self.badgeChanges = badgeChanges
    }

    /// The session with the plan's requests made, starting at rest on `from` at time 0.
    package func session(for bar: TabBar, gestureSamplesPerSecond: Double = 60) throws(TabShiftError) -> TabShiftSession
    {
        let start = try from.index(in: bar), target = try to.index(in: bar)
        var session = TabShiftSession(bar: bar, selected: start, reducedMotion: reducedMotion)
        if let release {
            try session.beginInteractive(toward: target, at: 0)
            let releaseTime = min(max(release.progress, 0), 1) * bar.duration
            let steps = Int(clampingRounded: releaseTime * gestureSamplesPerSecond, to: 1...1_000_000, rule: .up)
            for step in 1...steps {
                let time = releaseTime * Double(step) / Double(steps)
                try session.updateInteractive(progress: release.progress * Double(step) / Double(steps), at: time)
            }
            try session.releaseInteractive(velocity: release.velocity, at: releaseTime)
        } else {
            try session.select(target, at: 0)
        }
        // The later requests in time order; a badge change at the same moment as the tap comes after it.
        var later: [(time: Double, order: Int, make: (inout TabShiftSession) throws(TabShiftError) -> Void)] = []
        if let interruption {
            let tab = try interruption.tab.index(in: bar)
            later.append(
                (
                    interruption.time, 0,
                    { (session: inout TabShiftSession) throws(TabShiftError) in
                        try session.select(tab, at: interruption.time)
                    }
                ))
        }
        for (order, change) in badgeChanges.enumerated() {
            let tab = try change.tab.index(in: bar)
            later.append(
                (
                    change.time, order + 1,
                    { (session: inout TabShiftSession) throws(TabShiftError) in
                        try session.setBadge(change.badge, on: tab, at: change.time)
                    }
                ))
        }
        for request in later.sorted(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            try request.make(&session)
        }
        return session
    }
}
