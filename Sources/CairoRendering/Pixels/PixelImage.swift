import CCairo
import Foundation
import VectorGraphics

/// A raster as straight (not premultiplied) RGBA bytes, row by row, for probing and comparing pixels.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public private(set) var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA data must hold width × height × 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    public init(width: Int, height: Int, fill: Color = .clear) {
        let pixel = [fill.red, fill.green, fill.blue, fill.alpha].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        self.init(width: width, height: height, rgba: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }

    /// Reads PNG bytes of any colour type Cairo reads.
    public init(png data: Data) throws(CairoRenderingError) {
        self.init(surface: try CairoSurface.png(data))
    }

    /// Unpremultiplies Cairo's native-endian ARGB32 (or RGB24) words.
    init(surface: CairoSurface) {
        let handle = surface.handle
        cairo_surface_flush(handle)
        width = Int(cairo_image_surface_get_width(handle))
        height = Int(cairo_image_surface_get_height(handle))
        let stride = Int(cairo_image_surface_get_stride(handle))
        let hasAlpha = cairo_image_surface_get_format(handle) == CAIRO_FORMAT_ARGB32
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(handle) {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x]
                    let alpha = hasAlpha ? Int(word >> 24) : 255
                    let offset = (y * width + x) * 4
                    guard alpha > 0 else { continue }
                    for (channel, shift) in [(0, 16), (1, 8), (2, 0)] {
                        let premultiplied = Int(word >> UInt32(shift) & 0xFF)
                        bytes[offset + channel] = UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
                    }
                    bytes[offset + 3] = UInt8(alpha)
                }
            }
        }
        rgba = bytes
    }

    public func pixel(x: Int, y: Int) -> Color {
        let offset = (y * width + x) * 4
        return Color(red: Double(rgba[offset]) / 255, green: Double(rgba[offset + 1]) / 255, blue: Double(rgba[offset + 2]) / 255, alpha: Double(rgba[offset + 3]) / 255)
    }

    /// The four bytes of one pixel: red, green, blue, alpha.
    public func bytes(x: Int, y: Int) -> [UInt8] {
        let offset = (y * width + x) * 4
        return Array(rgba[offset..<offset + 4])
    }

    public mutating func setBytes(_ pixel: [UInt8], x: Int, y: Int) {
        let offset = (y * width + x) * 4
        rgba.replaceSubrange(offset..<offset + 4, with: pixel)
    }

    public func pngData() throws(CairoRenderingError) -> Data {
        let surface = try CairoSurface.image(width: width, height: height)
        guard let data = cairo_image_surface_get_data(surface.handle) else {
            throw CairoRenderingError(operation: "encoding PNG", message: "the image surface has no pixel buffer")
        }
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let offset = (y * width + x) * 4
                let alpha = UInt32(rgba[offset + 3])
                let premultiply = { (value: UInt8) in (UInt32(value) * alpha + 127) / 255 }
                row[x] = alpha << 24 | premultiply(rgba[offset]) << 16 | premultiply(rgba[offset + 1]) << 8 | premultiply(rgba[offset + 2])
            }
        }
        cairo_surface_mark_dirty(surface.handle)
        return try surface.pngData()
    }
}
