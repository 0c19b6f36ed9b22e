import CCairo
import Foundation
import Rasterizer

/// In-place pixel access to a raster Cairo surface (premultiplied ARGB32 or A8), for what Cairo cannot do:
/// blurs, luminance mattes and colour mapping. Vector surfaces have no pixels and give nil.
struct RasterPixels {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    let isAlphaOnly: Bool
    let data: UnsafeMutablePointer<UInt8>

    init?(_ surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_A8,
            let data = cairo_image_surface_get_data(surface)
        else { return nil }
        self.surface = surface
        width = Int(truncatingIfNeeded: cairo_image_surface_get_width(surface))
        height = Int(truncatingIfNeeded: cairo_image_surface_get_height(surface))
        stride = Int(truncatingIfNeeded: cairo_image_surface_get_stride(surface))
        isAlphaOnly = format == CAIRO_FORMAT_A8
        self.data = data
    }

    /// The pixels of a pattern made by `cairo_pop_group`, when it is raster.
    init?(pattern: OpaquePointer) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return nil }
        self.init(surface)
    }

    /// The same pixels, for the rasterizer to blend into.
    var target: PixelTarget {
        PixelTarget(data: data, width: width, height: height, stride: stride, isAlphaOnly: isAlphaOnly)
    }

    func commit() {
        cairo_surface_mark_dirty(surface)
    }

    /// Visits every ARGB32 pixel as premultiplied (a, r, g, b) in 0…255 and stores what the closure returns.
    /// Transparent pixels, most of a typical layer, all map alike: the closure sees one of them.
    func mapPixels(
        _ transform: (_ a: Double, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double, Double)
    ) {
        guard !isAlphaOnly else { return }
        func pack(_ pixel: (a: Double, r: Double, g: Double, b: Double)) -> UInt32 {
            let (a, r, g, b) = pixel
            let alpha = Self.byte(a)
            let clamp = { (value: Double) in min(Self.byte(value), alpha) }
            return alpha << 24 | clamp(r) << 16 | clamp(g) << 8 | clamp(b)
        }
        let transparent = pack(transform(0, 0, 0, 0))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                row[x] =
                    word == 0
                    ? transparent
                    : pack(
                        transform(
                            Double(word >> 24), Double(word >> 16 & 0xFF), Double(word >> 8 & 0xFF), Double(word & 0xFF)
                        ))
            }
        }
        commit()
    }

    private static func byte(_ value: Double) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }

    /// The smallest box (half-open, in pixels) holding every pixel that is not clear; nil when all are.
    var inkBounds: (left: Int, top: Int, right: Int, bottom: Int)? {
        GaussianBlur.inkBounds(data, width: width, height: height, stride: stride, channels: isAlphaOnly ? 1 : 4)
    }

    /// A Gaussian blur of standard deviation `sigma` pixels (see `GaussianBlur`).
    func blur(sigma: Double, horizontal: Bool = true, vertical: Bool = true) {
        GaussianBlur(width: width, height: height, stride: stride, channels: isAlphaOnly ? 1 : 4)
            .apply(to: data, sigma: sigma, horizontal: horizontal, vertical: vertical)
        commit()
    }
}
