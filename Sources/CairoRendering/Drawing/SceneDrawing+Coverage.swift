import CCairo
import Rasterizer
import VectorGraphics

extension SceneDrawing {
    /// Paints `shape`'s coverage with `paint`. A colour onto an image surface is blended straight into its pixels,
    /// through the clips' own coverage where they are not whole pixels and may cut the shape; a gradient is handed
    /// to Cairo as an A8 mask, under Cairo's clip. A shape the last frame drew alike (same device transform and box)
    /// is not rasterized again: its kept coverage is blended.
    func paintCoverage(of shape: CoverageShape, paint: Paint, opacity: Double) {
        guard let rasterizer, let target = cairo_get_group_target(cr), var bounds = coverageBounds(of: target) else {
            return
        }
        let transform = deviceTransform
        if case .solid(let color) = paint, let pixels = RasterPixels(target) {
            let word = CoverageBlending.premultipliedWord(color, opacity: opacity)
            guard word != 0 else { return }
            let clip = clipsCoverage(for: shape, under: transform, rasterizingWith: rasterizer)
            if let clip {
                guard let covered = clip.coveredBox else { return }
                bounds = bounds.intersection(covered)
                guard !bounds.isEmpty else { return }
            }
            var x = 0.0, y = 0.0
            cairo_surface_get_device_offset(target, &x, &y)
            let key = KeptCoverages.Key(shape: shape, transform: transform, bounds: bounds)
            let originX = -WholePixels.floor(x, clampedTo: -(1 << 30)...(1 << 30)),
                originY = -WholePixels.floor(y, clampedTo: -(1 << 30)...(1 << 30))
            if rasterizer.blend(
                word, through: key, into: pixels.target, originX: originX, originY: originY, clip: clip,
                kept: keptCoverages)
            {
                pixels.commit()
            }
            return
        }
        let key = KeptCoverages.Key(shape: shape, transform: transform, bounds: bounds)
        guard let mask = rasterizer.coverage(of: key, kept: keptCoverages) else { return }
        let pattern = setSource(paint, opacity: opacity)
        paintMask(mask)
        withExtendedLifetime(pattern) {}
    }

    /// The coverage of the clips in force, for blending `shape` through: none where they are whole pixels (the
    /// bounds then clip exactly) or, leaving out clips that cut nothing, where they let every pixel the shape can
    /// reach through whole. Their coverage is worked out per clip over its whole box, which for precompositions
    /// nested in an unaligned clip, each clipped anew, cost more than the shapes inside.
    private func clipsCoverage(
        for shape: CoverageShape, under transform: AffineTransform, rasterizingWith rasterizer: CoverageRasterizer
    ) -> CoverageMask? {
        guard !clips.isWholePixels else { return nil }
        if options.leavesOutUncuttingClips, let reach = shape.extent.devicePixels(under: transform),
            clips.letsThroughWhole(reach)
        {
            return nil
        }
        return clips.coverage(within: canvasBox, rasterizingWith: rasterizer)
    }

    /// The drawing's whole surface in device pixels.
    var canvasBox: PixelBox {
        let canvas = cairo_get_target(cr)
        return PixelBox(
            rows: 0..<Int(truncatingIfNeeded: cairo_image_surface_get_height(canvas)),
            columns: 0..<Int(truncatingIfNeeded: cairo_image_surface_get_width(canvas)))
    }

    /// The device pixels a drawing can reach: the target surface, within the clips in force.
    private func coverageBounds(of target: OpaquePointer) -> PixelBox? {
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(target, &x, &y)
        let left = -WholePixels.floor(x, clampedTo: -(1 << 30)...(1 << 30)),
            top = -WholePixels.floor(y, clampedTo: -(1 << 30)...(1 << 30))
        let width = Int(truncatingIfNeeded: cairo_image_surface_get_width(target)),
            height = Int(truncatingIfNeeded: cairo_image_surface_get_height(target))
        let surface = PixelBox(rows: top..<(top + height), columns: left..<(left + width))
        let bounds = clips.deviceBounds.map { $0.intersection(surface) } ?? surface
        return bounds.isEmpty ? nil : bounds
    }

    /// Paints the current source through `mask`, placed at its box in device pixels.
    private func paintMask(_ mask: CoverageMask) {
        guard let area = mask.coveredBox else { return }
        let (bytes, bytesPerRow) = mask.denseBytes(of: area)
        guard
            let surface = cairo_image_surface_create_for_data(
                bytes, CAIRO_FORMAT_A8, Int32(truncatingIfNeeded: area.columns.count),
                Int32(truncatingIfNeeded: area.rows.count), Int32(truncatingIfNeeded: bytesPerRow))
        else { return }
        defer { cairo_surface_destroy(surface) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, surface, Double(area.columns.lowerBound), Double(area.rows.lowerBound))
        cairo_set_matrix(cr, &matrix)
    }
}
