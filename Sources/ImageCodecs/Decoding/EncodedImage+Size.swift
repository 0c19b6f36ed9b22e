import CTurboJPEG
import VectorGraphics

extension EncodedImage {
    /// Width and height from the image's header, read without decoding; nil when the header is unreadable (the
    /// decoder then refuses the image itself).
    package var declaredSize: (Int, Int)? {
        switch format {
        case .png:
            // The IHDR chunk follows the 8-byte signature: length, type, then big-endian width and height.
            guard data.count >= 24 else { return nil }
            let field = { (offset: Int) in
                self.data[offset..<offset + 4].reduce(0) { $0 << 8 | Int(truncatingIfNeeded: $1) }
            }
            return (field(16), field(20))
        case .jpeg:
            return JPEGDecoder()?.size(of: data).map { ($0.width, $0.height) }
        case .webp:
            return WebPDecoder.size(of: data).map { ($0.width, $0.height) }
        }
    }
}
