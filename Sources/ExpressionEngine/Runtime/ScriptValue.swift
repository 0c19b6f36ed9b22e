import ScriptSyntax

/// A JavaScript value.
package enum ScriptValue: Sendable {
    case undefined
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case object(ScriptObject)

    package var isUndefined: Bool { if case .undefined = self { true } else { false } }

    package var isNullOrUndefined: Bool {
        switch self {
        case .undefined, .null: true
        default: false
        }
    }

    /// The object, when this is one.
    package var object: ScriptObject? { if case .object(let object) = self { object } else { nil } }

    /// The number, when this is a number primitive (not converted).
    package var number: Double? { if case .number(let number) = self { number } else { nil } }

    /// `typeof`.
    package var typeName: String {
        switch self {
        case .undefined: "undefined"
        case .null: "object"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .object(let object): object.isCallable ? "function" : "object"
        }
    }

    // MARK: - Conversions (ECMAScript 5, section 9)

    /// ToBoolean.
    package var isTruthy: Bool {
        switch self {
        case .undefined, .null: false
        case .bool(let value): value
        case .number(let value): !(value == 0 || value.isNaN)
        case .string(let value): !value.isEmpty
        case .object: true
        }
    }

    /// ToPrimitive: an object's `valueOf`, else its `toString`; `preferString` swaps the order (as for `String(x)`).
    package func toPrimitive(_ context: ScriptContext, preferString: Bool = false) throws(ScriptError) -> ScriptValue {
        guard case .object(let object) = self else { return self }
        if let primitive = object.primitiveValue {
            return preferString ? .string(try primitive.toString(context)) : primitive
        }
        for name in preferString ? ["toString", "valueOf"] : ["valueOf", "toString"] {
            let method = try object.get(name, context)
            if case .object(let function) = method, function.isCallable {
                let result = try function.call(context, this: self, arguments: [])
                if case .object = result { continue }
                return result
            }
        }
        throw context.typeError("an object cannot be turned into a primitive value")
    }

    /// ToNumber.
    package func toNumber(_ context: ScriptContext) throws(ScriptError) -> Double {
        switch self {
        case .number(let value): value
        case .undefined: .nan
        case .null: 0
        case .bool(let value): value ? 1 : 0
        case .string(let text): ScriptValue.parseNumber(text)
        case .object: try toPrimitive(context).toNumber(context)
        }
    }

    /// ToString.
    package func toString(_ context: ScriptContext) throws(ScriptError) -> String {
        switch self {
        case .string(let text): text
        case .object: try toPrimitive(context, preferString: true).toString(context)
        default: toDisplayString()
        }
    }

    /// ToString for primitives; objects as `[object]`. For messages and keys that cannot run script code.
    package func toDisplayString() -> String {
        switch self {
        case .undefined: "undefined"
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value): NumberFormatting.string(value)
        case .string(let text): text
        case .object(let object):
            if let primitive = object.primitiveValue {
                primitive.toDisplayString()
            } else if let elements = object.arrayElements {
                elements.map { $0.isNullOrUndefined ? "" : $0.toDisplayString() }.joined(separator: ",")
            } else if object.isCallable {
                "function"
            } else {
                "[object Object]"
            }
        }
    }

    /// ToInt32.
    package func toInt32(_ context: ScriptContext) throws(ScriptError) -> Int32 {
        Self.int32(try toNumber(context))
    }

    static func int32(_ number: Double) -> Int32 {
        guard number.isFinite else { return 0 }
        let truncated = number.rounded(.towardZero)
        let modulo = truncated.truncatingRemainder(dividingBy: 4_294_967_296)
        let positive = modulo < 0 ? modulo + 4_294_967_296 : modulo
        return Int32(bitPattern: UInt32(positive))
    }

    /// ToInteger, clamped into `Int`.
    package func toInteger(_ context: ScriptContext) throws(ScriptError) -> Int {
        Self.integer(try toNumber(context))
    }

    static func integer(_ number: Double) -> Int {
        if number.isNaN { return 0 }
        if number >= 9.0e15 { return 9_000_000_000_000_000 }
        if number <= -9.0e15 { return -9_000_000_000_000_000 }
        return Int(exactly: number.rounded(.towardZero)) ?? 0
    }

    /// StringToNumber: decimal or hexadecimal literals with white space around them; anything else is NaN.
    static func parseNumber(_ text: String) -> Double {
        let trimmed = text.trimmingScriptWhitespace()
        if trimmed.isEmpty { return 0 }
        let bytes = Array(trimmed.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] | 0x20 == UInt8(ascii: "x") {
            var value = 0.0
            for byte in bytes[2...] {
                guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return .nan }
                value = value * 16 + Double(digit)
            }
            return value
        }
        switch trimmed {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        // Only what a decimal literal may contain: Swift's parser also reads "nan", "inf" and hexadecimal floats.
        var sawDigit = false
        for (offset, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "."): break
            case UInt8(ascii: "e"), UInt8(ascii: "E"): guard sawDigit else { return .nan }
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard offset == 0 || bytes[offset - 1] | 0x20 == UInt8(ascii: "e") else { return .nan }
            default: return .nan
            }
        }
        guard sawDigit else { return .nan }
        var normalized = trimmed
        if normalized.hasPrefix(".") { normalized = "0" + normalized }
        if normalized.hasPrefix("-.") || normalized.hasPrefix("+.") {
            normalized.insert("0", at: normalized.index(after: normalized.startIndex))
        }
        normalized = normalized.replacingDotBeforeExponent()
        return Double(normalized) ?? .nan
    }
}

extension String {
    /// Without the white space and line terminators JavaScript's `trim` removes.
    func trimmingScriptWhitespace() -> String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
            default: false
            }
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// "5." and "5.e3" read by Swift as "5.0" and "5.0e3".
    fileprivate func replacingDotBeforeExponent() -> String {
        var result = self
        if result.hasSuffix(".") { result += "0" }
        if let range = result.range(of: ".e") ?? result.range(of: ".E") { result.replaceSubrange(range, with: ".0e") }
        return result
    }
}
