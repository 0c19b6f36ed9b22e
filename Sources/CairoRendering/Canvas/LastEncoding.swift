import Foundation
import ImageCodecs
import VectorGraphics

/// The last PNG a canvas encoded and the pixels it encoded, so that a frame whose pixels did not change is not
/// encoded again: in a sequence of frames, held poses and icons at rest repeat the previous frame byte for byte.
///
/// Comparing the pixels (a memcmp) costs a small fraction of deflating them, and catches frames whose scene
/// differs but whose pixels do not (a change smaller than a pixel, an animated property that has no visible
/// effect); a canvas that drew nothing since the last encoding skips even the comparison.
struct LastEncoding {
    private var pixels: [UInt8] = []
    private var png: Data?
    /// Whether the canvas may have changed since `png` was encoded.
    private var canvasChanged = true
    /// How many PNGs were encoded rather than reused.
    private(set) var encodings = 0

    /// The canvas was drawn on (or cleared): the next request compares pixels before reusing the PNG.
    mutating func canvasWillChange() {
        canvasChanged = true
    }

    /// The PNG of `canvas`, reused when its pixels are those of the last encoding, else made by `encode`.
    mutating func png(
        of canvas: PremultipliedPixels, encode: (PremultipliedPixels) throws(OutputError) -> Data
    ) throws(OutputError) -> Data {
        let bytes = UnsafeRawBufferPointer(start: canvas.base, count: canvas.bytesPerRow * canvas.height)
        if let png, !canvasChanged || holds(bytes) {
            canvasChanged = false
            return png
        }
        // Forget the old encoding first: if encoding fails, no PNG may stand for pixels it does not show.
        png = nil
        let encoded = try encode(canvas)
        encodings += 1
        pixels.removeAll(keepingCapacity: true)
        pixels.append(contentsOf: bytes)
        png = encoded
        canvasChanged = false
        return encoded
    }

    private func holds(_ bytes: UnsafeRawBufferPointer) -> Bool {
        pixels.count == bytes.count
            && pixels.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }
}
