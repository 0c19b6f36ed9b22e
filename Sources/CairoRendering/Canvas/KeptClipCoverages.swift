import Rasterizer

/// Clip coverages kept from one frame to the next: a letterboxed frame's clip, and the clips of precompositions
/// that do not move, are the same every frame, and rasterizing them anew cost as much as drawing a small icon.
final class KeptClipCoverages {
    private struct Entry {
        /// The clips in force, outermost first, and the canvas they were worked out for.
        let clips: [ClipTrail.Clip]
        let canvas: PixelBox
        let coverage: CoverageMask
    }

    /// A drawing sets a few clips; past this many the oldest are let go.
    static let maximumCount = 16
    private var entries: [Entry] = []

    /// The coverage kept for `clips` on `canvas`, if any.
    func coverage(for clips: ArraySlice<ClipTrail.Clip>, on canvas: PixelBox) -> CoverageMask? {
        // By index, without copying entries or clips out of their arrays: a miss is the usual answer for a moving
        // precomposition's clip, and copying each clip to compare it cost more than the comparisons.
        for index in entries.indices
        where entries[index].canvas == canvas && ClipTrail.Clip.areSame(entries[index].clips, as: clips) {
            return entries[index].coverage
        }
        return nil
    }

    func keep(_ coverage: CoverageMask, for clips: ArraySlice<ClipTrail.Clip>, on canvas: PixelBox) {
        if entries.count == Self.maximumCount { entries.removeFirst() }
        entries.append(Entry(clips: Array(clips), canvas: canvas, coverage: coverage))
    }
}
