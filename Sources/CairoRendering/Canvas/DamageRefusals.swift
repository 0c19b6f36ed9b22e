/// The nodes that changed in the last frame whose damage was refused (a full redraw drew it), so that frames in
/// which the same nodes change are drawn whole without working out their damage: the boxes around every outline,
/// which a wave of many points would pay for in every frame. Trusted for `trusted` frames in a row, then checked
/// again.
struct DamageRefusals {
    static let trusted = 15

    private var refused: [Int]?
    private var framesTrusted = 0
    /// The changed nodes of the frame being drawn, as `skips` heard them; nil when it did not ask.
    private var asked: [Int]?
    private var skipped = false

    /// Whether the frame in which the nodes `changed` changed is drawn whole without working out its damage.
    mutating func skips(_ changed: [Int]) -> Bool {
        asked = changed
        guard let refused, refused == changed, framesTrusted < Self.trusted else { return false }
        framesTrusted += 1
        skipped = true
        return true
    }

    /// The frame is drawn: through its damage, or whole (`refused`) after `skips` heard of its changed nodes.
    mutating func endFrame(refused wasRefused: Bool) {
        if !skipped {
            refused = wasRefused ? asked : nil
            framesTrusted = 0
        }
        asked = nil
        skipped = false
    }
}
