/// When a frame-to-frame cache keeps what a frame made for a place in the frame's order of such items (a path's
/// coverage, a masked layer's raster): keeping costs a recording or an offscreen pass, lost on an item that changes
/// again in the next frame. The item at the same place in the last frame's order is most likely this one as it
/// was: an item that changed since it is kept only when that one had not changed too, so one moving frame after
/// frame is kept once, and again when it comes to rest.
package enum ReusePolicy {
    /// How many frames in a row an item may have changed and still be kept: the first change may be a single step
    /// between two rests.
    static let keptChanges = 1

    /// How many frames in a row the item at a place has changed, given whether it changed now and the count of the
    /// item at its place in the last frame (nil when there was none).
    package static func changes(changed: Bool, before: Int?) -> Int {
        changed ? (before ?? 0) + 1 : 0
    }

    /// Whether to keep what the frame makes for an item that has changed `changes` frames in a row.
    package static func keeps(changes: Int) -> Bool {
        changes <= keptChanges
    }
}
