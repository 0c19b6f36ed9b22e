@_spi(Model) import LottieModel

/// Builds the leg that starts when the bar is asked to select `to` while in `state`.
///
/// Values at rest start the shift's tracks. Values in flight follow the interruption policy: with `.reverse`
/// a segment in flight plays back from its current frame and the rest eases to the new target; with `.retarget`
/// each moving value becomes a spring from its current position and velocity. Either way every value starts
/// where it was, so nothing jumps.
struct ShiftLegBuilder {
    let bar: TabBar

    func leg(from state: BarState, to target: Int, at time: Double, kind: ShiftLeg.Kind) -> ShiftLeg {
        let from = state.selected
        let direction = ShiftDirection(from: from, to: target)
        let useSprings = kind == .timed && bar.manifest.timing.interruption == .retarget && state.isMoving
        func law(_ channel: ChannelState, to end: Double, window: TrackWindow) -> Motion {
            if useSprings {
                return .spring(
                    SpringMotion(spring: bar.retargetSpring, from: channel.value, to: end, velocity: channel.velocity),
                    startTime: time)
            }
            return channel.value == end ? .still(end) : .eased(from: channel.value, to: end, window: window)
        }
        let clock =
            kind == .interactive
            ? ShiftClock(.held(startTime: time, progress: 0))
            : ShiftClock(.timed(startTime: time, from: 0, to: 1, duration: bar.duration))
        var leg = ShiftLeg(
            startTime: time, from: from, to: target, kind: kind, clock: clock, icons: [], tints: [], offsets: [],
            scales: [],
            indicatorLeft: .still(state.indicatorLeft.value), indicatorRight: .still(state.indicatorRight.value),
            fades: [])
        let screenDirection = bar.layout.screenDirection(from: from, to: target)
        for (index, icon) in state.icons.enumerated() {
            let wantsSelected = index == target
            let window = bar.window(wantsSelected ? .incoming : .outgoing)
            leg.icons.append(
                iconChannel(
                    icon, segments: bar.segments[index], wantsSelected: wantsSelected,
                    reselect: index == target && target == from, direction: direction, window: window, law: law))
            leg.tints.append(law(state.tints[index], to: wantsSelected ? 1 : 0, window: bar.window(.tint)))
            var offset = law(state.offsets[index], to: 0, window: bar.window(.iconShift))
            if (index == target || index == from) && from != target {
                offset = .sum(
                    offset,
                    .pulse(
                        amplitude: bar.manifest.timing.iconShiftDistance * screenDirection,
                        window: bar.window(.iconShift)))
            }
            leg.offsets.append(offset)
            leg.scales.append(scaleMotion(index: index, from: from, to: target, current: state.scales[index], law: law))
            leg.indicatorShares.append(
                law(state.indicatorShares[index], to: wantsSelected ? 1 : 0, window: bar.window(.indicator)))
            leg.fades.append(nil)
        }
        let destination = bar.layout.indicatorRect(target)
        let (leftWindow, rightWindow) = indicatorWindows(movingRight: screenDirection > 0)
        leg.indicatorLeft = law(state.indicatorLeft, to: destination.minX, window: leftWindow)
        leg.indicatorRight = law(state.indicatorRight, to: destination.maxX, window: rightWindow)
        return leg
    }

    private func iconChannel(
        _ icon: IconState, segments: IconSegments, wantsSelected: Bool, reselect: Bool, direction: ShiftDirection,
        window: TrackWindow, law: (ChannelState, Double, TrackWindow) -> Motion
    ) -> ShiftLeg.IconChannel {
        if icon.isInFlight {
            // Heading the right way: carry on. Heading the wrong way: play the same segment back.
            let end = icon.endsSelected == wantsSelected ? 1.0 : 0.0
            return ShiftLeg.IconChannel(
                segment: icon.segment, endsSelected: icon.endsSelected, progress: law(icon.progress, end, window))
        }
        if reselect {
            return ShiftLeg.IconChannel(
                segment: segments.segment(.reselect, direction: .none), endsSelected: true,
                progress: .eased(from: 0, to: 1, window: window))
        }
        guard icon.looksSelected != wantsSelected else {
            return ShiftLeg.IconChannel(
                segment: icon.segment, endsSelected: icon.endsSelected, progress: .still(icon.progress.value))
        }
        let role: SegmentRole = wantsSelected ? .select : .deselect
        return ShiftLeg.IconChannel(
            segment: segments.segment(role, direction: direction), endsSelected: wantsSelected,
            progress: .eased(from: 0, to: 1, window: window))
    }

    /// Tabs passed over pulse as the indicator crosses them; every other extra scale eases back to none.
    private func scaleMotion(
        index: Int, from: Int, to: Int, current: ChannelState, law: (ChannelState, Double, TrackWindow) -> Motion
    ) -> Motion {
        let settle = law(current, 0, bar.window(.ripple))
        let passed = min(from, to) < index && index < max(from, to)
        guard bar.manifest.timing.ripple, passed else { return settle }
        let track = bar.window(.ripple)
        let crossing = Double(abs(index - from)) / Double(abs(to - from))
        let start = track.start + track.duration * max(crossing - 0.3, 0)
        let window = TrackWindow(
            start: start, duration: min(track.duration * 0.6, track.end - start), curve: .easeInOut)
        return .sum(settle, .pulse(amplitude: 0.12, window: window))
    }

    /// The edge on the side of travel leads; the other follows `indicatorLead` later.
    private func indicatorWindows(movingRight: Bool) -> (left: TrackWindow, right: TrackWindow) {
        let track = bar.window(.indicator)
        let lead = bar.manifest.timing.indicatorLead
        let leading = TrackWindow(start: track.start, duration: track.duration * (1 - lead), curve: track.curve)
        let trailing = TrackWindow(
            start: track.start + track.duration * lead, duration: track.duration * (1 - lead), curve: track.curve)
        return movingRight ? (trailing, leading) : (leading, trailing)
    }
}

extension ShiftLegBuilder {
    /// No movement and no overshoot: icons jump to their resting frames and tints, fading over briefly from
    /// how they looked; the indicator fades out where it was and in where it goes.
    func reducedMotionLeg(from state: BarState, to target: Int, at time: Double) -> ShiftLeg {
        let clock = ShiftClock(
            .timed(startTime: time, from: 0, to: 1, duration: bar.manifest.timing.reducedMotionDuration))
        let destination = bar.layout.indicatorRect(target)
        var leg = ShiftLeg(
            startTime: time, from: state.selected, to: target, kind: .reducedMotion, clock: clock, icons: [], tints: [],
            offsets: [], scales: [],
            indicatorLeft: .still(destination.minX), indicatorRight: .still(destination.maxX), fades: [])
        for (index, icon) in state.icons.enumerated() {
            let selected = index == target
            let rest = bar.segments[index].segment(.select, direction: .none)
            leg.icons.append(
                ShiftLeg.IconChannel(segment: rest, endsSelected: true, progress: .still(selected ? 1 : 0)))
            leg.tints.append(.still(selected ? 1 : 0))
            leg.offsets.append(.still(0))
            leg.scales.append(.still(0))
            let share = state.indicatorShares[index].value, target: Double = selected ? 1 : 0
            leg.indicatorShares.append(
                share == target
                    ? .still(target)
                    : .eased(
                        from: min(max(share, 0), 1), to: target,
                        window: TrackWindow(start: 0, duration: 1, curve: .linear)))
            let changes =
                abs(icon.frame - bar.segments[index].restFrame(selected: selected)) > 1e-9
                || abs(state.tints[index].value - (selected ? 1 : 0)) > 1e-9
            leg.fades.append(
                changes ? ShiftLeg.FadeChannel(fromFrame: icon.frame, fromTint: state.tints[index].value) : nil)
        }
        return leg
    }
}
