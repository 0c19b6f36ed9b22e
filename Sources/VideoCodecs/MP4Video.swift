import Foundation
import ImageCodecs
import VectorGraphics

/// Frames into an MP4 file: H.264 through OpenH264, each frame blended onto the settings' matte (H.264 has no
/// alpha) and padded to even dimensions by repeating its last column and row.
package final class MP4Video: StreamingAnimatedImageEncoder {
    private let width: Int
    private let height: Int
    private let settings: AnimatedImageSettings
    private let matte: (red: UInt8, green: UInt8, blue: UInt8)
    private var encoder: H264Encoder?
    private var writer: MP4Writer
    private var clock = FrameClock(unitsPerSecond: Double(MP4Writer.timescale))
    private var frames = 0
    private var keyInterval = 1

    /// An encoder of `width`×`height` frames.
    package init(width: Int, height: Int, settings: AnimatedImageSettings) throws(OutputError) {
        try VideoLimits.check(width: width, height: height, operation: "encoding MP4")
        self.width = width
        self.height = height
        self.settings = settings
        matte = VideoLimits.bytes(of: settings)
        writer = try MP4Writer(width: width + width % 2, height: height + height % 2)
    }

    /// Appends a frame shown for `duration` seconds.
    package func append(_ frame: PixelImage, duration: Double) throws(OutputError) {
        let paddedWidth = width + width % 2, paddedHeight = height + height % 2
        if encoder == nil {
            let framesPerSecond = VideoLimits.framesPerSecond(frameDuration: duration)
            keyInterval = VideoLimits.keyInterval(framesPerSecond: framesPerSecond)
            encoder = try H264Encoder(
                width: paddedWidth, height: paddedHeight, framesPerSecond: framesPerSecond,
                quality: settings.quality ?? VideoLimits.defaultQuality, bitRate: settings.bitRate
            )
        }
        guard let encoder else { return }
        let planes = PlanarFrame(frame, width: paddedWidth, height: paddedHeight, matte: matte)
        let unit = try encoder.encode(
            luma: planes.luma, blueDifference: planes.blueDifference, redDifference: planes.redDifference,
            key: frames % keyInterval == 0)
        frames += 1
        try writer.append(unit, duration: clock.advance(by: duration))
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
