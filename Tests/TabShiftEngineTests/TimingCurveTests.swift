import Foundation
@_spi(Model) import LottieModel
@testable import TabShiftEngine
import Testing

@Suite("Timing curves")
struct TimingCurveTests {
    @Test("named curves against known values", arguments: [
        (TimingCurve.linear, 0.25, 0.25), (.easeIn, 0.5, 0.3153), (.easeOut, 0.5, 0.6847), (.easeInOut, 0.5, 0.5),
        (.easeInOut, 0.25, 0.1291), (.cubicBezier(0.25, 0.1, 0.25, 1), 0.5, 0.8024), (.linear, 1.5, 1), (.easeIn, -1, 0),
    ])
    func knownValues(curve: TimingCurve, progress: Double, expected: Double) {
        #expect(abs(curve.value(at: progress) - expected) < 1e-3)
    }

    @Test("springs below critical damping overshoot; at or above it they never do", arguments: [0.3, 0.7, 1.0, 1.5, 3.0])
    func overshoot(dampingRatio: Double) {
        let curve = TimingCurve.spring(SpringParameters(dampingRatio: dampingRatio, response: 0.4))
        let peak = stride(from: 0.0, through: 1.0, by: 0.001).map(curve.value(at:)).max() ?? 0
        if dampingRatio < 1 { #expect(peak > 1.001) } else { #expect(peak <= 1 + 1e-9) }
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    }

    @Test("critically damped closed form: x(t) = 1 − (1 + ωt)·e^(−ωt)")
    func criticalClosedForm() {
        let motion = SpringMotion(spring: SpringParameters(dampingRatio: 1, response: 1), from: 0, to: 1, velocity: 0)
        #expect(abs(motion.position(at: 0.5) - (1 - (1 + .pi) * exp(-.pi))) < 1e-12)
    }

    @Test("underdamped closed form matches its own velocity", arguments: [0.2, 0.6, 1.0, 2.0])
    func velocityMatchesPosition(dampingRatio: Double) {
        let motion = SpringMotion(spring: SpringParameters(dampingRatio: dampingRatio, response: 0.5), from: 3, to: -1, velocity: 7)
        #expect(motion.position(at: 0) == 3)
        #expect(abs(motion.velocity(at: 0) - 7) < 1e-9)
        for time in [0.05, 0.2, 0.7] {
            let numeric = (motion.position(at: time + 1e-6) - motion.position(at: time - 1e-6)) / 2e-6
            #expect(abs(numeric - motion.velocity(at: time)) < 1e-4)
        }
    }

    @Test("the settle time is when the spring stays within 0.001 of its target", arguments: [0.3, 0.8, 1.0, 2.0])
    func settleTime(dampingRatio: Double) {
        let spring = SpringParameters(dampingRatio: dampingRatio, response: 0.5)
        let motion = SpringMotion(spring: spring, from: 0, to: 1, velocity: 0)
        let settle = spring.settleDuration
        #expect(settle > 0 && settle < 10)
        #expect(abs(motion.position(at: settle - 0.002) - 1) > 0.001)
        for time in stride(from: settle, through: settle + 3, by: 0.01) {
            #expect(abs(motion.position(at: time) - 1) <= 0.001)
        }
    }

    @Test("stiffer damping settles a lightly damped spring sooner")
    func settleOrdering() {
        #expect(SpringParameters(dampingRatio: 0.2, response: 0.5).settleDuration > SpringParameters(dampingRatio: 0.9, response: 0.5).settleDuration)
    }
}
