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

    var endTime: Double? {
        guard let clockEnd = clock.endTime else { return nil }
        let springs =
            (icons.map(\.progress) + tints + offsets + scales + indicatorShares + [indicatorLeft, indicatorRight])
            .compactMap(\.settleTime)
        return ([clockEnd] + springs).max()
    }

    func state(at time: Double) -> BarState {
        let step = 1e-3
        let progress = clock.progress(at: time), earlierProgress = clock.progress(at: time - step)
        func channel(_ motion: Motion) -> ChannelState {
            let value = motion.value(time: time, progress: progress)
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
