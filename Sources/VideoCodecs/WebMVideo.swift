import Foundation
import ImageCodecs
import VectorGraphics

/// Frames into a WebM file: VP9 through libvpx, with the alpha plane as a second, lossless VP9 stream, so that
/// what is transparent in the frame is exactly transparent in the video.
package final class WebMVideo: StreamingAnimatedImageEncoder {
    private let width: Int
    private let height: Int
    private let rate: VP9Encoder.Rate
    private var encoders: (colour: VP9Encoder, alpha: VP9Encoder)?
    private var writer: WebMWriter
    private var clock = FrameClock(unitsPerSecond: 1000)
    private var frames = 0
    private var keyInterval = 1

    /// An encoder of `width`×`height` frames.
    package init(width: Int, height: Int, settings: AnimatedImageSettings) throws(OutputError) {
        try VideoLimits.check(width: width, height: height, operation: "encoding WebM")
        self.width = width
        self.height = height
        rate = settings.bitRate.map { .bitRate($0) } ?? .quality(settings.quality ?? VideoLimits.defaultQuality)
        writer = try WebMWriter(width: width, height: height, hasAlpha: true)
    }

    /// Appends a frame shown for `duration` seconds.
    package func append(_ frame: PixelImage, duration: Double) throws(OutputError) {
        if encoders == nil {
            let framesPerSecond = VideoLimits.framesPerSecond(frameDuration: duration)
            keyInterval = VideoLimits.keyInterval(framesPerSecond: framesPerSecond)
            encoders = (
                try VP9Encoder(width: width, height: height, framesPerSecond: framesPerSecond, rate: rate),
                try VP9Encoder(width: width, height: height, framesPerSecond: framesPerSecond, rate: .lossless)
            )
        }
        guard let (colour, alpha) = encoders else { return }
        let planes = PlanarFrame(frame, width: width, height: height, matte: nil)
        let key = frames % keyInterval == 0
        let picture = try colour.encode(
            luma: planes.luma, blueDifference: planes.blueDifference, redDifference: planes.redDifference, key: key)
        let neutral = [UInt8](repeating: 128, count: planes.blueDifference.count)
        let transparency = try alpha.encode(
            luma: planes.alpha ?? [], blueDifference: neutral, redDifference: neutral, key: key)
        let start = clock.elapsedUnits
        let length = clock.advance(by: duration)
        try writer.append(
            frame: picture.data, alpha: transparency.data, isKey: picture.isKey, time: start, duration: length)
        frames += 1
    }

    /// The file's bytes.
    package func finish() throws(OutputError) -> Data {
        let memory = MemorySink()
        try writer.finish(into: memory)
        return memory.data
    }

    /// Writes the file into `sink`, the encoded frames from disk.
    package func finish(into sink: any ByteSink) throws(OutputError) {
        try writer.finish(into: sink)
    }
}
