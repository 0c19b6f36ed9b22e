import CCairo
import VectorGraphics

extension SceneDrawing {
    /// Composites the group's raster, kept from an earlier frame when its group and placement are the same, drawn
    /// offscreen otherwise. Inside the group's transform and clip. `node` is the group's own node, which the raster
    /// is kept by (one handed on unchanged is known by its storage); `childrenExtent` the box around its children.
    func compositeKeptRaster(
        of group: SceneGroup, node: SceneNode, opacity: Double, childrenExtent: @autoclosure () -> PaintExtent
    ) {
        let placement = keptRasterPlacement()
        var pattern = keptRasters?.raster(for: node, at: placement)
        if pattern == nil {
            cairo_push_group(cr)
            draw(group.children, opacity: 1)
            pattern = CairoPattern(cairo_pop_group(cr))
            if let pattern { keptRasters?.keep(pattern, for: node, at: placement) }
        }
        guard let pattern else { return }
        cairo_set_source(cr, pattern.handle)
        paintSource(blendMode: group.blendMode, alpha: group.opacity * opacity, within: childrenExtent())
    }

    func keptRasterPlacement() -> KeptGroupRasters.Placement {
        KeptGroupRasters.Placement(matrix: deviceTransform, clips: clips.clips)
    }

    /// Where a node's raster is kept: on a canvas that keeps rasters; nil elsewhere, where nothing is kept.
    func placementForKeeping() -> KeptGroupRasters.Placement? {
        guard drawsRaster, keptRasters != nil else { return nil }
        return keptRasterPlacement()
    }

    /// Composites the raster kept for `node` at `placement`, if there is one.
    func compositeKept(_ node: SceneNode, at placement: KeptGroupRasters.Placement?, opacity: Double) -> Bool {
        guard let placement, let kept = keptRasters?.raster(for: node, at: placement) else { return false }
        composite(kept, opacity: opacity)
        return true
    }

    /// How a masked or matted node is drawn: its kept raster composited, or drawn, keeping its raster at a placement.
    enum MaskedDrawing {
        case composited
        case drawn(keepingAt: KeptGroupRasters.Placement?)
    }

    /// Composites the raster kept for a masked or matted node, or says where to keep the one drawn now, if anywhere.
    ///
    /// Rasters are kept only drawing onto the canvas itself inside a clip of whole pixels. There, content painted
    /// through a mask rounds as the masked raster composited does. Through an unaligned clip Cairo multiplies mask and
    /// clip first, and inside other offscreen groups the random scenes of `ClipOmissionTests` found pixels a step
    /// apart, so there such nodes draw as they always have.
    func compositeKeptMasked(_ node: SceneNode, opacity: Double) -> MaskedDrawing {
        guard drawsRaster, let keptRasters, drawsOntoCanvasInWholePixels() else { return .drawn(keepingAt: nil) }
        let placement = keptRasterPlacement()
        switch keptRasters.maskedRaster(for: node, at: placement) {
        case .kept(let raster):
            composite(raster, opacity: opacity)
            return .composited
        case .keep:
            return .drawn(keepingAt: placement)
        case .drawStraight:
            return .drawn(keepingAt: nil)
        }
    }

    /// Composites `raster` at `opacity`, keeping it for `node` when there is a placement to keep it at.
    func composite(
        _ raster: CairoPattern, opacity: Double, keepingFor node: SceneNode, at placement: KeptGroupRasters.Placement?
    ) {
        if let placement { keptRasters?.keep(raster, for: node, at: placement) }
        composite(raster, opacity: opacity)
    }

    private func composite(_ raster: CairoPattern, opacity: Double) {
        cairo_set_source(cr, raster.handle)
        cairo_paint_with_alpha(cr, opacity)
    }
}
