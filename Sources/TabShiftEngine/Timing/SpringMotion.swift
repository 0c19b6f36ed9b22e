import Foundation
@_spi(Model) import LottieModel

/// A damped spring released at `from` with `velocity`, pulled toward `to`: closed forms for all three regimes.
package struct SpringMotion: Sendable, Equatable {
    /// The spring's damping, response and initial velocity.
    package let spring: SpringParameters
    /// Where the motion starts.
    package let from: Double
    /// Where it settles.
    package let to: Double
    /// Its velocity at the start, in units per second.
    package let velocity: Double
    /// The time after which the spring stays within 0.001 of its target (scaled by the distance when that is
    /// larger than 1), to the millisecond; found once, when the motion is made, since poses ask for it every frame.
    package private(set) var settleDuration: Double = 0

    /// A motion from `from` to `to` under `spring`, starting at `velocity`.
    package init(spring: SpringParameters, from: Double, to: Double, velocity: Double) {
        self.spring = spring
        self.from = from
        self.to = to
        self.velocity = velocity
        settleDuration = findSettleDuration()
    }

    /// The same motion with its settle time already known: finding it is a search, and curves evaluated every
    /// frame keep it.
    init(spring: SpringParameters, from: Double, to: Double, velocity: Double, settleDuration: Double) {
        self.spring = spring
        self.from = from
        self.to = to
        self.velocity = velocity
        self.settleDuration = settleDuration
    }

    /// Undamped angular frequency.
    private var omega: Double { 2 * .pi / spring.response }

    /// Position `time` seconds after release.
    package func position(at time: Double) -> Double {
        to + displacement(at: max(time, 0)).position
    }

    /// The velocity `time` seconds in.
    package func velocity(at time: Double) -> Double {
        displacement(at: max(time, 0)).velocity
    }

    /// Displacement from the target, x(t), and its derivative, with x(0) = from − to and x'(0) = velocity.
    private func displacement(at t: Double) -> (position: Double, velocity: Double) {
        let x0 = from - to, v0 = velocity, zeta = spring.dampingRatio, w = omega
        if abs(zeta - 1) < 1e-9 {
            let b = v0 + w * x0
            let decay = exp(-w * t)
            return ((x0 + b * t) * decay, (b - w * (x0 + b * t)) * decay)
        }
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w * x0) / wd
            let decay = exp(-zeta * w * t)
            let c = cos(wd * t), s = sin(wd * t)
            let position = decay * (x0 * c + b * s)
            let velocity = decay * ((-zeta * w) * (x0 * c + b * s) + (-x0 * wd * s + b * wd * c))
            return (position, velocity)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// The decay envelope bounds the settle time from above; walking back from there in 1 ms steps finds the last
    /// moment outside the tolerance, the same answer on every machine.
    private func findSettleDuration() -> Double {
        let tolerance = 0.001 * max(abs(to - from), 1)
        let limit = 10.0
        // The envelope can rise before it falls (a spring released at its target with a push), so the bound
        // is the last coarse step where it is still above the tolerance.
        var bound = 0.0
        var step = 0.0
        while step <= limit {
            if envelope(at: step) > tolerance { bound = step + 0.01 }
            step += 0.01
        }
        var time = min(bound, limit)
        while time > 0 && abs(position(at: time) - to) <= tolerance { time -= 0.001 }
        return time <= 0 ? 0 : min(time + 0.001, limit)
    }

    /// An upper bound of |x(t)|.
    private func envelope(at t: Double) -> Double {
        let x0 = from - to, v0 = velocity, zeta = spring.dampingRatio, w = omega
        if abs(zeta - 1) < 1e-9 { return (abs(x0) + abs(v0 + w * x0) * t) * exp(-w * t) }
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w * x0) / wd
            return (x0 * x0 + b * b).squareRoot() * exp(-zeta * w * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
        return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
    }
}

extension SpringParameters {
    /// How long the spring takes to settle within 0.001 of its target, moving from 0 to 1.
    package var settleDuration: Double {
        SpringMotion(spring: self, from: 0, to: 1, velocity: initialVelocity).settleDuration
    }
}
