import VectorGraphics

/// Which frame of an animation a state machine shows as time passes: the segment a state plays, in its mode, at its
/// speed, looping or not, and the tweens of tweened transitions. Frames count from the animation's first frame (0)
/// to its last (`frameCount - 1`), as dotLottie's actions (`SetFrame`, `SetProgress`) count them.
package struct PlaybackClock: Sendable, Equatable {
    /// What the clock needs of an animation.
    package struct Timing: Sendable, Equatable {
        /// Frames from the first to the end (`op - ip`); 0 for no animation, which nothing plays.
        package var frameCount: Double
        /// Frames per second.
        package var frameRate: Double
        /// Markers by name: their first frame and their length in frames, counted from the first frame.
        package var markers: [String: (start: Double, length: Double)]

        /// An animation's timing; markers count from its first frame.
        package init(frameCount: Double, frameRate: Double, markers: [String: (start: Double, length: Double)] = [:]) {
            self.frameCount = frameCount
            self.frameRate = frameRate
            self.markers = markers
        }

        /// No animation: nothing plays and nothing tweens.
        package static let none = Timing(frameCount: 0, frameRate: 30)

        /// The last frame a segment can show.
        package var lastFrame: Double { max(frameCount - 1, 0) }

        /// The same length, rate and markers.
        package static func == (left: Timing, right: Timing) -> Bool {
            left.frameCount == right.frameCount && left.frameRate == right.frameRate
                && left.markers.count == right.markers.count
                && left.markers.allSatisfy { name, marker in right.markers[name].map { $0 == marker } ?? false }
        }
    }

    /// Whether frames move as time passes.
    package enum Status: Sendable, Equatable {
        case playing, paused, stopped, tweening
    }

    /// What the end of a pass completed: one loop, or the whole segment.
    package enum Completion: Sendable, Equatable {
        case loop, segment
    }

    /// The animation played.
    package private(set) var timing: Timing
    /// The frame on screen, counted from the animation's first.
    package private(set) var frame: Double = 0
    /// Playing, paused, stopped or tweening.
    package private(set) var status: Status = .stopped
    /// The direction the segment plays in.
    package private(set) var mode: StateMachine.PlaybackMode = .forward
    /// How many times the animation's own rate the segment plays at.
    package private(set) var speed: Double = 1
    /// Whether the segment starts again at its end.
    package private(set) var loops = false
    /// How many passes a looping segment plays; 0 forever.
    package private(set) var loopCount = 0
    /// The frames the segment spans.
    package private(set) var range: ClosedRange<Double>
    /// The background the state asks for, `0xRRGGBBAA`.
    package private(set) var backgroundColor: UInt32?
    /// Whether the segment played to its end (and every loop it was asked for).
    package private(set) var isComplete = false
    private var direction: Double = 1
    private var loopsPlayed = 0
    private var tween: Tween?
    /// How the last tween ended, until it is read.
    private var tweenOutcome: TweenOutcome?

    /// How a tween ended: it reached its target, or was cancelled.
    package enum TweenOutcome: Sendable, Equatable {
        case completed, cancelled
    }

    /// What is on screen: a frame, or during a tween a blend of the pose the tween left and the frame it goes to.
    package indirect enum Pose: Sendable, Hashable {
        case frame(Double)
        case between(Pose, Double, progress: Double)

        var depth: Int {
            switch self {
            case .frame: 0
            case .between(let from, _, _): from.depth + 1
            }
        }
    }

    private struct Tween: Sendable, Equatable {
        var source: Pose
        var from: Double
        var to: Double
        var elapsed: Double
        var duration: Double
        var easing: UnitCubicBezier
        var progress: Double = 0
    }

    /// Tweens redirected mid-way blend from the blend on screen; past this many, the oldest pose is taken at its
    /// nearest frame, so a machine redirected forever draws in bounded time.
    package static let maximumBlendDepth = 4

    /// What to draw.
    package var pose: Pose {
        guard let tween else { return .frame(frame) }
        return .between(tween.source, tween.to, progress: tween.progress)
    }

    /// A clock for an animation of `timing`, at its first frame, stopped.
    package init(timing: Timing) {
        self.timing = timing
        range = 0...timing.lastFrame
    }

    /// Another animation: its whole length, from its first frame, stopped.
    package mutating func load(_ timing: Timing) {
        self.timing = timing
        range = 0...timing.lastFrame
        cancelTween()
        frame = 0
        status = .stopped
    }

    /// How a playback state plays: its segment (a marker; the whole animation when it names none or one the
    /// animation lacks), mode, speed and loops, from the segment's first frame in its mode; playing if it autoplays.
    package mutating func play(_ playback: StateMachine.Playback) {
        mode = playback.mode
        speed = Double(max(playback.speed, 0))
        loops = playback.loops
        loopCount = playback.loopCount
        backgroundColor = playback.backgroundColor
        if let name = playback.segment, let marker = timing.markers[name] {
            let start = min(max(marker.start, 0), timing.lastFrame)
            range = start...min(max(marker.start + marker.length, start), timing.lastFrame)
        } else {
            range = 0...timing.lastFrame
        }
        loopsPlayed = 0
        isComplete = false
        direction = mode.startsAtEnd ? -1 : 1
        frame = mode.startsAtEnd ? range.upperBound : range.lowerBound
        status = playback.autoplay && timing.frameCount > 0 ? .playing : .paused
    }

    /// The first frame a state's segment shows in `mode`: the tween target of a transition into it.
    package func firstFrame(ofSegment name: String?, mode: StateMachine.PlaybackMode) -> Double? {
        if let name {
            guard let marker = timing.markers[name] else { return nil }
            return mode.startsAtEnd ? min(marker.start + marker.length, timing.lastFrame) : marker.start
        }
        return mode.startsAtEnd ? timing.lastFrame : 0
    }

    /// Moves from the frame on screen to `target` over `seconds` along a cubic bezier; false when there is no
    /// animation to move in.
    package mutating func tween(to target: Double, seconds: Double, easing: [Double]) -> Bool {
        guard timing.frameCount > 0, easing.count == 4 else { return false }
        let curve = UnitCubicBezier(
            handle1: Point(x: easing[0], y: easing[1]), handle2: Point(x: easing[2], y: easing[3]))
        var source = pose
        if source.depth > Self.maximumBlendDepth { source = .frame(frame) }
        tween = Tween(
            source: source, from: frame, to: target, elapsed: 0, duration: max(seconds, 0) * 1000, easing: curve)
        tweenOutcome = nil
        status = .tweening
        return true
    }

    /// Whether a tween is under way.
    package var isTweening: Bool { tween != nil }

    /// Abandons a tween where it is; the outcome reads `cancelled`.
    package mutating func cancelTween() {
        guard tween != nil else { return }
        tween = nil
        tweenOutcome = .cancelled
        if status == .tweening { status = .paused }
    }

    /// How the last tween ended, once.
    package mutating func takeTweenOutcome() -> TweenOutcome? {
        defer { tweenOutcome = nil }
        return tweenOutcome
    }

    /// Stops where it is, as a user's stop does: a tween under way is cancelled and the frame stays.
    package mutating func stop() {
        cancelTween()
        status = .stopped
    }

    /// Holds the frame on screen.
    package mutating func pause() {
        if status == .playing { status = .paused }
    }

    /// Shows `frame` (clamped to the animation), as `SetFrame` and `SetProgress` do and as a tween's end does.
    package mutating func show(frame: Double) {
        self.frame = min(max(frame, 0), timing.lastFrame)
    }

    /// Lets `milliseconds` pass; what completed on the way, in order.
    package mutating func advance(milliseconds: Double) -> [Completion] {
        let elapsed = max(milliseconds, 0)
        if var current = tween {
            current.elapsed += elapsed
            let progress = current.duration > 0 ? min(current.elapsed / current.duration, 1) : 1
            current.progress = current.easing.value(at: progress)
            // The frame reported and hit-tested during a tween: the blend's, read on the timeline.
            frame = current.from + (current.to - current.from) * current.progress
            if progress >= 1 {
                frame = current.to
                tween = nil
                tweenOutcome = .completed
                status = .paused
            } else {
                tween = current
            }
            return []
        }
        guard status == .playing, timing.frameRate > 0 else { return [] }
        var remaining = elapsed / 1000 * timing.frameRate * speed
        var completions: [Completion] = []
        let length = range.upperBound - range.lowerBound
        // A segment of no length completes each time it is asked to move, once.
        if length <= 0 {
            if remaining > 0 { completions += finishPass() }
            return completions
        }
        // Bounded by the frames to go, and by passes in any case: a huge step over a tiny segment ends in time.
        var passes = 0
        while remaining > 0, status == .playing, passes < 10_000 {
            let edge = direction > 0 ? range.upperBound : range.lowerBound
            let distance = abs(edge - frame)
            if remaining < distance {
                frame += direction * remaining
                remaining = 0
            } else {
                frame = edge
                remaining -= distance
                passes += 1
                completions += finishPass()
            }
        }
        return completions
    }

    /// At an end of the segment: turn back (bounce), start again (loop) or complete.
    private mutating func finishPass() -> [Completion] {
        let bounces = mode == .bounce || mode == .reverseBounce
        let startDirection: Double = mode.startsAtEnd ? -1 : 1
        if bounces && direction == startDirection {
            direction = -direction
            return []
        }
        if loops {
            loopsPlayed += 1
            if loopCount > 0 && loopsPlayed >= loopCount {
                status = .paused
                isComplete = true
                return [.loop, .segment]
            }
            if bounces {
                direction = startDirection
            } else {
                frame = startDirection > 0 ? range.lowerBound : range.upperBound
            }
            return [.loop]
        }
        status = .paused
        isComplete = true
        return [.segment]
    }
}
