import TabShiftEngine

/// A scripted tab shift: the requests a person would make, as data, so that a shift can be recorded, rendered
/// and snapshot-tested.
public struct TabShiftPlan: Sendable, Equatable {
    public var from: Int
    public var to: Int
    /// A second tap on `target` at `time` seconds, before the first shift has finished.
    public var interruption: (target: Int, time: Double)?
    /// Drive the shift by a gesture instead of a tap: the drag reaches `progress` at the shift's own pace, then
    /// lets go with `velocity` (progress per second).
    public var release: (progress: Double, velocity: Double)?
    public var reducedMotion: Bool

    public init(from: Int, to: Int, interruption: (target: Int, time: Double)? = nil, release: (progress: Double, velocity: Double)? = nil, reducedMotion: Bool = false) {
        self.from = from
        self.to = to
        self.interruption = interruption
        self.release = release
        self.reducedMotion = reducedMotion
    }

    public static func == (lhs: TabShiftPlan, rhs: TabShiftPlan) -> Bool {
        lhs.from == rhs.from && lhs.to == rhs.to && lhs.reducedMotion == rhs.reducedMotion
            && lhs.interruption?.target == rhs.interruption?.target && lhs.interruption?.time == rhs.interruption?.time
            && lhs.release?.progress == rhs.release?.progress && lhs.release?.velocity == rhs.release?.velocity
    }

    /// The session with the plan's requests made, starting at rest on `from` at time 0.
    public func session(for bar: TabBar, gestureSamplesPerSecond: Double = 60) throws(TabShiftError) -> TabShiftSession {
        guard bar.manifest.tabs.indices.contains(from) else { throw .noSuchTab(from, count: bar.tabCount) }
        var session = TabShiftSession(bar: bar, selected: from, reducedMotion: reducedMotion)
        if let release {
            try session.beginInteractive(toward: to, at: 0)
            let releaseTime = min(max(release.progress, 0), 1) * bar.duration
            let steps = Int(clampingRounded: releaseTime * gestureSamplesPerSecond, to: 1...1_000_000, rule: .up)
            for step in 1...steps {
                let time = releaseTime * Double(step) / Double(steps)
                try session.updateInteractive(progress: release.progress * Double(step) / Double(steps), at: time)
            }
            try session.releaseInteractive(velocity: release.velocity, at: releaseTime)
        } else {
            try session.select(to, at: 0)
        }
        if let interruption {
            try session.select(interruption.target, at: interruption.time)
        }
        return session
    }
}
