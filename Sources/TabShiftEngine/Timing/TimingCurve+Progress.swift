@_spi(Model) import LottieModel
import VectorGraphics

extension TimingCurve {
    /// Eased progress for linear `progress` in 0…1. Springs run their whole settle time across 0…1 and may
    /// overshoot past 1; every other curve stays in 0…1 and ends exactly at 1.
    package func value(at progress: Double) -> Double {
        value(at: progress, springSettleDuration: nil)
    }

    /// The same, with a spring's settle time given by a caller that keeps it.
    func value(at progress: Double, springSettleDuration: Double?) -> Double {
        let clamped = min(max(progress, 0), 1)
        switch self {
        case .linear: return clamped
        case .easeIn: return Self.easeInCurve.value(at: clamped)
        case .easeOut: return Self.easeOutCurve.value(at: clamped)
        case .easeInOut: return Self.easeInOutCurve.value(at: clamped)
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return UnitCubicBezier(handle1: Point(x: x1, y: y1), handle2: Point(x: x2, y: y2)).value(at: clamped)
        case .spring(let spring):
            if clamped >= 1 { return 1 }
            let motion =
                springSettleDuration.map {
                    SpringMotion(spring: spring, from: 0, to: 1, velocity: spring.initialVelocity, settleDuration: $0)
                }
                ?? SpringMotion(spring: spring, from: 0, to: 1, velocity: spring.initialVelocity)
            return motion.position(at: clamped * motion.settleDuration)
        }
    }

    private static let easeInCurve = UnitCubicBezier(handle1: Point(x: 0.42, y: 0), handle2: Point(x: 1, y: 1))
    private static let easeOutCurve = UnitCubicBezier(handle1: Point(x: 0, y: 0), handle2: Point(x: 0.58, y: 1))
    private static let easeInOutCurve = UnitCubicBezier(handle1: Point(x: 0.42, y: 0), handle2: Point(x: 0.58, y: 1))
}
