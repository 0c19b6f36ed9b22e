import CCairo
import Rasterizer
import VectorGraphics

/// Offscreen rasters kept from one frame to the next: those of separate layers (`SceneGroup.isSeparateLayer`)
/// and of effected nodes (their content with the effects applied).
///
/// A raster is used again only for an equal node (a group's opacity aside, which applies when compositing) drawn
/// under the same device matrix and inside the same clip: Cairo would draw it pixel for pixel as before, so
/// compositing the kept raster gives the frame a fresh render gives. Rasters not used by a frame are let go after it.
///
/// Masked and matted nodes at full opacity are painted through their mask straight onto the canvas unless their
/// raster is to be kept, which costs an offscreen group and a second composite: lost on a node that changes again in
/// the next frame. Such a node is kept as `ReusePolicy` says, by the changes of the one drawn at its place in the
/// last frame's order of masked and matted nodes (`maskedRaster(for:at:)`): one that changes frame after frame is
/// drawn straight, and kept again once it is drawn as in the frame before.
final class KeptGroupRasters {
    /// Where a group's raster is drawn: the device matrix and every clip in force, each with the matrix it was
    /// set under (Cairo lists a clip's rectangles only when they are whole pixels, so the clips are followed here).
    struct Placement {
        var matrix: AffineTransform
        var clips: [ClipTrail.Clip]

        /// Equality with the matrix first and the clips compared in place, cheap fields before paths.
        func isSame(as other: Placement) -> Bool {
            matrix == other.matrix && ClipTrail.Clip.areSame(clips, as: other.clips[...])
        }
    }

    private struct Entry {
        let node: SceneNode
        let placement: Placement
        let pattern: CairoPattern
        let byteCount: Int
        var isInUse: Bool
        /// The top-level node of the scene whose drawing kept it.
        let drawnWith: Int
    }

    /// What a frame does with a masked or matted node: composite its kept raster, draw it and keep its raster, or
    /// draw it straight through its mask.
    enum MaskedRaster {
        case kept(CairoPattern)
        case keep
        case drawStraight
    }

    /// A masked or matted node as a frame drew it, at its place in the frame's order of such nodes, and for how many
    /// frames in a row the node at that place had changed.
    private struct MaskedPassage {
        let node: SceneNode
        let placement: Placement
        let changes: Int
    }

    /// Tab bars keep one per icon and two during a cross-fade; far more means the scene is not one that rests.
    static let maximumCount = 64
    /// Rasters are kept while together they hold at most this much: 64 MiB is 16 rasters of 1024x1024.
    static let maximumByteCount = 64 << 20
    // One owner (a canvas) on one thread: Swift's dynamic exclusivity checks on these cost more than the bookkeeping
    // they guard, on every frame.
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// The top-level node of the scene being drawn, which the rasters kept next belong to.
    @exclusivity(unchecked) var node = 0
    /// How many kept rasters the frame being drawn has composited instead of drawing their groups.
    @exclusivity(unchecked) private(set) var reusedThisFrame = 0
    /// Whether the frame follows the last one in time, so that what changed since it is motion (not a seek).
    @exclusivity(unchecked) private var followsLastFrame = false
    @exclusivity(unchecked) private var lastMaskedPassages: [MaskedPassage] = []
    @exclusivity(unchecked) private var maskedPassages: [MaskedPassage] = []

    /// The raster kept for `node` at `placement`, marked as used by this frame.
    func raster(for node: SceneNode, at placement: Placement) -> CairoPattern? {
        let key = Self.key(node)
        // By index, without copying entries out.
        for index in entries.indices where entries[index].placement.isSame(as: placement) {
            guard Self.areSame(entries[index].node, key) else { continue }
            entries[index].isInUse = true
            reusedThisFrame += 1
            return entries[index].pattern
        }
        return nil
    }

    /// What to do with a masked or matted node, the next one the frame draws: a kept raster is marked as used.
    func maskedRaster(for node: SceneNode, at placement: Placement) -> MaskedRaster {
        if let pattern = raster(for: node, at: placement) {
            maskedPassages.append(MaskedPassage(node: node, placement: placement, changes: 0))
            return .kept(pattern)
        }
        // Changed since the last frame, or new: compared with the node at the same place in the last frame's order.
        // After a seek nothing is known of its motion, and it is kept as if it might rest.
        let index = maskedPassages.count
        let last = followsLastFrame && index < lastMaskedPassages.count ? lastMaskedPassages[index] : nil
        let changed = last.map { !($0.placement.isSame(as: placement) && Self.areSame($0.node, node)) } ?? true
        let changes = ReusePolicy.changes(changed: changed, before: last?.changes)
        maskedPassages.append(MaskedPassage(node: node, placement: placement, changes: changes))
        return ReusePolicy.keeps(changes: changes) ? .keep : .drawStraight
    }

    func keep(_ pattern: CairoPattern, for node: SceneNode, at placement: Placement) {
        let size = pattern.rasterByteCount
        guard entries.count < Self.maximumCount, entries.reduce(size, { $0 + $1.byteCount }) <= Self.maximumByteCount
        else { return }
        entries.append(
            Entry(
                node: Self.key(node), placement: placement, pattern: pattern, byteCount: size, isInUse: true,
                drawnWith: self.node))
    }

    /// Starts counting the rasters a frame reuses; `followsLastFrame` tells motion from a seek.
    func beginFrame(followsLastFrame: Bool) {
        reusedThisFrame = 0
        self.followsLastFrame = followsLastFrame
    }

    /// Lets go of the rasters the frame just drawn did not use, but those of top-level nodes it left out
    /// (`skipped`), which stood still.
    func endFrame(skipped: [Bool]? = nil) {
        entries.removeAll { entry in
            !entry.isInUse && !(skipped.map { entry.drawnWith < $0.count && $0[entry.drawnWith] } ?? false)
        }
        for index in entries.indices { entries[index].isInUse = false }
        swap(&lastMaskedPassages, &maskedPassages)
        maskedPassages.removeAll(keepingCapacity: true)
    }

    func removeAll() {
        entries.removeAll()
        lastMaskedPassages.removeAll()
        maskedPassages.removeAll()
    }

    /// Equality, cheapest first: a node passed on unchanged (a resting layer, an icon's kept scene) is found by its
    /// storage, without walking its tree; an effected node's effects come before its content, since where a blur or a
    /// shadow animates they differ, and they are a few numbers where the content is a tree.
    private static func areSame(_ node: SceneNode, _ other: SceneNode) -> Bool {
        if node.isSameStorage(as: other) { return true }
        if case .effected(let mine) = node, case .effected(let theirs) = other {
            return mine.effects == theirs.effects && mine.content == theirs.content
        }
        return node == other
    }

    /// The node with a group's opacity set aside; a node that needs no change is itself, storage and all.
    private static func key(_ node: SceneNode) -> SceneNode {
        guard case .group(var group) = node, group.opacity != 1 else { return node }
        group.opacity = 1
        return .group(group)
    }
}
