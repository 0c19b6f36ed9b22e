import VectorGraphics

/// A solid colour painted through coverage with the OVER operator, in the arithmetic of pixman's
/// `over_n_8_8888` (and its A8 twin), which Cairo uses when it paints a colour through a mask: each channel of the
/// colour is scaled by the coverage, then the destination by what is left of its alpha, both rounded as pixman
/// divides by 255, and the sum saturated. Blending directly and letting Cairo paint the same mask give the same
/// bytes (`CoverageCompositingTests`).
public enum CoverageBlending {
    /// The colour premultiplied into Cairo's ARGB32 word as Cairo makes it: channels clamped to 0…1, scaled to
    /// 16 bits with rounding, then the top byte kept.
    @inlinable
    public static func premultipliedWord(_ color: LottieColor, opacity: Double) -> UInt32 {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        let alpha = unit(unit(color.alpha) * opacity)
        // Channels are 0…1 here, so the conversion cannot trap.
        func byte(_ value: Double) -> UInt32 { UInt32(value * 65535 + 0.5) >> 8 }
        return byte(alpha) << 24 | byte(unit(color.red) * alpha) << 16 | byte(unit(color.green) * alpha) << 8
            | byte(unit(color.blue) * alpha)
    }

    /// `count` pixels at one coverage: a colour that covers them whole replaces them.
    @inline(__always)
    static func blend(_ word: UInt32, coverage: UInt32, into pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let source = coverage == 255 ? word : multiply(word, by: coverage)
        let remaining = 255 - (source >> 24)
        if remaining == 0 {
            pixels.update(repeating: source, count: count)
            return
        }
        blendTranslucent(source, remaining: remaining, into: pixels, count: count)
    }

    @inline(__always)
    static func blendAlpha(_ alpha: UInt32, coverage: UInt32, into pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        let source = coverage == 255 ? alpha : multiplyChannel(alpha, coverage)
        blendTranslucentAlpha(source, remaining: 255 - source, into: pixels, count: count)
    }

    /// x · a / 255 for one channel, rounded as pixman rounds.
    @inline(__always)
    static func multiplyChannel(_ x: UInt32, _ a: UInt32) -> UInt32 {
        let t = x * a + 0x80
        return (t + (t >> 8)) >> 8
    }

    /// Every channel of `word` times `a` / 255, two channels at a time in 16-bit lanes.
    @inline(__always)
    static func multiply(_ word: UInt32, by a: UInt32) -> UInt32 {
        var redBlue = (word & 0x00FF_00FF) &* a &+ 0x0080_0080
        redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var alphaGreen = ((word >> 8) & 0x00FF_00FF) &* a &+ 0x0080_0080
        alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return redBlue | alphaGreen
    }

    /// Channel by channel, the sum capped at 255.
    @inline(__always)
    static func addSaturating(_ x: UInt32, _ y: UInt32) -> UInt32 {
        var redBlue = (x & 0x00FF_00FF) &+ (y & 0x00FF_00FF)
        redBlue |= 0x0100_0100 &- ((redBlue >> 8) & 0x00FF_00FF)
        redBlue &= 0x00FF_00FF
        var alphaGreen = ((x >> 8) & 0x00FF_00FF) &+ ((y >> 8) & 0x00FF_00FF)
        alphaGreen |= 0x0100_0100 &- ((alphaGreen >> 8) & 0x00FF_00FF)
        alphaGreen &= 0x00FF_00FF
        return redBlue | alphaGreen << 8
    }
}

/// Blends a solid colour into an image surface's pixels as the rasterizer hands over each run.
struct SolidCoverageBlend: CoverageSink {
    let word: UInt32
    let pixels: PixelTarget
    /// The device pixel where the surface's first pixel stands: offscreen groups start at their clip.
    let originX: Int
    let originY: Int

    @inline(__always)
    mutating func add(row: Int, start: Int, coverages: UnsafeMutablePointer<UInt8>, count: Int) {
        let address = UnsafeMutableRawPointer(pixels.data + (row - originY) * pixels.stride)
        if pixels.isAlphaOnly {
            let target = address.assumingMemoryBound(to: UInt8.self) + (start - originX)
            for index in 0..<count where coverages[index] != 0 {
                CoverageBlending.blendAlpha(
                    word >> 24, coverage: UInt32(coverages[index]), into: target + index, count: 1)
            }
        } else {
            CoverageBlending.blend(
                word, coverages: coverages, into: address.assumingMemoryBound(to: UInt32.self) + (start - originX),
                count: count, room: pixels.width - (start - originX))
        }
    }

    @inline(__always)
    mutating func add(row: Int, start: Int, length: Int, coverage: UInt8) {
        let address = UnsafeMutableRawPointer(pixels.data + (row - originY) * pixels.stride)
        if pixels.isAlphaOnly {
            CoverageBlending.blendAlpha(
                word >> 24, coverage: UInt32(coverage),
                into: address.assumingMemoryBound(to: UInt8.self) + (start - originX), count: length)
        } else {
            CoverageBlending.blend(
                word, coverage: UInt32(coverage),
                into: address.assumingMemoryBound(to: UInt32.self) + (start - originX), count: length)
        }
    }
}
