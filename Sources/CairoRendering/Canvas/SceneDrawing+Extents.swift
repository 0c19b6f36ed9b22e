import CCairo
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
        cairo_get_group_target(cr) == cairo_get_target(cr) && clipIsWholePixels()
    }

    /// Whether the current clip is a set of whole device pixels (a region, in Cairo's terms).
    private func clipIsWholePixels() -> Bool {
        // The rectangles come in user space: read them with the identity matrix, so that they are device pixels.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        defer { cairo_set_matrix(cr, &matrix) }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        for index in 0..<Int(truncatingIfNeeded: list.pointee.num_rectangles) {
            let rectangle = list.pointee.rectangles[index]
            for value in [rectangle.x, rectangle.y, rectangle.width, rectangle.height] where value != value.rounded() { return false }
        }
        return true
    }

    /// Whether a group's clip can be left out: it is a rectangle that every outline inside stays a pixel within, in
    /// device space under an axis-aligned transform, so it cuts nothing; nothing inside is drawn offscreen (the
    /// clip decides an offscreen group's origin); and the clip around it is whole pixels. Cairo turns an unaligned
    /// clip into a mask that every drawing operation inside then pays for.
    func clipCutsNothing(_ clip: BezierPath, children: [SceneNode]) -> Bool {
        let transform = deviceTransform
        guard leavesOutUncuttingClips, transform.b == 0, transform.c == 0, clip.isAxisAlignedRectangle, !children.contains(where: \.drawsOffscreen),
              let clipBounds = clip.controlBounds,
              case .box(let minX, let minY, let maxX, let maxY) = PaintExtent(clipBounds).transformed(by: transform),
              let content = children.geometryExtent.devicePixels(under: transform) else { return false }
        guard content.minX >= minX, content.minY >= minY, content.maxX <= maxX, content.maxY <= maxY else { return false }
        return clipIsWholePixels()
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
