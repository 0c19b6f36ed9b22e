import Foundation
import TabBarComposing
import TabShiftEngine
import VectorGraphics

/// A shift sampled at a frame rate from its first request until the bar rests: poses and their scenes.
public struct TabShiftRecording: Sendable {
    /// The bar recorded.
    public let document: TabBarDocument
    /// The requests made.
    public let plan: TabShiftPlan
    /// The bar over time, with the plan's requests made.
    public let session: TabShiftSession
    /// How often the recording samples the shift.
    public let framesPerSecond: Double
    /// Seconds from the first request until the bar rests (at most the recording's limit).
    public let duration: Double
    private let composer: TabBarComposer

    /// A gesture that never lets go has no end; recordings stop after `maximumDuration` seconds at the most.
    public init(
        document: TabBarDocument, plan: TabShiftPlan, framesPerSecond: Double = 60, maximumDuration: Double = 10
    ) throws(PlayerError) {
        guard framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw .invalidArgument("a frame rate of \(framesPerSecond) is not between 0 and 1000")
        }
        do {
            session = try plan.session(for: document.bar, gestureSamplesPerSecond: framesPerSecond)
        } catch {
            throw .tabShift(file: document.name, error)
        }
        self.document = document
        composer = TabBarComposer(document: document)
        self.plan = plan
        self.framesPerSecond = framesPerSecond
        duration = min(session.endTime ?? maximumDuration, maximumDuration)
    }

    /// Frame times from 0 through the end, both included.
    public var times: [Double] { times(framesPerSecond: framesPerSecond) }

    /// Times `1/rate` apart from 0 through the end, both included.
    public func times(framesPerSecond rate: Double) -> [Double] {
        let count = Int(clampingRounded: duration * rate, to: 0...1_000_000, rule: .up)
        return (0...count).map { min(Double($0) / rate, duration) }
    }

    /// Every tab's frame, offset, scale, opacity and tint, and the indicator, `time` seconds in.
    public func pose(at time: Double) -> TabBarPose { session.pose(at: time) }

    /// The whole bar `time` seconds in.
    public func scene(at time: Double) -> LottieScene { composer.scene(for: pose(at: time)) }

    /// The direction of the first request: forward is toward higher tab indices.
    public var direction: ShiftDirection { ShiftDirection(from: fromIndex, to: toIndex) }

    /// The positions of the plan's first and requested tabs in the bar.
    public var fromIndex: Int { session.initialSelection }
    /// The position of the tab asked for.
    public var toIndex: Int { (try? plan.to.index(in: document.bar)) ?? fromIndex }

    /// The timeline report `tabshift transition --timeline` writes: every field of every pose.
    package var timeline: ShiftTimelineReport {
        ShiftTimelineReport(
            duration: duration, fps: framesPerSecond, direction: direction.rawValue,
            frames: times.map { ShiftTimelineReport.Frame(pose(at: $0)) })
    }
}
