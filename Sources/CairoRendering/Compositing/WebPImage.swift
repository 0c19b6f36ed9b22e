import CCairo
import CWebP
import Foundation

/// Still WebP image assets, decoded by libwebp straight into Cairo's premultiplied format.
enum WebPImage {
    /// An ARGB32 surface of the image; nil for broken data or an animated WebP.
    static func surface(from bytes: [UInt8]) -> CairoSurface? {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { return nil }
        let features = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &config.input) }
        guard features == VP8_STATUS_OK, config.input.has_animation == 0,
              config.input.width > 0, config.input.height > 0, config.input.width <= 16384, config.input.height <= 16384,
              let surface = try? CairoSurface.image(width: Int(truncatingIfNeeded: config.input.width), height: Int(truncatingIfNeeded: config.input.height)),
              let pixels = cairo_image_surface_get_data(surface.handle) else { return nil }
        let stride = cairo_image_surface_get_stride(surface.handle)
        // Premultiplied B, G, R, A bytes are Cairo's ARGB32 words on a little-endian machine.
        config.output.colorspace = MODE_bgrA
        config.output.is_external_memory = 1
        config.output.u.RGBA.rgba = pixels
        config.output.u.RGBA.stride = stride
        config.output.u.RGBA.size = Int(truncatingIfNeeded: stride) * Int(truncatingIfNeeded: config.input.height)
        defer { WebPFreeDecBuffer(&config.output) }
        let status = bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) }
        guard status == VP8_STATUS_OK else { return nil }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }
}
