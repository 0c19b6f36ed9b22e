import Foundation
import VectorGraphics

/// Animated PNG: the first frame is the PNG's own image, so viewers without APNG support show it as a still; each
/// later frame stores only the rectangle that changed since the one before, which replaces those pixels
/// (alpha included) and stays for the next.
package final class APNGEncoder: AnimatedImageEncoder {
    private let width: Int
    private let height: Int
    private let loopCount: Int
    /// The chunks after the animation control chunk, which needs the frame count and is written at the end.
    private var chunks = Data()
    private var sequenceNumber: UInt32 = 0
    private var frameCount = 0
    private var previous: PixelImage?
    private var clock: FrameClock
    /// Kept for every frame, which reuses its buffers.
    private let pngEncoder: PNGEncoder

    /// An encoder of `width`×`height` frames, looping as `settings` says.
    package init(
        width: Int, height: Int, settings: AnimatedImageSettings = AnimatedImageSettings()
    ) throws(OutputError) {
        guard width > 0, height > 0, width <= Int(truncatingIfNeeded: Int32.max),
            height <= Int(truncatingIfNeeded: Int32.max)
        else {
            throw OutputError(operation: "encoding APNG", message: "cannot make a \(width)x\(height) animation")
        }
        self.width = width
        self.height = height
        loopCount = settings.loopCount
        clock = FrameClock(unitsPerSecond: 1000)
        pngEncoder = PNGEncoder()
    }

    /// Adds `frame`, shown for `duration` seconds.
    package func append(_ frame: PixelImage, duration: Double) throws(OutputError) {
        guard frame.width == width, frame.height == height else {
            throw OutputError(
                operation: "encoding APNG",
                message: "a \(frame.width)x\(frame.height) frame in a \(width)x\(height) animation")
        }
        let region =
            previous.map { Self.changedRegion(from: $0, to: frame) } ?? (x: 0, y: 0, width: width, height: height)
        let delay = Self.delay(seconds: duration, clock: &clock)
        chunks.appendChunk("fcTL", frameControl(region: region, delay: delay))
        let compressed = pngEncoder.zlibStream(width: region.width, height: region.height) { y, row in
            frame.rgba.withUnsafeBufferPointer { rgba in
                let start = ((region.y + y) * width + region.x) * 4
                _ = row.update(fromContentsOf: rgba[start..<start + region.width * 4])
            }
        }
        if frameCount == 0 {
            chunks.appendChunk("IDAT", compressed)
        } else {
            var body = Data()
            body.appendBigEndian(nextSequenceNumber())
            body.append(compressed)
            chunks.appendChunk("fdAT", body)
        }
        frameCount += 1
        previous = frame
    }

    /// The APNG file's bytes.
    package func finish() throws(OutputError) -> Data {
        guard frameCount > 0 else {
            throw OutputError(operation: "encoding APNG", message: "an animation needs at least one frame")
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.appendChunk("IHDR", PNGEncoder.header(width: width, height: height))
        var control = Data()
        control.appendBigEndian(UInt32(truncatingIfNeeded: frameCount))
        control.appendBigEndian(UInt32(truncatingIfNeeded: loopCount))
        png.appendChunk("acTL", control)
        png.append(chunks)
        png.appendChunk("IEND", Data())
        return png
    }

    private func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }

    /// Position, size, delay; dispose "none" (the next frame starts from this one) and blend "source" (the
    /// region's pixels replace what was there, transparent ones included).
    private func frameControl(
        region: (x: Int, y: Int, width: Int, height: Int), delay: (numerator: UInt16, denominator: UInt16)
    ) -> Data {
        var body = Data()
        body.appendBigEndian(nextSequenceNumber())
        for value in [region.width, region.height, region.x, region.y] {
            body.appendBigEndian(UInt32(truncatingIfNeeded: value))
        }
        Swift.withUnsafeBytes(of: delay.numerator.bigEndian) { body.append(contentsOf: $0) }
        Swift.withUnsafeBytes(of: delay.denominator.bigEndian) { body.append(contentsOf: $0) }
        body.append(contentsOf: [0, 0])
        return body
    }

    /// A frame rate's exact fraction when frames last 1/n s (n ≤ 65535, e.g. 1/60), else whole milliseconds
    /// from the running total.
    static func delay(seconds: Double, clock: inout FrameClock) -> (numerator: UInt16, denominator: UInt16) {
        let milliseconds = clock.advance(by: seconds)
        let rate = 1 / seconds
        if rate.isFinite, rate >= 1, rate <= 65535, abs(rate - rate.rounded()) < 1e-9 {
            return (1, UInt16(Int(clampingRounded: rate, to: 1...65535)))
        }
        return (UInt16(clamping: milliseconds), 1000)
    }

    /// The smallest rectangle holding every pixel that differs; one pixel when none does, since a frame cannot
    /// be empty.
    static func changedRegion(from old: PixelImage, to new: PixelImage) -> (x: Int, y: Int, width: Int, height: Int) {
        var minX = new.width, minY = new.height, maxX = -1, maxY = -1
        old.rgba.withUnsafeBytes { oldBytes in
            new.rgba.withUnsafeBytes { newBytes in
                for y in 0..<new.height {
                    let row = y * new.width * 4
                    for x in 0..<new.width
                    where oldBytes.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                        != newBytes.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                    {
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = y
                    }
                }
            }
        }
        guard maxX >= 0 else { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
