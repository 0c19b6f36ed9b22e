import CZlibSystem
import Foundation

/// Telegram stickers (`.tgs`) are a Lottie document compressed with gzip; recognised by content, not by name.
enum GzipContainer {
    static func isGzip(_ data: Data) -> Bool { data.starts(with: [0x1F, 0x8B]) }

    /// The inflated document, refused once it passes `limit` bytes, so that a small bomb cannot exhaust memory.
    static func inflate(_ data: Data, limit: Int) throws(LottieDecodingError) -> Data {
        var stream = z_stream()
        // 15 window bits + 16: a gzip header and trailer rather than zlib's.
        guard
            inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(truncatingIfNeeded: MemoryLayout<z_stream>.size))
                == Z_OK
        else {
            throw LottieDecodingError(path: "$", reason: .unreadableContainer("zlib could not start inflating"))
        }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var input = [UInt8](data)
        let status: Int32 = input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(truncatingIfNeeded: source.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(truncatingIfNeeded: target.count)
                    return CZlibSystem.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(truncatingIfNeeded: stream.avail_out)
                output.append(contentsOf: chunk[0..<produced])
                if output.count > limit { return Z_MEM_ERROR }
                if result == Z_STREAM_END { return Z_OK }
                if result != Z_OK { return result }
                if produced == 0 && stream.avail_in == 0 { return Z_BUF_ERROR }
            }
        }
        switch status {
        case Z_OK:
            return output
        case Z_MEM_ERROR:
            throw LottieDecodingError(
                path: "$", reason: .limitExceeded("the gzip-compressed document inflates to more than \(limit) bytes"))
        case Z_BUF_ERROR:
            throw LottieDecodingError(
                path: "$", reason: .unreadableContainer("the gzip stream ends early (the file is truncated)"))
        default:
            let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
            throw LottieDecodingError(path: "$", reason: .unreadableContainer("the gzip stream is broken: \(message)"))
        }
    }
}
