import Foundation

/// An upper bound of the values in a JSON text, found in one pass over its bytes, far faster than parsing.
///
/// Parsing costs time and memory per value (about 140 bytes each in jansson's tree), so a document of a few
/// megabytes of numbers can cost gigabytes; counting first lets such a document be refused before it is parsed.
/// Every value after the first follows a comma or an opening bracket. Counting those inside strings too keeps the
/// bound (a string would need millions of them to matter) and lets the count run eight bytes at a time: tracking
/// strings byte by byte took a tenth of decoding's own work.
enum JSONValueCount {
    static func upperBound(of data: Data) -> Int {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
            var count = 1, index = 0
            if let base = bytes.baseAddress {
                // Eight bytes at a time: each separator becomes a zero byte of `word ^ pattern`, and the zero bytes
                // of a word are counted exactly with carries kept inside each byte.
                let comma = Self.repeated(","), bracket = Self.repeated("["), brace = Self.repeated("{")
                while index + 8 <= bytes.count {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    count &+=
                        Self.zeroBytes(word ^ comma) &+ Self.zeroBytes(word ^ bracket) &+ Self.zeroBytes(word ^ brace)
                    index += 8
                }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { count += 1 }
                index += 1
            }
            return count
        }
    }

    private static func repeated(_ character: Unicode.Scalar) -> UInt64 {
        UInt64(character.value) &* 0x0101_0101_0101_0101
    }

    /// How many of the word's eight bytes are zero.
    private static func zeroBytes(_ word: UInt64) -> Int {
        let low = UInt64(0x7F7F_7F7F_7F7F_7F7F)
        // A byte's top bit ends up set exactly when the byte is not zero.
        let nonZero = ((word & low) &+ low) | word
        return (~nonZero & ~low).nonzeroBitCount
    }
}
