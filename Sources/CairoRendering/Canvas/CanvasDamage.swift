import Rasterizer
import VectorGraphics

/// What a canvas redraws when a scene follows the one on it with the same number of top-level nodes: the damage, the
/// box around the old and new pixels of the nodes that changed, and the nodes that reach into it, in order.
///
/// Every node leaves the pixels outside the box around its outlines as they were (separate layers and isolated
/// groups composite a transparent surround, which changes nothing under any blend mode), so inside the damage the
/// nodes that reach it, drawn in order onto what lies under them, give the pixels of a full redraw. Outside it the
/// canvas already holds them; what those nodes draw there, whole (so that blurs, masks and kept coverages see exactly
/// what a full redraw gives them), is put back afterwards from a copy.
struct CanvasDamage {
    /// The pixels that change, cleared (or taken from the checkpoint) and drawn again.
    let damage: PixelBox
    /// The nodes that reach the damage, bottom first.
    let nodes: [Int]
    /// Where those nodes may draw: the damage, and what is put back around it.
    let reach: PixelBox

    /// Damage larger than this share of the canvas is drawn by a full redraw, which clears in one go and copies
    /// nothing back.
    static let largestShare = 0.5

    /// The nodes of `scene` that differ from those of `last` and the pixels they covered in `last`, worked out while
    /// the canvas still knows the last scene's nodes; nil when a full redraw is needed or does as well: other node
    /// counts, every node from `first` (the first not in the checkpoint) changed, which is most frames of most icons,
    /// an old node reaching further than its outlines, or `isRefused` for the nodes not in the last scene's storage.
    /// `oldBox` gives the device pixels a node of `last` may have drawn on: nil when not bounded, `.some(nil)` when
    /// nothing.
    static func changes(
        of scene: LottieScene, over last: LottieScene, sharingBottom shared: Int, from first: Int,
        isRefused: ([Int]) -> Bool, oldBox: (Int) -> PixelBox??
    ) -> (nodes: [Int], damage: PixelBox?)? {
        guard scene.nodes.count == last.nodes.count, scene.width == last.width, scene.height == last.height else {
            return nil
        }
        // The node at `shared` is the first that differs. Above it, an interpreter hands a layer at rest on in the
        // same storage; a tab bar's composer builds its titles and icons at rest anew, equal. The nodes in other
        // storage name the frame for `isRefused`, which spares comparing them.
        guard shared < scene.nodes.count else { return nil }
        // Each list is sized once: joined and filtered, they were grown in steps, allocating every frame.
        var distinct = [Int]()
        distinct.reserveCapacity(scene.nodes.count - shared)
        distinct.append(shared)
        for index in shared + 1..<scene.nodes.count where !scene.nodes[index].isSameStorage(as: last.nodes[index]) {
            distinct.append(index)
        }
        guard !isRefused(distinct) else { return nil }
        var changed = [Int]()
        changed.reserveCapacity(distinct.count)
        for index in distinct where index == shared || scene.nodes[index] != last.nodes[index] { changed.append(index) }
        // Every node drawn again: a full redraw's work, without working out where.
        guard changed.count < scene.nodes.count - first else { return nil }
        var damage: PixelBox?
        for index in changed {
            guard let old = oldBox(index) else { return nil }
            if let old, !old.isEmpty { damage = damage.map { $0.union(old) } ?? old }
        }
        return (changed, damage)
    }

    /// The redraw of `scene` given its `changes`, drawing nodes from `first` on (those below lie in the checkpoint),
    /// or nil when a full redraw is needed or does as well: a changed node reaches further than its outlines
    /// (effects, text), the damage is too large, every node from `first` reaches it, or, where `drawsOntoClear` (no
    /// background and no checkpoint under the damage), a redrawn node has Cairo paint, which rounds a first drawing
    /// onto a clear surface differently from one onto cleared pixels (see `SceneDrawing.draw`). `newBox` gives a
    /// node's pixels as `changes(of:over:sharingBottom:oldBox:)`'s `oldBox` does.
    static func plan(
        _ scene: LottieScene, changes: (nodes: [Int], damage: PixelBox?), from first: Int, viewport: Viewport,
        drawsOntoClear: Bool, newBox: (Int) -> PixelBox??
    ) -> CanvasDamage? {
        var damage = changes.damage
        for index in changes.nodes {
            guard let new = newBox(index) else { return nil }
            if let new, !new.isEmpty { damage = damage.map { $0.union(new) } ?? new }
        }
        guard let damage else {
            // Only nodes that draw nothing changed.
            let none = PixelBox(rows: 0..<0, columns: 0..<0)
            return CanvasDamage(damage: none, nodes: [], reach: none)
        }
        guard
            Double(damage.rows.count * damage.columns.count)
                <= largestShare * Double(viewport.width * viewport.height)
        else { return nil }
        let whole = viewport.pixelBox
        var nodes: [Int] = []
        nodes.reserveCapacity(scene.nodes.count - first)
        var reach = damage
        for index in first..<scene.nodes.count {
            guard let found = newBox(index) else {
                nodes.append(index)
                reach = whole
                continue
            }
            guard let box = found, !box.intersection(damage).isEmpty else { continue }
            nodes.append(index)
            reach = reach.union(box)
        }
        // Redrawing every node from `first` is a full redraw's work with copies besides.
        if nodes.count == scene.nodes.count - first { return nil }
        if drawsOntoClear, nodes.contains(where: { scene.nodes[$0].paintsThroughCairo }) { return nil }
        return CanvasDamage(damage: damage, nodes: nodes, reach: reach.intersection(whole))
    }
}
