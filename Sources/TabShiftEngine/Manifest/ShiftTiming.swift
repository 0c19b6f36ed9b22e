/// How a shift from one tab to another is timed, and how gestures and interruptions are handled.
public struct ShiftTiming: Sendable, Equatable {
    /// Seconds from the request to the end of the last track; nil takes a spring's settle time, or 0.45 s.
    public var duration: Double?
    /// The curve of tracks that name none.
    public var curve: TimingCurve
    /// Per-track start, duration and curve within the shift.
    public var tracks: [ShiftTrackKind: TrackTiming]
    /// How far, in points, the two icons lean toward the direction of travel.
    public var iconShiftDistance: Double
    /// How much earlier the indicator's leading edge arrives than its trailing edge, as a share of its track.
    public var indicatorLead: Double
    /// Tabs passed over pulse as the indicator crosses them.
    public var ripple: Bool
    /// How a dragged shift finishes or cancels when let go.
    public var interactive: InteractiveSettings
    /// What a tap during a shift does to the shift under way.
    public var interruption: InterruptionPolicy
    /// Settings for people who ask for less motion: no movement, icons change with a short cross-fade.
    public var reducedMotionDuration: Double

    /// A shift's timing; unset values take iOS-like defaults.
    public init(
        duration: Double? = nil, curve: TimingCurve = .easeInOut, tracks: [ShiftTrackKind: TrackTiming] = [:],
        iconShiftDistance: Double = 4, indicatorLead: Double = 0.25, ripple: Bool = false,
        interactive: InteractiveSettings = InteractiveSettings(), interruption: InterruptionPolicy = .reverse,
        reducedMotionDuration: Double = 0.15
    ) {
        self.duration = duration
        self.curve = curve
        self.tracks = tracks
        self.iconShiftDistance = iconShiftDistance
        self.indicatorLead = indicatorLead
        self.ripple = ripple
        self.interactive = interactive
        self.interruption = interruption
        self.reducedMotionDuration = reducedMotionDuration
    }
}

/// The parallel parts of a shift.
public enum ShiftTrackKind: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The deselected icon plays its deselect segment.
    case outgoing
    /// The selected icon plays its select segment.
    case incoming
    /// Tints cross-fade between the selected and unselected colours.
    case tint
    /// Both icons lean toward the direction of travel and come back.
    case iconShift
    /// The indicator slides from the old tab to the new.
    case indicator
    /// Tabs passed over pulse.
    case ripple
}

/// When a track runs within its shift, as shares of the shift's duration, and how it eases.
public struct TrackTiming: Sendable, Equatable {
    /// When the track starts, as a fraction of the shift.
    public var start: Double
    /// How long it lasts, as a fraction of the shift.
    public var duration: Double
    /// nil uses the shift's curve.
    public var curve: TimingCurve?

    /// A track's timing within the shift; the shift's curve unless given one.
    public init(start: Double = 0, duration: Double = 1, curve: TimingCurve? = nil) {
        self.start = start
        self.duration = duration
        self.curve = curve
    }
}

/// A timing curve: maps progress 0…1 to eased progress, which a spring may carry past 1.
public enum TimingCurve: Sendable, Equatable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// CSS-style control points (x1, y1) and (x2, y2).
    case cubicBezier(Double, Double, Double, Double)
    case spring(SpringParameters)
}

/// A damped spring moving from 0 to 1. `response` is the undamped period in seconds; `initialVelocity` is in
/// units of the whole distance per second.
public struct SpringParameters: Sendable, Equatable {
    /// 1 settles without overshoot; lower bounces.
    public var dampingRatio: Double
    /// Seconds for one undamped oscillation: the spring's speed.
    public var response: Double
    /// Velocity at the start, in progress per second.
    public var initialVelocity: Double

    /// A spring, as SwiftUI describes one.
    public init(dampingRatio: Double = 0.8, response: Double = 0.4, initialVelocity: Double = 0) {
        self.dampingRatio = dampingRatio
        self.response = response
        self.initialVelocity = initialVelocity
    }
}

/// How a gesture-driven shift ends: past the threshold or flung fast enough it finishes, otherwise it cancels.
public struct InteractiveSettings: Sendable, Equatable {
    /// Progress past which a released drag completes.
    public var threshold: Double
    /// Progress per second beyond which the direction of the fling decides.
    public var velocityThreshold: Double
    /// The rest plays this many times faster than the shift's own duration.
    public var completionSpeed: Double

    /// How a dragged shift decides on release.
    public init(threshold: Double = 0.5, velocityThreshold: Double = 1, completionSpeed: Double = 1.5) {
        self.threshold = threshold
        self.velocityThreshold = velocityThreshold
        self.completionSpeed = completionSpeed
    }
}

/// What a new target during a shift does to the motion in flight.
public enum InterruptionPolicy: String, Sendable, Equatable {
    /// Segments in flight play back from their current frame; everything else eases to the new target.
    case reverse
    /// Every value becomes a spring toward the new target, keeping its position and velocity.
    case retarget
}
