@testable import ImageCodecs
import Testing

@Suite("GIF palettes: TabShift's own quantizer")
struct PaletteQuantizerTests {
    /// Straight RGBA of `width`×`height` pixels, from `color(x, y)`.
    private static func image(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue, alpha) = color(x, y)
                rgba += [red, green, blue, alpha]
            }
        }
        return rgba
    }

    private static func decoded(_ indexed: IndexedImage) -> [UInt8] {
        indexed.indices.flatMap { index in
            let entry = indexed.palette[Int(index)]
            return [entry.red, entry.green, entry.blue, entry.alpha]
        }
    }

    @Test("a frame of at most 255 colours and a clear area keeps every colour exactly")
    func exactColors() {
        let rgba = Self.image(width: 64, height: 64) { x, y in
            x < 4 ? (0, 0, 0, 0) : (UInt8(x * 4), UInt8(y % 4 * 40), 7, 255)  // 60 × 4 colours
        }
        let indexed = PaletteQuantizer().quantize(rgba: rgba, width: 64, height: 64)
        #expect(indexed.palette.count <= 256)
        let decoded = Self.decoded(indexed)
        for offset in stride(from: 0, to: rgba.count, by: 4) {
            if rgba[offset + 3] == 0 {
                #expect(decoded[offset + 3] == 0)
            } else {
                #expect(Array(decoded[offset..<offset + 4]) == Array(rgba[offset..<offset + 4]))
            }
        }
    }

    @Test("a frame of 65,536 colours: at most 256 entries, clear pixels clear, small error, local averages kept")
    func manyColors() {
        let size = 256
        let rgba = Self.image(width: size, height: size) { x, y in
            (x + y) % 97 == 0 ? (0, 0, 0, 0) : (UInt8(x), UInt8(y), UInt8((x * 3 + y) % 256), 255)
        }
        let indexed = PaletteQuantizer().quantize(rgba: rgba, width: size, height: size)
        #expect(indexed.palette.count <= 256)
        #expect(indexed.palette.filter { $0.alpha == 0 }.count == 1)
        let decoded = Self.decoded(indexed)
        var squared = 0.0, samples = 0.0
        for offset in stride(from: 0, to: rgba.count, by: 4) {
            #expect((decoded[offset + 3] == 0) == (rgba[offset + 3] == 0))
            guard rgba[offset + 3] == 255 else { continue }
            for channel in 0..<3 {
                let difference = Double(decoded[offset + channel]) - Double(rgba[offset + channel])
                squared += difference * difference
                samples += 1
            }
        }
        let rmse = (squared / samples).squareRoot()
        #expect(rmse < 12, "root mean square error \(rmse) levels")
        // Dithering keeps each 8×8 block's mean colour close to the original's.
        for blockY in stride(from: 0, to: size, by: 8) {
            for blockX in stride(from: 0, to: size, by: 8) {
                var wanted = 0.0, got = 0.0
                for y in blockY..<blockY + 8 {
                    for x in blockX..<blockX + 8 where rgba[(y * size + x) * 4 + 3] == 255 {
                        let offset = (y * size + x) * 4
                        wanted += Double(rgba[offset]) + Double(rgba[offset + 1]) + Double(rgba[offset + 2])
                        got += Double(decoded[offset]) + Double(decoded[offset + 1]) + Double(decoded[offset + 2])
                    }
                }
                #expect(abs(wanted - got) / (64 * 3) < 8, "block at \(blockX),\(blockY)")
            }
        }
    }

    @Test("an opaque frame gets no clear entry and an all-clear frame one entry")
    func transparencyEntries() {
        let opaque = Self.image(width: 16, height: 16) { x, y in (UInt8(x * 16), UInt8(y * 16), 0, 255) }
        #expect(PaletteQuantizer().quantize(rgba: opaque, width: 16, height: 16).palette.allSatisfy { $0.alpha == 255 })
        let clear = [UInt8](repeating: 0, count: 16 * 16 * 4)
        let indexed = PaletteQuantizer().quantize(rgba: clear, width: 16, height: 16)
        #expect(indexed.palette.count == 1 && indexed.palette[0].alpha == 0)
        #expect(indexed.indices.allSatisfy { $0 == 0 })
    }
}
