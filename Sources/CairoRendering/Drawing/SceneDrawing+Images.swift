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
        cairo_set_source_surface(cr, surface.handle, 0, 0)
        cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
    }
}
