import CWebP

/// Still WebP images, decoded by libwebp straight into premultiplied B, G, R, A bytes (Cairo's ARGB32 words on a
/// little-endian machine).
package enum WebPDecoder {
    /// Width and height from the image's header; nil when it is unreadable.
    package static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0
        let known = bytes.withUnsafeBufferPointer { WebPGetInfo($0.baseAddress, $0.count, &width, &height) }
        return known != 0 ? (Int(truncatingIfNeeded: width), Int(truncatingIfNeeded: height)) : nil
    }

    /// The size of a still image's pixels; nil for broken data, an animated WebP, or one larger than `maximumSide`.
    package static func stillSize(of bytes: [UInt8], maximumSide: Int) -> (width: Int, height: Int)? {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { return nil }
        let features = bytes.withUnsafeBufferPointer { WebPGetFeatures($0.baseAddress, $0.count, &config.input) }
        guard features == VP8_STATUS_OK, config.input.has_animation == 0, config.input.width > 0,
            config.input.height > 0,
            config.input.width <= maximumSide, config.input.height <= maximumSide
        else { return nil }
        return (Int(truncatingIfNeeded: config.input.width), Int(truncatingIfNeeded: config.input.height))
    }

    /// Decodes a still image into `pixels`, `height` rows `stride` bytes apart; false for broken data.
    package static func decode(
        _ bytes: [UInt8], into pixels: UnsafeMutablePointer<UInt8>, height: Int, stride: Int
    ) -> Bool {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { return false }
        guard
            bytes.withUnsafeBufferPointer({ WebPGetFeatures($0.baseAddress, $0.count, &config.input) }) == VP8_STATUS_OK
        else { return false }
        config.output.colorspace = MODE_bgrA
        config.output.is_external_memory = 1
        config.output.u.RGBA.rgba = pixels
        config.output.u.RGBA.stride = Int32(truncatingIfNeeded: stride)
        config.output.u.RGBA.size = stride * height
        defer { WebPFreeDecBuffer(&config.output) }
        return bytes.withUnsafeBufferPointer { WebPDecode($0.baseAddress, $0.count, &config) } == VP8_STATUS_OK
    }
}
