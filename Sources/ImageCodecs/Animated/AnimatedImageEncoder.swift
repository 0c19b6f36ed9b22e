import Foundation
import VectorGraphics

/// Writes frames, one after another, into one animated image file (animated WebP, GIF or APNG).
///
/// Frames are straight RGBA images of the encoder's size, each shown for `duration` seconds. Formats store time
/// in whole units (WebP milliseconds, GIF hundredths, APNG fractions), so each frame's start and end are rounded
/// from the running total: durations do not drift however many frames there are.
package protocol AnimatedImageEncoder: AnyObject {
    func append(_ frame: PixelImage, duration: Double) throws(OutputError)
    /// The file's bytes; no frame can be appended afterwards.
    func finish() throws(OutputError) -> Data
}

/// An encoder that keeps what it has encoded on disk (video) and can write the finished file into a sink without
/// holding it whole.
package protocol StreamingAnimatedImageEncoder: AnimatedImageEncoder {
    /// The file's bytes, written into `sink` in order; no frame can be appended afterwards.
    func finish(into sink: any ByteSink) throws(OutputError)
}

/// Where a file's bytes go as they are written: a file being written, or memory.
package protocol ByteSink: AnyObject {
    func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError)
}

extension ByteSink {
    /// Writes all of `data`.
    package func write(_ data: Data) throws(OutputError) {
        let result: Result<Void, OutputError> = data.withUnsafeBytes { bytes in
            do throws(OutputError) { try write(bytes) } catch { return .failure(error) }
            return .success(())
        }
        try result.get()
    }
}

/// Bytes gathered in memory.
package final class MemorySink: ByteSink {
    package private(set) var data = Data()

    package init() {}

    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        data.append(contentsOf: bytes)
    }
}

/// How an animated image plays, whatever its format.
public struct AnimatedImageSettings: Sendable, Equatable {
    /// How many times the animation plays; 0 plays it forever.
    public var loopCount: Int
    /// WebP: lossy compression at this quality (0–100); nil is lossless. Video: the constant quality of every
    /// frame (0–100; nil is 60, where flat colour and smooth edges look as drawn).
    public var quality: Int?
    /// Video only: bits per second to aim at instead of a constant quality.
    public var bitRate: Int?
    /// GIF: the colour that half-transparent pixels are blended onto, since a GIF pixel is either fully
    /// transparent or opaque. MP4: the colour every frame is blended onto, since H.264 has no alpha. Pick the
    /// colour of the page the file will be shown on.
    public var matte: LottieColor

    /// Plays forever, lossless (WebP) or at quality 60 (video), edges blended onto white, unless told otherwise.
    public init(loopCount: Int = 0, quality: Int? = nil, bitRate: Int? = nil, matte: LottieColor = .white) {
        self.loopCount = loopCount
        self.quality = quality
        self.bitRate = bitRate
        self.matte = matte
    }

    /// Loop counts every format can store (a 16-bit field).
    public static let loopCounts = 0...65535
}

/// A running total of frame durations, rounded to a format's unit of time.
package struct FrameClock {
    package let unitsPerSecond: Double
    package private(set) var elapsed = 0.0

    package init(unitsPerSecond: Double) {
        self.unitsPerSecond = unitsPerSecond
    }

    package var elapsedUnits: Int {
        Int(clampingRounded: elapsed * unitsPerSecond, to: 0...Int(truncatingIfNeeded: Int32.max))
    }

    /// Advances by `duration` seconds and returns the frame's length in whole units.
    package mutating func advance(by duration: Double) -> Int {
        let start = elapsedUnits
        elapsed += duration
        return elapsedUnits - start
    }
}
