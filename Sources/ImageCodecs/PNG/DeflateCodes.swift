/// Deflate's alphabets (RFC 1951, 3.2.5) and the Huffman codes of a dynamic block (3.2.7): code lengths limited to
/// what deflate allows, canonical codes, and the code lengths themselves written run-length coded.
enum DeflateCodes {
    /// Literal bytes 0…255, the end of the block, length symbols 257…285.
    static let literalLengthCount = 286
    static let distanceCount = 30
    static let endOfBlock = 256

    /// For each match length 3…258: its length symbol, the value of its extra bits and their count.
    static let lengthSymbols: [(symbol: UInt16, extra: UInt16, extraCount: UInt8)] = (0...258).map { length in
        guard length >= 3 else { return (0, 0, 0) }
        if length == 258 { return (285, 0, 0) }
        var symbol = 257, base = 3
        while true {
            let extraCount = symbol < 265 ? 0 : (symbol - 261) / 4
            if length < base + 1 << extraCount { return (UInt16(symbol), UInt16(length - base), UInt8(extraCount)) }
            base += 1 << extraCount
            symbol += 1
        }
    }

    /// The order in which a block's header gives the code lengths of the code-length alphabet.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    /// Code-length symbols: repeat the previous length 3…6 times, a zero 3…10 times, a zero 11…138 times.
    private static let repeatPrevious = 16, repeatZero = 17, repeatZeroLong = 18

    /// Canonical Huffman codes for symbols used `counts` times, none longer than `maximumLength` bits; unused
    /// symbols get none. A lone used symbol gets a one-bit code, as deflate requires.
    static func huffmanCodes(counts: UnsafeBufferPointer<Int>, maximumLength: Int) -> [DeflateCode] {
        let lengths = codeLengths(counts: counts, maximumLength: maximumLength)
        var lengthCounts = [Int](repeating: 0, count: maximumLength + 1)
        for length in lengths where length > 0 { lengthCounts[Int(truncatingIfNeeded: length)] += 1 }
        var nextCode = [Int](repeating: 0, count: maximumLength + 1)
        var code = 0
        for length in 1...maximumLength {
            code = (code + lengthCounts[length - 1]) << 1
            nextCode[length] = code
        }
        var codes = [DeflateCode](repeating: DeflateCode(), count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = DeflateCode(
                bits: reversed(nextCode[Int(truncatingIfNeeded: length)], length: Int(truncatingIfNeeded: length)),
                length: length)
            nextCode[Int(truncatingIfNeeded: length)] += 1
        }
        return codes
    }

    /// Optimal code lengths (Moffat and Katajainen's in-place method on the counts sorted), then, where one passes
    /// `maximumLength`, the longest shortened and shorter ones lengthened until the lengths form a complete code
    /// again, the most used symbols keeping the shortest.
    static func codeLengths(counts: UnsafeBufferPointer<Int>, maximumLength: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: counts.count)
        // Used symbols by count, then by symbol: one integer each, sorted without a comparison closure.
        var used: [Int] = []
        used.reserveCapacity(counts.count)
        for symbol in counts.indices where counts[symbol] > 0 { used.append(counts[symbol] << 16 | symbol) }
        guard used.count > 1 else {
            if let only = used.first { lengths[only & 0xFFFF] = 1 }
            return lengths
        }
        used.sort()
        var depths = minimumRedundancyLengths(used.map { $0 >> 16 })
        var lengthCounts = [Int](repeating: 0, count: maximumLength + 1)
        for depth in depths { lengthCounts[min(depth, maximumLength)] += 1 }
        // Kraft's sum, in units of the longest code: the lengths form a complete code when it is 1 << maximumLength.
        var total = (1...maximumLength).reduce(0) { $0 + lengthCounts[$1] << (maximumLength - $1) }
        while total > 1 << maximumLength {
            lengthCounts[maximumLength] -= 1
            for length in stride(from: maximumLength - 1, through: 1, by: -1) where lengthCounts[length] > 0 {
                lengthCounts[length] -= 1
                lengthCounts[length + 1] += 2
                break
            }
            total -= 1
        }
        // The most used symbols (last in `used`) take the shortest lengths.
        var position = used.count - 1
        for length in 1...maximumLength {
            for _ in 0..<lengthCounts[length] {
                depths[position] = length
                position -= 1
            }
        }
        for (position, entry) in used.enumerated() { lengths[entry & 0xFFFF] = UInt8(depths[position]) }
        return lengths
    }

    /// The lengths of an optimal prefix code for `weights` in nondecreasing order (at least two), in that order:
    /// the tree is built in the array itself, its parent links turned into depths, then into the leaves' depths.
    private static func minimumRedundancyLengths(_ weights: [Int]) -> [Int] {
        var a = weights
        let n = a.count
        a[0] += a[1]
        var root = 0, leaf = 2
        for next in 1..<(n - 1) {
            if leaf >= n || a[root] < a[leaf] {
                a[next] = a[root]
                a[root] = next
                root += 1
            } else {
                a[next] = a[leaf]
                leaf += 1
            }
            if leaf >= n || (root < next && a[root] < a[leaf]) {
                a[next] += a[root]
                a[root] = next
                root += 1
            } else {
                a[next] += a[leaf]
                leaf += 1
            }
        }
        a[n - 2] = 0
        for next in stride(from: n - 3, through: 0, by: -1) { a[next] = a[a[next]] + 1 }
        var available = 1, usedAtDepth = 0, depth = 0
        root = n - 2
        var next = n - 1
        while available > 0 {
            while root >= 0, a[root] == depth {
                usedAtDepth += 1
                root -= 1
            }
            while available > usedAtDepth {
                a[next] = depth
                next -= 1
                available -= 1
            }
            available = 2 * usedAtDepth
            depth += 1
            usedAtDepth = 0
        }
        return a
    }

    /// Writes a dynamic block's header after its first three bits: how many codes of each alphabet follow, the
    /// code-length code, and the code lengths of both alphabets in it, runs of a length as repeats.
    static func writeCodeLengths(literal: [DeflateCode], distance: [DeflateCode], into writer: inout BitWriter) {
        let literalCount = max(257, (literal.lastIndex { $0.length > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distance.lastIndex { $0.length > 0 } ?? 0) + 1)
        let sequence = literal[0..<literalCount].map(\.length) + distance[0..<distanceCount].map(\.length)
        let runs = repeatCoded(sequence)
        var counts = [Int](repeating: 0, count: 19)
        for run in runs { counts[Int(truncatingIfNeeded: run.symbol)] += 1 }
        // A code-length code must be complete: with one symbol in use, a second, unused, completes it.
        if counts.filter({ $0 > 0 }).count < 2 { counts[counts[0] > 0 ? 1 : 0] += 1 }
        let codes = counts.withUnsafeBufferPointer { huffmanCodes(counts: $0, maximumLength: 7) }
        let orderedCount = max(4, (codeLengthOrder.lastIndex { codes[$0].length > 0 } ?? 0) + 1)
        writer.write(UInt64(literalCount - 257), count: 5)
        writer.write(UInt64(distanceCount - 1), count: 5)
        writer.write(UInt64(orderedCount - 4), count: 4)
        for symbol in codeLengthOrder[0..<orderedCount] { writer.write(UInt64(codes[symbol].length), count: 3) }
        for run in runs {
            writer.write(codes[Int(truncatingIfNeeded: run.symbol)])
            writer.write(UInt64(run.extra), count: Int(truncatingIfNeeded: run.extraCount))
        }
    }

    /// Code lengths as code-length symbols: lengths, repeats of the previous length, runs of zeros.
    private static func repeatCoded(_ lengths: [UInt8]) -> [(symbol: UInt8, extra: UInt8, extraCount: UInt8)] {
        var runs: [(symbol: UInt8, extra: UInt8, extraCount: UInt8)] = []
        var index = 0
        while index < lengths.count {
            let length = lengths[index]
            var end = index + 1
            while end < lengths.count, lengths[end] == length { end += 1 }
            var remaining = end - index
            if length == 0 {
                while remaining >= 11 {
                    let taken = min(remaining, 138)
                    runs.append((UInt8(repeatZeroLong), UInt8(taken - 11), 7))
                    remaining -= taken
                }
                if remaining >= 3 {
                    runs.append((UInt8(repeatZero), UInt8(remaining - 3), 3))
                    remaining = 0
                }
            } else {
                runs.append((length, 0, 0))
                remaining -= 1
                while remaining >= 3 {
                    let taken = min(remaining, 6)
                    runs.append((UInt8(repeatPrevious), UInt8(taken - 3), 2))
                    remaining -= taken
                }
            }
            for _ in 0..<remaining { runs.append((length, 0, 0)) }
            index = end
        }
        return runs
    }

    /// The low `length` bits of `code` in reverse order.
    private static func reversed(_ code: Int, length: Int) -> UInt16 {
        UInt16(truncatingIfNeeded: reversedBytes[code & 0xFF] << 8 | reversedBytes[code >> 8 & 0xFF])
            >> UInt16(16 - length)
    }

    private static let reversedBytes: [Int] = (0..<256).map { byte in
        (0..<8).reduce(0) { $0 | (byte >> $1 & 1) << (7 - $1) }
    }
}
