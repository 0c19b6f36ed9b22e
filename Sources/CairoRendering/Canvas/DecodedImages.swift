import CCairo
import Foundation
import ImageCodecs
import VectorGraphics

/// Image surfaces decoded from `EncodedImage`s, each once for as long as this cache lives.
final class DecodedImages {
    /// Decoded pixels kept at once (256 MiB): an image that would pass it is not decoded, and the frame fails.
    static let pixelBudget = 1 << 26

    /// The encoded image is kept with its surface: an identifier is unique only while its object lives.
    private var surfaces: [ObjectIdentifier: (image: EncodedImage, surface: CairoSurface?)] = [:]
    private var decodedPixels = 0
    /// Why an image was not decoded, when it was the budget.
    private(set) var refusal: String?

    func surface(for image: EncodedImage) -> CairoSurface? {
        if let known = surfaces[ObjectIdentifier(image)] { return known.surface }
        if let (width, height) = image.declaredSize {
            let pixels = width * height
            guard decodedPixels + pixels <= Self.pixelBudget else {
                refusal =
                    "an embedded \(width)x\(height) image would bring the decoded images to \(decodedPixels + pixels) pixels; the limit is \(Self.pixelBudget)"
                surfaces[ObjectIdentifier(image)] = (image, nil)
                return nil
            }
            decodedPixels += pixels
        }
        let decoded: CairoSurface? =
            switch image.format {
            case .png: try? CairoSurface.png(Data(image.data))
            case .jpeg: Self.jpeg(image.data)
            case .webp: Self.webp(image.data)
            }
        surfaces[ObjectIdentifier(image)] = (image, decoded)
        return decoded
    }

    /// Images larger than this on either side are not decoded.
    private static let maximumSide = 16384

    private static func jpeg(_ bytes: [UInt8]) -> CairoSurface? {
        guard let decoder = JPEGDecoder(), let (width, height) = decoder.size(of: bytes), width > 0, height > 0,
            width <= maximumSide, height <= maximumSide
        else { return nil }
        return surface(width: width, height: height) { pixels, stride in
            decoder.decode(bytes, into: pixels, width: width, height: height, stride: stride)
        }
    }

    private static func webp(_ bytes: [UInt8]) -> CairoSurface? {
        guard let (width, height) = WebPDecoder.stillSize(of: bytes, maximumSide: maximumSide) else { return nil }
        return surface(width: width, height: height) { pixels, stride in
            WebPDecoder.decode(bytes, into: pixels, height: height, stride: stride)
        }
    }

    /// An ARGB32 surface that `decode` fills (B, G, R, A bytes, premultiplied, are its words on a little-endian
    /// machine); nil when decoding fails.
    private static func surface(
        width: Int, height: Int, decode: (UnsafeMutablePointer<UInt8>, Int) -> Bool
    ) -> CairoSurface? {
        guard let surface = try? CairoSurface.image(width: width, height: height),
            let pixels = cairo_image_surface_get_data(surface.handle)
        else { return nil }
        guard decode(pixels, Int(truncatingIfNeeded: cairo_image_surface_get_stride(surface.handle))) else {
            return nil
        }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }
}
