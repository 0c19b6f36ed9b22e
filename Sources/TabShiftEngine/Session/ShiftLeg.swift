@_spi(Model) import LottieModel

/// One leg of a session: from a request to the next request (or to rest), every channel's motion.
struct ShiftLeg: Sendable, Equatable {
    struct IconChannel: Sendable, Equatable {
        var segment: IconSegment
        var endsSelected: Bool
        var progress: Motion
    }

    /// In reduced motion, the old look an icon fades out from.
    struct FadeChannel: Sendable, Equatable {
        var fromFrame: Double
        var fromTint: Double
    }

    enum Kind: Sendable, Equatable { case timed, interactive, reducedMotion }

    let startTime: Double
    let from: Int
    let to: Int
    let kind: Kind
    var clock: ShiftClock
    var icons: [IconChannel]
    var tints: [Motion]
    var offsets: [Motion]
    var scales: [Motion]
    var indicatorLeft: Motion
    var indicatorRight: Motion
    var indicatorShares: [Motion] = []
    var fades: [FadeChannel?]
    /// Set when a gesture is released: whether the shift goes on to `to` or back to `from`.
    var isCancelled = false

    /// The tab selected once this leg is over.
    var destination: Int { isCancelled ? from : to }

    /// When the clock has stopped and every spring has settled. Asked for every pose: the channels are visited in
    /// place, where joining them into one array allocated several for every frame drawn.
    var endTime: Double? {
        guard let clockEnd = clock.endTime else { return nil }
        var end = clockEnd
        func include(_ motion: Motion) {
            if let settled = motion.settleTime { end = max(end, settled) }
        }
        for icon in icons { include(icon.progress) }
        for motion in tints { include(motion) }
        for motion in offsets { include(motion) }
        for motion in scales { include(motion) }
        for motion in indicatorShares { include(motion) }
        include(indicatorLeft)
        include(indicatorRight)
        return end
    }

    /// Every channel at `time`; with `velocities`, how fast each moves there too (which a leg that interrupts this
    /// one starts from), else none: a pose shows only the values, and each velocity costs the channel again.
    func state(at time: Double, velocities: Bool = true) -> BarState {
        let step = 1e-3
        let progress = clock.progress(at: time), earlierProgress = clock.progress(at: time - step)
        func channel(_ motion: Motion) -> ChannelState {
            let value = motion.value(time: time, progress: progress)
            guard velocities else { return ChannelState(value: value, velocity: 0) }
            return ChannelState(
                value: value, velocity: (value - motion.value(time: time - step, progress: earlierProgress)) / step)
        }
        return BarState(
            icons: icons.map {
                IconState(segment: $0.segment, endsSelected: $0.endsSelected, progress: channel($0.progress))
            },
            tints: tints.map(channel), offsets: offsets.map(channel), scales: scales.map(channel),
            indicatorLeft: channel(indicatorLeft), indicatorRight: channel(indicatorRight),
            indicatorShares: indicatorShares.map(channel),
            selected: destination
        )
    }
}
