@testable import CairoRendering
import LottieTestFixtures
@testable import Rasterizer
import Testing
import VectorGraphics

/// The running-sum blur against the plainest blur that does the same arithmetic: each line on its own, in
/// floating point, rounded after every pass. Pixels must not change when the blur gets faster.
@Suite("Gaussian blur")
struct GaussianBlurTests {
    @Test("byte for byte what a line-by-line floating-point blur gives", arguments: [
        (width: 1, height: 1, channels: 1), (width: 1, height: 9, channels: 4), (width: 11, height: 1, channels: 1),
        (width: 13, height: 9, channels: 4), (width: 64, height: 40, channels: 1), (width: 37, height: 53, channels: 4),
    ])
    func matchesLineByLine(width: Int, height: Int, channels: Int) {
        var generator = SeededGenerator(seed: UInt64(width * 1000 + height * 10 + channels))
        let stride = width * channels + 3
        for sigma in [0.2, 0.3, 0.8, 2.5, 7, 31, 5_000] {
            for (horizontal, vertical) in [(true, true), (true, false), (false, true)] {
                // Sparse bright pixels make steep edges, where rounding would show first.
                let original = (0..<stride * height).map { _ in UInt8.random(in: 0...9, using: &generator) < 3 ? UInt8.random(in: 0...255, using: &generator) : 0 }
                var fast = original
                fast.withUnsafeMutableBufferPointer { pixels in
                    GaussianBlur(width: width, height: height, stride: stride, channels: channels)
                        .apply(to: pixels.baseAddress!, sigma: sigma, horizontal: horizontal, vertical: vertical)
                }
                var expected = original
                LineByLineBlur(width: width, height: height, stride: stride, channels: channels)
                    .apply(to: &expected, sigma: sigma, horizontal: horizontal, vertical: vertical)
                #expect(fast == expected, "\(width)x\(height)x\(channels) sigma \(sigma) horizontal \(horizontal) vertical \(vertical)")
                let hasInk = (0..<height).contains { y in original[y * stride..<y * stride + width * channels].contains { $0 > 0 } }
                if sigma >= 0.8, hasInk { #expect(fast != original, "sigma \(sigma) left the pixels as they were") }
            }
        }
    }

    @Test("ink in a corner, at an edge or in the middle of a transparent surface blurs as on the whole surface")
    func inkBoxMatchesWholeSurface() {
        var generator = SeededGenerator(seed: 7)
        let width = 60, height = 45, channels = 4, stride = width * channels
        for (left, top) in [(0, 0), (52, 38), (27, 20), (0, 22), (31, 40)] {
            var original = [UInt8](repeating: 0, count: stride * height)
            for y in top..<min(height, top + 7) {
                for byte in left * channels..<min(width, left + 8) * channels { original[y * stride + byte] = .random(in: 1...255, using: &generator) }
            }
            for sigma in [1.0, 4, 40] {
                for (horizontal, vertical) in [(true, true), (true, false), (false, true)] {
                    var fast = original
                    fast.withUnsafeMutableBufferPointer { GaussianBlur(width: width, height: height, stride: stride, channels: channels).apply(to: $0.baseAddress!, sigma: sigma, horizontal: horizontal, vertical: vertical) }
                    var expected = original
                    LineByLineBlur(width: width, height: height, stride: stride, channels: channels).apply(to: &expected, sigma: sigma, horizontal: horizontal, vertical: vertical)
                    #expect(fast == expected, "ink at \(left),\(top), sigma \(sigma), horizontal \(horizontal), vertical \(vertical)")
                }
            }
        }
    }

    @Test("the first and last bytes of ink in a row, read a word at a time, are those a byte-by-byte search finds")
    func inkInRow() {
        for count in 0...40 {
            // No ink, one byte of ink anywhere, and two bytes anywhere.
            var rows: [[UInt8]] = [[UInt8](repeating: 0, count: count)]
            for first in 0..<count {
                for second in first..<count {
                    var row = [UInt8](repeating: 0, count: count)
                    row[first] = 1
                    row[second] = 200
                    rows.append(row)
                }
            }
            for var row in rows {
                let expected = (row.firstIndex { $0 != 0 }, row.lastIndex { $0 != 0 })
                row.withUnsafeMutableBufferPointer { bytes in
                    let found = (GaussianBlur.firstInk(bytes.baseAddress!, count: count), GaussianBlur.lastInk(bytes.baseAddress!, count: count))
                    #expect(found == expected, "\(count) bytes: \(Array(bytes))")
                }
            }
        }
    }

    @Test("the row padding beyond the pixels is never written")
    func paddingUntouched() {
        let width = 5, height = 4, stride = 8
        var pixels = [UInt8](repeating: 200, count: stride * height)
        pixels.withUnsafeMutableBufferPointer { GaussianBlur(width: width, height: height, stride: stride, channels: 1).apply(to: $0.baseAddress!, sigma: 3) }
        for y in 0..<height { #expect(pixels[y * stride + width..<(y + 1) * stride].allSatisfy { $0 == 200 }) }
        #expect(pixels[0] < 200)
    }
}

/// The blur as it was first written: every line copied out as `Double`s, box-blurred, rounded back.
private struct LineByLineBlur {
    let width, height, stride, channels: Int

    func apply(to data: inout [UInt8], sigma: Double, horizontal: Bool, vertical: Bool) {
        guard sigma >= 0.3 else { return }
        for radius in GaussianBlur.boxRadii(sigma: sigma) {
            if horizontal {
                for y in 0..<height {
                    for channel in 0..<channels {
                        let output = Self.boxBlur((0..<width).map { Double(data[y * stride + $0 * channels + channel]) }, radius: radius)
                        for x in 0..<width { data[y * stride + x * channels + channel] = UInt8(min(max(output[x].rounded(), 0), 255)) }
                    }
                }
            }
            if vertical {
                for x in 0..<width {
                    for channel in 0..<channels {
                        let output = Self.boxBlur((0..<height).map { Double(data[$0 * stride + x * channels + channel]) }, radius: radius)
                        for y in 0..<height { data[y * stride + x * channels + channel] = UInt8(min(max(output[y].rounded(), 0), 255)) }
                    }
                }
            }
        }
    }

    /// Each output the sum of the inputs within `radius`, added from the left starting at 0, over the box's width.
    /// Loops over pointers rather than `reduce` over slices: the same sums in the same order, without the generic
    /// calls that made this reference most of the blur tests' time in a debug build.
    private static func boxBlur(_ input: [Double], radius: Int) -> [Double] {
        guard radius > 0 else { return input }
        let width = Double(2 * radius + 1)
        var output = [Double](repeating: 0, count: input.count)
        input.withUnsafeBufferPointer { line in
            output.withUnsafeMutableBufferPointer { sums in
                guard let values = line.baseAddress, let target = sums.baseAddress else { return }
                for index in 0..<line.count {
                    var sum = 0.0
                    var source = max(0, index - radius)
                    let last = min(line.count - 1, index + radius)
                    while source <= last {
                        sum += values[source]
                        source += 1
                    }
                    target[index] = sum / width
                }
            }
        }
        return output
    }
}
