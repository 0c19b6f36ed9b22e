/// Splits expression source into tokens, one at a time, as the parser asks for them.
///
/// Works on UTF-8 bytes: every character that matters to the grammar is ASCII, and bytes of other characters only
/// ever continue a name or a string.
package struct Lexer {
    private let bytes: [UInt8]
    private(set) var position = 0

    package init(source: String) {
        bytes = Array(source.utf8)
    }

    /// The next token; `/` starts a regular expression only where the parser says one may stand.
    package mutating func next() throws(ScriptSyntaxError) -> Token {
        let lineBreak = try skipSpaceAndComments()
        let start = position
        guard position < bytes.count else { return Token(kind: .end, offset: start, followsLineBreak: lineBreak) }
        let byte = bytes[position]
        let kind: Token.Kind
        if Self.startsName(byte) {
            let name = readName()
            kind = Keyword(rawValue: name).map { .keyword($0) } ?? .identifier(name)
        } else if Self.isDigit(byte)
            || (byte == UInt8(ascii: ".") && position + 1 < bytes.count && Self.isDigit(bytes[position + 1]))
        {
            kind = .number(try readNumber())
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            kind = .string(try readString(quote: byte))
        } else if byte == UInt8(ascii: "`") {
            throw error("template literals are not supported", at: start)
        } else {
            kind = .punctuator(try readPunctuator())
        }
        return Token(kind: kind, offset: start, followsLineBreak: lineBreak)
    }

    /// Reads a regular expression literal starting at `token` (a `/` or `/=` the parser found where an operand
    /// belongs), and continues after it.
    package mutating func regularExpression(startingAt token: Token) throws(ScriptSyntaxError) -> Token {
        position = token.offset + 1
        var pattern: [UInt8] = []
        var inClass = false
        while true {
            guard position < bytes.count, bytes[position] != UInt8(ascii: "\n") else {
                throw error("unterminated regular expression", at: token.offset)
            }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\\") {
                guard position < bytes.count else { throw error("unterminated regular expression", at: token.offset) }
                pattern.append(byte)
                pattern.append(bytes[position])
                position += 1
                continue
            }
            if byte == UInt8(ascii: "[") { inClass = true } else if byte == UInt8(ascii: "]") { inClass = false }
            if byte == UInt8(ascii: "/"), !inClass { break }
            pattern.append(byte)
        }
        let flagsStart = position
        while position < bytes.count, Self.continuesName(bytes[position]) { position += 1 }
        let flags = String(decoding: bytes[flagsStart..<position], as: UTF8.self)
        return Token(
            kind: .regularExpression(pattern: String(decoding: pattern, as: UTF8.self), flags: flags),
            offset: token.offset, followsLineBreak: token.followsLineBreak)
    }

    /// Line and column (from 1) of a byte offset, for messages.
    package func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes.prefix(min(offset, bytes.count)) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    package func error(_ message: String, at offset: Int) -> ScriptSyntaxError {
        let (line, column) = location(of: offset)
        return ScriptSyntaxError(message: message, line: line, column: column)
    }

    // MARK: - Pieces

    /// Skips white space and comments; true when a line break was among them.
    private mutating func skipSpaceAndComments() throws(ScriptSyntaxError) -> Bool {
        var sawLineBreak = false
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                sawLineBreak = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                position += 1
            case 0xE2
            where position + 2 < bytes.count && bytes[position + 1] == 0x80
                && (bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9):
                sawLineBreak = true  // U+2028, U+2029
                position += 3
            case 0xC2 where position + 1 < bytes.count && bytes[position + 1] == 0xA0:
                position += 2  // no-break space
            case 0xEF where position + 2 < bytes.count && bytes[position + 1] == 0xBB && bytes[position + 2] == 0xBF:
                position += 3  // byte order mark
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n"),
                    bytes[position] != UInt8(ascii: "\r")
                { position += 1 }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                let start = position
                position += 2
                while true {
                    guard position + 1 < bytes.count else { throw error("unterminated comment", at: start) }
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") {
                        position += 2; break
                    }
                    if bytes[position] == UInt8(ascii: "\n") { sawLineBreak = true }
                    position += 1
                }
            default:
                return sawLineBreak
            }
        }
        return sawLineBreak
    }

    private mutating func readName() -> String {
        let start = position
        while position < bytes.count, Self.continuesName(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func readNumber() throws(ScriptSyntaxError) -> Double {
        let start = position
        if bytes[position] == UInt8(ascii: "0"), position + 1 < bytes.count,
            bytes[position + 1] | 0x20 == UInt8(ascii: "x")
        {
            position += 2
            var value = 0.0
            let digitsStart = position
            while position < bytes.count, let digit = Self.hexValue(bytes[position]) {
                value = value * 16 + Double(digit)
                position += 1
            }
            guard position > digitsStart else { throw error("a hexadecimal number needs digits", at: start) }
            guard position >= bytes.count || !Self.continuesName(bytes[position]) else {
                throw error("a name cannot start right after a number", at: position)
            }
            return value
        }
        var text: [UInt8] = []
        while position < bytes.count, Self.isDigit(bytes[position]) { text.append(bytes[position]); position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            if text.isEmpty { text.append(UInt8(ascii: "0")) }
            text.append(UInt8(ascii: "."))
            var fraction = false
            while position < bytes.count, Self.isDigit(bytes[position]) {
                text.append(bytes[position]); position += 1; fraction = true
            }
            if !fraction { text.append(UInt8(ascii: "0")) }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            var exponent: [UInt8] = [UInt8(ascii: "e")]
            var cursor = position + 1
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") {
                exponent.append(bytes[cursor]); cursor += 1
            }
            let digitsStart = cursor
            while cursor < bytes.count, Self.isDigit(bytes[cursor]) { exponent.append(bytes[cursor]); cursor += 1 }
            guard cursor > digitsStart else { throw error("an exponent needs digits", at: position) }
            text += exponent
            position = cursor
        }
        guard position >= bytes.count || !Self.continuesName(bytes[position]) else {
            throw error("a name cannot start right after a number", at: position)
        }
        guard let value = Double(String(decoding: text, as: UTF8.self)) else { throw error("not a number", at: start) }
        return value
    }

    private mutating func readString(quote: UInt8) throws(ScriptSyntaxError) -> String {
        let start = position
        position += 1
        var units: [UInt16] = []
        var plainStart = position
        func flushPlain(upTo end: Int) {
            guard end > plainStart else { return }
            units.append(contentsOf: String(decoding: bytes[plainStart..<end], as: UTF8.self).utf16)
        }
        while true {
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[position]
            if byte == quote {
                flushPlain(upTo: position)
                position += 1
                break
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                throw error("unterminated string", at: start)
            }
            guard byte == UInt8(ascii: "\\") else { position += 1; continue }
            flushPlain(upTo: position)
            position += 1
            guard position < bytes.count else { throw error("unterminated string", at: start) }
            let escaped = bytes[position]
            position += 1
            switch escaped {
            case UInt8(ascii: "n"): units.append(10)
            case UInt8(ascii: "t"): units.append(9)
            case UInt8(ascii: "r"): units.append(13)
            case UInt8(ascii: "b"): units.append(8)
            case UInt8(ascii: "f"): units.append(12)
            case UInt8(ascii: "v"): units.append(11)
            case UInt8(ascii: "0") where position >= bytes.count || !Self.isDigit(bytes[position]): units.append(0)
            case UInt8(ascii: "x"): units.append(try readHexUnit(digits: 2))
            case UInt8(ascii: "u"): units.append(try readHexUnit(digits: 4))
            case UInt8(ascii: "\r"):
                if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "\n"):
                break  // a line continuation adds nothing
            default:
                position -= 1
                plainStart = position
                // The escaped character stands for itself (`\'`, `\\`, or any other); it may be several bytes long.
                position += 1
                while position < bytes.count, bytes[position] & 0xC0 == 0x80 { position += 1 }
                flushPlain(upTo: position)
            }
            plainStart = position
        }
        return String(decoding: units, as: UTF16.self)
    }

    private mutating func readHexUnit(digits: Int) throws(ScriptSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<digits {
            guard position < bytes.count, let digit = Self.hexValue(bytes[position]) else {
                throw error("a bad escape in a string", at: position)
            }
            value = value * 16 + UInt16(digit)
            position += 1
        }
        return value
    }

    private mutating func readPunctuator() throws(ScriptSyntaxError) -> Punctuator {
        // The longest punctuator starting here: candidates by first byte, longest first.
        for punctuator in Self.punctuatorsByFirstByte[Int(truncatingIfNeeded: bytes[position])] {
            let text = punctuator.utf8
            guard position + text.count <= bytes.count else { continue }
            var matches = true
            for offset in 1..<text.count where bytes[position + offset] != text[offset] {
                matches = false
                break
            }
            if matches {
                position += text.count
                return punctuator.punctuator
            }
        }
        let scalar =
            String(decoding: bytes[position..<min(position + 4, bytes.count)], as: UTF8.self).unicodeScalars.first.map {
                String($0)
            } ?? "?"
        throw error("unexpected character \"\(scalar)\"", at: position)
    }

    /// For each byte, the punctuators that start with it, longest first, spelled as bytes.
    private static let punctuatorsByFirstByte: [[(punctuator: Punctuator, utf8: [UInt8])]] = {
        var table = [[(punctuator: Punctuator, utf8: [UInt8])]](repeating: [], count: 256)
        for punctuator in Punctuator.byLength {
            let utf8 = Array(punctuator.rawValue.utf8)
            table[Int(truncatingIfNeeded: utf8[0])].append((punctuator, utf8))
        }
        return table
    }()

    package static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    package static func continuesName(_ byte: UInt8) -> Bool { startsName(byte) || isDigit(byte) }

    package static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(truncatingIfNeeded: byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(truncatingIfNeeded: byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(truncatingIfNeeded: byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
