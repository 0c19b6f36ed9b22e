@_spi(Buffers) import VectorGraphics

/// A dash pattern read as Cairo reads one (`cairo_set_dash`), so that dashes fall where they always have: a zero
/// length between two others joins them, an odd count of lengths repeats with on and off swapped, a pattern with no
/// gap is a solid line, and the offset counts into the pattern (modulo its length) from each contour's start.
struct DashPattern {
    /// Where the pattern stands: which length, whether it draws, how much of the length is left.
    struct State {
        var index: Int
        var isOn: Bool
        var remaining: Double
    }

    let lengths: [Double]
    let start: State
    /// Cairo ends a dash or gap when less than this is left of it (half of its 1/256 pixel grid).
    static let closeEnough = 1.0 / 512

    /// Nil for a solid line: no lengths, any negative or not finite, none above zero, or no gap.
    init?(_ dashes: [Double], offset: Double) {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), offset.isFinite else { return nil }
        var lengths: [Double] = []
        var total = 0.0, onTotal = 0.0, offTotal = 0.0
        var index = 0
        while index < dashes.count {
            if dashes[index] == 0, index > 0, index < dashes.count - 1, !lengths.isEmpty {
                index += 1
                lengths[lengths.count - 1] += dashes[index]
            } else {
                lengths.append(dashes[index])
            }
            total += dashes[index]
            if index % 2 == 0 { onTotal += dashes[index] } else { offTotal += dashes[index] }
            index += 1
        }
        guard total > 0 else { return nil }
        if lengths.count % 2 == 1 {
            total *= 2
            onTotal += offTotal
        }
        guard total - onTotal >= Self.closeEnough else { return nil }
        var remainingOffset = offset.truncatingRemainder(dividingBy: total)
        if remainingOffset < 0 { remainingOffset += total }
        var state = State(index: 0, isOn: true, remaining: 0)
        // A zero length at the start is kept, not skipped: dotted lines start with one.
        while remainingOffset > 0, remainingOffset >= lengths[state.index] {
            remainingOffset -= lengths[state.index]
            state.isOn.toggle()
            state.index = (state.index + 1) % lengths.count
        }
        state.remaining = lengths[state.index] - remainingOffset
        self.lengths = lengths
        start = state
    }

    /// Moves on to the next length.
    func advance(_ state: inout State) {
        state.index = (state.index + 1) % lengths.count
        state.isOn.toggle()
        state.remaining += lengths[state.index]
    }
}

extension StrokeOutliner {
    /// Dashes one stroke may have; beyond them the rest of the path is left undrawn (README, Limits).
    static let maximumDashCount = 100_000

    /// Outlines the dashes of the flattened contour in `vertices`. On a closed contour a dash running through its
    /// start joins the first dash to the last, as Cairo does.
    func dash(closed: Bool, with pattern: DashPattern) {
        let count = vertices.count
        let segmentCount = closed ? count : count - 1
        guard segmentCount > 0 else {
            addRun(vertices.base, count: count, closed: false, direction: nil)
            return
        }
        var state = pattern.start
        let startsOn = state.isOn
        dashRun.removeAll()
        firstDash.removeAll()
        if startsOn { dashRun.append(Vertex(point: vertices[0].point, isSmooth: false, leaving: vertices[0].leaving)) }
        var runDirection: Point?
        var firstDashDirection: Point?
        var holdsFirstDash = false
        var hasTurned = false
        var budget = Self.maximumDashCount
        for segment in 0..<segmentCount {
            let a = vertices[segment].point, b = vertices[(segment + 1) % count].point
            let length = a.distance(to: b)
            let direction = (b - a) * (1 / length)
            if runDirection == nil { runDirection = direction }
            var travelled = 0.0
            while true {
                let step = min(state.remaining, length - travelled)
                travelled += step
                state.remaining -= step
                guard state.remaining < DashPattern.closeEnough else { break }
                let point = travelled >= length ? b : a + direction * travelled
                if state.isOn {
                    dashRun.append(Vertex(point: point, isSmooth: false))
                    if closed, startsOn, !hasTurned {
                        swap(&dashRun, &firstDash)
                        holdsFirstDash = true
                        firstDashDirection = runDirection
                    } else {
                        addDash(dashRun, direction: runDirection)
                    }
                    dashRun.removeAll()
                } else {
                    dashRun.removeAll()
                    dashRun.append(Vertex(point: point, isSmooth: false))
                    runDirection = direction
                }
                hasTurned = true
                pattern.advance(&state)
                budget -= 1
                if budget == 0 { return }
            }
            if state.isOn {
                let end = vertices[(segment + 1) % count]
                var corner = end
                corner.isSmooth = end.isSmooth && (closed || segment + 1 < count - 1)
                dashRun.append(corner)
            }
        }
        if state.isOn, !dashRun.isEmpty {
            if closed, !hasTurned {
                addRun(vertices.base, count: count, closed: true, direction: nil)
                return
            }
            if closed, holdsFirstDash {
                for index in 1..<max(firstDash.count, 1) { dashRun.append(firstDash[index]) }
                holdsFirstDash = false
            }
            addDash(dashRun, direction: runDirection)
        }
        if holdsFirstDash { addDash(firstDash, direction: firstDashDirection) }
    }

    /// Outlines one dash as an open run, repeated points dropped (in place: the dash is not used again).
    private func addDash(_ points: ScratchBuffer<Vertex>, direction: Point?) {
        guard !points.isEmpty else { return }
        var distinct = 1
        for index in 1..<points.count where points[index].point != points[distinct - 1].point {
            points[distinct] = points[index]
            distinct += 1
        }
        points[0].isSmooth = false
        points[distinct - 1].isSmooth = false
        addRun(points.base, count: distinct, closed: false, direction: direction)
    }
}
