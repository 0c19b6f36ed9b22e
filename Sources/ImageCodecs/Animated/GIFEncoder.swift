import CGif
import Foundation
import VectorGraphics

/// Animated GIF through giflib, with a palette chosen for each frame (`PaletteQuantizer`).
///
/// A GIF pixel is opaque or fully transparent: pixels with any coverage are blended onto the settings' matte
/// colour and made opaque, and only fully transparent ones stay transparent. Frame delays are whole hundredths
/// of a second, and browsers slow delays under 2 hundredths to 10, so GIFs play at most 50 frames per second
/// (`maximumFramesPerSecond`). Every frame is whole and replaces the one before.
package final class GIFEncoder: AnimatedImageEncoder {
    /// The highest rate browsers play as written: delays of 2 hundredths.
    package static let maximumFramesPerSecond = 50.0

    private var handle: UnsafeMutablePointer<GifFileType>?
    private let sink = GIFBytes()
    private let width: Int
    private let height: Int
    private let matte: (red: Double, green: Double, blue: Double)
    private let quantizer: any FrameQuantizer
    private var clock = FrameClock(unitsPerSecond: 100)

    /// An encoder of `width`×`height` frames (at most 65535 a side), with `settings.matte` under partly covered edges.
    package init(
        width: Int, height: Int, settings: AnimatedImageSettings = AnimatedImageSettings()
    ) throws(OutputError) {
        guard width > 0, height > 0, width <= 65535, height <= 65535 else {
            throw Self.failure("cannot make a \(width)x\(height) animation (GIF allows up to 65535 pixels a side)")
        }
        self.width = width
        self.height = height
        matte = (settings.matte.red, settings.matte.green, settings.matte.blue)
        quantizer = try makeFrameQuantizer()
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), Self.write, &error) else {
            throw Self.failure(Self.message(error))
        }
        handle = gif
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else { throw lastFailure() }
        try putLoopCount(settings.loopCount)
    }

    deinit {
        if let handle { EGifCloseFile(handle, nil) }
    }

    /// Adds `frame` with a palette of its own, shown for `duration` seconds (whole hundredths from the running total).
    package func append(_ frame: PixelImage, duration: Double) throws(OutputError) {
        guard let handle else { throw Self.failure("a frame after the end of the file") }
        guard frame.width == width, frame.height == height else {
            throw Self.failure("a \(frame.width)x\(frame.height) frame in a \(width)x\(height) animation")
        }
        let indexed = try quantizer.quantize(rgba: matted(frame), width: width, height: height)
        let transparent = indexed.palette.firstIndex { $0.alpha < 128 }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_BACKGROUND, UserInputFlag: false,
            DelayTime: Int32(clock.advance(by: duration)),
            TransparentColor: transparent.map { Int32($0) } ?? NO_TRANSPARENT_COLOR
        )
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        guard EGifPutExtension(handle, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes) == GIF_OK else {
            throw lastFailure()
        }
        // giflib takes colour tables of 2, 4, … 256 entries.
        var size = 2
        while size < indexed.palette.count { size *= 2 }
        let colors = (0..<size).map { index in
            index < indexed.palette.count
                ? GifColorType(
                    Red: indexed.palette[index].red, Green: indexed.palette[index].green,
                    Blue: indexed.palette[index].blue)
                : GifColorType(Red: 0, Green: 0, Blue: 0)
        }
        let colorMap = GifMakeMapObject(Int32(size), colors)
        defer { GifFreeMapObject(colorMap) }
        guard EGifPutImageDesc(handle, 0, 0, Int32(width), Int32(height), false, colorMap) == GIF_OK else {
            throw lastFailure()
        }
        var indices = indexed.indices
        guard EGifPutLine(handle, &indices, Int32(truncatingIfNeeded: indices.count)) == GIF_OK else {
            throw lastFailure()
        }
    }

    /// The GIF file's bytes.
    package func finish() throws(OutputError) -> Data {
        guard let handle else { throw Self.failure("the file was already finished") }
        self.handle = nil
        var error: Int32 = 0
        guard EGifCloseFile(handle, &error) == GIF_OK else { throw Self.failure(Self.message(error)) }
        return sink.data
    }

    /// Straight RGBA with every covered pixel blended onto the matte and made opaque.
    private func matted(_ frame: PixelImage) -> [UInt8] {
        var rgba = frame.rgba
        for offset in stride(from: 0, to: rgba.count, by: 4) {
            let alpha = rgba[offset + 3]
            if alpha == 255 { continue }
            if alpha == 0 {
                rgba[offset] = 0; rgba[offset + 1] = 0; rgba[offset + 2] = 0
                continue
            }
            let coverage = Double(alpha) / 255
            for (channel, matteValue) in [matte.red, matte.green, matte.blue].enumerated() {
                let value = Double(rgba[offset + channel]) * coverage + matteValue * 255 * (1 - coverage)
                rgba[offset + channel] = UInt8(Int(clampingRounded: value, to: 0...255))
            }
            rgba[offset + 3] = 255
        }
        return rgba
    }

    /// The Netscape extension counts repeats after the first play: 0 is forever, and one play needs none.
    private func putLoopCount(_ loopCount: Int) throws(OutputError) {
        guard loopCount != 1, let handle else { return }
        let repeats = loopCount == 0 ? 0 : loopCount - 1
        let identifier = Array("NETSCAPE2.0".utf8)
        let count: [UInt8] = [1, UInt8(truncatingIfNeeded: repeats), UInt8(truncatingIfNeeded: repeats >> 8)]
        guard EGifPutExtensionLeader(handle, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
            EGifPutExtensionBlock(handle, Int32(identifier.count), identifier) == GIF_OK,
            EGifPutExtensionBlock(handle, Int32(count.count), count) == GIF_OK,
            EGifPutExtensionTrailer(handle) == GIF_OK
        else { throw lastFailure() }
    }

    private func lastFailure() -> OutputError {
        Self.failure(Self.message(handle?.pointee.Error ?? 0))
    }

    private static func failure(_ message: String) -> OutputError {
        OutputError(operation: "encoding GIF", message: message)
    }

    private static func message(_ error: Int32) -> String {
        GifErrorString(error).map { String(cString: $0) } ?? "giflib error \(error)"
    }

    /// giflib's output callback: appends to the sink its user pointer names; captures nothing, as C requires.
    private static let write: OutputFunc = { gif, bytes, length in
        guard let gif, let bytes, let sinkPointer = gif.pointee.UserData else { return 0 }
        Unmanaged<GIFBytes>.fromOpaque(sinkPointer).takeUnretainedValue().data.append(
            bytes, count: Int(truncatingIfNeeded: length))
        return length
    }
}

/// The bytes giflib writes, collected as it writes them.
private final class GIFBytes {
    var data = Data()
}
