import CCairo
import Foundation
import ImageCodecs
import VectorGraphics

extension PixelImage {
    /// Reads PNG bytes of any colour type Cairo reads.
    package init(decodingPNG data: Data) throws(OutputError) {
        self.init(surface: try CairoSurface.png(data))
    }

    /// Unpremultiplies Cairo's native-endian ARGB32 (or RGB24) words.
    init(surface: CairoSurface) {
        let handle = surface.handle
        cairo_surface_flush(handle)
        let width = Int(truncatingIfNeeded: cairo_image_surface_get_width(handle))
        let height = Int(truncatingIfNeeded: cairo_image_surface_get_height(handle))
        let stride = Int(truncatingIfNeeded: cairo_image_surface_get_stride(handle))
        let hasAlpha = cairo_image_surface_get_format(handle) == CAIRO_FORMAT_ARGB32
        guard let data = cairo_image_surface_get_data(handle) else {
            self.init(width: width, height: height, rgba: [UInt8](repeating: 0, count: width * height * 4))
            return
        }
        self.init(
            width: width, height: height,
            rgba: Self.straightRGBA(
                UnsafeRawPointer(data), width: width, height: height, bytesPerRow: stride, hasAlpha: hasAlpha))
    }
}
