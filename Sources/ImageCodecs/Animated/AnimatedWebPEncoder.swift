import CWebP
import Foundation
import VectorGraphics

/// Animated WebP through libwebp's animation encoder, which stores each frame as the rectangle that changed
/// since the previous one. Lossless unless a quality is given; alpha is kept either way.
package final class AnimatedWebPEncoder: AnimatedImageEncoder {
    private let handle: OpaquePointer
    private let width: Int
    private let height: Int
    private var config = WebPConfig()
    private var clock = FrameClock(unitsPerSecond: 1000)

    /// An encoder of `width`×`height` frames, lossless unless `settings.quality` is set.
    package init(
        width: Int, height: Int, settings: AnimatedImageSettings = AnimatedImageSettings()
    ) throws(OutputError) {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw Self.failure("libwebp's version does not match the headers TabShift was built with")
        }
        options.anim_params.loop_count = Int32(truncatingIfNeeded: settings.loopCount)
        // Transparent, so that a viewer that shows the canvas colour shows the page behind instead.
        options.anim_params.bgcolor = 0
        if let quality = settings.quality {
            config.lossless = 0
            config.quality = Float(quality)
            // libwebp's default trade of time for quality.
            config.method = 4
        } else {
            config.lossless = 1
            // Lossless, method and quality are effort: method 2 at 75 writes shifts and icons much faster than
            // libwebp's default (method 4) for files about the same size, while lower methods grow the files
            // (docs/performance.md, "Animated WebP effort").
            config.method = 2
            config.quality = 75
        }
        guard width > 0, height > 0, width <= WEBP_MAX_DIMENSION, height <= WEBP_MAX_DIMENSION,
            let encoder = WebPAnimEncoderNewInternal(
                Int32(truncatingIfNeeded: width), Int32(truncatingIfNeeded: height), &options, WEBP_MUX_ABI_VERSION)
        else {
            throw Self.failure(
                "cannot make a \(width)x\(height) animation (WebP allows up to \(WEBP_MAX_DIMENSION) pixels a side)")
        }
        handle = encoder
        self.width = width
        self.height = height
    }

    deinit { WebPAnimEncoderDelete(handle) }

    /// Adds `frame`, shown for `duration` seconds (timestamps in whole milliseconds from the running total).
    package func append(_ frame: PixelImage, duration: Double) throws(OutputError) {
        guard frame.width == width, frame.height == height else {
            throw Self.failure("a \(frame.width)x\(frame.height) frame in a \(width)x\(height) animation")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw Self.failure("libwebp could not start a picture") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(truncatingIfNeeded: width)
        picture.height = Int32(truncatingIfNeeded: height)
        let imported = frame.rgba.withUnsafeBufferPointer { rgba in
            WebPPictureImportRGBA(&picture, rgba.baseAddress, Int32(truncatingIfNeeded: width * 4))
        }
        guard imported != 0 else {
            throw Self.failure("libwebp could not take a \(width)x\(height) frame (out of memory)")
        }
        let timestamp = Int32(truncatingIfNeeded: clock.elapsedUnits)
        _ = clock.advance(by: duration)
        guard WebPAnimEncoderAdd(handle, &picture, timestamp, &config) != 0 else { throw lastFailure() }
    }

    /// The animated WebP file's bytes.
    package func finish() throws(OutputError) -> Data {
        guard WebPAnimEncoderAdd(handle, nil, Int32(truncatingIfNeeded: clock.elapsedUnits), nil) != 0 else {
            throw lastFailure()
        }
        var assembled = WebPData()
        guard WebPAnimEncoderAssemble(handle, &assembled) != 0 else { throw lastFailure() }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: assembled.bytes)) }
        return Data(bytes: assembled.bytes, count: assembled.size)
    }

    private func lastFailure() -> OutputError {
        let message = WebPAnimEncoderGetError(handle).map { String(cString: $0) } ?? ""
        return Self.failure(message.isEmpty ? "libwebp failed without saying why" : message)
    }

    private static func failure(_ message: String) -> OutputError {
        OutputError(operation: "encoding animated WebP", message: message)
    }
}
