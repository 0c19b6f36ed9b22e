import TabShiftEngine
import VectorGraphics

/// Every pose of a recorded shift as JSON: `{"duration", "fps", "direction", "frames": [{"time", "selected",
/// "settled", "indicator", "indicators": [{x, y, width, height, opacity}], "tabs": [{"id", "frame", "iconRect",
/// "offset", "scale", "opacity", "tint", "crossFade"?, "title"?, "badge"?}]}]}`. Optional fields are left out when
/// the pose has none.
package struct ShiftTimelineReport: Codable, Sendable, Equatable {
    /// A rectangle in the bar's points.
    package struct Box: Codable, Sendable, Equatable {
        /// Its left, top, width and height.
        package var x, y, width, height: Double

        init(_ rect: Rect) {
            x = rect.x
            y = rect.y
            width = rect.width
            height = rect.height
        }
    }

    /// One sampled moment.
    package struct Frame: Codable, Sendable, Equatable {
        /// An indicator and how much of it shows.
        package struct Indicator: Codable, Sendable, Equatable {
            /// Its rectangle in the bar's points.
            package var x, y, width, height: Double
            /// 0…1.
            package var opacity: Double
        }

        /// In reduced motion, the old look an icon fades from.
        package struct CrossFade: Codable, Sendable, Equatable {
            /// The old frame.
            package var fromFrame: Double
            /// The old tint, #RRGGBBAA.
            package var fromTint: String
            /// Where the old look sits.
            package var fromIconRect: Box
            /// 0…1: the new look shows at this opacity, the old at 1 − it.
            package var progress: Double
        }

        /// A title as drawn.
        package struct Title: Codable, Sendable, Equatable {
            /// The text.
            package var text: String
            /// The line it is centred in.
            package var rect: Box
            /// 0…1.
            package var opacity: Double
            /// 0 (unselected look) … 1 (selected).
            package var selection: Double
            /// #RRGGBBAA.
            package var color: String
        }

        /// A badge as drawn.
        package struct Badge: Codable, Sendable, Equatable {
            /// What it shows (`dot` for a dot).
            package var value: String
            /// What it changes from, while it does.
            package var previous: String?
            /// 0…1: how far the change has gone.
            package var change: Double
            /// Scale about its centre.
            package var scale: Double
            /// 0…1.
            package var opacity: Double
        }

        /// One tab's pose.
        package struct Tab: Codable, Sendable, Equatable {
            /// The tab's id.
            package var id: String
            /// The icon's frame shown.
            package var frame: Double
            /// The icon's square before offset and scale.
            package var iconRect: Box
            /// The icon's offset from its place, x and y.
            package var offset: [Double]
            /// The icon's scale.
            package var scale: Double
            /// The icon's opacity.
            package var opacity: Double
            /// The icon's tint, #RRGGBBAA.
            package var tint: String
            /// In reduced motion, the old look fading out.
            package var crossFade: CrossFade?
            /// The title, when shown.
            package var title: Title?
            /// The badge, when shown.
            package var badge: Badge?
        }

        /// Seconds since the first request.
        package var time: Double
        /// The tab selected or being selected.
        package var selected: Int
        /// Whether everything has come to rest.
        package var settled: Bool
        /// The indicator on the tab being reached (all zeros when the bar has none).
        package var indicator: Indicator
        /// Every indicator drawn, in drawing order.
        package var indicators: [Indicator]
        /// Every tab, in the bar's order.
        package var tabs: [Tab]

        /// The report of `pose`.
        package init(_ pose: TabBarPose) {
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
    package var duration: Double
    /// The sampling rate.
    package var fps: Double
    /// forward or backward: the direction of the first request.
    package var direction: String
    /// Every sampled moment.
    package var frames: [Frame]
}
