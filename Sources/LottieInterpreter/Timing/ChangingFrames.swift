/// The frames over which a compiled value may change: closed spans, in the frames of the composition that owns
/// it. Between two frames that no span touches the value is the same, so a scene need not be worked out again.
///
/// Spans only ever over-state motion: a span is kept wherever a value cannot be shown to stand still (a jump, a
/// keyframe segment between different values, a motion path, anything unusual), so a frame is never taken for
/// one it differs from.
struct ChangingFrames: Sendable, Equatable {
    /// Sorted and disjoint once `normalized`; in any order while being collected.
    private(set) var spans: [ClosedRange<Double>]

    /// Nothing moves.
    static let none = ChangingFrames(spans: [])
    /// Anything may change at any frame.
    static let always = ChangingFrames(spans: [-Double.infinity...Double.infinity])
    /// More spans than this are merged into one from the first to the last: precompositions placed many times,
    /// nested deeply, could otherwise multiply them without bound.
    static let maximumSpans = 4096

    init(spans: [ClosedRange<Double>]) {
        self.spans = spans
    }

    /// A change at one frame: a hold keyframe, a layer coming or going.
    static func jump(at frame: Double) -> ChangingFrames {
        frame.isNaN ? .always : ChangingFrames(spans: [frame...frame])
    }

    var isNone: Bool { spans.isEmpty }

    static func + (left: ChangingFrames, right: ChangingFrames) -> ChangingFrames {
        if left.isNone { return right }
        if right.isNone { return left }
        return ChangingFrames(spans: left.spans + right.spans)
    }

    /// The union of many motions, normalized.
    static func union<S: Sequence>(_ motions: S) -> ChangingFrames where S.Element == ChangingFrames {
        ChangingFrames(spans: motions.flatMap(\.spans)).normalized()
    }

    /// The same motion seen from a composition whose frame `f` shows this one's frame `(f − offset) / scale`.
    func mapped(scale: Double, offset: Double) -> ChangingFrames {
        guard !isNone else { return self }
        guard scale.isFinite, scale != 0, offset.isFinite else { return .always }
        return ChangingFrames(
            spans: spans.map { span in
                let low = span.lowerBound * scale + offset, high = span.upperBound * scale + offset
                return low.isNaN || high.isNaN ? -Double.infinity...Double.infinity : min(low, high)...max(low, high)
            }
        ).normalized()
    }

    /// Each span made `margin` frames longer on both sides, for values read a little before or after a frame.
    func widened(by margin: Double) -> ChangingFrames {
        ChangingFrames(spans: spans.map { ($0.lowerBound - margin)...($0.upperBound + margin) }).normalized()
    }

    /// Sorted, with overlapping spans joined.
    func normalized() -> ChangingFrames {
        guard spans.count > 1 else { return self }
        let sorted = spans.sorted { $0.lowerBound < $1.lowerBound }
        var joined: [ClosedRange<Double>] = []
        joined.reserveCapacity(sorted.count)
        for span in sorted {
            if let last = joined.last, span.lowerBound <= last.upperBound {
                joined[joined.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                joined.append(span)
            }
        }
        if joined.count > Self.maximumSpans {
            return ChangingFrames(spans: [joined[0].lowerBound...joined.map(\.upperBound).max()!])
        }
        return ChangingFrames(spans: joined)
    }

    /// Whether nothing changes from frame `first` to frame `second` (in either order). Normalized motions only.
    func holdsStill(from first: Double, to second: Double) -> Bool {
        guard !first.isNaN, !second.isNaN else { return false }
        let low = min(first, second), high = max(first, second)
        // The first span ending at or after `low`: it alone can start before `high`.
        var lower = 0, upper = spans.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if spans[middle].upperBound < low { lower = middle + 1 } else { upper = middle }
        }
        return lower == spans.count || spans[lower].lowerBound > high
    }
}
