import Foundation
@_spi(Model) import LottieModel

/// The frame, progress and time conversions and marker ranges lottie-ios users know (`progressTime(forFrame:)`,
/// `frameTime(forProgress:)`, `play(fromMarker:toMarker:)`).
extension AnimationDocument {
    /// Seconds from the first frame to `op`.
    public var durationSeconds: TimeInterval { animation.durationSeconds }

    /// Where `frame` falls between the first frame (0) and `op` (1).
    public func progress(ofFrame frame: Double) -> Double {
        let length = animation.outPoint - animation.inPoint
        return length > 0 ? (frame - animation.inPoint) / length : 0
    }

    /// The frame at `progress` (0 is the first frame, 1 is `op`), fractional.
    public func frame(atProgress progress: Double) -> Double {
        animation.inPoint + progress * (animation.outPoint - animation.inPoint)
    }

    /// The frame shown `seconds` after the first, fractional.
    public func frame(atTime seconds: TimeInterval) -> Double {
        animation.inPoint + seconds * animation.frameRate
    }

    /// Seconds from the first frame to `frame`.
    public func time(ofFrame frame: Double) -> TimeInterval {
        animation.frameRate > 0 ? (frame - animation.inPoint) / animation.frameRate : 0
    }

    /// The marker names, in the file's order.
    public var markerNames: [String] { animation.markers.map(\.name) }

    /// The frames a marker spans: from its frame to its frame plus its duration, within the animation.
    public func frameRange(forMarker name: String) throws(PlayerError) -> ClosedRange<Double> {
        let found = try marker(named: name)
        return found.frame...max(found.frame, min(found.endFrame, lastFrame))
    }

    /// What lottie-ios's `play(fromMarker:toMarker:)` plays: from the start of `from` to the start of `to`, or
    /// to its end with `playingEndMarker`; backwards when `to` comes first.
    public func frames(
        fromMarker from: String, toMarker to: String, playingEndMarker: Bool = false
    ) throws(PlayerError) -> (start: Double, end: Double) {
        let start = try marker(named: from).frame
        let target = try marker(named: to)
        return (start, playingEndMarker ? min(target.endFrame, lastFrame) : target.frame)
    }
}
