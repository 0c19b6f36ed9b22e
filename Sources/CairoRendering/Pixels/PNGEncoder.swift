import CZlibSystem
import Foundation

/// Writes 8-bit straight RGBA PNGs from premultiplied pixels, with a fast deflate setting.
///
/// Cairo's own writer unpremultiplies the same way but deflates at zlib's default setting, which was most of the
/// time of a shift written as PNG frames. Every row filtered by Sub and deflated with run-length matching
/// measured best in time × size on icons and bars: at 1170x292, 5x faster than Cairo's writer and 1.6x its bytes.
struct PNGEncoder {
    /// A PNG of premultiplied pixels, unpremultiplied row by row.
    static func encode(_ pixels: PremultipliedPixels) throws(CairoRenderingError) -> Data {
        try encode(width: pixels.width, height: pixels.height) { y, row in
            PixelImage.unpremultiplyRow(pixels.base + y * pixels.bytesPerRow, width: pixels.width, into: row, hasAlpha: true)
        }
    }

    /// A PNG whose straight RGBA rows `fillRow(y, row)` writes.
    static func encode(width: Int, height: Int, fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) throws(CairoRenderingError) -> Data {
        var png = Data(capacity: width * height + 1024)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.appendChunk("IHDR", header(width: width, height: height))
        png.appendChunk("IDAT", try compressedRows(width: width, height: height, fillRow: fillRow))
        png.appendChunk("IEND", Data())
        return png
    }

    /// Width, height, 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace.
    static func header(width: Int, height: Int) -> Data {
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0])
        return header
    }

    /// The zlib stream of every row as filter byte 1 (Sub) followed by straight RGBA differences.
    static func compressedRows(width: Int, height: Int, fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) throws(CairoRenderingError) -> Data {
        let rowLength = width * 4 + 1
        var stream = z_stream()
        guard deflateInit2_(&stream, 1, Z_DEFLATED, 15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw CairoRenderingError(operation: "encoding PNG", message: "zlib could not start a deflate stream")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(truncatingIfNeeded: deflateBound(&stream, UInt(rowLength * height))) + 64)
        var straight = [UInt8](repeating: 0, count: width * 4)
        var row = [UInt8](repeating: 0, count: rowLength)
        var written = 0
        var status = Z_OK
        output.withUnsafeMutableBufferPointer { out in
            straight.withUnsafeMutableBufferPointer { straight in
                row.withUnsafeMutableBufferPointer { row in
                    row[0] = 1
                    for y in 0..<height {
                        fillRow(y, straight)
                        for index in 0..<min(4, straight.count) { row[index + 1] = straight[index] }
                        for index in stride(from: 4, to: straight.count, by: 1) { row[index + 1] = straight[index] &- straight[index - 4] }
                        let last = y == height - 1
                        stream.next_in = row.baseAddress
                        stream.avail_in = UInt32(rowLength)
                        stream.next_out = out.baseAddress! + written
                        stream.avail_out = UInt32(out.count - written)
                        status = deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH)
                        written = out.count - Int(truncatingIfNeeded: stream.avail_out)
                        guard status == (last ? Z_STREAM_END : Z_OK) else { return }
                    }
                }
            }
        }
        guard status == Z_STREAM_END else {
            throw CairoRenderingError(operation: "encoding PNG", message: "zlib stopped with status \(status)")
        }
        return Data(output[0..<written])
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }

    /// A PNG chunk: length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ body: Data) {
        appendBigEndian(UInt32(body.count))
        let typeBytes = Data(type.utf8)
        var checksum = typeBytes.withUnsafeBytes { crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, UInt32($0.count)) }
        checksum = body.withUnsafeBytes { crc32(checksum, $0.bindMemory(to: Bytef.self).baseAddress, UInt32($0.count)) }
        append(typeBytes)
        append(body)
        appendBigEndian(UInt32(checksum))
    }
}
