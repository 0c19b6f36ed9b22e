import CZlibSystem
import Foundation
@_spi(Buffers) import VectorGraphics

/// Writes 8-bit straight RGBA PNGs, keeping its buffers from one image to the next.
///
/// Cairo's own writer unpremultiplies the same way but deflates at zlib's default setting, which was most of the
/// time of a shift written as PNG frames. Every row is filtered by Sub (each byte minus the one a pixel to its
/// left), which turns clear areas and flat colours into runs of zeros, and deflated by `RunLengthDeflate`, which
/// codes those runs, and runs of a repeated pixel, as matches: on icons and bars it takes a quarter to two thirds of
/// the time of zlib's fastest run-length setting (the larger the image, the less) for files of about the same size. The
/// zlib wrapper's two header bytes and Adler-32 trailer are written here (`Adler32` sums sixteen bytes at a time).
package final class PNGEncoder {
    /// A part of the image's straight RGBA rows, each after its filter byte, after the last bytes of the part before.
    private var filtered = ScratchBuffer<UInt8>(capacity: 4096)
    /// One unfiltered row.
    private var straight = ScratchBuffer<UInt8>(capacity: 1024)
    private var compressed = ScratchBuffer<UInt8>(capacity: 4096)
    private var deflater = RunLengthDeflate()

    /// zlib's header for deflate with a 32 KB window (matches reach at most four bytes back) and the fastest
    /// setting (FLEVEL 0), a multiple of 31 as RFC 1950 requires.
    private static let zlibHeader: [UInt8] = [0x78, 0x01]
    /// Filter type 1: each byte minus the byte one pixel to its left.
    private static let subFilter: UInt8 = 1
    /// Filtered bytes deflated at a time: a 128x128 frame is 66 KB, a 1170x252 bar 1.2 MB (two parts).
    private static let bytesPerPart = 1 << 20

    package init() {}

    deinit {
        filtered.deallocate()
        straight.deallocate()
        compressed.deallocate()
        deflater.deallocate()
    }

    /// A PNG of premultiplied pixels, unpremultiplied row by row.
    package func encode(_ pixels: PremultipliedPixels) -> Data {
        encode(width: pixels.width, height: pixels.height) { y, row in
            PixelImage.unpremultiplyRow(
                pixels.base + y * pixels.bytesPerRow, width: pixels.width, into: row, hasAlpha: true)
        }
    }

    /// A PNG whose straight RGBA rows `fillRow(y, row)` writes.
    package func encode(width: Int, height: Int, fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) -> Data {
        let body = zlibStream(width: width, height: height, fillRow: fillRow)
        var png = Data(capacity: body.count + 64)
        png.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.appendChunk("IHDR", Self.header(width: width, height: height))
        png.appendChunk("IDAT", body)
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

    /// The zlib stream of every row as the Sub filter byte followed by straight RGBA differences. Rows are filtered
    /// and deflated a megabyte at a time (a 128x128 frame or a bar at 1x is one part), so that a large image needs
    /// no second copy of itself: each part keeps the last bytes of the one before, which its matches may reach.
    func zlibStream(width: Int, height: Int, fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) -> Data {
        let rowLength = width * 4 + 1
        let rowsPerPart = max(1, Self.bytesPerPart / rowLength)
        let lookBack = RunLengthDeflate.pixelDistance
        filtered.removeAll()
        filtered.reserve(lookBack + min(rowsPerPart, max(height, 1)) * rowLength)
        straight.reserve(width * 4)
        let row = UnsafeMutableBufferPointer(start: straight.base, count: width * 4)
        var checksum = Adler32()
        compressed.removeAll()
        var history = 0
        var y = 0
        repeat {
            let rows = min(rowsPerPart, height - y)
            let part = filtered.base + history
            for index in 0..<rows {
                fillRow(y + index, row)
                Self.subFilter(row, into: part + index * rowLength)
            }
            let count = rows * rowLength
            checksum.update(part, count: count)
            y += rows
            deflater.compress(part, count: count, history: history, isLast: y == height, into: &compressed)
            // The next part starts after the last bytes of this one.
            let kept = min(lookBack, history + count)
            filtered.base.update(from: part + count - kept, count: kept)
            history = kept
        } while y < height
        var body = Data(capacity: compressed.count + 6)
        body.append(contentsOf: Self.zlibHeader)
        body.append(compressed.base, count: compressed.count)
        body.appendBigEndian(checksum.value)
        return body
    }

    /// Straight RGBA rows as this encoder filters them (each row's Sub filter byte and differences), for benchmarks
    /// that set another deflater beside `rawDeflate`.
    package static func filteredRows(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        let rowLength = width * 4 + 1
        var result = [UInt8](repeating: 0, count: rowLength * height)
        var row = rgba
        result.withUnsafeMutableBufferPointer { output in
            row.withUnsafeMutableBufferPointer { straight in
                for y in 0..<height {
                    let source = UnsafeMutableBufferPointer(rebasing: straight[(y * width * 4)..<((y + 1) * width * 4)])
                    subFilter(source, into: output.baseAddress! + y * rowLength)
                }
            }
        }
        return result
    }

    /// This encoder's raw deflate stream of `bytes` (no zlib wrapper), as one part.
    package static func rawDeflate(_ bytes: [UInt8]) -> [UInt8] {
        var deflater = RunLengthDeflate()
        var output = ScratchBuffer<UInt8>(capacity: 4096)
        defer {
            deflater.deallocate()
            output.deallocate()
        }
        bytes.withUnsafeBufferPointer { deflater.compress($0.baseAddress!, count: $0.count, into: &output) }
        return Array(UnsafeBufferPointer(start: output.base, count: output.count))
    }

    /// One filtered row at `destination`: the filter byte, the first pixel as it is, then each byte minus the one
    /// four before it, sixteen at a time.
    static func subFilter(
        _ row: UnsafeMutableBufferPointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>,
        wide: Bool = wideLoopsByDefault
    ) {
        destination[0] = subFilter
        guard let source = row.baseAddress, row.count > 0 else { return }
        let output = UnsafeMutableRawPointer(destination + 1)
        let input = UnsafeRawPointer(source)
        let count = row.count
        for index in 0..<min(4, count) { output.storeBytes(of: source[index], toByteOffset: index, as: UInt8.self) }
        var index = 4
        while wide, index + 16 <= count {
            let current = input.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let left = input.loadUnaligned(fromByteOffset: index - 4, as: SIMD16<UInt8>.self)
            output.storeBytes(of: current &- left, toByteOffset: index, as: SIMD16<UInt8>.self)
            index += 16
        }
        while index < count {
            output.storeBytes(of: source[index] &- source[index - 4], toByteOffset: index, as: UInt8.self)
            index += 1
        }
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
        var checksum = typeBytes.withUnsafeBytes {
            crc32(0, $0.bindMemory(to: Bytef.self).baseAddress, UInt32($0.count))
        }
        checksum = body.withUnsafeBytes { crc32(checksum, $0.bindMemory(to: Bytef.self).baseAddress, UInt32($0.count)) }
        append(typeBytes)
        append(body)
        appendBigEndian(UInt32(checksum))
    }
}
