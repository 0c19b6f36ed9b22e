/// A Huffman code ready to write: its bits reversed (deflate writes codes most significant bit first into a stream
/// read least significant bit first) and its length.
struct DeflateCode {
    var bits: UInt16 = 0
    var length: UInt8 = 0
}

/// Deflate's bits, least significant first, gathered in a word and stored four bytes at a time.
struct BitWriter {
    private var base: UnsafeMutableRawPointer
    /// Bytes stored from `base`.
    private(set) var written = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(base: UnsafeMutableRawPointer) {
        self.base = base
    }

    /// Stores from `base` on: the owner has taken the bytes written so far (and may have moved them).
    mutating func moveOn(to base: UnsafeMutableRawPointer) {
        self.base = base
        written = 0
    }

    /// Adds the low `count` bits of `bits` (at most 32).
    @inline(__always)
    mutating func write(_ bits: UInt64, count: Int) {
        pending |= bits << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            base.storeBytes(
                of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: written, as: UInt32.self)
            written += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    @inline(__always)
    mutating func write(_ code: DeflateCode) {
        write(UInt64(code.bits), count: Int(truncatingIfNeeded: code.length))
    }

    /// Stores the last bits, the final byte padded with zeros; returns how many bytes were stored since `base`.
    mutating func finish() -> Int {
        while pendingCount > 0 {
            base.storeBytes(of: UInt8(truncatingIfNeeded: pending), toByteOffset: written, as: UInt8.self)
            written += 1
            pending >>= 8
            pendingCount -= 8
        }
        return written
    }
}
