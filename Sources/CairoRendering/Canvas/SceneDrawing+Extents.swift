import CCairo
import VectorGraphics

extension SceneDrawing {
    /// The current user-to-device matrix.
    var deviceTransform: AffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return AffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// `extent` in whole device pixels, grown by a pixel for antialiasing; nil when it is not a finite box.
    func devicePixels(of extent: PaintExtent) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard case .box(let minX, let minY, let maxX, let maxY) = extent.transformed(by: deviceTransform),
              abs(minX) < 1e7, abs(minY) < 1e7, abs(maxX) < 1e7, abs(maxY) < 1e7 else { return nil }
        return (minX.rounded(.down) - 1, minY.rounded(.down) - 1, maxX.rounded(.up) + 1, maxY.rounded(.up) + 1)
    }

    /// Clips to the whole device pixels around everything `nodes` draw, so that offscreen groups pushed after it are
    /// no larger than their content: Cairo sizes a group by the clip. The clip is pixel-aligned and cuts no outline,
    /// so it changes no pixel. Content whose pixels depend on the group's origin (gradients, images, blurs) keeps
    /// the clip it had. Call inside `cairo_save`/`cairo_restore`. False when the nodes draw
    /// nothing.
    func clipToPixels(of nodes: [SceneNode]) -> Bool {
        let extent = nodes.geometryExtent
        if extent == .nothing { return false }
        guard !nodes.contains(where: \.dependsOnSurfaceOrigin), let box = devicePixels(of: extent) else { return true }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
        return true
    }

    /// Whether a group's clip can be left out: it is a rectangle that every outline inside stays a pixel within, in
    /// device space under an axis-aligned transform, so it cuts nothing. Cairo turns an unaligned clip into a mask
    /// that every drawing operation inside then pays for.
    func clipCutsNothing(_ clip: BezierPath, children: [SceneNode]) -> Bool {
        let transform = deviceTransform
        guard transform.b == 0, transform.c == 0, clip.isAxisAlignedRectangle, let clipBounds = clip.controlBounds,
              case .box(let minX, let minY, let maxX, let maxY) = PaintExtent(clipBounds).transformed(by: transform),
              let content = devicePixels(of: children.geometryExtent) else { return false }
        return content.minX >= minX && content.minY >= minY && content.maxX <= maxX && content.maxY <= maxY
    }
}

extension BezierPath {
    /// One closed contour of four straight sides along the axes.
    var isAxisAlignedRectangle: Bool {
        guard contours.count == 1, let contour = contours.first, contour.isClosed, (4...5).contains(contour.segments.count) else { return false }
        var current = contour.start
        for segment in contour.segments {
            guard segment.isStraight(from: current), segment.end.x == current.x || segment.end.y == current.y else { return false }
            current = segment.end
        }
        return current == contour.start || contour.segments.count == 4
    }
}
