@testable import CairoRendering
import LottieTestFixtures
@testable import Rasterizer
import Testing
import VectorGraphics

/// Blending a translucent colour over runs, several pixels at a time, gives the bytes of the one-pixel arithmetic
/// (pixman's), for every byte value, every remaining alpha and runs of every length around the lane width: with the
/// SIMD lanes release builds take and with the scalar loop debug builds take (`wideLoopsByDefault`).
@Suite("Coverage blending")
struct CoverageBlendingTests {
    static let sources: [UInt32] = [0, 0xFFFF_FFFF, 0x8040_2010, 0x01FE_7F80, 0x7F7F_7F7F]

    @Test("runs of a translucent colour match pixel-by-pixel blending", arguments: sources)
    func translucentRuns(source: UInt32) {
        // 64 words hold every byte value once, in every channel across the four rotations.
        var mismatches: [String] = []
        for rotation in 0..<4 {
            let destination: [UInt32] = (0..<64).map { word in
                (0..<4).reduce(0) { $0 | UInt32((word * 4 + ($1 + rotation) % 4) % 256) << (8 * $1) }
            }
            for remaining in UInt32(0)...255 {
                for count in [64, 61, 7, 4, 3, 1] {
                    let expected = destination.enumerated().map { index, word in
                        index < count ? CoverageBlending.addSaturating(source, CoverageBlending.multiply(word, by: remaining)) : word
                    }
                    for wide in [true, false] {
                        var pixels = destination
                        pixels.withUnsafeMutableBufferPointer { CoverageBlending.blendTranslucent(source, remaining: remaining, into: $0.baseAddress!, count: count, wide: wide) }
                        if pixels != expected { mismatches.append("rotation \(rotation), remaining \(remaining), \(count) pixels, wide \(wide)") }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) runs differ, first: \(mismatches.prefix(3))")
    }

    @Test("runs over flat colour, where four pixels repeat the four before, match pixel-by-pixel blending")
    func translucentRunsOverFlatColour() {
        // Flat stretches, each broken by one pixel in every lane position, and stretches that change mid-block.
        let flat: UInt32 = 0xFF20_4060, other: UInt32 = 0xFF20_4061, third: UInt32 = 0x8010_2030
        var destination = [UInt32](repeating: flat, count: 24)
        for lane in 0..<4 { destination += [UInt32](repeating: flat, count: 8 + lane) + [other] }
        destination += [UInt32](repeating: third, count: 10) + [UInt32](repeating: flat, count: 7)
        var mismatches: [String] = []
        for source: UInt32 in [0x4020_1008, 0x0000_0000, 0x7F7F_7F7F] {
            for remaining in UInt32(0)...255 {
                for count in [destination.count, destination.count - 3, 9, 8] {
                    let expected = destination.enumerated().map { index, word in
                        index < count ? CoverageBlending.addSaturating(source, CoverageBlending.multiply(word, by: remaining)) : word
                    }
                    var pixels = destination
                    pixels.withUnsafeMutableBufferPointer { CoverageBlending.blendTranslucent(source, remaining: remaining, into: $0.baseAddress!, count: count, wide: true) }
                    if pixels != expected { mismatches.append("source \(source), remaining \(remaining), \(count) pixels") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) runs differ, first: \(mismatches.prefix(3))")
    }

    @Test("runs on an alpha-only surface match byte-by-byte blending", arguments: [UInt32(0), 1, 128, 200, 255])
    func translucentAlphaRuns(source: UInt32) {
        let destination = (0..<256).map { UInt8($0) }
        var mismatches: [String] = []
        for remaining in UInt32(0)...255 {
            for count in [256, 250, 17, 16, 15, 1] {
                let expected = destination.enumerated().map { index, byte in
                    index < count ? UInt8(min(255, source + CoverageBlending.multiplyChannel(UInt32(byte), remaining))) : byte
                }
                for wide in [true, false] {
                    var bytes = destination
                    bytes.withUnsafeMutableBufferPointer { CoverageBlending.blendTranslucentAlpha(source, remaining: remaining, into: $0.baseAddress!, count: count, wide: wide) }
                    if bytes != expected { mismatches.append("remaining \(remaining), \(count) bytes, wide \(wide)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) runs differ, first: \(mismatches.prefix(3))")
    }

    @Test("pixels at coverages of their own match pixel-by-pixel blending, for opaque and translucent colours, and the pixels after them stay as they were", arguments: [0xFF00_0000 as UInt32, 0xFFFF_FFFF, 0xFF20_8040, 0x8040_2010, 0x01FE_7F80, 0])
    func coveragesOfTheirOwn(word: UInt32) {
        var random = SeededGenerator(seed: UInt64(word) &+ 7)
        var mismatches: [String] = []
        for trial in 0..<400 {
            let count = Int.random(in: 0...37, using: &random)
            // Every coverage value turns up, with runs of 0 and 255 as edges leave them.
            let coverages: [UInt8] = (0..<count).map { index in
                switch trial % 4 {
                case 0: UInt8((trial * 37 + index * 11) % 256)
                case 1: [0, 255, UInt8.random(in: 0...255, using: &random)][index % 3]
                default: UInt8.random(in: 0...255, using: &random)
                }
            }
            // Pixels after the span that the row holds, which a last group of fewer than four may read and write: in
            // an allocation of exactly that size, so that AddressSanitizer catches a group reaching past it.
            let room = count + Int.random(in: 0...4, using: &random)
            let destination = (0..<room).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
            let row = UnsafeMutablePointer<UInt32>.allocate(capacity: max(room, 1))
            defer { row.deallocate() }
            row.initialize(from: destination, count: room)
            var scalarPixels = destination
            coverages.withUnsafeBufferPointer { coverage in
                CoverageBlending.blend(word, coverages: coverage.baseAddress!, into: row, count: count, room: room, wide: true)
                scalarPixels.withUnsafeMutableBufferPointer { CoverageBlending.blend(word, coverages: coverage.baseAddress!, into: $0.baseAddress!, count: count, wide: false) }
            }
            let pixels = Array(UnsafeBufferPointer(start: row, count: room))
            let expected = zip(destination, coverages).map { pixel, coverage -> UInt32 in
                if coverage == 255, word >> 24 == 255 { return word }
                guard coverage != 0 else { return pixel }
                let source = coverage == 255 ? word : CoverageBlending.multiply(word, by: UInt32(coverage))
                return CoverageBlending.addSaturating(source, CoverageBlending.multiply(pixel, by: 255 - (source >> 24)))
            } + destination[count...]
            if pixels != expected || scalarPixels != expected { mismatches.append("trial \(trial), \(count) pixels") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) spans differ, first: \(mismatches.prefix(3))")
    }
}
