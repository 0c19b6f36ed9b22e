import CZlibSystem
import Foundation
import LottieDecoding
import LottieTestFixtures
import Testing

/// `.tgs` stickers are gzip-compressed Lottie JSON, recognised by content.
@Suite("Telegram stickers")
struct TelegramStickerTests {
    /// `bytes` compressed by zlib as a gzip stream (what Telegram's tools write).
    static func gzip(_ bytes: [UInt8]) -> Data {
        var stream = z_stream()
        deflateInit2_(&stream, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 64)
        input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                _ = deflate(&stream, Z_FINISH)
            }
        }
        return Data(output[0..<Int(stream.total_out)])
    }

    static let json = LottieFixture.document(layers: [LottieFixture.shapeLayer([LottieFixture.rectangle(x: 50, y: 50, width: 40, height: 40), LottieFixture.fill(red: 1, green: 0, blue: 0)])])

    @Test("a gzip-compressed document decodes like the JSON inside")
    func decodesLikeJSON() throws {
        let compressed = Self.gzip(Array(Self.json.utf8))
        #expect(compressed.starts(with: [0x1F, 0x8B]))
        let sticker = try LottieDecoder().decode(compressed)
        let plain = try LottieDecoder().decode(Data(Self.json.utf8))
        #expect(sticker.animation == plain.animation)
    }

    @Test("a gzip bomb is refused at the size limit, without inflating it all")
    func bomb() throws {
        // 100 MiB of spaces compress to about 100 KB.
        let compressed = Self.gzip(Array(repeating: UInt8(ascii: " "), count: 100 << 20) + Array(Self.json.utf8))
        #expect(compressed.count < 200_000)
        #expect(throws: LottieDecodingError.self) { try LottieDecoder().decode(compressed) }
        do {
            _ = try LottieDecoder().decode(compressed)
        } catch {
            #expect(error.description.contains("inflates to more than \(64 << 20) bytes"), "\(error)")
        }
    }

    @Test("a truncated or corrupted sticker is a clear error")
    func broken() throws {
        let compressed = Self.gzip(Array(Self.json.utf8))
        let truncated = compressed.prefix(compressed.count / 2)
        do {
            _ = try LottieDecoder().decode(Data(truncated))
            Issue.record("a truncated sticker decoded")
        } catch {
            #expect(error.description.contains("ends early"), "\(error)")
        }
        var corrupted = [UInt8](compressed)
        for index in 12..<min(40, corrupted.count) { corrupted[index] ^= 0x5A }
        do {
            _ = try LottieDecoder().decode(Data(corrupted))
            Issue.record("a corrupted sticker decoded")
        } catch {
            #expect(error.description.contains("gzip"), "\(error)")
        }
    }
}
