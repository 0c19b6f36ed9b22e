import CCairo
import VectorGraphics

extension SceneDrawing {
    /// An image stretched over its rectangle; an image that cannot be decoded draws nothing.
    func drawImage(_ node: ImageNode, opacity: Double) {
        guard let surface = images.surface(for: node.image) else { return }
        let pixelWidth = Double(cairo_image_surface_get_width(surface.handle)),
            pixelHeight = Double(cairo_image_surface_get_height(surface.handle))
        guard pixelWidth > 0, pixelHeight > 0, node.width > 0, node.height > 0 else { return }
        cairo_save(cr)
        cairo_scale(cr, node.width / pixelWidth, node.height / pixelHeight)
        guard Self.cairoCanSample(imageToDevice: cr) else {
            cairo_restore(cr)
            return
        }
        cairo_set_source_surface(cr, surface.handle, 0, 0)
        cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }

    /// Cairo hands an image to pixman through a 16.16 fixed-point matrix from device pixels to image pixels; where
    /// an image pixel shrinks below 1/32768 of a device pixel that matrix overflows and Cairo fails the whole drawing
    /// ("out of memory"). Such an image spans under a hundredth of a pixel across, for an image a few hundred pixels
    /// wide, and is left out.
    static func cairoCanSample(imageToDevice cr: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let determinant = matrix.xx * matrix.yy - matrix.xy * matrix.yx
        let largest = max(abs(matrix.xx), abs(matrix.xy), abs(matrix.yx), abs(matrix.yy))
        return abs(determinant) > 0 && largest / abs(determinant) < 32768
    }
}
