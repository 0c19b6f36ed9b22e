@testable import CairoRendering
import LottieTestFixtures
@testable import Rasterizer
import Testing
import VectorGraphics

/// Coverage passing through a clip's coverage: each pixel gets the product of the two, rounded as pixman multiplies
/// a mask by a clip. A span of per-pixel coverages that the clip covers whole (inside a letterbox's frame, every row
/// but its edges) goes on to the sink in one piece, which blends it several pixels at a time; elsewhere it is cut
/// into runs. Both must give the bytes of the one-pixel arithmetic.
@Suite("Clipped coverage")
struct ClippedCoverageTests {
    /// Records what reaches it, as per-pixel products and as the calls that brought them.
    struct Recorder: CoverageSink {
        var pixels: [Int: UInt8] = [:]
        var spanCalls = 0
        var runCalls = 0

        mutating func add(row: Int, start: Int, length: Int, coverage: UInt8) {
            runCalls += 1
            for column in start..<(start + length) { pixels[row * 1000 + column] = coverage }
        }

        mutating func add(row: Int, start: Int, coverages: UnsafeMutablePointer<UInt8>, count: Int) {
            spanCalls += 1
            for index in 0..<count where coverages[index] != 0 { pixels[row * 1000 + start + index] = coverages[index] }
        }
    }

    @Test("a span the clip covers whole reaches the sink as one span; one it cuts, as runs")
    func wholeSpansPassOn() {
        // Row 0 covered whole by two adjacent runs of full coverage, row 1 by a full run that stops short, row 2 by
        // a run at less than full coverage.
        let clip = CoverageMask()
        clip.reset(to: PixelBox(rows: 0..<3, columns: 0..<20))
        clip.add(row: 0, start: 0, length: 8, coverage: 255)
        clip.add(row: 0, start: 8, length: 12, coverage: 255)
        clip.add(row: 1, start: 0, length: 12, coverage: 255)
        clip.add(row: 2, start: 0, length: 20, coverage: 200)
        var coverages: [UInt8] = [0, 40, 255, 255, 255, 255, 255, 90, 90, 3, 0, 0, 17, 255]
        var sink = ClippedCoverage(inner: Recorder(), clip: clip)
        coverages.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<3 { sink.add(row: row, start: 4, coverages: buffer.baseAddress!, count: buffer.count) }
        }
        #expect(sink.inner.spanCalls == 1, "only row 0 is covered whole")
        #expect(sink.inner.runCalls > 0)
        for row in 0..<3 {
            for (index, coverage) in coverages.enumerated() {
                let column = 4 + index
                let clipCoverage: UInt32 = row == 2 ? 200 : (row == 1 && column >= 12 ? 0 : 255)
                let expected = UInt8(CoverageBlending.multiplyChannel(UInt32(coverage), clipCoverage))
                #expect(sink.inner.pixels[row * 1000 + column] ?? 0 == expected, "row \(row), column \(column)")
            }
        }
    }

    @Test("a colour blended through random clips gives the bytes of the one-pixel arithmetic", arguments: RandomSeeds.upTo(60))
    func blendingThroughClips(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        let width = 40, height = 12
        // Rows covered whole, rows with gaps, rows at partial coverage, rows cut into adjacent full runs.
        let clip = CoverageMask()
        clip.reset(to: PixelBox(rows: 0..<height, columns: 0..<width))
        var clipCoverage = [[UInt8]](repeating: [UInt8](repeating: 0, count: width), count: height)
        for row in 0..<height {
            var column = Int.random(in: 0...2, using: &random) == 0 ? Int.random(in: 0..<6, using: &random) : 0
            while column < width {
                let length = Int.random(in: 1...(width - column), using: &random)
                let coverage: UInt8 = Bool.random(using: &random) ? 255 : UInt8.random(in: 1...255, using: &random)
                clip.add(row: row, start: column, length: length, coverage: coverage)
                for index in column..<(column + length) { clipCoverage[row][index] = coverage }
                column += length + (Int.random(in: 0...3, using: &random) == 0 ? Int.random(in: 1...4, using: &random) : 0)
            }
        }
        let word: UInt32 = [0xFF20_8040, 0x8040_2010, 0x01FE_7F80][seed % 3]
        let background = (0..<(width * height)).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) & 0x7F7F_7F7F }
        var pixels = background, expected = background
        for row in 0..<height {
            let start = Int.random(in: 0..<(width / 2), using: &random), count = Int.random(in: 1...(width - start), using: &random)
            var coverages = (0..<count).map { _ in Bool.random(using: &random) ? 255 : UInt8.random(in: 0...255, using: &random) }
            for (index, coverage) in coverages.enumerated() {
                let product = CoverageBlending.multiplyChannel(UInt32(coverage), UInt32(clipCoverage[row][start + index]))
                guard product != 0 else { continue }
                let source = product == 255 ? word : CoverageBlending.multiply(word, by: product)
                let position = row * width + start + index
                expected[position] = CoverageBlending.addSaturating(source, CoverageBlending.multiply(expected[position], by: 255 - (source >> 24)))
            }
            pixels.withUnsafeMutableBytes { bytes in
                let target = PixelTarget(data: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), width: width, height: height, stride: width * 4, isAlphaOnly: false)
                var sink = ClippedCoverage(inner: SolidCoverageBlend(word: word, pixels: target, originX: 0, originY: 0), clip: clip)
                coverages.withUnsafeMutableBufferPointer { sink.add(row: row, start: start, coverages: $0.baseAddress!, count: count) }
            }
        }
        #expect(pixels == expected, "seed \(seed)")
    }
}
