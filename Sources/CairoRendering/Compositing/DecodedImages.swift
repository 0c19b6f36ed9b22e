import Foundation
import CCairo
import CTurboJPEG
import CWebP
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
                refusal = "an embedded \(width)x\(height) image would bring the decoded images to \(decodedPixels + pixels) pixels; the limit is \(Self.pixelBudget)"
                surfaces[ObjectIdentifier(image)] = (image, nil)
                return nil
            }
            decodedPixels += pixels
        }
        let decoded: CairoSurface? = switch image.format {
        case .png: try? CairoSurface.png(Data(image.data))
        case .jpeg: JPEGDecompressor()?.surface(from: image.data)
        case .webp: WebPImage.surface(from: image.data)
        }
        surfaces[ObjectIdentifier(image)] = (image, decoded)
        return decoded
    }
}

/// The one owner of a TurboJPEG decompressor; TurboJPEG reports errors by return code, never by jumping.
final class JPEGDecompressor {
    private let handle: tjhandle

    init?() {
        guard let handle = tjInitDecompress() else { return nil }
        self.handle = handle
    }

    deinit {
        tjDestroy(handle)
    }

    /// Decodes straight into an ARGB32 surface (BGRA bytes on little-endian machines); nil for broken data.
    func surface(from bytes: [UInt8]) -> CairoSurface? {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let headerStatus = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        guard headerStatus == 0, width > 0, height > 0, width <= 16384, height <= 16384,
              let surface = try? CairoSurface.image(width: Int(truncatingIfNeeded: width), height: Int(truncatingIfNeeded: height)),
              let data = cairo_image_surface_get_data(surface.handle) else { return nil }
        let stride = cairo_image_surface_get_stride(surface.handle)
        let status = bytes.withUnsafeBufferPointer { buffer in
            tjDecompress2(handle, buffer.baseAddress, UInt(buffer.count), data, width, stride, height, Int32(TJPF_BGRA.rawValue), 0)
        }
        guard status == 0 else { return nil }
        cairo_surface_mark_dirty(surface.handle)
        return surface
    }
}


extension SceneDrawing {
    /// An image stretched over its rectangle; an image that cannot be decoded draws nothing.
    func drawImage(_ node: ImageNode, opacity: Double) {
        guard let surface = images.surface(for: node.image) else { return }
        let pixelWidth = Double(cairo_image_surface_get_width(surface.handle)), pixelHeight = Double(cairo_image_surface_get_height(surface.handle))
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

extension EncodedImage {
    /// Width and height from the image's header, read without decoding; nil when the header is unreadable (the
    /// decoder then refuses the image itself).
    var declaredSize: (Int, Int)? {
        switch format {
        case .png:
            // The IHDR chunk follows the 8-byte signature: length, type, then big-endian width and height.
            guard data.count >= 24 else { return nil }
            let field = { (offset: Int) in self.data[offset..<offset + 4].reduce(0) { $0 << 8 | Int(truncatingIfNeeded: $1) } }
            return (field(16), field(20))
        case .jpeg:
            var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
            guard let decompressor = tjInitDecompress() else { return nil }
            defer { tjDestroy(decompressor) }
            let status = data.withUnsafeBufferPointer { buffer in
                tjDecompressHeader3(decompressor, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
            }
            return status == 0 ? (Int(truncatingIfNeeded: width), Int(truncatingIfNeeded: height)) : nil
        case .webp:
            var width: Int32 = 0, height: Int32 = 0
            let known = data.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
            return known != 0 ? (Int(truncatingIfNeeded: width), Int(truncatingIfNeeded: height)) : nil
        }
    }
}
