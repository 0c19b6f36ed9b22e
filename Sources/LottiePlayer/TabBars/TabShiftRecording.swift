import Foundation
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
    /// One sampled moment.
    public struct Frame: Codable, Sendable, Equatable {
        /// Where the indicator is.
        public struct Indicator: Codable, Sendable, Equatable {
            /// Its rectangle in the bar's points.
            public var x, y, width, height: Double
        }

        /// One tab's pose.
        public struct Tab: Codable, Sendable, Equatable {
            /// The tab's id.
            public var id: String
            /// The icon's frame shown.
            public var frame: Double
            /// The icon's offset from its place, x and y.
            public var offset: [Double]
            /// The icon's scale.
            public var scale: Double
            /// The icon's opacity.
            public var opacity: Double
            /// The icon's tint, #RRGGBBAA.
            public var tint: String
        }

        /// Seconds since the first request.
        public var time: Double
        /// The indicator's rectangle.
        public var indicator: Indicator
        /// Every tab, in the bar's order.
        public var tabs: [Tab]
    }

    /// Seconds until the bar rests.
    public var duration: Double
    /// The sampling rate.
    public var fps: Double
    /// forward or backward: the direction of the first request.
    public var direction: String
    /// Every sampled moment.
    public var frames: [Frame]
}
