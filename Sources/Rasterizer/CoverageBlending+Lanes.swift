import VectorGraphics

extension CoverageBlending {
    /// Each of `count` pixels becomes `source` plus itself times `remaining` / 255, channel by channel, saturated:
    /// the OVER of a translucent colour, four pixels at a time in 16-bit lanes. The arithmetic per channel is that
    /// of `multiply` and `addSaturating` (x · a + 128 fits 16 bits), so the bytes are the same; a run inside a
    /// translucent shape is most of what blending it costs.
    @inline(__always)
    static func blendTranslucent(
        _ source: UInt32, remaining: UInt32, into pixels: UnsafeMutablePointer<UInt32>, count: Int,
        wide: Bool = wideLoopsByDefault
    ) {
        var index = 0
        if wide, count >= 4 {
            let raw = UnsafeMutableRawPointer(pixels)
            let sourceLanes = unsafeBitCast(SIMD4<UInt32>(repeating: source), to: SIMD8<UInt16>.self)
            let sourceLow = sourceLanes & 0xFF, sourceHigh = sourceLanes &>> 8
            let factor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: remaining))
            // A translucent shape mostly lies over flat colour (a background, a flat shape): four pixels as the four
            // before them were get what those got, without the arithmetic.
            var seen = raw.loadUnaligned(as: SIMD8<UInt16>.self)
            var blended = overLanes(seen, factor: factor, plusLow: sourceLow, plusHigh: sourceHigh)
            while index + 4 <= count {
                let lanes = raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<UInt16>.self)
                if Self.differ(lanes, seen) {
                    seen = lanes
                    blended = overLanes(lanes, factor: factor, plusLow: sourceLow, plusHigh: sourceHigh)
                }
                raw.storeBytes(of: blended, toByteOffset: index * 4, as: SIMD8<UInt16>.self)
                index += 4
            }
        }
        while index < count {
            pixels[index] = addSaturating(source, multiply(pixels[index], by: remaining))
            index += 1
        }
    }

    /// The same for an alpha-only surface: each byte becomes `source` plus itself times `remaining` / 255, capped
    /// at 255, sixteen at a time.
    @inline(__always)
    static func blendTranslucentAlpha(
        _ source: UInt32, remaining: UInt32, into pixels: UnsafeMutablePointer<UInt8>, count: Int,
        wide: Bool = wideLoopsByDefault
    ) {
        var index = 0
        if wide, count >= 16 {
            let raw = UnsafeMutableRawPointer(pixels)
            let sourceLanes = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: source))
            let factor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: remaining))
            while index + 16 <= count {
                let lanes = raw.loadUnaligned(fromByteOffset: index, as: SIMD8<UInt16>.self)
                raw.storeBytes(
                    of: overLanes(lanes, factor: factor, plusLow: sourceLanes, plusHigh: sourceLanes),
                    toByteOffset: index, as: SIMD8<UInt16>.self)
                index += 16
            }
        }
        while index < count {
            pixels[index] = UInt8(
                truncatingIfNeeded: min(255, source + multiplyChannel(UInt32(pixels[index]), remaining)))
            index += 1
        }
    }

    /// Each of `count` pixels gets `word` through its own coverage, as `blend` does for one pixel: the pixels an
    /// edge crosses, most of a thin stroke's. Four at a time: each lane pair's coverage scales the colour, and what
    /// is left of the scaled colour's alpha scales the pixel, with the arithmetic of `multiply` and `addSaturating`
    /// (a coverage of 0 leaves the pixel as it was, one of 255 gives the colour over it, as those do). Where `room`
    /// pixels from `pixels` on may be read and written (at least `count`), a last group of fewer than four is done
    /// in the lanes too, the lanes past the span at coverage 0: an edge crosses one to three pixels of most rows.
    @inline(__always)
    static func blend(
        _ word: UInt32, coverages: UnsafePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt32>, count: Int,
        room: Int = 0, wide: Bool = wideLoopsByDefault
    ) {
        var index = 0
        if wide, count >= 4 || room >= 4 {
            let raw = UnsafeMutableRawPointer(pixels)
            let wordLanes = unsafeBitCast(SIMD4<UInt32>(repeating: word), to: SIMD8<UInt16>.self)
            let lowChannels = wordLanes & 0xFF, highChannels = wordLanes &>> 8
            while index + 4 <= count {
                // One load of the four bytes, widened in the vector unit: built a byte at a time, the lanes cost
                // more than the blending.
                let perPixel = SIMD4<UInt32>(
                    truncatingIfNeeded: UnsafeRawPointer(coverages + index).loadUnaligned(as: SIMD4<UInt8>.self))
                blendFour(perPixel, low: lowChannels, high: highChannels, into: raw, at: index)
                index += 4
            }
            if index < count, index + 4 <= room {
                var perPixel = SIMD4<UInt32>(repeating: 0)
                for lane in 0..<(count - index) { perPixel[lane] = UInt32(coverages[index + lane]) }
                blendFour(perPixel, low: lowChannels, high: highChannels, into: raw, at: index)
                index = count
            }
        }
        let opaque = word >> 24 == 255
        while index < count {
            let coverage = UInt32(coverages[index])
            if coverage == 255, opaque {
                pixels[index] = word
            } else if coverage != 0 {
                let source = coverage == 255 ? word : multiply(word, by: coverage)
                pixels[index] = addSaturating(source, multiply(pixels[index], by: 255 - (source >> 24)))
            }
            index += 1
        }
    }

    /// The four pixels from pixel `index` of `raw` get the colour (its channels as `low` and `high` lanes) through
    /// `perPixel`'s coverages.
    @inline(__always)
    private static func blendFour(
        _ perPixel: SIMD4<UInt32>, low: SIMD8<UInt16>, high: SIMD8<UInt16>, into raw: UnsafeMutableRawPointer,
        at index: Int
    ) {
        let coverage = unsafeBitCast(perPixel | (perPixel &<< 16), to: SIMD8<UInt16>.self)
        let sourceLow = scaled(low, by: coverage), sourceHigh = scaled(high, by: coverage)
        // The high byte of a pixel's second lane is its alpha, copied into both of the pixel's lanes before it is
        // taken from 255: taken first, in 32-bit lanes, the compiler moved lanes one at a time.
        let alpha = unsafeBitCast(sourceHigh, to: SIMD4<UInt32>.self) &>> 16
        let remaining = 255 &- unsafeBitCast(alpha | (alpha &<< 16), to: SIMD8<UInt16>.self)
        let lanes = raw.loadUnaligned(fromByteOffset: index * 4, as: SIMD8<UInt16>.self)
        raw.storeBytes(
            of: overLanes(lanes, factor: remaining, plusLow: sourceLow, plusHigh: sourceHigh),
            toByteOffset: index * 4, as: SIMD8<UInt16>.self)
    }

    /// Whether two sets of lanes differ anywhere, as two 64-bit comparisons: SIMD's own `!=` compares lane by lane.
    @inline(__always)
    private static func differ(_ first: SIMD8<UInt16>, _ second: SIMD8<UInt16>) -> Bool {
        let a = unsafeBitCast(first, to: SIMD2<UInt64>.self), b = unsafeBitCast(second, to: SIMD2<UInt64>.self)
        return (a.x ^ b.x) | (a.y ^ b.y) != 0
    }

    /// Per lane holding one byte: byte · `factor` / 255, rounded as pixman rounds.
    @inline(__always)
    private static func scaled(_ bytes: SIMD8<UInt16>, by factor: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let product = bytes &* factor &+ 0x80
        return (product &+ (product &>> 8)) &>> 8
    }

    /// Per lane holding one byte: `plus` + byte · `factor` / 255, capped at 255.
    @inline(__always)
    private static func over(_ bytes: SIMD8<UInt16>, factor: SIMD8<UInt16>, plus: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let sum = scaled(bytes, by: factor) &+ plus
        // A sum past 255 (at most 510) has its ninth bit set; 0 minus that bit sets every bit, saturating the low
        // byte. (Multiplying the bit by 0xFF instead left the compiler moving lanes one at a time.)
        return (sum | (SIMD8(repeating: 0) &- (sum &>> 8))) & 0xFF
    }

    /// Per byte of the lanes: `plusLow` (for a lane's low byte) or `plusHigh` (its high byte) + byte · `factor` /
    /// 255, rounded as pixman rounds, capped at 255. Each lane holds two bytes, worked on apart in a lane of their own.
    @inline(__always)
    private static func overLanes(
        _ lanes: SIMD8<UInt16>, factor: SIMD8<UInt16>, plusLow: SIMD8<UInt16>, plusHigh: SIMD8<UInt16>
    ) -> SIMD8<UInt16> {
        over(lanes & 0xFF, factor: factor, plus: plusLow) | (over(lanes &>> 8, factor: factor, plus: plusHigh) &<< 8)
    }
}
