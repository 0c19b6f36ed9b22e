/// Read-only access to a canvas's pixels in Cairo's native format: 32-bit words, alpha in the top byte, red,
/// green and blue premultiplied by it, rows `bytesPerRow` apart.
package struct PremultipliedPixels {
    /// The first byte of the first row.
    package let base: UnsafeRawPointer
    /// Pixels per row.
    package let width: Int
    /// Rows.
    package let height: Int
    /// Bytes from one row to the next (at least 4 × width).
    package let bytesPerRow: Int

    /// A view of `height` rows of `width` words from `base`, `bytesPerRow` apart.
    package init(base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
    }

    /// The word at (x, y): `alpha << 24 | red << 16 | green << 8 | blue`, colours premultiplied.
    package func word(x: Int, y: Int) -> UInt32 {
        base.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }
}

extension PremultipliedPixels {
    /// Copies the pixels to `destination`, rows `destinationBytesPerRow` apart: as they are (premultiplied ARGB32
    /// words, so B, G, R, A bytes on a little-endian machine) or as straight RGBA bytes.
    package func copy(to destination: UnsafeMutableRawPointer, bytesPerRow destinationBytesPerRow: Int, straight: Bool)
    {
        for y in 0..<height {
            let source = base + y * bytesPerRow, target = destination + y * destinationBytesPerRow
            if straight {
                let row = UnsafeMutableBufferPointer(
                    start: target.assumingMemoryBound(to: UInt8.self), count: width * 4)
                PixelImage.unpremultiplyRow(source, width: width, into: row, hasAlpha: true)
            } else {
                target.copyMemory(from: source, byteCount: width * 4)
            }
        }
    }
}
