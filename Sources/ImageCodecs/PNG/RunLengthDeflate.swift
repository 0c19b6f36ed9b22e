@_spi(Buffers) import VectorGraphics

/// Deflate (RFC 1951) for filtered PNG rows: runs of a repeated byte, or of a repeated pixel, become matches, every
/// other byte is a literal, and each block of up to 64 K of them is written with Huffman codes made for it.
///
/// The filtered rows of an icon are mostly runs: a clear area is all zeros, a flat colour is zeros after its first
/// pixel, and only the pixels along edges and gradients differ from the byte or the pixel to their left. zlib's
/// run-length setting finds the same runs of a repeated byte, but copies its input into a window and scans it a
/// byte at a time, and it ends a block every 16 K symbols with trees built again. Here runs are measured eight
/// bytes at a time into a list of symbols, and a frame of an icon is one block with one set of codes.
struct RunLengthDeflate {
    /// The block's literals and matches: a literal is its byte; a match is its length, plus `pixelFlag` when it
    /// repeats the pixel before rather than the byte before.
    private var symbols = ScratchBuffer<UInt16>(capacity: 1024)
    private let literalCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: DeflateCodes.literalLengthCount)
    private let distanceCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: DeflateCodes.distanceCount)
    /// The stream being written, between its first part and its last.
    private var writer: BitWriter?

    /// Symbols per block: memory stays small for any image, and a large one gets codes fitted to each part.
    private static let symbolsPerBlock = 1 << 16
    private static let matchFlag: UInt16 = 0x1000
    private static let pixelFlag: UInt16 = 0x2000
    private static let shortestMatch = 3
    private static let longestMatch = 258
    /// How far back a match reaches: one pixel. The bytes a part may look back into before its first.
    static let pixelDistance = 4
    /// Distance codes of a match one byte back and one pixel back; neither has extra bits.
    private static let byteDistanceCode = 0
    private static let pixelDistanceCode = 3

    init() {
        literalCounts.initialize(repeating: 0)
        distanceCounts.initialize(repeating: 0)
    }

    func deallocate() {
        symbols.deallocate()
        literalCounts.deallocate()
        distanceCounts.deallocate()
    }

    /// Appends the raw deflate stream of `count` bytes from `bytes` to `output`.
    mutating func compress(_ bytes: UnsafePointer<UInt8>, count: Int, into output: inout ScratchBuffer<UInt8>) {
        compress(bytes, count: count, history: 0, isLast: true, into: &output)
    }

    /// Appends the next part of a raw deflate stream to `output`: `count` bytes from `bytes`, the `history` bytes
    /// just before them (at most `pixelDistance`) being the end of the part before, which matches may reach into.
    /// Blocks are written as they fill, the rest with the last part.
    mutating func compress(
        _ bytes: UnsafePointer<UInt8>, count: Int, history: Int, isLast: Bool, into output: inout ScratchBuffer<UInt8>
    ) {
        var writer = writer ?? BitWriter(base: UnsafeMutableRawPointer(output.base + output.count))
        var index = 0
        while index < count {
            index = collectSymbols(bytes, from: index, count: count, history: history)
            if symbols.count == Self.symbolsPerBlock { writeBlock(isLast: false, into: &writer, output: &output) }
        }
        guard isLast else {
            self.writer = writer
            return
        }
        // The symbols left, perhaps none: a final block is needed all the same.
        writeBlock(isLast: true, into: &writer, output: &output)
        output.countWritten(writer.finish())
        self.writer = nil
    }

    /// Writes the collected symbols as one block with codes built from their counts, and starts the next.
    private mutating func writeBlock(isLast: Bool, into writer: inout BitWriter, output: inout ScratchBuffer<UInt8>) {
        // Room for the block: its header (under 300 bytes), and at most 15 bits a code, 5 extra bits a length and
        // 15 a distance for each symbol. Bytes already written are counted first, so that growing keeps them.
        output.countWritten(writer.written)
        output.reserve(output.count + 512 + symbols.count * 5)
        writer.moveOn(to: UnsafeMutableRawPointer(output.base + output.count))
        literalCounts[DeflateCodes.endOfBlock] += 1
        let literalCodes = DeflateCodes.huffmanCodes(counts: UnsafeBufferPointer(literalCounts), maximumLength: 15)
        let distanceCodes = DeflateCodes.huffmanCodes(counts: UnsafeBufferPointer(distanceCounts), maximumLength: 15)
        // Final or not, then dynamic codes (type 2).
        writer.write(isLast ? 0b101 : 0b100, count: 3)
        DeflateCodes.writeCodeLengths(literal: literalCodes, distance: distanceCodes, into: &writer)
        let byteDistance = distanceCodes[Self.byteDistanceCode], pixelDistance = distanceCodes[Self.pixelDistanceCode]
        literalCodes.withUnsafeBufferPointer { literalCodes in
            DeflateCodes.lengthSymbols.withUnsafeBufferPointer { lengthSymbols in
                for index in 0..<symbols.count {
                    let symbol = symbols[index]
                    if symbol & Self.matchFlag == 0 {
                        writer.write(literalCodes[Int(truncatingIfNeeded: symbol)])
                        continue
                    }
                    let length = lengthSymbols[Int(truncatingIfNeeded: symbol & 0x1FF)]
                    writer.write(literalCodes[Int(truncatingIfNeeded: length.symbol)])
                    writer.write(UInt64(length.extra), count: Int(truncatingIfNeeded: length.extraCount))
                    writer.write(symbol & Self.pixelFlag == 0 ? byteDistance : pixelDistance)
                }
            }
            writer.write(literalCodes[DeflateCodes.endOfBlock])
        }
        symbols.removeAll()
        literalCounts.update(repeating: 0)
        distanceCounts.update(repeating: 0)
    }

    /// Splits bytes from `start` into literals and matches, counting each code's uses, until the block is full or
    /// the bytes end; returns where it stopped.
    private mutating func collectSymbols(
        _ bytes: UnsafePointer<UInt8>, from start: Int, count: Int, history: Int
    ) -> Int {
        symbols.reserve(Self.symbolsPerBlock)
        let source = UnsafeRawPointer(bytes)
        let output = symbols.base
        var written = symbols.count
        var index = start
        DeflateCodes.lengthSymbols.withUnsafeBufferPointer { lengthSymbols in
            while index < count, written < Self.symbolsPerBlock {
                var run = index + history >= 1 ? Self.runLength(source, at: index, distance: 1, count: count) : 0
                var pixel = false
                if run < Self.shortestMatch, index + history >= Self.pixelDistance {
                    run = Self.runLength(source, at: index, distance: Self.pixelDistance, count: count)
                    pixel = true
                }
                if run >= Self.shortestMatch {
                    output[written] = Self.matchFlag | (pixel ? Self.pixelFlag : 0) | UInt16(run)
                    literalCounts[Int(truncatingIfNeeded: lengthSymbols[run].symbol)] += 1
                    distanceCounts[pixel ? Self.pixelDistanceCode : Self.byteDistanceCode] += 1
                    index += run
                } else {
                    output[written] = UInt16(bytes[index])
                    literalCounts[Int(truncatingIfNeeded: bytes[index])] += 1
                    index += 1
                }
                written += 1
            }
        }
        symbols.countWritten(written - symbols.count)
        return index
    }

    /// How many bytes from `index` equal those `distance` before them, up to the longest match and the end.
    @inline(__always)
    private static func runLength(_ source: UnsafeRawPointer, at index: Int, distance: Int, count: Int) -> Int {
        let limit = min(longestMatch, count - index)
        var length = 0
        while length + 8 <= limit {
            let difference =
                source.loadUnaligned(fromByteOffset: index + length, as: UInt64.self)
                ^ source.loadUnaligned(fromByteOffset: index + length - distance, as: UInt64.self)
            if difference != 0 {
                // The first differing byte is the lowest in memory: the lowest set bit of a little-endian load.
                return length + UInt64(littleEndian: difference).trailingZeroBitCount / 8
            }
            length += 8
        }
        while length < limit,
            source.load(fromByteOffset: index + length, as: UInt8.self)
                == source.load(fromByteOffset: index + length - distance, as: UInt8.self)
        {
            length += 1
        }
        return length
    }
}
