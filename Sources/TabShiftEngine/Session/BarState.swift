@_spi(Model) import LottieModel
import VectorGraphics

/// A value and how fast it is changing, per second.
struct ChannelState: Sendable, Equatable {
    var value: Double
    var velocity: Double
}

/// An icon's place: which segment it is on, whether playing that segment forward selects it, and how far along.
struct IconState: Sendable, Equatable {
    var segment: IconSegment
    var endsSelected: Bool
    var progress: ChannelState

    var isInFlight: Bool { progress.value > 1e-9 && progress.value < 1 - 1e-9 }

    /// At rest, whether it shows as selected; in flight, whether it is heading there.
    var looksSelected: Bool { progress.value >= 0.5 ? endsSelected : !endsSelected }

    var frame: Double { segment.frame(at: progress.value) }
}

/// Every channel of the bar at one moment: the starting point of the next leg of a shift.
struct BarState: Sendable, Equatable {
    var icons: [IconState]
    var tints: [ChannelState]
    var offsets: [ChannelState]
    var scales: [ChannelState]
    var indicatorLeft: ChannelState
    var indicatorRight: ChannelState
    /// Per tab, how much of an indicator of its own it shows (Material's pills, reduced motion's fades), 0…1.
    var indicatorShares: [ChannelState]
    var selected: Int

    /// Everything at rest with `selected` chosen.
    static func resting(bar: TabBar, selected: Int) -> BarState {
        let icons = bar.segments.indices.map { index in
            IconState(
                segment: bar.segments[index].segment(.select, direction: .none), endsSelected: true,
                progress: ChannelState(value: index == selected ? 1 : 0, velocity: 0))
        }
        let indicator = bar.layout.indicatorRect(selected)
        let zeros = Array(repeating: ChannelState(value: 0, velocity: 0), count: icons.count)
        return BarState(
            icons: icons,
            tints: icons.indices.map { ChannelState(value: $0 == selected ? 1 : 0, velocity: 0) },
            offsets: zeros, scales: zeros,
            indicatorLeft: ChannelState(value: indicator.minX, velocity: 0),
            indicatorRight: ChannelState(value: indicator.maxX, velocity: 0),
            indicatorShares: icons.indices.map { ChannelState(value: $0 == selected ? 1 : 0, velocity: 0) },
            selected: selected
        )
    }

    var isMoving: Bool {
        icons.contains { $0.isInFlight || abs($0.progress.velocity) > 1e-6 }
            || (tints + offsets + scales + indicatorShares + [indicatorLeft, indicatorRight]).contains {
                abs($0.velocity) > 1e-6
            }
    }
}
