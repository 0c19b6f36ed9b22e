import CZlibSystem
import VectorGraphics

/// The Adler-32 checksum that ends a zlib stream (RFC 1950), summed sixteen bytes at a time.
///
/// zlib's own sums one byte at a time and took a third of the time of a PNG encoding. Here each block of sixteen
/// bytes is added lane by lane, and the running lane sums are added into a second accumulator before each block,
/// which is what the second sum needs: over blocks `k` of bytes `v[k][j]`, b grows by `16 × a` at each block
/// start and by `(16 − j) × v[k][j]` within it. The lanes are folded into `a` and `b` every 256 blocks, long
/// before a lane can overflow 32 bits.
struct Adler32 {
    /// The checksum of everything summed so far: `b << 16 | a`.
    private(set) var value: UInt32 = 1

    private static let modulus: UInt64 = 65521
    /// At most 255 × 256 × 255 / 2 in a lane of the prefix sums.
    private static let blocksPerFold = 256
    private static let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)

    /// Adds `count` bytes from `bytes` to the checksum; without `wide` (debug builds), through zlib's `adler32`.
    mutating func update(_ bytes: UnsafeRawPointer, count: Int, wide: Bool = wideLoopsByDefault) {
        guard wide else {
            var offset = 0
            while offset < count {
                // zlib takes a 32-bit length.
                let part = min(count - offset, 1 << 30)
                value = UInt32(
                    truncatingIfNeeded: adler32(
                        UInt(value), bytes.assumingMemoryBound(to: Bytef.self) + offset, UInt32(part)))
                offset += part
            }
            return
        }
        var a = UInt64(value & 0xFFFF), b = UInt64(value >> 16)
        var offset = 0
        while count - offset >= 16 {
            let blocks = min((count - offset) / 16, Self.blocksPerFold)
            var sums = SIMD16<UInt32>(repeating: 0), prefixes = SIMD16<UInt32>(repeating: 0)
            for block in 0..<blocks {
                prefixes &+= sums
                sums &+= SIMD16<UInt32>(
                    truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: offset + block * 16, as: SIMD16<UInt8>.self)
                )
            }
            b +=
                16 * UInt64(blocks) * a + 16 * UInt64(prefixes.wrappedSum())
                + UInt64((sums &* Self.weights).wrappedSum())
            a += UInt64(sums.wrappedSum())
            a %= Self.modulus
            b %= Self.modulus
            offset += blocks * 16
        }
        while offset < count {
            a += UInt64(bytes.load(fromByteOffset: offset, as: UInt8.self))
            b += a
            offset += 1
        }
        value = UInt32(b % Self.modulus) << 16 | UInt32(a % Self.modulus)
    }
}
