import TabShiftEngine
import VectorGraphics

/// Every pose of a recorded shift as JSON: `{"duration", "fps", "direction", "frames": [{"time", "selected",
/// "settled", "indicator", "indicators": [{x, y, width, height, opacity}], "tabs": [{"id", "frame", "iconRect",
/// "offset", "scale", "opacity", "tint", "crossFade"?, "title"?, "badge"?}]}]}`. Optional fields are left out when
/// the pose has none.
public struct ShiftTimelineReport: Codable, Sendable, Equatable {
    /// A rectangle in the bar's points.
    public struct Box: Codable, Sendable, Equatable {
        /// Its left, top, width and height.
        public var x, y, width, height: Double

        init(_ rect: Rect) {
            x = rect.x
            y = rect.y
            width = rect.width
            height = rect.height
        }
    }

    /// One sampled moment.
    public struct Frame: Codable, Sendable, Equatable {
        /// An indicator and how much of it shows.
        public struct Indicator: Codable, Sendable, Equatable {
            /// Its rectangle in the bar's points.
            public var x, y, width, height: Double
            /// 0…1.
            public var opacity: Double
        }

        /// In reduced motion, the old look an icon fades from.
        public struct CrossFade: Codable, Sendable, Equatable {
            /// The old frame.
            public var fromFrame: Double
            /// The old tint, #RRGGBBAA.
            public var fromTint: String
            /// Where the old look sits.
            public var fromIconRect: Box
            /// 0…1: the new look shows at this opacity, the old at 1 − it.
            public var progress: Double
        }

        /// A title as drawn.
        public struct Title: Codable, Sendable, Equatable {
            /// The text.
            public var text: String
            /// The line it is centred in.
            public var rect: Box
            /// 0…1.
            public var opacity: Double
            /// 0 (unselected look) … 1 (selected).
            public var selection: Double
            /// #RRGGBBAA.
            public var color: String
        }

        /// A badge as drawn.
        public struct Badge: Codable, Sendable, Equatable {
            /// What it shows (`dot` for a dot).
            public var value: String
            /// What it changes from, while it does.
            public var previous: String?
            /// 0…1: how far the change has gone.
            public var change: Double
            /// Scale about its centre.
            public var scale: Double
            /// 0…1.
            public var opacity: Double
        }

        /// One tab's pose.
        public struct Tab: Codable, Sendable, Equatable {
            /// The tab's id.
            public var id: String
            /// The icon's frame shown.
            public var frame: Double
            /// The icon's square before offset and scale.
            public var iconRect: Box
            /// The icon's offset from its place, x and y.
            public var offset: [Double]
            /// The icon's scale.
            public var scale: Double
            /// The icon's opacity.
            public var opacity: Double
            /// The icon's tint, #RRGGBBAA.
            public var tint: String
            /// In reduced motion, the old look fading out.
            public var crossFade: CrossFade?
            /// The title, when shown.
            public var title: Title?
            /// The badge, when shown.
            public var badge: Badge?
        }

        /// Seconds since the first request.
        public var time: Double
        /// The tab selected or being selected.
        public var selected: Int
        /// Whether everything has come to rest.
        public var settled: Bool
        /// The indicator on the tab being reached (all zeros when the bar has none).
        public var indicator: Indicator
        /// Every indicator drawn, in drawing order.
        public var indicators: [Indicator]
        /// Every tab, in the bar's order.
        public var tabs: [Tab]

        /// The report of `pose`.
        public init(_ pose: TabBarPose) {
            time = pose.time
            selected = pose.selectedIndex
            settled = pose.isSettled
            indicators = pose.indicators.map {
                Indicator(x: $0.rect.x, y: $0.rect.y, width: $0.rect.width, height: $0.rect.height, opacity: $0.opacity)
            }
            indicator = indicators.last ?? Indicator(x: 0, y: 0, width: 0, height: 0, opacity: 0)
            tabs = pose.tabs.map { tab in
                Tab(
                    id: tab.id, frame: tab.frame, iconRect: Box(tab.iconRect), offset: [tab.offset.x, tab.offset.y],
                    scale: tab.scale, opacity: tab.opacity,
                    tint: tab.tint.hexString,
                    crossFade: tab.crossFade.map {
                        CrossFade(
                            fromFrame: $0.fromFrame, fromTint: $0.fromTint.hexString,
                            fromIconRect: Box($0.fromIconRect), progress: $0.progress)
                    },
                    title: tab.title.map {
                        Title(
                            text: $0.text, rect: Box($0.rect), opacity: $0.opacity, selection: $0.selection,
                            color: $0.color.hexString)
                    },
                    badge: tab.badge.map {
                        Badge(
                            value: $0.badge.description, previous: $0.previous?.description, change: $0.change,
                            scale: $0.scale, opacity: $0.opacity)
                    }
                )
            }
        }
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
