import CZlibSystem
@testable import CairoRendering
import Foundation
@testable import ImageCodecs
import LottieTestFixtures
@testable import Rasterizer
import Testing
@_spi(Buffers) import VectorGraphics

/// PNG encoding without zlib's deflate: the stream `RunLengthDeflate` writes inflates (by zlib) to its input, the
/// Adler-32 is zlib's, the code lengths form complete codes no longer than deflate allows, and PNGs decode (by
/// libpng, through Cairo) to the pixels encoded, clear, opaque and translucent, at widths that leave every
/// vector loop a tail.
@Suite("PNG encoding")
struct PNGEncodingTests {
    /// Bytes of every kind the filter leaves: runs of zeros and of other bytes, repeated pixels, noise.
    static func sample(length: Int, seed: UInt64) -> [UInt8] {
        var generator = SeededGenerator(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        while bytes.count < length {
            let run = Int.random(in: 1...300, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes += [UInt8](repeating: 0, count: run)
            case 1: bytes += [UInt8](repeating: UInt8.random(in: 0...255, using: &generator), count: run)
            case 2:
                let pixel = (0..<4).map { _ in UInt8.random(in: 0...255, using: &generator) }
                for index in 0..<run { bytes.append(pixel[index % 4]) }
            default: bytes += (0..<run).map { _ in UInt8.random(in: 0...255, using: &generator) }
            }
        }
        return Array(bytes.prefix(length))
    }

    /// zlib's inflate of a raw deflate stream.
    static func inflated(_ stream: [UInt8], expectedLength: Int) throws -> [UInt8] {
        var z = z_stream()
        try #require(inflateInit2_(&z, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK)
        defer { inflateEnd(&z) }
        var output = [UInt8](repeating: 0, count: expectedLength + 16)
        var input = stream
        let status = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                z.next_in = input.baseAddress
                z.avail_in = UInt32(input.count)
                z.next_out = output.baseAddress
                z.avail_out = UInt32(output.count)
                return inflate(&z, Z_FINISH)
            }
        }
        #expect(status == Z_STREAM_END)
        return Array(output.prefix(Int(z.total_out)))
    }

    static func deflated(_ bytes: [UInt8]) -> [UInt8] {
        var deflater = RunLengthDeflate()
        var output = ScratchBuffer<UInt8>(capacity: 16)
        defer {
            deflater.deallocate()
            output.deallocate()
        }
        bytes.withUnsafeBufferPointer { deflater.compress($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: $0.count, into: &output) }
        return Array(UnsafeBufferPointer(start: output.base, count: output.count))
    }

    @Test("the deflate stream inflates to its input", arguments: [0, 1, 2, 3, 4, 5, 9, 257, 258, 259, 263, 1000, 70_000])
    func deflateRoundTrip(length: Int) throws {
        for seed in 0..<4 as Range<UInt64> {
            let bytes = Self.sample(length: length, seed: seed)
            #expect(try Self.inflated(Self.deflated(bytes), expectedLength: length) == bytes)
        }
        for bytes in [[UInt8](repeating: 0, count: length), [UInt8](repeating: 7, count: length), (0..<length).map { UInt8($0 % 4) }] {
            #expect(try Self.inflated(Self.deflated(bytes), expectedLength: length) == bytes)
        }
    }

    @Test("runs become matches: a clear row costs a few bytes; noise takes several blocks; one deflater serves image after image")
    func runsAreMatches() throws {
        let clear = [UInt8](repeating: 0, count: 100_000)
        #expect(Self.deflated(clear).count < 600)
        // Every byte a literal: more symbols than one block holds.
        var generator = SeededGenerator(seed: 5)
        let noise = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(try Self.inflated(Self.deflated(noise), expectedLength: noise.count) == noise)
        var deflater = RunLengthDeflate()
        var output = ScratchBuffer<UInt8>(capacity: 16)
        defer {
            deflater.deallocate()
            output.deallocate()
        }
        for seed in 0..<3 as Range<UInt64> {
            let bytes = Self.sample(length: 5000, seed: seed)
            output.removeAll()
            bytes.withUnsafeBufferPointer { deflater.compress($0.baseAddress!, count: $0.count, into: &output) }
            #expect(try Self.inflated(Array(UnsafeBufferPointer(start: output.base, count: output.count)), expectedLength: 5000) == bytes)
        }
    }

    @Test("a stream given in parts inflates to the whole, matches reaching into the part before")
    func deflateInParts() throws {
        for seed in 0..<3 as Range<UInt64> {
            let bytes = Self.sample(length: 20_000, seed: seed) + [UInt8](repeating: 9, count: 3000)
            var deflater = RunLengthDeflate()
            var output = ScratchBuffer<UInt8>(capacity: 16)
            var buffer = [UInt8](repeating: 0, count: 4 + 1000)
            defer {
                deflater.deallocate()
                output.deallocate()
            }
            var offset = 0, history = 0
            var generator = SeededGenerator(seed: seed)
            while offset < bytes.count {
                let count = min(Int.random(in: 1...1000, using: &generator), bytes.count - offset)
                buffer.withUnsafeMutableBufferPointer { buffer in
                    // The part after the last bytes of the one before, as the PNG encoder lays them out.
                    for index in 0..<history { buffer[index] = bytes[offset - history + index] }
                    for index in 0..<count { buffer[history + index] = bytes[offset + index] }
                    deflater.compress(buffer.baseAddress! + history, count: count, history: history, isLast: offset + count == bytes.count, into: &output)
                }
                offset += count
                history = min(4, offset)
            }
            #expect(try Self.inflated(Array(UnsafeBufferPointer(start: output.base, count: output.count)), expectedLength: bytes.count) == bytes)
        }
    }

    @Test("Adler-32 sums as zlib's, in one piece or many")
    func adler32() {
        for length in [0, 1, 15, 16, 17, 4095, 4096, 4097, 5552, 5553, 70_000] {
            let bytes = Self.sample(length: length, seed: UInt64(length)) + [UInt8](repeating: 255, count: length)
            let reference = bytes.withUnsafeBufferPointer { UInt32(CZlibSystem.adler32(1, $0.baseAddress, UInt32($0.count))) }
            // Sixteen bytes at a time as release builds sum, and through zlib as debug builds do.
            for wide in [true, false] {
                var whole = Adler32()
                bytes.withUnsafeBytes { whole.update($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: $0.count, wide: wide) }
                #expect(whole.value == reference)
                var pieces = Adler32()
                bytes.withUnsafeBytes { all in
                    var offset = 0
                    while offset < all.count {
                        let count = min(517, all.count - offset)
                        pieces.update(all.baseAddress! + offset, count: count, wide: wide)
                        offset += count
                    }
                }
                #expect(pieces.value == reference)
            }
        }
    }

    @Test("code lengths form a complete code within the limit, the most used symbols the shortest")
    func codeLengths() {
        // Fibonacci counts make an optimal code as deep as there are symbols: far past deflate's 15 bits.
        var fibonacci = [1, 1]
        while fibonacci.count < 30 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        for (counts, limit) in [(fibonacci, 15), (fibonacci, 7), ([5, 0, 0, 9, 1, 1], 15), ([0, 3, 0], 15), (Array(repeating: 1, count: 286), 15)] {
            let lengths = counts.withUnsafeBufferPointer { DeflateCodes.codeLengths(counts: $0, maximumLength: limit) }
            let used = counts.indices.filter { counts[$0] > 0 }
            #expect(used.allSatisfy { lengths[$0] >= 1 && Int(lengths[$0]) <= limit })
            #expect(counts.indices.allSatisfy { counts[$0] > 0 || lengths[$0] == 0 })
            if used.count > 1 {
                let kraft = used.reduce(0.0) { $0 + pow(2, -Double(lengths[$1])) }
                #expect(abs(kraft - 1) < 1e-12)
            }
            for first in used { for second in used where counts[first] > counts[second] { #expect(lengths[first] <= lengths[second]) } }
        }
    }

    @Test("PNGs decode to the pixels encoded", arguments: [1, 3, 7, 8, 9, 17, 33, 100])
    func pngRoundTrip(width: Int) throws {
        var generator = SeededGenerator(seed: UInt64(width))
        let height = 5
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                switch (x / 9 + y) % 3 {
                case 0: rgba += [0, 0, 0, 0]
                case 1: rgba += [200, 30, 60, 255]
                default:
                    // Translucent colours as Cairo's premultiplied pixels unpremultiply: they survive its reading.
                    let alpha = Int.random(in: 1...254, using: &generator)
                    rgba += (0..<3).map { _ in UInt8((Int.random(in: 0...alpha, using: &generator) * 255 + alpha / 2) / alpha) } + [UInt8(alpha)]
                }
            }
        }
        let image = PixelImage(width: width, height: height, rgba: rgba)
        let encoder = PNGEncoder()
        for _ in 0..<2 {
            let png = try image.pngData()
            #expect(try PixelImage(decodingPNG: png) == image)
            let again = encoder.encode(width: width, height: height) { y, row in
                rgba.withUnsafeBufferPointer { _ = row.update(fromContentsOf: $0[(y * width * 4)..<((y + 1) * width * 4)]) }
            }
            #expect(again == png)
        }
    }

    @Test("an image larger than one part is deflated part by part, matches reaching back across the parts")
    func imageInParts() throws {
        // Rows alike, each starting with a pixel unlike its last: a part that looked back into anything but the end
        // of the part before would find its own first pixel there, and match it.
        var generator = SeededGenerator(seed: 21)
        let width = 700, height = 420
        var row: [UInt8] = []
        while row.count < width * 4 {
            let run = Int.random(in: 1...60, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: row += [UInt8](repeating: 0, count: run * 4)
            case 1: let opaque: [UInt8] = [UInt8.random(in: 0...255, using: &generator), 90, 30, 255]; for _ in 0..<run { row += opaque }
            default: for _ in 0..<run { row += [UInt8.random(in: 0...255, using: &generator), 7, 7, 255] }
            }
        }
        row = [200, 100, 50, 255] + row.prefix(width * 4 - 8) + [10, 20, 30, 255]
        let image = PixelImage(width: width, height: height, rgba: Array([[UInt8]](repeating: row, count: height).joined()))
        #expect(try PixelImage(decodingPNG: image.pngData()) == image)
        // zlib's own inflate takes the stream, its Adler-32 over every part included.
        let rows = try #require(Self.zlibRows(of: image.pngData()))
        #expect(rows.count == height * (width * 4 + 1))
    }

    /// The inflated IDAT of a PNG written by `PNGEncoder` (one IDAT chunk, zlib-wrapped).
    static func zlibRows(of png: Data) -> [UInt8]? {
        let bytes = [UInt8](png)
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if type == "IDAT" {
                var output = [UInt8](repeating: 0, count: 4 << 20)
                var outputLength = UInt(output.count)
                let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
                let status = output.withUnsafeMutableBufferPointer { out in body.withUnsafeBufferPointer { uncompress(out.baseAddress, &outputLength, $0.baseAddress, UInt($0.count)) } }
                return status == Z_OK ? Array(output.prefix(Int(outputLength))) : nil
            }
            offset += 12 + length
        }
        return nil
    }

    @Test("the sub filter sixteen bytes at a time (release builds) gives what one at a time gives (debug builds)")
    func subFilterLanes() {
        for length in [0, 3, 4, 19, 20, 21, 64, 1001] {
            var row = Self.sample(length: length, seed: UInt64(length) &+ 5)
            var wide = [UInt8](repeating: 0, count: length + 1), narrow = wide
            row.withUnsafeMutableBufferPointer { source in
                wide.withUnsafeMutableBufferPointer { PNGEncoder.subFilter(source, into: $0.baseAddress!, wide: true) }
                narrow.withUnsafeMutableBufferPointer { PNGEncoder.subFilter(source, into: $0.baseAddress!, wide: false) }
            }
            #expect(wide == narrow, "\(length) bytes")
            #expect(wide.dropFirst().enumerated().allSatisfy { index, byte in byte == row[index] &- (index >= 4 ? row[index - 4] : 0) })
        }
    }

    @Test("unpremultiplying eight pixels at a time gives what one at a time gives")
    func unpremultiplyRuns() {
        var generator = SeededGenerator(seed: 11)
        var words: [UInt32] = []
        while words.count < 400 {
            let run = Int.random(in: 1...20, using: &generator)
            let kind = Int.random(in: 0..<3, using: &generator)
            for _ in 0..<run {
                let alpha: UInt32 = kind == 0 ? 0 : (kind == 1 ? 255 : UInt32.random(in: 1...254, using: &generator))
                let channel = { UInt32.random(in: 0...alpha, using: &generator) }
                words.append(kind == 0 ? 0 : alpha << 24 | channel() << 16 | channel() << 8 | channel())
            }
        }
        for hasAlpha in [true, false] {
            var bytes = [UInt8](repeating: 0, count: words.count * 4), scalarBytes = bytes
            words.withUnsafeBytes { source in
                bytes.withUnsafeMutableBufferPointer { PixelImage.unpremultiplyRow(source.baseAddress!, width: words.count, into: $0, hasAlpha: hasAlpha, wide: true) }
                scalarBytes.withUnsafeMutableBufferPointer { PixelImage.unpremultiplyRow(source.baseAddress!, width: words.count, into: $0, hasAlpha: hasAlpha, wide: false) }
            }
            #expect(bytes == scalarBytes, "eight at a time (release builds) and one at a time (debug builds) agree")
            for (index, word) in words.enumerated() {
                let alpha = hasAlpha ? Int(word >> 24) : 255
                let straight = { (value: Int) -> UInt8 in alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha)) }
                let expected = [straight(Int(word >> 16 & 0xFF)), straight(Int(word >> 8 & 0xFF)), straight(Int(word & 0xFF)), UInt8(alpha)]
                #expect(Array(bytes[(index * 4)..<(index * 4 + 4)]) == expected)
            }
        }
    }
}
