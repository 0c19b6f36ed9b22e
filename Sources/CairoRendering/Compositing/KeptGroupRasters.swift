import CCairo
import VectorGraphics

/// The offscreen rasters of groups that keep theirs (`SceneGroup.keepsRaster`), from one frame to the next.
///
/// A raster is used again only for an equal group (opacity aside, which applies when compositing) drawn under the
/// same device matrix and inside the same clip: Cairo would draw it pixel for pixel as before, so compositing the
/// kept raster gives the frame a fresh render gives. Rasters not used by a frame are let go after it.
final class KeptGroupRasters {
    /// Where a group's raster is drawn: the device matrix and every clip in force, each with the matrix it was
    /// set under (Cairo lists a clip's rectangles only when they are whole pixels, so the clips are followed here).
    struct Placement: Equatable {
        var matrix: AffineTransform
        var clips: [ClipTrail.Clip]
    }

    private struct Entry {
        let group: SceneGroup
        let placement: Placement
        let pattern: CairoPattern
        var isInUse: Bool
    }

    /// Tab bars keep one per icon and two during a cross-fade; far more means the scene is not one that rests.
    static let maximumCount = 64
    private var entries: [Entry] = []
    /// How many kept rasters the frame being drawn has composited instead of drawing their groups.
    private(set) var reusedThisFrame = 0

    /// The raster kept for `group` at `placement`, marked as used by this frame.
    func raster(for group: SceneGroup, at placement: Placement) -> CairoPattern? {
        let key = Self.key(group)
        guard let index = entries.firstIndex(where: { $0.placement == placement && $0.group == key }) else { return nil }
        entries[index].isInUse = true
        reusedThisFrame += 1
        return entries[index].pattern
    }

    func keep(_ pattern: CairoPattern, for group: SceneGroup, at placement: Placement) {
        guard entries.count < Self.maximumCount else { return }
        entries.append(Entry(group: Self.key(group), placement: placement, pattern: pattern, isInUse: true))
    }

    /// Starts counting the rasters a frame reuses.
    func beginFrame() {
        reusedThisFrame = 0
    }

    /// Lets go of the rasters the frame just drawn did not use.
    func endFrame() {
        entries.removeAll { !$0.isInUse }
        for index in entries.indices { entries[index].isInUse = false }
    }

    func removeAll() {
        entries.removeAll()
    }

    private static func key(_ group: SceneGroup) -> SceneGroup {
        var key = group
        key.opacity = 1
        return key
    }
}

extension SceneDrawing {
    /// Composites the group's raster, kept from an earlier frame when its group and placement are the same, drawn
    /// offscreen otherwise. Inside the group's transform and clip.
    func compositeKeptRaster(of group: SceneGroup, opacity: Double) {
        let placement = keptRasterPlacement()
        var pattern = keptRasters?.raster(for: group, at: placement)
        if pattern == nil {
            cairo_push_group(cr)
            draw(group.children, opacity: 1)
            pattern = CairoPattern(cairo_pop_group(cr))
            if let pattern { keptRasters?.keep(pattern, for: group, at: placement) }
        }
        guard let pattern else { return }
        cairo_set_source(cr, pattern.handle)
        paintSource(blendMode: group.blendMode, alpha: group.opacity * opacity)
    }

    private func keptRasterPlacement() -> KeptGroupRasters.Placement {
        KeptGroupRasters.Placement(matrix: deviceTransform, clips: clips.clips)
    }
}
