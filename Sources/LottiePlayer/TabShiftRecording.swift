import Foundation
import TabShiftEngine
import VectorGraphics

/// A shift sampled at a frame rate from its first request until the bar rests: poses and their scenes.
public struct TabShiftRecording: Sendable {
    public let document: TabBarDocument
    public let plan: TabShiftPlan
    public let session: TabShiftSession
    public let framesPerSecond: Double
    public let duration: Double
    private let composer: TabBarComposer

    /// A gesture that never lets go has no end; recordings stop after `maximumDuration` seconds at the most.
    public init(document: TabBarDocument, plan: TabShiftPlan, framesPerSecond: Double = 60, maximumDuration: Double = 10) throws(PlayerError) {
        guard framesPerSecond > 0, framesPerSecond <= 1000 else { throw .invalidArgument("a frame rate of \(framesPerSecond) is not between 0 and 1000") }
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

    public func pose(at time: Double) -> TabBarPose { session.pose(at: time) }

    public func scene(at time: Double) -> LottieScene { composer.scene(for: pose(at: time)) }

    /// The direction of the first request: forward is toward higher tab indices.
    public var direction: ShiftDirection { ShiftDirection(from: fromIndex, to: toIndex) }

    /// The positions of the plan's first and requested tabs in the bar.
    public var fromIndex: Int { session.initialSelection }
    public var toIndex: Int { (try? plan.to.index(in: document.bar)) ?? fromIndex }

    /// The timeline report `tabshift transition --timeline` writes.
    public var timeline: ShiftTimelineReport {
        ShiftTimelineReport(
            duration: duration, fps: framesPerSecond, direction: direction.rawValue,
            frames: times.map { time in
                let pose = pose(at: time)
                let indicator = pose.indicator?.rect ?? Rect(x: 0, y: 0, width: 0, height: 0)
                return ShiftTimelineReport.Frame(
                    time: time,
                    indicator: .init(x: indicator.x, y: indicator.y, width: indicator.width, height: indicator.height),
                    tabs: pose.tabs.map { .init(id: $0.id, frame: $0.frame, offset: [$0.offset.x, $0.offset.y], scale: $0.scale, opacity: $0.opacity, tint: $0.tint.hexString) }
                )
            }
        )
    }
}

/// `{"duration", "fps", "direction", "frames": [{"time", "indicator": {x, y, width, height}, "tabs": [{"id",
/// "frame", "offset": [dx, dy], "scale", "opacity", "tint": "#RRGGBBAA"}]}]}`
public struct ShiftTimelineReport: Codable, Sendable, Equatable {
    public struct Frame: Codable, Sendable, Equatable {
        public struct Indicator: Codable, Sendable, Equatable {
            public var x, y, width, height: Double
        }

        public struct Tab: Codable, Sendable, Equatable {
            public var id: String
            public var frame: Double
            public var offset: [Double]
            public var scale: Double
            public var opacity: Double
            public var tint: String
        }

        public var time: Double
        public var indicator: Indicator
        public var tabs: [Tab]
    }

    public var duration: Double
    public var fps: Double
    public var direction: String
    public var frames: [Frame]
}
