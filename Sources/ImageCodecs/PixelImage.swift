import Foundation
import VectorGraphics

/// A raster as straight (not premultiplied) RGBA bytes, row by row, for probing and comparing pixels.
public struct PixelImage: Sendable, Equatable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Straight (not premultiplied) RGBA bytes, row by row, 4 per pixel.
    public private(set) var rgba: [UInt8]

    /// An image of `rgba`, which must hold 4 × width × height bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "RGBA data must hold width × height × 4 bytes")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Same size and the same bytes. Compared as memory, not element by element: the tests compare thousands of
    /// frames, and a debug build compares arrays through unspecialised generic calls.
    public static func == (lhs: PixelImage, rhs: PixelImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.rgba.count == rhs.rgba.count else { return false }
        return lhs.rgba.withUnsafeBytes { left in
            rhs.rgba.withUnsafeBytes { right in
                guard let first = left.baseAddress, let second = right.baseAddress else { return left.count == 0 }
                return memcmp(first, second, left.count) == 0
            }
        }
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: LottieColor = .clear) {
        let pixel = [fill.red, fill.green, fill.blue, fill.alpha].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        self.init(
            width: width, height: height, rgba: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }

    /// Straight RGBA bytes from premultiplied ARGB32 words, rounding to nearest.
    package static func straightRGBA(
        _ base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, hasAlpha: Bool
    ) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { bytes, count in
            for y in 0..<height {
                let row = UnsafeMutableBufferPointer(rebasing: bytes[(y * width * 4)..<((y + 1) * width * 4)])
                unpremultiplyRow(base + y * bytesPerRow, width: width, into: row, hasAlpha: hasAlpha)
            }
            count = width * height * 4
        }
    }

    /// One row of ARGB32 words as straight RGBA bytes. Most pixels of an icon are clear or opaque, which need no
    /// lookup: a clear pixel is four zero bytes and an opaque one its colours in another order, eight at a time
    /// where eight in a row are alike.
    static func unpremultiplyRow(
        _ words: UnsafeRawPointer, width: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, hasAlpha: Bool,
        wide: Bool = wideLoopsByDefault
    ) {
        guard width > 0, let start = bytes.baseAddress else { return }
        let output = UnsafeMutableRawPointer(start)
        let opaque: UInt32 = hasAlpha ? 0 : 0xFF00_0000
        var x = 0
        #if _endian(little)
        while wide, x + 8 <= width {
            let eight = words.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self) | SIMD8(repeating: opaque)
            let alphas = eight &>> 24
            if alphas == SIMD8(repeating: 0) {
                output.storeBytes(of: SIMD8<UInt32>(repeating: 0), toByteOffset: x * 4, as: SIMD8<UInt32>.self)
            } else if alphas == SIMD8(repeating: 255) {
                // Stored little-endian, red | green << 8 | blue << 16 | alpha << 24 is red, green, blue, alpha.
                let red = eight &>> 16 & SIMD8(repeating: 0xFF), green = eight & SIMD8(repeating: 0xFF00),
                    blue = (eight & SIMD8(repeating: 0xFF)) &<< 16
                output.storeBytes(
                    of: red | green | blue | SIMD8(repeating: 0xFF00_0000), toByteOffset: x * 4, as: SIMD8<UInt32>.self)
            } else {
                unpremultiplyPixels(words, from: x, to: x + 8, into: output, hasAlpha: hasAlpha)
            }
            x += 8
        }
        #endif
        unpremultiplyPixels(words, from: x, to: width, into: output, hasAlpha: hasAlpha)
    }

    /// Pixels `start..<end` one by one.
    ///
    /// Typed pointers and a `while` loop rather than raw loads and a range: in a debug build (`swift test`) those
    /// are unspecialised generic calls, and every PNG and animated frame the tests write passes through here.
    private static func unpremultiplyPixels(
        _ words: UnsafeRawPointer, from start: Int, to end: Int, into output: UnsafeMutableRawPointer, hasAlpha: Bool
    ) {
        guard start < end else { return }
        let source = words.assumingMemoryBound(to: UInt32.self)
        let target = output.assumingMemoryBound(to: UInt32.self)
        unpremultiplyTable.withUnsafeBufferPointer { buffer in
            guard let table = buffer.baseAddress else { return }
            var x = start
            while x < end {
                let word = source[x]
                let alpha = hasAlpha ? word >> 24 : 255
                let straight: UInt32
                if alpha == 255 {
                    straight = word >> 16 & 0xFF | word & 0xFF00 | (word & 0xFF) << 16 | 0xFF00_0000
                } else if alpha == 0 {
                    straight = 0
                } else {
                    let entry = alpha << 8
                    let red = UInt32(table[Int(bitPattern: UInt(entry | word >> 16 & 0xFF))])
                    let green = UInt32(table[Int(bitPattern: UInt(entry | word >> 8 & 0xFF))])
                    let blue = UInt32(table[Int(bitPattern: UInt(entry | word & 0xFF))])
                    straight = red | green << 8 | blue << 16 | alpha << 24
                }
                // Bytes in memory order red, green, blue, alpha.
                target[x] = straight.littleEndian
                x += 1
            }
        }
    }

    /// `[alpha << 8 | premultiplied]` → the straight value, `(premultiplied × 255 + alpha / 2) / alpha` capped at
    /// 255, and 0 where alpha is 0: one lookup per channel instead of a division.
    private static let unpremultiplyTable: [UInt8] = (0..<65536).map { index in
        let alpha = index >> 8, premultiplied = index & 0xFF
        guard alpha > 0 else { return 0 }
        return UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
    }

    /// The pixel at (x, y) as a colour.
    public func pixel(x: Int, y: Int) -> LottieColor {
        let offset = (y * width + x) * 4
        return LottieColor(
            red: Double(rgba[offset]) / 255, green: Double(rgba[offset + 1]) / 255,
            blue: Double(rgba[offset + 2]) / 255, alpha: Double(rgba[offset + 3]) / 255)
    }

    /// The four bytes of one pixel: red, green, blue, alpha.
    public func bytes(x: Int, y: Int) -> [UInt8] {
        let offset = (y * width + x) * 4
        return Array(rgba[offset..<offset + 4])
    }

    /// Sets the pixel at (x, y) to straight RGBA bytes.
    public mutating func setBytes(_ pixel: [UInt8], x: Int, y: Int) {
        let offset = (y * width + x) * 4
        rgba.replaceSubrange(offset..<offset + 4, with: pixel)
    }

    /// PNG bytes of exactly these straight RGBA values.
    public func pngData() throws(OutputError) -> Data {
        rgba.withUnsafeBufferPointer { rgba in
            PNGEncoder().encode(width: width, height: height) { y, row in
                _ = row.initialize(from: rgba[(y * width * 4)..<((y + 1) * width * 4)])
            }
        }
    }
}
