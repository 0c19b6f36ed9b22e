import Foundation
@_spi(Model) import LottieModel

/// A badge set, changed or cleared on a tab at a time: an event on the timeline like a tap.
struct BadgeRequest: Sendable, Equatable {
    let tab: Int
    let badge: TabBadge?
    let time: Double
}

/// One tab's badge over time, from the badge it starts with and its changes: it pops in on a spring, bumps when
/// its text changes (the old text fading into the new as the badge's width follows), and shrinks away when
/// cleared. Each change starts from the scale and speed the last one had reached, so an interruption never jumps.
/// In reduced motion badges only fade.
struct BadgeTrack: Sendable, Equatable {
    static let popSpring = SpringParameters(dampingRatio: 0.55, response: 0.38)
    static let leaveSpring = SpringParameters(dampingRatio: 1, response: 0.3)
    /// The kick a change gives the badge's scale, per second: a bump of about a fifth.
    static let changeKick = 3.5
    /// Seconds the old text takes to fade into the new.
    static let changeDuration = 0.2

    private struct Step: Sendable, Equatable {
        let time: Double
        let before: TabBadge?
        let after: TabBadge?
        let scale: SpringMotion
    }

    private let initial: TabBadge?
    private let steps: [Step]
    private let reducedMotion: Bool
    private let fadeDuration: Double

    init(initial: TabBadge?, changes: [BadgeRequest], reducedMotion: Bool, fadeDuration: Double) {
        self.initial = initial
        self.reducedMotion = reducedMotion
        self.fadeDuration = max(fadeDuration, 1e-3)
        var steps: [Step] = []
        var current = initial
        for change in changes {
            var startScale = current == nil ? 0.0 : 1.0, startVelocity = 0.0
            if let last = steps.last {
                startScale = last.scale.position(at: change.time - last.time)
                startVelocity = last.scale.velocity(at: change.time - last.time)
            }
            let scale: SpringMotion
            switch (current, change.badge) {
            case (_, nil):
                scale = SpringMotion(spring: Self.leaveSpring, from: startScale, to: 0, velocity: startVelocity)
            case (nil, _?):
                scale = SpringMotion(spring: Self.popSpring, from: startScale, to: 1, velocity: startVelocity)
            case (let before?, let after?):
                scale = SpringMotion(
                    spring: Self.popSpring, from: startScale, to: 1,
                    velocity: startVelocity + (before == after ? 0 : Self.changeKick))
            }
            steps.append(Step(time: change.time, before: current, after: change.badge, scale: scale))
            current = change.badge
        }
        self.steps = steps
    }

    /// The badge at `time`: what it shows, what it changes from, how far, its scale and opacity; nil when there is
    /// none to draw.
    func state(
        at time: Double
    ) -> (badge: TabBadge, previous: TabBadge?, change: Double, scale: Double, opacity: Double)? {
        guard let step = steps.last(where: { $0.time <= time }) else {
            return initial.map { ($0, nil, 1, 1, 1) }
        }
        let elapsed = time - step.time
        let changing = step.before != nil && step.after != nil && step.before != step.after
        let change = changing ? min(elapsed / (reducedMotion ? fadeDuration : Self.changeDuration), 1) : 1
        let previous = changing && change < 1 ? step.before : nil
        if reducedMotion {
            let fade = min(elapsed / fadeDuration, 1)
            switch (step.before, step.after) {
            case (let before?, nil): return fade < 1 ? (before, nil, 1, 1, 1 - fade) : nil
            case (nil, let after?): return (after, nil, 1, 1, fade)
            case (_, let after?): return (after, previous, change, 1, 1)
            case (nil, nil): return nil
            }
        }
        let scale = max(step.scale.position(at: elapsed), 0)
        let opacity = min(scale / 0.5, 1)
        switch (step.before, step.after) {
        case (let before?, nil):
            return elapsed < step.scale.settleDuration ? (before, nil, 1, scale, opacity) : nil
        case (_, let after?):
            return (after, previous, change, scale, opacity)
        case (nil, nil):
            return nil
        }
    }

    /// When the last change has played out.
    var settleTime: Double? {
        steps.last.map { $0.time + settleDuration($0) }
    }

    /// Whether a change is still playing out at `time`.
    func isMoving(at time: Double) -> Bool {
        guard let step = steps.last(where: { $0.time <= time }) else { return false }
        return time < step.time + settleDuration(step)
    }

    private func settleDuration(_ step: Step) -> Double {
        reducedMotion ? fadeDuration : max(step.scale.settleDuration, Self.changeDuration)
    }
}
