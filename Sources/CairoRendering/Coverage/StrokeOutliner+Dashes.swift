import VectorGraphics

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
            addRun(vertices, closed: false, direction: nil)
            return
        }
        var state = pattern.start
        let startsOn = state.isOn
        var run: [Vertex] = startsOn ? [Vertex(point: vertices[0].point, isSmooth: false)] : []
        var runDirection: Point?
        var firstRun: [Vertex]?
        var firstRunDirection: Point?
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
                    run.append(Vertex(point: point, isSmooth: false))
                    if closed, startsOn, !hasTurned {
                        firstRun = run
                        firstRunDirection = runDirection
                    } else {
                        addDash(run, direction: runDirection)
                    }
                    run = []
                } else {
                    run = [Vertex(point: point, isSmooth: false)]
                    runDirection = direction
                }
                hasTurned = true
                pattern.advance(&state)
                budget -= 1
                if budget == 0 { return }
            }
            if state.isOn {
                let end = vertices[(segment + 1) % count]
                run.append(Vertex(point: end.point, isSmooth: end.isSmooth && (closed || segment + 1 < count - 1)))
            }
        }
        if state.isOn, !run.isEmpty {
            if closed, !hasTurned {
                addRun(vertices, closed: true, direction: nil)
                return
            }
            if closed, let first = firstRun {
                addDash(run + first.dropFirst(), direction: runDirection)
                firstRun = nil
            } else {
                addDash(run, direction: runDirection)
            }
        }
        if let firstRun { addDash(firstRun, direction: firstRunDirection) }
    }

    /// Outlines one dash as an open run, repeated points dropped.
    private func addDash(_ points: [Vertex], direction: Point?) {
        var distinct: [Vertex] = []
        distinct.reserveCapacity(points.count)
        for vertex in points {
            if let last = distinct.last, last.point == vertex.point { continue }
            distinct.append(vertex)
        }
        guard !distinct.isEmpty else { return }
        distinct[0].isSmooth = false
        distinct[distinct.count - 1].isSmooth = false
        addRun(distinct, closed: false, direction: direction)
    }
}
