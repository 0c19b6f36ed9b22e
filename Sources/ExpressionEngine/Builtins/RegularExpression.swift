import ScriptSyntax

/// JavaScript regular expressions: compiled to a small program for a backtracking machine whose backtracking lives
/// on a heap stack (not the call stack), each instruction charged as a step, so that a catastrophic pattern on a
/// long string stops at the step budget instead of running for hours.
///
/// Supported: literals and escapes, `.`, classes (`[a-z]`, `\d \w \s` and their negations), anchors `^ $ \b \B`,
/// groups (capturing and `(?:)`), lookahead `(?=)` `(?!)`, alternation, greedy and lazy quantifiers
/// (`* + ? {n} {n,} {n,m}`), back references, and the flags `g`, `i`, `m`.
final class RegularExpression: Sendable {
    let source: String
    let isGlobal: Bool
    let ignoresCase: Bool
    let isMultiline: Bool
    private let program: [Instruction]
    let captureCount: Int

    /// Longer programs are refused; `{n,m}` copies its operand, so a short pattern can ask for a long one.
    static let maximumInstructions = 20_000

    init(pattern: String, flags: String) throws(ScriptSyntaxError) {
        source = pattern
        for flag in flags where !"gim".contains(flag) {
            throw ScriptSyntaxError(message: "unknown regular expression flag \"\(flag)\"", line: 1, column: 1)
        }
        isGlobal = flags.contains("g")
        ignoresCase = flags.contains("i")
        isMultiline = flags.contains("m")
        var parser = PatternParser(units: Array(pattern.utf16))
        let tree = try parser.parse()
        captureCount = parser.groupCount + 1
        var emitter = Emitter(ignoresCase: ignoresCase)
        try emitter.emit(.group(tree, capture: 0))
        emitter.append(.match)
        program = emitter.program
    }

    /// The pattern of a RegExp object, or a new one made from the value's text.
    static func from(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> RegularExpression {
        if case .object(let object) = value, let pattern = object.pattern { return pattern }
        let text = value.isUndefined ? "" : try value.toString(context)
        do throws(ScriptSyntaxError) { return try RegularExpression(pattern: text, flags: "") } catch {
            throw context.makeSyntaxError(error)
        }
    }

    // MARK: - Matching

    /// A match starting exactly at `start`, or nil.
    func match(_ units: [UInt16], at start: Int, _ context: ScriptContext) throws(ScriptError) -> MatchResult? {
        var captures = [Int](repeating: -1, count: captureCount * 2)
        guard try run(program, from: 0, units: units, position: start, captures: &captures, context) != nil else {
            return nil
        }
        return MatchResult(
            units: units,
            captures: (0..<captureCount).map { index in
                captures[2 * index] >= 0 && captures[2 * index + 1] >= 0
                    ? captures[2 * index]..<captures[2 * index + 1] : nil
            })
    }

    /// The first match at or after `start`.
    func firstMatch(_ units: [UInt16], from start: Int, _ context: ScriptContext) throws(ScriptError) -> MatchResult? {
        var position = start
        while position <= units.count {
            if let found = try match(units, at: position, context) { return found }
            position += 1
        }
        return nil
    }

    private enum Backtrack {
        case branch(pc: Int, position: Int)
        case restore(slot: Int, value: Int)
    }

    /// Runs `program` from `pc`; the end position when it reaches `match`.
    private func run(
        _ program: [Instruction], from entry: Int, units: [UInt16], position start: Int, captures: inout [Int],
        _ context: ScriptContext
    ) throws(ScriptError) -> Int? {
        var stack: [Backtrack] = []
        var pc = entry
        var position = start
        while true {
            try context.step()
            var failed = false
            switch program[pc] {
            case .unit(let unit):
                if position < units.count, fold(units[position]) == unit {
                    position += 1; pc += 1
                } else {
                    failed = true
                }
            case .any:
                if position < units.count, !Self.isLineTerminator(units[position]) {
                    position += 1; pc += 1
                } else {
                    failed = true
                }
            case .set(let set):
                if position < units.count, set.contains(units[position], ignoringCase: ignoresCase) {
                    position += 1; pc += 1
                } else {
                    failed = true
                }
            case .split(let first, let second):
                stack.append(.branch(pc: second, position: position))
                pc = first
            case .jump(let target):
                pc = target
            case .save(let slot):
                stack.append(.restore(slot: slot, value: captures[slot]))
                captures[slot] = position
                pc += 1
            case .lineStart:
                if position == 0 || (isMultiline && Self.isLineTerminator(units[position - 1])) {
                    pc += 1
                } else {
                    failed = true
                }
            case .lineEnd:
                if position == units.count || (isMultiline && Self.isLineTerminator(units[position])) {
                    pc += 1
                } else {
                    failed = true
                }
            case .wordBoundary(let expected):
                let before = position > 0 && Self.isWordUnit(units[position - 1])
                let after = position < units.count && Self.isWordUnit(units[position])
                if (before != after) == expected { pc += 1 } else { failed = true }
            case .backReference(let group):
                let from = captures[2 * group], to = captures[2 * group + 1]
                if from < 0 || to < 0 { pc += 1; break }
                let length = to - from
                if position + length <= units.count,
                    (0..<length).allSatisfy({ fold(units[from + $0]) == fold(units[position + $0]) })
                {
                    position += length
                    pc += 1
                } else {
                    failed = true
                }
            case .lookahead(let body, let negated):
                var inner = captures
                let found = try run(body, from: 0, units: units, position: position, captures: &inner, context) != nil
                if found != negated {
                    if found { captures = inner }
                    pc += 1
                } else {
                    failed = true
                }
            case .match:
                return position
            }
            guard failed else { continue }
            var resumed = false
            while let entry = stack.popLast() {
                switch entry {
                case .restore(let slot, let value):
                    captures[slot] = value
                case .branch(let resumePC, let resumePosition):
                    pc = resumePC
                    position = resumePosition
                    resumed = true
                }
                if resumed { break }
            }
            if !resumed { return nil }
        }
    }

    private func fold(_ unit: UInt16) -> UInt16 {
        guard ignoresCase else { return unit }
        return Self.lowercase(unit)
    }

    static func lowercase(_ unit: UInt16) -> UInt16 {
        if unit >= 0x41 && unit <= 0x5A { return unit + 32 }
        guard unit >= 0x80, let scalar = Unicode.Scalar(unit) else { return unit }
        let lowered = scalar.properties.lowercaseMapping.utf16
        return lowered.count == 1 ? lowered.first! : unit
    }

    static func isLineTerminator(_ unit: UInt16) -> Bool {
        unit == 10 || unit == 13 || unit == 0x2028 || unit == 0x2029
    }

    static func isWordUnit(_ unit: UInt16) -> Bool {
        (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A)
            || unit == 0x5F
    }

    // MARK: - String methods

    /// `String.prototype.match`: the first match with its groups, or with `g` every match's text; null when none.
    func match(_ text: String, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        let units = Array(text.utf16)
        if !isGlobal {
            guard let found = try firstMatch(units, from: 0, context) else { return .null }
            return .object(try found.array(context))
        }
        var results: [ScriptValue] = []
        var position = 0
        while position <= units.count, let found = try firstMatch(units, from: position, context),
            let whole = found.captures[0]
        {
            results.append(.string(found.text(0) ?? ""))
            try context.allowArrayLength(results.count)
            position = whole.isEmpty ? whole.upperBound + 1 : whole.upperBound
        }
        return results.isEmpty ? .null : .object(try context.makeArray(results))
    }

    /// `String.prototype.split` with a pattern: each match ends a piece, its groups are added after it.
    func split(_ text: String, _ context: ScriptContext) throws(ScriptError) -> [String] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return try match(units, at: 0, context) == nil ? [""] : [] }
        var pieces: [String] = []
        var pieceStart = 0, position = 0
        while position < units.count {
            guard let found = try match(units, at: position, context), let end = found.captures[0]?.upperBound,
                end != pieceStart
            else {
                position += 1
                continue
            }
            pieces.append(String(decoding: units[pieceStart..<position], as: UTF16.self))
            for group in 1..<captureCount { pieces.append(found.text(group) ?? "") }
            try context.allowArrayLength(pieces.count)
            pieceStart = end
            position = end
        }
        pieces.append(String(decoding: units[pieceStart...], as: UTF16.self))
        return pieces
    }

    func replace(in text: String, with replacement: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> String
    {
        let units = Array(text.utf16)
        var result = ""
        var copied = 0, position = 0
        while position <= units.count, let found = try firstMatch(units, from: position, context),
            let whole = found.captures[0]
        {
            result += String(decoding: units[copied..<whole.lowerBound], as: UTF16.self)
            result += try Self.replacementText(for: found, replacement: replacement, context)
            try context.allowString(length: result.utf16.count)
            copied = whole.upperBound
            guard isGlobal else { break }
            position = whole.isEmpty ? whole.upperBound + 1 : whole.upperBound
        }
        return result + String(decoding: units[min(copied, units.count)...], as: UTF16.self)
    }

    /// What replaces a match: a function's result, or a string with `$&`, `$1`…, `$$` filled in.
    static func replacementText(
        for match: MatchResult, replacement: ScriptValue, _ context: ScriptContext
    ) throws(ScriptError) -> String {
        if case .object(let function) = replacement, function.isCallable {
            var arguments = (0..<match.captures.count).map { match.text($0).map(ScriptValue.string) ?? .undefined }
            arguments.append(.number(Double(match.captures[0]?.lowerBound ?? 0)))
            arguments.append(.string(String(decoding: match.units, as: UTF16.self)))
            return try function.call(context, this: .undefined, arguments: arguments).toString(context)
        }
        let template = Array(try replacement.toString(context).utf16)
        var output: [UInt16] = []
        var index = 0
        while index < template.count {
            let unit = template[index]
            guard unit == 0x24, index + 1 < template.count else { output.append(unit); index += 1; continue }
            let next = template[index + 1]
            if next == 0x24 { output.append(0x24); index += 2; continue }
            if next == 0x26 { output += Array((match.text(0) ?? "").utf16); index += 2; continue }
            if next >= 0x30 && next <= 0x39 {
                let group = Int(truncatingIfNeeded: next - 0x30)
                if group > 0, group < match.captures.count {
                    output += Array((match.text(group) ?? "").utf16); index += 2; continue
                }
            }
            output.append(unit)
            index += 1
        }
        return String(decoding: output, as: UTF16.self)
    }
}

/// Where a match and its groups lie in the searched text.
struct MatchResult {
    let units: [UInt16]
    let captures: [Range<Int>?]

    func text(_ group: Int) -> String? {
        guard group < captures.count, let range = captures[group] else { return nil }
        return String(decoding: units[range], as: UTF16.self)
    }

    /// `exec`'s result: the match and its groups, with `index` and `input`.
    func array(_ context: ScriptContext) throws(ScriptError) -> ScriptObject {
        let array = try context.makeArray((0..<captures.count).map { text($0).map(ScriptValue.string) ?? .undefined })
        array.define("index", .number(Double(captures[0]?.lowerBound ?? 0)))
        array.define("input", .string(String(decoding: units, as: UTF16.self)))
        return array
    }
}

// MARK: - Compiling patterns

private indirect enum PatternNode {
    case empty
    case unit(UInt16)
    case any
    case set(UnitSet)
    case sequence([PatternNode])
    case alternation([PatternNode])
    case group(PatternNode, capture: Int?)
    case repetition(PatternNode, minimum: Int, maximum: Int?, greedy: Bool)
    case lineStart, lineEnd
    case wordBoundary(Bool)
    case backReference(Int)
    case lookahead(PatternNode, negated: Bool)
}

private indirect enum Instruction: Sendable {
    case unit(UInt16)
    case any
    case set(UnitSet)
    case split(Int, Int)
    case jump(Int)
    case save(Int)
    case lineStart, lineEnd
    case wordBoundary(Bool)
    case backReference(Int)
    case lookahead([Instruction], negated: Bool)
    case match
}

/// A character class: ranges of UTF-16 units, possibly negated.
struct UnitSet: Sendable {
    var ranges: [ClosedRange<UInt16>] = []
    var isNegated = false

    static let digits = UnitSet(ranges: [0x30...0x39])
    static let word = UnitSet(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A])
    static let space = UnitSet(ranges: [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F,
        0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF
    ])

    func contains(_ unit: UInt16, ignoringCase: Bool) -> Bool {
        var found = ranges.contains { $0.contains(unit) }
        if !found, ignoringCase {
            let lower = RegularExpression.lowercase(unit)
            let upper: UInt16 = lower >= 0x61 && lower <= 0x7A ? lower - 32 : lower
            found = ranges.contains { $0.contains(lower) || $0.contains(upper) }
        }
        return found != isNegated
    }
}

private struct PatternParser {
    let units: [UInt16]
    var position = 0
    var groupCount = 0
    var depth = 0

    init(units: [UInt16]) { self.units = units }

    mutating func parse() throws(ScriptSyntaxError) -> PatternNode {
        let node = try parseDisjunction()
        guard position == units.count else { throw error("unmatched \")\"") }
        return node
    }

    private func error(_ message: String) -> ScriptSyntaxError {
        ScriptSyntaxError(message: "invalid regular expression: \(message)", line: 1, column: position + 1)
    }

    private var current: UInt16? { position < units.count ? units[position] : nil }

    private mutating func parseDisjunction() throws(ScriptSyntaxError) -> PatternNode {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Parser.maximumNesting else { throw error("nested too deeply") }
        var alternatives = [try parseAlternative()]
        while current == 0x7C {
            position += 1
            alternatives.append(try parseAlternative())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func parseAlternative() throws(ScriptSyntaxError) -> PatternNode {
        var terms: [PatternNode] = []
        while let unit = current, unit != 0x7C, unit != 0x29 {
            terms.append(try parseTerm())
        }
        return terms.isEmpty ? .empty : terms.count == 1 ? terms[0] : .sequence(terms)
    }

    private mutating func parseTerm() throws(ScriptSyntaxError) -> PatternNode {
        let unit = current!
        switch unit {
        case 0x5E: position += 1; return .lineStart
        case 0x24: position += 1; return .lineEnd
        case 0x5C where position + 1 < units.count && (units[position + 1] == 0x62 || units[position + 1] == 0x42):
            position += 2
            return .wordBoundary(units[position - 1] == 0x62)
        case 0x28
        where position + 2 < units.count && units[position + 1] == 0x3F
            && (units[position + 2] == 0x3D || units[position + 2] == 0x21):
            let negated = units[position + 2] == 0x21
            position += 3
            let body = try parseDisjunction()
            guard current == 0x29 else { throw error("unterminated group") }
            position += 1
            return .lookahead(body, negated: negated)
        default:
            let atom = try parseAtom()
            return try parseQuantifier(atom)
        }
    }

    private mutating func parseAtom() throws(ScriptSyntaxError) -> PatternNode {
        let unit = current!
        position += 1
        switch unit {
        case 0x2E: return .any
        case 0x28:
            var capture: Int?
            if current == 0x3F, position + 1 < units.count, units[position + 1] == 0x3A {
                position += 2
            } else {
                groupCount += 1
                capture = groupCount
            }
            let body = try parseDisjunction()
            guard current == 0x29 else { throw error("unterminated group") }
            position += 1
            return .group(body, capture: capture)
        case 0x5B: return .set(try parseClass())
        case 0x5C: return try parseEscape(inClass: false)
        case 0x2A, 0x2B, 0x3F: throw error("nothing to repeat")
        default: return .unit(unit)
        }
    }

    private mutating func parseQuantifier(_ atom: PatternNode) throws(ScriptSyntaxError) -> PatternNode {
        guard let unit = current else { return atom }
        var minimum = 0, maximum: Int?
        switch unit {
        case 0x2A: position += 1
        case 0x2B: position += 1; minimum = 1
        case 0x3F: position += 1; maximum = 1
        case 0x7B:
            let saved = position
            position += 1
            guard let low = readInteger() else { position = saved; return atom }
            minimum = low
            maximum = low
            if current == 0x2C {
                position += 1
                maximum = readInteger()
            }
            guard current == 0x7D else { position = saved; return atom }
            position += 1
            if let maximum, maximum < minimum { throw error("numbers out of order in {}") }
        default:
            return atom
        }
        var greedy = true
        if current == 0x3F { position += 1; greedy = false }
        return .repetition(atom, minimum: minimum, maximum: maximum, greedy: greedy)
    }

    private mutating func readInteger() -> Int? {
        var value: Int?
        while let unit = current, unit >= 0x30, unit <= 0x39 {
            value = min((value ?? 0) * 10 + Int(truncatingIfNeeded: unit - 0x30), 100_000)
            position += 1
        }
        return value
    }

    private mutating func parseClass() throws(ScriptSyntaxError) -> UnitSet {
        var set = UnitSet()
        if current == 0x5E { set.isNegated = true; position += 1 }
        while let unit = current, unit != 0x5D {
            let low = try classAtom()
            if current == 0x2D, position + 1 < units.count, units[position + 1] != 0x5D, case .unit(let lowUnit) = low {
                position += 1
                guard case .unit(let highUnit) = try classAtom() else {
                    throw error("a class range must end in a character")
                }
                guard lowUnit <= highUnit else { throw error("range out of order in a character class") }
                set.ranges.append(lowUnit...highUnit)
                continue
            }
            switch low {
            case .unit(let single): set.ranges.append(single...single)
            case .set(let inner):
                set.ranges += inner.isNegated ? Self.complement(inner.ranges) : inner.ranges
            default: break
            }
            _ = unit
        }
        guard current == 0x5D else { throw error("unterminated character class") }
        position += 1
        return set
    }

    private mutating func classAtom() throws(ScriptSyntaxError) -> PatternNode {
        let unit = current!
        position += 1
        if unit == 0x5C { return try parseEscape(inClass: true) }
        return .unit(unit)
    }

    private static func complement(_ ranges: [ClosedRange<UInt16>]) -> [ClosedRange<UInt16>] {
        var result: [ClosedRange<UInt16>] = []
        var next: UInt16 = 0
        var reachedEnd = false
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            if range.upperBound == UInt16.max { reachedEnd = true; break }
            next = max(next, range.upperBound + 1)
        }
        if !reachedEnd { result.append(next...UInt16.max) }
        return result
    }

    private mutating func parseEscape(inClass: Bool) throws(ScriptSyntaxError) -> PatternNode {
        guard let unit = current else { throw error("\\ at the end of the pattern") }
        position += 1
        switch unit {
        case 0x64: return .set(.digits)
        case 0x44: return .set(UnitSet(ranges: UnitSet.digits.ranges, isNegated: true))
        case 0x77: return .set(.word)
        case 0x57: return .set(UnitSet(ranges: UnitSet.word.ranges, isNegated: true))
        case 0x73: return .set(.space)
        case 0x53: return .set(UnitSet(ranges: UnitSet.space.ranges, isNegated: true))
        case 0x6E: return .unit(10)
        case 0x72: return .unit(13)
        case 0x74: return .unit(9)
        case 0x76: return .unit(11)
        case 0x66: return .unit(12)
        case 0x30: return .unit(0)
        case 0x62 where inClass: return .unit(8)
        case 0x78, 0x75:
            let count = unit == 0x78 ? 2 : 4
            var value: UInt16 = 0
            for _ in 0..<count {
                guard let digit = current,
                    let number = Int(String(UnicodeScalar(UInt8(truncatingIfNeeded: digit))), radix: 16), digit < 128
                else { return .unit(unit) }
                value = value * 16 + UInt16(number)
                position += 1
            }
            return .unit(value)
        case 0x31...0x39 where !inClass:
            var group = Int(truncatingIfNeeded: unit - 0x30)
            while let next = current, next >= 0x30, next <= 0x39,
                group * 10 + Int(truncatingIfNeeded: next - 0x30) <= max(groupCount, 9)
            {
                group = group * 10 + Int(truncatingIfNeeded: next - 0x30)
                position += 1
            }
            return .backReference(group)
        default:
            return .unit(unit)
        }
    }
}

private struct Emitter {
    let ignoresCase: Bool
    var program: [Instruction] = []

    mutating func append(_ instruction: Instruction) { program.append(instruction) }

    mutating func emit(_ node: PatternNode) throws(ScriptSyntaxError) {
        guard program.count <= RegularExpression.maximumInstructions else {
            throw ScriptSyntaxError(
                message:
                    "regular expression too large (more than \(RegularExpression.maximumInstructions) instructions)",
                line: 1, column: 1)
        }
        switch node {
        case .empty: break
        case .unit(let unit): append(.unit(ignoresCase ? RegularExpression.lowercase(unit) : unit))
        case .any: append(.any)
        case .set(let set): append(.set(set))
        case .sequence(let nodes): for inner in nodes { try emit(inner) }
        case .alternation(let alternatives):
            var jumps: [Int] = []
            for (offset, alternative) in alternatives.enumerated() {
                if offset < alternatives.count - 1 {
                    let split = program.count
                    append(.split(split + 1, 0))
                    try emit(alternative)
                    jumps.append(program.count)
                    append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                } else {
                    try emit(alternative)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .group(let body, let capture):
            if let capture { append(.save(2 * capture)) }
            try emit(body)
            if let capture { append(.save(2 * capture + 1)) }
        case .repetition(let body, let minimum, let maximum, let greedy):
            for _ in 0..<minimum { try emit(body) }
            if let maximum {
                var exits: [Int] = []
                for _ in minimum..<maximum {
                    exits.append(program.count)
                    append(.split(0, 0))
                    try emit(body)
                }
                for exit in exits {
                    program[exit] = greedy ? .split(exit + 1, program.count) : .split(program.count, exit + 1)
                }
            } else {
                let loop = program.count
                append(.split(0, 0))
                try emit(body)
                append(.jump(loop))
                program[loop] = greedy ? .split(loop + 1, program.count) : .split(program.count, loop + 1)
            }
        case .lineStart: append(.lineStart)
        case .lineEnd: append(.lineEnd)
        case .wordBoundary(let expected): append(.wordBoundary(expected))
        case .backReference(let group): append(.backReference(group))
        case .lookahead(let body, let negated):
            var inner = Emitter(ignoresCase: ignoresCase)
            try inner.emit(body)
            inner.append(.match)
            append(.lookahead(inner.program, negated: negated))
        }
    }
}

extension ScriptContext {
    func makeSyntaxError(_ error: ScriptSyntaxError) -> ScriptError {
        .thrown(.object(makeError("SyntaxError", error.message)))
    }
}

enum RegularExpressionBuiltins {
    static func install(in realm: ScriptRealm) {
        let prototype = realm.regularExpressionPrototype
        let make: NativeFunction.Constructor = { context, arguments throws(ScriptError) in
            let source = arguments[argument: 0]
            if case .object(let existing) = source, let pattern = existing.pattern, arguments[argument: 1].isUndefined {
                return .object(try context.makeRegularExpression(pattern))
            }
            let text = source.isUndefined ? "" : try source.toString(context)
            let flags = arguments[argument: 1].isUndefined ? "" : try arguments[argument: 1].toString(context)
            let pattern: RegularExpression
            do throws(ScriptSyntaxError) { pattern = try RegularExpression(pattern: text, flags: flags) } catch {
                throw context.makeSyntaxError(error)
            }
            return .object(try context.makeRegularExpression(pattern))
        }
        realm.constructor("RegExp", 2, prototype: prototype, construct: make) {
            context, _, arguments throws(ScriptError) in try make(context, arguments)
        }
        realm.method(prototype, "exec", 1) { context, this, arguments throws(ScriptError) in
            try exec(this, arguments, context).map { .object($0) } ?? .null
        }
        realm.method(prototype, "test", 1) { context, this, arguments throws(ScriptError) in
            .bool(try exec(this, arguments, context) != nil)
        }
        realm.method(prototype, "toString", 0) { context, this, _ throws(ScriptError) in
            guard case .object(let object) = this, let pattern = object.pattern else {
                throw context.typeError("not a regular expression")
            }
            return .string(
                "/\(pattern.source)/" + (pattern.isGlobal ? "g" : "") + (pattern.ignoresCase ? "i" : "")
                    + (pattern.isMultiline ? "m" : ""))
        }
    }

    /// `exec`, honouring and advancing `lastIndex` for global patterns.
    private static func exec(
        _ this: ScriptValue, _ arguments: [ScriptValue], _ context: ScriptContext
    ) throws(ScriptError) -> ScriptObject? {
        guard case .object(let object) = this, let pattern = object.pattern else {
            throw context.typeError("not a regular expression")
        }
        let units = Array(try arguments[argument: 0].toString(context).utf16)
        let start = pattern.isGlobal ? try object.get("lastIndex", context).toInteger(context) : 0
        guard start >= 0, start <= units.count, let found = try pattern.firstMatch(units, from: start, context),
            let whole = found.captures[0]
        else {
            if pattern.isGlobal { try object.set("lastIndex", .number(0), context) }
            return nil
        }
        if pattern.isGlobal {
            try object.set(
                "lastIndex", .number(Double(whole.isEmpty ? whole.upperBound + 1 : whole.upperBound)), context)
        }
        return try found.array(context)
    }
}

extension ScriptContext {
    func makeRegularExpression(_ pattern: RegularExpression) throws(ScriptError) -> ScriptObject {
        try charge(bytes: 128)
        let object = ScriptObject(kind: .regularExpression, prototype: realm.regularExpressionPrototype)
        object.pattern = pattern
        object.define("source", .string(pattern.source))
        object.define("global", .bool(pattern.isGlobal))
        object.define("ignoreCase", .bool(pattern.ignoresCase))
        object.define("multiline", .bool(pattern.isMultiline))
        object.define("lastIndex", .number(0))
        return object
    }
}
