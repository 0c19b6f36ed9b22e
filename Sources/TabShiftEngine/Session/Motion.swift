import Foundation
@_spi(Model) import LottieModel

/// A stretch of a shift's progress (0…1) that one track occupies, and its curve.
struct TrackWindow: Sendable, Equatable {
    let start: Double
    let duration: Double
    let curve: TimingCurve
    /// A spring curve's settle time, found once rather than on every frame.
    private let springSettleDuration: Double?

    init(start: Double, duration: Double, curve: TimingCurve) {
        self.start = start
        self.duration = duration
        self.curve = curve
        if case .spring(let spring) = curve {
            springSettleDuration = spring.settleDuration
        } else {
            springSettleDuration = nil
        }
    }

    /// Eased local progress for the shift's progress `shift`.
    func eased(_ shift: Double) -> Double {
        curve.value(
            at: duration > 0 ? (shift - start) / duration : (shift >= start ? 1 : 0),
            springSettleDuration: springSettleDuration)
    }

    var end: Double { start + duration }
}

/// How one value moves during a leg of a shift: driven by the leg's progress, by time (springs), or a sum.
indirect enum Motion: Sendable, Equatable {
    case still(Double)
    /// From `from` to `to` as the window's eased progress goes from 0 to 1.
    case eased(from: Double, to: Double, window: TrackWindow)
    /// Out to `amplitude` and back, half a sine over the window.
    case pulse(amplitude: Double, window: TrackWindow)
    /// A spring released at the leg's start time.
    case spring(SpringMotion, startTime: Double)
    case sum(Motion, Motion)

    func value(time: Double, progress: Double) -> Double {
        switch self {
        case .still(let value):
            return value
        case .eased(let from, let to, let window):
            return from + (to - from) * window.eased(progress)
        case .pulse(let amplitude, let window):
            let local = min(max(window.eased(progress), 0), 1)
            return amplitude * sin(.pi * local)
        case .spring(let spring, let startTime):
            return spring.position(at: time - startTime)
        case .sum(let first, let second):
            return first.value(time: time, progress: progress) + second.value(time: time, progress: progress)
        }
    }

    /// When a spring in it settles, for legs whose end depends on it.
    var settleTime: Double? {
        switch self {
        case .spring(let spring, let startTime): startTime + spring.settleDuration
        case .sum(let first, let second):
            switch (first.settleTime, second.settleTime) {
            case (let one?, let other?): max(one, other)
            case (let one, let other): one ?? other
            }
        default: nil
        }
    }
}

/// A leg's progress over time: played in time, held by a gesture, or played out after a release.
struct ShiftClock: Sendable, Equatable {
    enum Piece: Sendable, Equatable {
        case timed(startTime: Double, from: Double, to: Double, duration: Double)
        case held(startTime: Double, progress: Double)

        var startTime: Double {
            switch self {
            case .timed(let startTime, _, _, _), .held(let startTime, _): startTime
            }
        }
    }

    private(set) var pieces: [Piece]

    init(_ first: Piece) {
        pieces = [first]
    }

    mutating func append(_ piece: Piece) {
        pieces.append(piece)
    }

    func progress(at time: Double) -> Double {
        guard let piece = pieces.last(where: { $0.startTime <= time }) ?? pieces.first else { return 0 }
        switch piece {
        case .held(_, let progress):
            return progress
        case .timed(let startTime, let from, let to, let duration):
            guard duration > 0 else { return to }
            let fraction = min(max((time - startTime) / duration, 0), 1)
            return from + (to - from) * fraction
        }
    }

    /// When the clock stops moving for good; nil while a gesture still holds it.
    var endTime: Double? {
        guard case .timed(let startTime, _, _, let duration) = pieces.last else { return nil }
        return startTime + duration
    }

    /// The time at which progress first reaches `target` while playing forward in time.
    func time(reaching target: Double) -> Double? {
        for piece in pieces {
            guard case .timed(let startTime, let from, let to, let duration) = piece, to > from, target >= from,
                target <= to
            else { continue }
            return startTime + duration * (target - from) / (to - from)
        }
        return nil
    }
}
