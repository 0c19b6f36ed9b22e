import CGif
import CWebP
import CairoRendering
import Foundation
import ImageCodecs

/// One decoded frame of an animated image: the whole canvas as straight RGBA, and how long it shows.
struct DecodedFrame {
    var image: PixelImage
    var durationSeconds: Double
}

struct DecodedAnimation {
    var frames: [DecodedFrame]
    /// Plays, 0 for forever.
    var loopCount: Int
}

struct ReadingFailure: Error, CustomStringConvertible {
    var description: String
}

/// Readers that share no code with the encoders: libwebp's animation decoder, giflib's decoder, and for APNG
/// the chunks walked here with each frame's pixels decoded by libpng (through Cairo).
enum AnimatedImageReaders {
    static func webP(_ data: Data) throws -> DecodedAnimation {
        try data.withUnsafeBytes { bytes in
            var webPData = WebPData(bytes: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), size: bytes.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInitInternal(&options, WEBP_DEMUX_ABI_VERSION) != 0 else { throw ReadingFailure(description: "libwebp version") }
            options.color_mode = MODE_RGBA
            guard let decoder = WebPAnimDecoderNewInternal(&webPData, &options, WEBP_DEMUX_ABI_VERSION) else {
                throw ReadingFailure(description: "libwebp cannot read the animation")
            }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw ReadingFailure(description: "no animation info") }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            var frames: [DecodedFrame] = []
            var previousTimestamp: Int32 = 0
            var buffer: UnsafeMutablePointer<UInt8>?
            var timestamp: Int32 = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else { throw ReadingFailure(description: "a broken frame") }
                let rgba = Array(UnsafeBufferPointer(start: buffer, count: width * height * 4))
                // A frame's timestamp is when it ends.
                frames.append(DecodedFrame(image: PixelImage(width: width, height: height, rgba: rgba), durationSeconds: Double(timestamp - previousTimestamp) / 1000))
                previousTimestamp = timestamp
            }
            guard frames.count == Int(info.frame_count) else { throw ReadingFailure(description: "\(frames.count) frames of \(info.frame_count)") }
            return DecodedAnimation(frames: frames, loopCount: Int(info.loop_count))
        }
    }

    static func gif(_ data: Data) throws -> DecodedAnimation {
        let path = NSTemporaryDirectory() + "read-\(UUID().uuidString).gif"
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else { throw ReadingFailure(description: "giflib cannot open: \(error)") }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else { throw ReadingFailure(description: "giflib cannot read: \(gif.pointee.Error)") }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [DecodedFrame] = []
        var loopCount = 1
        for index in 0..<Int(gif.pointee.ImageCount) {
            let saved = gif.pointee.SavedImages[index]
            let blocks = (0..<Int(saved.ExtensionBlockCount)).map { saved.ExtensionBlocks[$0] }
            for (position, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE {
                let identifier = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)), as: UTF8.self)
                if identifier == "NETSCAPE2.0", position + 1 < blocks.count, blocks[position + 1].ByteCount >= 3 {
                    let bytes = blocks[position + 1].Bytes!
                    let repeats = Int(bytes[1]) | Int(bytes[2]) << 8
                    loopCount = repeats == 0 ? 0 : repeats + 1
                }
            }
            var control = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(index), &control) == GIF_OK else { throw ReadingFailure(description: "frame \(index) has no timing") }
            guard let colorMap = saved.ImageDesc.ColorMap ?? gif.pointee.SColorMap else { throw ReadingFailure(description: "frame \(index) has no colours") }
            let descriptor = saved.ImageDesc
            var frame = canvas
            for y in 0..<Int(descriptor.Height) {
                for x in 0..<Int(descriptor.Width) {
                    let index = Int(saved.RasterBits[y * Int(descriptor.Width) + x])
                    let target = ((y + Int(descriptor.Top)) * width + x + Int(descriptor.Left)) * 4
                    if index == Int(control.TransparentColor) { continue }
                    let color = colorMap.pointee.Colors[index]
                    frame[target] = color.Red; frame[target + 1] = color.Green; frame[target + 2] = color.Blue; frame[target + 3] = 255
                }
            }
            frames.append(DecodedFrame(image: PixelImage(width: width, height: height, rgba: frame), durationSeconds: Double(control.DelayTime) / 100))
            canvas = control.DisposalMode == DISPOSE_BACKGROUND ? [UInt8](repeating: 0, count: width * height * 4) : frame
        }
        return DecodedAnimation(frames: frames, loopCount: loopCount)
    }

    static func apng(_ data: Data) throws -> DecodedAnimation {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw ReadingFailure(description: "not a PNG") }
        func number(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var chunks: [(type: String, body: [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = number(offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        guard let header = chunks.first(where: { $0.type == "IHDR" })?.body, let control = chunks.first(where: { $0.type == "acTL" })?.body else {
            throw ReadingFailure(description: "no IHDR or acTL")
        }
        let width = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        let height = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        let declaredFrames = Int(control[0]) << 24 | Int(control[1]) << 16 | Int(control[2]) << 8 | Int(control[3])
        let plays = Int(control[4]) << 24 | Int(control[5]) << 16 | Int(control[6]) << 8 | Int(control[7])
        var canvas = PixelImage(width: width, height: height)
        var frames: [DecodedFrame] = []
        var pending: (x: Int, y: Int, width: Int, height: Int, duration: Double, data: [UInt8])?
        func flush() throws {
            guard let frame = pending else { return }
            var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            var regionHeader = Data()
            for value in [frame.width, frame.height] { regionHeader.append(contentsOf: withUnsafeBytes(of: UInt32(value).bigEndian, Array.init)) }
            regionHeader.append(contentsOf: header[8...])
            png.append(chunk("IHDR", regionHeader))
            png.append(chunk("IDAT", Data(frame.data)))
            png.append(chunk("IEND", Data()))
            let region = try PixelImage(decodingPNG: png)
            for y in 0..<frame.height {
                for x in 0..<frame.width { canvas.setBytes(region.bytes(x: x, y: y), x: frame.x + x, y: frame.y + y) }
            }
            frames.append(DecodedFrame(image: canvas, durationSeconds: frame.duration))
            pending = nil
        }
        for (type, body) in chunks {
            switch type {
            case "fcTL":
                try flush()
                let start = 4
                let bodyNumber = { (at: Int) in Int(body[at]) << 24 | Int(body[at + 1]) << 16 | Int(body[at + 2]) << 8 | Int(body[at + 3]) }
                let numerator = Int(body[20]) << 8 | Int(body[21]), denominator = Int(body[22]) << 8 | Int(body[23])
                guard body[24] == 0, body[25] == 0 else { throw ReadingFailure(description: "this reader handles dispose none and blend source only") }
                pending = (bodyNumber(start + 8), bodyNumber(start + 12), bodyNumber(start), bodyNumber(start + 4),
                           Double(numerator) / Double(denominator == 0 ? 100 : denominator), [])
            case "IDAT": pending?.data += body
            case "fdAT": pending?.data += body[4...]
            default: break
            }
        }
        try flush()
        guard frames.count == declaredFrames else { throw ReadingFailure(description: "\(frames.count) frames, acTL says \(declaredFrames)") }
        return DecodedAnimation(frames: frames, loopCount: plays)
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        var out = Data(withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init))
        let typeAndBody = Data(type.utf8) + body
        out.append(typeAndBody)
        out.append(contentsOf: withUnsafeBytes(of: crc32(typeAndBody).bigEndian, Array.init))
        return out
    }

    /// The PNG chunk checksum (CRC-32, polynomial 0xEDB88320), written out so the reader shares nothing with zlib's use in the encoder.
    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
