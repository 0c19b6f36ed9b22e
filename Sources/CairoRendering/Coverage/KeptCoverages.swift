import VectorGraphics

/// The coverage of each path the last frame drew, for the paths the next frame draws again: the same outline, fill
/// rule or stroke, device transform and box cover the same pixels, so only the blending is done again. Animations
/// move some parts and hold others, and a third of the paths of a typical frame are drawn exactly as in the frame
/// before. Frames draw their paths in the same order, so each lookup looks a few entries ahead of the last hit.
final class KeptCoverages {
    enum Shape: Equatable {
        case fill(BezierPath, FillRule)
        case stroke(BezierPath, StrokeAttributes)

        /// The rule its polygon is filled with: a stroke's outline overlaps itself, and non-zero fills it once.
        var rule: FillRule {
            if case .fill(_, let rule) = self { return rule }
            return .nonZero
        }
    }

    struct Key: Equatable {
        var shape: Shape
        var transform: AffineTransform
        var bounds: PixelBox

        /// Equality with the cheap fields first: a path drawn again under another transform or in another box is
        /// the usual miss, and comparing outlines point by point is the costly part.
        func isSame(as other: Key) -> Bool {
            transform == other.transform && bounds == other.bounds && shape == other.shape
        }
    }

    private struct Entry {
        var key: Key
        var coverage: RecordedCoverage
        /// Whether this frame has taken it over.
        var isTaken = false
    }

    // One owner (a canvas's rasterizer) on one thread: Swift's dynamic exclusivity checks on these cost more than the
    // bookkeeping they guard, on every path drawn.
    @exclusivity(unchecked) private var previous: [Entry] = []
    @exclusivity(unchecked) private var current: [Entry] = []
    @exclusivity(unchecked) private var cursor = 0
    @exclusivity(unchecked) private var spare: [RecordedCoverage] = []
    /// How far past the last hit a lookup searches: paths a frame adds or leaves out shift the rest a little.
    static let lookahead = 4
    /// Frames drawing more paths than this keep no more coverage: their masks would outweigh their savings.
    static let maximumCount = 2048

    /// Starts a frame: the last frame's coverages become the ones to look up.
    func beginFrame() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        cursor = 0
    }

    /// Ends a frame: masks the frame did not use again are kept for reuse.
    func endFrame() {
        // By index: a for-in loop would copy every entry, key and path, to read one flag.
        for index in previous.indices where !previous[index].isTaken { spare.append(previous[index].coverage) }
        previous.removeAll(keepingCapacity: true)
    }

    func removeAll() {
        previous.removeAll()
        current.removeAll()
        spare.removeAll()
        cursor = 0
    }

    /// The coverage the last frame kept for `key`, now kept for this frame too.
    func coverage(for key: Key) -> RecordedCoverage? {
        let end = min(cursor + Self.lookahead, previous.count)
        var index = cursor
        while index < end {
            if !previous[index].isTaken, previous[index].key.isSame(as: key) {
                previous[index].isTaken = true
                cursor = index + 1
                let coverage = previous[index].coverage
                current.append(Entry(key: key, coverage: coverage))
                return coverage
            }
            index += 1
        }
        return nil
    }

    /// Where to record `key`'s coverage, kept for the next frame; nil past the limit.
    func recording(keptFor key: Key) -> RecordedCoverage? {
        guard current.count < Self.maximumCount else { return nil }
        let recording = spare.popLast() ?? RecordedCoverage()
        current.append(Entry(key: key, coverage: recording))
        return recording
    }
}
