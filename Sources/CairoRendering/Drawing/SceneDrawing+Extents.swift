import CCairo
import Rasterizer
import VectorGraphics

extension SceneDrawing {
    /// The current user-to-device matrix.
    var deviceTransform: AffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return AffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// Whether drawing goes onto the canvas itself, not into an offscreen group, inside a clip of whole pixels: where
    /// a composite limited to a box and a raster composited in place of painting through a mask are exact.
    func drawsOntoCanvasInWholePixels() -> Bool {
        cairo_get_group_target(cr) == cairo_get_target(cr) && clips.isWholePixels
    }

    /// Whether a group's clip can be left out: it is a rectangle that every outline inside stays a pixel within, in
    /// device space under an axis-aligned transform, so it cuts nothing; nothing inside is drawn offscreen (the
    /// clip decides an offscreen group's origin); and the clip around it is whole pixels. Cairo turns an unaligned
    /// clip into a mask that every drawing operation inside then pays for. `childrenExtent` is the box around the
    /// children's outlines, asked for last.
    func clipCutsNothing(
        _ clip: BezierPath, children: [SceneNode], childrenExtent: @autoclosure () -> PaintExtent
    ) -> Bool {
        let transform = deviceTransform
        // The walks over the content come last: under a letterboxed frame's clip, which is not whole pixels, no
        // clip is ever left out, and each walk visits every path inside.
        guard options.leavesOutUncuttingClips, transform.b == 0, transform.c == 0, clip.isAxisAlignedRectangle,
            clips.isWholePixels,
            let clipBounds = clip.controlBounds,
            case .box(let minX, let minY, let maxX, let maxY) = PaintExtent(clipBounds).transformed(by: transform),
            !children.contains(where: \.drawsOffscreen),
            let content = childrenExtent().devicePixels(under: transform)
        else { return false }
        return content.minX >= minX && content.minY >= minY && content.maxX <= maxX && content.maxY <= maxY
    }
}

extension BezierPath {
    /// One closed contour of four straight sides along the axes.
    var isAxisAlignedRectangle: Bool {
        guard contours.count == 1, let contour = contours.first, contour.isClosed,
            (4...5).contains(contour.segments.count)
        else { return false }
        var current = contour.start
        for segment in contour.segments {
            guard segment.isStraight(from: current), segment.end.x == current.x || segment.end.y == current.y else {
                return false
            }
            current = segment.end
        }
        return current == contour.start || contour.segments.count == 4
    }
}
