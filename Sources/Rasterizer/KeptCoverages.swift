import VectorGraphics

/// The coverage of each path the last frame drew, for the paths the next frame draws again: the same outline, fill
/// rule or stroke, device transform and box cover the same pixels, so only the blending is done again. Animations
/// move some parts and hold others, and a third of the paths of a typical frame are drawn exactly as in the frame
/// before. Frames draw their paths in the same order, so each lookup looks a few entries ahead of the last hit.
///
/// Recording a coverage costs a store per run and a copy per span, about a tenth of rasterizing it, lost on a path
/// that moves again in the next frame: a path that changed is recorded as `ReusePolicy` says, and one at rest is
/// found by its outline, transform and box, which are kept for every path drawn. Resting costs a moving path one
/// more rasterization, which the recordings saved while it moved repay.
package final class KeptCoverages {
    /// A shape drawn under a device transform within a box of device pixels: what covers the same pixels again.
    package struct Key {
        package var shape: CoverageShape
        package var transform: AffineTransform
        package var bounds: PixelBox

        package init(shape: CoverageShape, transform: AffineTransform, bounds: PixelBox) {
            self.shape = shape
            self.transform = transform
            self.bounds = bounds
        }

        /// Equality with the cheap fields first: a path drawn again under another transform or in another box is
        /// the usual miss, and comparing outlines point by point is the costly part.
        func isSame(as other: Key) -> Bool {
            transform == other.transform && bounds == other.bounds && shape == other.shape
        }
    }

    private struct Entry {
        var key: Key
        /// Nil where the frame did not record it.
        var coverage: RecordedCoverage?
        /// For how many frames in a row the path drawn at this place in the frames' order has changed.
        var changes: Int
        /// The top-level node of the scene whose drawing noted it.
        var node: Int
        /// Whether this frame has taken it over.
        var isTaken = false
    }

    /// What a frame does with a path: blend the coverage kept from the last frame, or rasterize it, recording what
    /// it covers in `recording` when there is one.
    enum Lookup {
        case kept(RecordedCoverage)
        case rasterize(recording: RecordedCoverage?)
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
    /// The top-level node of the scene being drawn, which the paths looked up next belong to.
    package var node = 0

    package init() {}

    /// Starts a frame: the last frame's coverages become the ones to look up.
    package func beginFrame() {
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        cursor = 0
    }

    /// Ends a frame: masks the frame did not use again are kept for reuse. A frame that drew only some of its
    /// scene's top-level nodes keeps the paths of those it left out (`skipped`), which stood still, in their places
    /// in the order, for the next frame that draws them.
    package func endFrame(skipped: [Bool]? = nil) {
        if let skipped { keepPaths(ofSkipped: skipped) }
        // By index: a for-in loop would copy every entry, key and path, to read one flag.
        for index in previous.indices where !previous[index].isTaken {
            if let coverage = previous[index].coverage { spare.append(coverage) }
        }
        previous.removeAll(keepingCapacity: true)
    }

    /// Puts the last frame's entries of the nodes this frame skipped back among this frame's, in the order of the
    /// nodes (this frame drew none of them), so that a frame drawing them all finds them in order.
    private func keepPaths(ofSkipped skipped: [Bool]) {
        var merged: [Entry] = []
        merged.reserveCapacity(min(previous.count + current.count, Self.maximumCount))
        var next = 0
        for index in previous.indices
        where !previous[index].isTaken && previous[index].node < skipped.count && skipped[previous[index].node] {
            while next < current.count, current[next].node < previous[index].node {
                merged.append(current[next])
                next += 1
            }
            guard merged.count < Self.maximumCount else { break }
            merged.append(previous[index])
            previous[index].isTaken = true
        }
        while next < current.count {
            merged.append(current[next])
            next += 1
        }
        if merged.count > Self.maximumCount {
            for index in Self.maximumCount..<merged.count { merged[index].coverage.map { spare.append($0) } }
            merged.removeSubrange(Self.maximumCount...)
        }
        current = merged
    }

    package func removeAll() {
        previous.removeAll()
        current.removeAll()
        spare.removeAll()
        cursor = 0
    }

    /// What to do with the path of `key`, the next one the frame draws.
    func lookup(_ key: Key) -> Lookup {
        // Near the last hit, then near this path's own place in the last frame's order: paths that changed (an icon
        // mid-animation) leave the last hit behind, and what follows them is where it was.
        let place = current.count
        // Paths of nodes before this one that the frame does not draw (it redraws only its damage) are passed over.
        while cursor < previous.count, previous[cursor].node < node { cursor += 1 }
        if let index = match(key, from: cursor)
            ?? (place > cursor + Self.lookahead ? match(key, from: max(place - Self.lookahead / 2, 0)) : nil)
        {
            previous[index].isTaken = true
            cursor = index + 1
            guard let coverage = previous[index].coverage else {
                // At rest since the last frame, which did not record it.
                return .rasterize(recording: keep(key, changes: 0))
            }
            if current.count < Self.maximumCount {
                current.append(Entry(key: key, coverage: coverage, changes: 0, node: node))
            }
            return .kept(coverage)
        }
        // Changed since the last frame, or new. The path at the same place in the last frame's order is most likely
        // this one as it was.
        let changes = ReusePolicy.changes(
            changed: true, before: current.count < previous.count ? previous[current.count].changes : nil)
        return .rasterize(recording: keep(key, changes: changes))
    }

    /// The first entry from `start` within the lookahead not taken yet whose key is `key`'s.
    private func match(_ key: Key, from start: Int) -> Int? {
        let end = min(start + Self.lookahead, previous.count)
        guard start < end else { return nil }
        // Through the buffer: read from the array, each entry's key would be copied, its path and stroke retained
        // and released, for every comparison.
        return previous.withUnsafeBufferPointer { entries in
            for index in start..<end where !entries[index].isTaken && entries[index].key.isSame(as: key) {
                return index
            }
            return nil
        }
    }

    /// Notes the frame's next path; returns where to record its coverage, if anywhere.
    private func keep(_ key: Key, changes: Int) -> RecordedCoverage? {
        guard current.count < Self.maximumCount else { return nil }
        let recording = ReusePolicy.keeps(changes: changes) ? spare.popLast() ?? RecordedCoverage() : nil
        current.append(Entry(key: key, coverage: recording, changes: changes, node: node))
        return recording
    }
}
