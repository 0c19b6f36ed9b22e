#if LibImageQuant
import CImageQuant
import VectorGraphics

/// Reduces a frame to at most 256 colours with libimagequant, choosing the palette for that frame: the
/// `LibImageQuant` package trait's quantizer. libimagequant is GPL-3.0-or-later, so a program built with the
/// trait is bound by the GPL (THIRD-PARTY-NOTICES.md).
final class ImageQuantPalette: FrameQuantizer {
    private let attributes: OpaquePointer

    init() throws(OutputError) {
        guard let attributes = liq_attr_create() else {
            throw Self.failure("libimagequant could not start (out of memory)")
        }
        self.attributes = attributes
        liq_set_max_colors(attributes, 256)
    }

    deinit { liq_attr_destroy(attributes) }

    /// The palette and per-pixel indices of a straight RGBA image.
    func quantize(rgba: [UInt8], width: Int, height: Int) throws(OutputError) -> IndexedImage {
        // libimagequant reads the pixels in place, so the image lives only inside this closure.
        try rgba.withUnsafeBytes { bytes in
            Result { () throws(OutputError) in try remap(bytes.baseAddress!, width: width, height: height) }
        }.get()
    }

    private func remap(_ rgba: UnsafeRawPointer, width: Int, height: Int) throws(OutputError) -> IndexedImage {
        let image = try QuantizerImage(attributes: attributes, rgba: rgba, width: width, height: height)
        let result = try QuantizerResult(attributes: attributes, image: image)
        liq_set_dithering_level(result.handle, 1)
        var indices = [UInt8](repeating: 0, count: width * height)
        let status = indices.withUnsafeMutableBytes {
            liq_write_remapped_image(result.handle, image.handle, $0.baseAddress!, $0.count)
        }
        guard status == LIQ_OK else {
            throw Self.failure("libimagequant could not remap a frame (error \(status.rawValue))")
        }
        let palette = liq_get_palette(result.handle)!.pointee
        let entries = withUnsafeBytes(of: palette.entries) { raw in
            raw.bindMemory(to: liq_color.self).prefix(Int(truncatingIfNeeded: palette.count)).map {
                ($0.r, $0.g, $0.b, $0.a)
            }
        }
        return IndexedImage(palette: entries, indices: indices)
    }

    static func failure(_ message: String) -> OutputError {
        OutputError(operation: "encoding GIF", message: message)
    }
}

/// A libimagequant image over pixels it does not own.
private struct QuantizerImage: ~Copyable {
    let handle: OpaquePointer

    init(attributes: OpaquePointer, rgba: UnsafeRawPointer, width: Int, height: Int) throws(OutputError) {
        guard
            let handle = liq_image_create_rgba(
                attributes, rgba, Int32(truncatingIfNeeded: width), Int32(truncatingIfNeeded: height), 0)
        else {
            throw ImageQuantPalette.failure("libimagequant refused a \(width)x\(height) frame")
        }
        self.handle = handle
    }

    deinit { liq_image_destroy(handle) }
}

/// A chosen palette, ready to remap the image it was made for.
private struct QuantizerResult: ~Copyable {
    let handle: OpaquePointer

    init(attributes: OpaquePointer, image: borrowing QuantizerImage) throws(OutputError) {
        var result: OpaquePointer?
        let status = liq_image_quantize(image.handle, attributes, &result)
        guard status == LIQ_OK, let result else {
            throw ImageQuantPalette.failure("libimagequant could not choose a palette (error \(status.rawValue))")
        }
        handle = result
    }

    deinit { liq_result_destroy(handle) }
}
#endif
