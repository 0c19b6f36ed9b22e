import Foundation
import ScriptSyntax

/// `Number`, `Boolean`, their prototypes, and the global number functions.
enum NumberBuiltins {
    static func install(in realm: ScriptRealm) {
        let prototype = realm.numberPrototype
        let number = realm.constructor(
            "Number", 1, prototype: prototype,
            construct: { context, arguments throws(ScriptError) in
                .object(
                    try context.makeWrapper(
                        .number(arguments.isEmpty ? 0 : try arguments[0].toNumber(context)),
                        prototype: context.realm.numberPrototype))
            },
            call: { context, _, arguments throws(ScriptError) in
                .number(arguments.isEmpty ? 0 : try arguments[0].toNumber(context))
            })
        for (name, value) in [
            ("MAX_VALUE", Double.greatestFiniteMagnitude), ("MIN_VALUE", Double.leastNonzeroMagnitude), ("NaN", .nan),
            ("POSITIVE_INFINITY", .infinity), ("NEGATIVE_INFINITY", -.infinity), ("EPSILON", Double.ulpOfOne),
            ("MAX_SAFE_INTEGER", 9_007_199_254_740_991), ("MIN_SAFE_INTEGER", -9_007_199_254_740_991)
        ] {
            number.define(name, .number(value))
        }
        realm.method(number, "isInteger", 1) { _, _, arguments throws(ScriptError) in
            guard case .number(let value) = arguments[argument: 0] else { return .bool(false) }
            return .bool(value.isFinite && value == value.rounded(.towardZero))
        }
        realm.method(number, "isFinite", 1) { _, _, arguments throws(ScriptError) in
            .bool(arguments[argument: 0].number?.isFinite ?? false)
        }
        realm.method(number, "isNaN", 1) { _, _, arguments throws(ScriptError) in
            .bool(arguments[argument: 0].number?.isNaN ?? false)
        }

        realm.method(prototype, "valueOf", 0) { context, this, _ throws(ScriptError) in
            .number(try thisNumber(this, context))
        }
        realm.method(prototype, "toString", 1) { context, this, arguments throws(ScriptError) in
            let value = try thisNumber(this, context)
            let radix = arguments[argument: 0].isUndefined ? 10 : try arguments[argument: 0].toInteger(context)
            guard (2...36).contains(radix) else {
                throw context.rangeError("toString() radix must be between 2 and 36")
            }
            if radix == 10 || !value.isFinite { return .string(NumberFormatting.string(value)) }
            return .string(radixString(value, radix: radix))
        }
        realm.method(prototype, "toLocaleString", 0) { context, this, _ throws(ScriptError) in
            .string(NumberFormatting.string(try thisNumber(this, context)))
        }
        realm.method(prototype, "toFixed", 1) { context, this, arguments throws(ScriptError) in
            let value = try thisNumber(this, context)
            let digits = try arguments[argument: 0].toInteger(context)
            guard (0...100).contains(digits) else {
                throw context.rangeError("toFixed() digits must be between 0 and 100")
            }
            if !value.isFinite || abs(value) >= 1e21 { return .string(NumberFormatting.string(value)) }
            return .string(fixed(value, digits: digits))
        }
        realm.method(prototype, "toPrecision", 1) { context, this, arguments throws(ScriptError) in
            let value = try thisNumber(this, context)
            if arguments[argument: 0].isUndefined || !value.isFinite { return .string(NumberFormatting.string(value)) }
            let precision = try arguments[argument: 0].toInteger(context)
            guard (1...100).contains(precision) else {
                throw context.rangeError("toPrecision() argument must be between 1 and 100")
            }
            if value == 0 { return .string(precision == 1 ? "0" : "0." + String(repeating: "0", count: precision - 1)) }
            let exponent = Int(exactly: floor(log10(abs(value)))) ?? 0
            if exponent < -6 || exponent >= precision {
                let text = String(format: "%.\(precision - 1)e", value)
                return .string(javaScriptExponent(text))
            }
            return .string(fixed(value, digits: max(precision - 1 - exponent, 0)))
        }
        realm.method(prototype, "toExponential", 1) { context, this, arguments throws(ScriptError) in
            let value = try thisNumber(this, context)
            guard value.isFinite else { return .string(NumberFormatting.string(value)) }
            let digits =
                arguments[argument: 0].isUndefined
                ? max(NumberFormatting.shortestDigits(abs(value)).digits.count - 1, 0)
                : try arguments[argument: 0].toInteger(context)
            guard (0...100).contains(digits) else {
                throw context.rangeError("toExponential() argument must be between 0 and 100")
            }
            return .string(javaScriptExponent(String(format: "%.\(digits)e", value)))
        }

        let booleanPrototype = realm.booleanPrototype
        realm.constructor(
            "Boolean", 1, prototype: booleanPrototype,
            construct: { context, arguments throws(ScriptError) in
                .object(
                    try context.makeWrapper(
                        .bool(arguments[argument: 0].isTruthy), prototype: context.realm.booleanPrototype))
            }, call: { _, _, arguments throws(ScriptError) in .bool(arguments[argument: 0].isTruthy) })
        realm.method(booleanPrototype, "toString", 0) { context, this, _ throws(ScriptError) in
            .string(try thisBoolean(this, context) ? "true" : "false")
        }
        realm.method(booleanPrototype, "valueOf", 0) { context, this, _ throws(ScriptError) in
            .bool(try thisBoolean(this, context))
        }
    }

    private static func thisNumber(_ this: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> Double {
        switch this {
        case .number(let value): return value
        case .object(let object): if case .number(let value)? = object.primitiveValue { return value }
        default: break
        }
        throw context.typeError("a number method was called on something that is not a number")
    }

    private static func thisBoolean(_ this: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> Bool {
        switch this {
        case .bool(let value): return value
        case .object(let object): if case .bool(let value)? = object.primitiveValue { return value }
        default: break
        }
        throw context.typeError("a boolean method was called on something that is not a boolean")
    }

    /// `toFixed`: JavaScript rounds a tie away from zero on the exact binary value, where printf rounds it to even.
    static func fixed(_ value: Double, digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        let scaled = abs(value) * pow(10, Double(digits))
        if scaled < 9e15, scaled - scaled.rounded(.down) == 0.5 {
            let rounded = (scaled.rounded(.down) + 1) / pow(10, Double(digits))
            text = String(format: "%.\(digits)f", value < 0 ? -rounded : rounded)
        }
        if text.hasPrefix("-"), Double(text) == 0 { text.removeFirst() }
        return text
    }

    /// printf's `1.50e+03` as JavaScript's `1.50e+3`.
    private static func javaScriptExponent(_ text: String) -> String {
        guard let e = text.firstIndex(of: "e") else { return text }
        let mantissa = text[..<e]
        var exponent = text[text.index(after: e)...]
        let sign = exponent.first == "-" ? "-" : "+"
        exponent = exponent.drop { $0 == "+" || $0 == "-" }
        let digits = exponent.drop { $0 == "0" }
        return mantissa + "e" + sign + (digits.isEmpty ? "0" : digits)
    }

    private static func radixString(_ value: Double, radix: Int) -> String {
        let negative = value < 0
        var integer = abs(value).rounded(.towardZero)
        var fraction = abs(value) - integer
        var digits: [Character] = []
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyz")
        repeat {
            let digit = Int(exactly: integer.truncatingRemainder(dividingBy: Double(radix))) ?? 0
            digits.append(alphabet[digit])
            integer = (integer / Double(radix)).rounded(.towardZero)
        } while integer >= 1 && digits.count < 1100
        var text = String(digits.reversed())
        if fraction > 0 {
            text += "."
            var count = 0
            while fraction > 0, count < 52 {
                fraction *= Double(radix)
                let digit = Int(exactly: fraction.rounded(.towardZero)) ?? 0
                text.append(alphabet[digit])
                fraction -= Double(digit)
                count += 1
            }
        }
        return negative ? "-" + text : text
    }
}

/// `Math`, with `random` drawing from the run's seeded generator.
enum MathBuiltins {
    static func install(in realm: ScriptRealm) {
        let math = ScriptObject(kind: .ordinary, prototype: realm.objectPrototype)
        for (name, value) in [
            ("PI", Double.pi), ("E", M_E), ("LN2", M_LN2), ("LN10", M_LN10), ("LOG2E", M_LOG2E), ("LOG10E", M_LOG10E),
            ("SQRT2", 2.0.squareRoot()), ("SQRT1_2", 0.5.squareRoot())
        ] {
            math.define(name, .number(value))
        }
        let unary: [(String, @Sendable (Double) -> Double)] = [
            ("abs", { abs($0) }), ("acos", acos), ("asin", asin), ("atan", atan), ("ceil", { $0.rounded(.up) }),
            ("cos", cos), ("exp", exp),
            ("floor", { $0.rounded(.down) }), ("log", log), ("sin", sin), ("sqrt", { $0.squareRoot() }), ("tan", tan),
            ("round", { ($0 + 0.5).rounded(.down) == 0 && $0 < 0 ? -0.0 : ($0 + 0.5).rounded(.down) }),
            ("sign", { $0.isNaN ? .nan : $0 > 0 ? 1 : $0 < 0 ? -1 : $0 }), ("trunc", { $0.rounded(.towardZero) }),
            ("cbrt", cbrt),
            ("log2", log2), ("log10", log10), ("log1p", log1p), ("expm1", expm1), ("sinh", sinh), ("cosh", cosh),
            ("tanh", tanh),
            ("asinh", asinh), ("acosh", acosh), ("atanh", atanh), ("fround", { Double(Float($0)) })
        ]
        for (name, function) in unary {
            realm.method(math, name, 1) { context, _, arguments throws(ScriptError) in
                .number(function(try arguments[argument: 0].toNumber(context)))
            }
        }
        realm.method(math, "atan2", 2) { context, _, arguments throws(ScriptError) in
            .number(atan2(try arguments[argument: 0].toNumber(context), try arguments[argument: 1].toNumber(context)))
        }
        realm.method(math, "pow", 2) { context, _, arguments throws(ScriptError) in
            .number(
                Operators.power(
                    try arguments[argument: 0].toNumber(context), try arguments[argument: 1].toNumber(context)))
        }
        realm.method(math, "max", 2) { context, _, arguments throws(ScriptError) in
            var result = -Double.infinity
            for argument in arguments {
                let value = try argument.toNumber(context)
                if value.isNaN { return .number(.nan) }
                if value > result || (value == 0 && result == 0 && result.sign == .minus) { result = value }
            }
            return .number(result)
        }
        realm.method(math, "min", 2) { context, _, arguments throws(ScriptError) in
            var result = Double.infinity
            for argument in arguments {
                let value = try argument.toNumber(context)
                if value.isNaN { return .number(.nan) }
                if value < result || (value == 0 && result == 0 && value.sign == .minus) { result = value }
            }
            return .number(result)
        }
        realm.method(math, "hypot", 2) { context, _, arguments throws(ScriptError) in
            var sum = 0.0
            for argument in arguments { let value = try argument.toNumber(context); sum += value * value }
            return .number(sum.squareRoot())
        }
        realm.method(math, "imul", 2) { context, _, arguments throws(ScriptError) in
            .number(Double(try arguments[argument: 0].toInt32(context) &* arguments[argument: 1].toInt32(context)))
        }
        realm.method(math, "clz32", 1) { context, _, arguments throws(ScriptError) in
            .number(Double(UInt32(bitPattern: try arguments[argument: 0].toInt32(context)).leadingZeroBitCount))
        }
        realm.method(math, "random", 0) { context, _, _ throws(ScriptError) in .number(context.random.next()) }
        realm.defineGlobal("Math", .object(math))
    }
}

/// `Error` and its kinds.
enum ErrorBuiltins {
    static func install(in realm: ScriptRealm) {
        for (name, prototype) in realm.errorPrototypes {
            prototype.define("name", .string(name))
            prototype.define("message", .string(""))
            let make: NativeFunction.Constructor = { context, arguments throws(ScriptError) in
                let error = context.makeError(name, "")
                if !arguments[argument: 0].isUndefined {
                    error.define("message", .string(try arguments[0].toString(context)))
                }
                try context.charge(bytes: 128)
                return .object(error)
            }
            realm.constructor(name, 1, prototype: prototype, construct: make) {
                context, _, arguments throws(ScriptError) in try make(context, arguments)
            }
        }
        realm.method(realm.errorPrototypes["Error"]!, "toString", 0) { context, this, _ throws(ScriptError) in
            guard case .object(let error) = this else {
                throw context.typeError("Error.prototype.toString needs an object")
            }
            let name = try error.get("name", context).toString(context),
                message = try error.get("message", context).toString(context)
            return .string(message.isEmpty ? name : name.isEmpty ? message : "\(name): \(message)")
        }
    }
}

/// `Date`, fixed at the epoch (UTC): a frame must not depend on when it is drawn.
enum DateBuiltins {
    static func install(in realm: ScriptRealm) {
        let prototype = realm.datePrototype
        let make: NativeFunction.Constructor = { context, arguments throws(ScriptError) in
            let date = try context.makeObject(prototype: context.realm.datePrototype)
            let time = arguments.isEmpty ? 0 : try arguments[0].toNumber(context)
            date.primitiveValue = .number(time)
            return .object(date)
        }
        let date = realm.constructor("Date", 7, prototype: prototype, construct: make) { _, _, _ throws(ScriptError) in
            .string("Thu Jan 01 1970 00:00:00 GMT+0000")
        }
        realm.method(date, "now", 0) { _, _, _ throws(ScriptError) in .number(0) }
        let fields: [(String, @Sendable (Double) -> Double)] = [
            ("getTime", { $0 }), ("valueOf", { $0 }),
            ("getFullYear", { _ in 1970 }), ("getMonth", { _ in 0 }), ("getDate", { _ in 1 }), ("getDay", { _ in 4 }),
            ("getHours", { ($0 / 3_600_000).rounded(.down).truncatingRemainder(dividingBy: 24) }),
            ("getMinutes", { ($0 / 60_000).rounded(.down).truncatingRemainder(dividingBy: 60) }),
            ("getSeconds", { ($0 / 1000).rounded(.down).truncatingRemainder(dividingBy: 60) }),
            ("getMilliseconds", { $0.truncatingRemainder(dividingBy: 1000) }), ("getTimezoneOffset", { _ in 0 })
        ]
        for (name, field) in fields {
            realm.method(prototype, name, 0) { _, this, _ throws(ScriptError) in
                guard case .number(let time)? = this.object?.primitiveValue else { return .number(.nan) }
                return .number(field(time))
            }
        }
    }
}

/// `parseInt`, `parseFloat`, `isNaN`, `isFinite`, `NaN`, `Infinity`, `undefined`.
enum GlobalFunctions {
    static func install(in realm: ScriptRealm) {
        realm.defineGlobal("NaN", .number(.nan))
        realm.defineGlobal("Infinity", .number(.infinity))
        realm.defineGlobal("undefined", .undefined)
        realm.defineGlobal(
            "isNaN",
            .object(
                realm.function(
                    NativeFunction(name: "isNaN", length: 1) { context, _, arguments throws(ScriptError) in
                        .bool(try arguments[argument: 0].toNumber(context).isNaN)
                    })))
        realm.defineGlobal(
            "isFinite",
            .object(
                realm.function(
                    NativeFunction(name: "isFinite", length: 1) { context, _, arguments throws(ScriptError) in
                        .bool(try arguments[argument: 0].toNumber(context).isFinite)
                    })))
        realm.defineGlobal(
            "parseFloat",
            .object(
                realm.function(
                    NativeFunction(name: "parseFloat", length: 1) { context, _, arguments throws(ScriptError) in
                        .number(parseFloat(try arguments[argument: 0].toString(context)))
                    })))
        realm.defineGlobal(
            "parseInt",
            .object(
                realm.function(
                    NativeFunction(name: "parseInt", length: 2) { context, _, arguments throws(ScriptError) in
                        .number(
                            parseInt(
                                try arguments[argument: 0].toString(context),
                                radix: try arguments[argument: 1].toInt32(context)))
                    })))
    }

    /// The longest prefix that reads as a decimal number.
    static func parseFloat(_ text: String) -> Double {
        let trimmed = Array(text.trimmingScriptWhitespace().utf8)
        if trimmed.starts(with: Array("Infinity".utf8)) || trimmed.starts(with: Array("+Infinity".utf8)) {
            return .infinity
        }
        if trimmed.starts(with: Array("-Infinity".utf8)) { return -.infinity }
        var end = 0, sawDigit = false, sawPoint = false, sawExponent = false
        var best: Int?
        while end < trimmed.count {
            let byte = trimmed[end]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                sawDigit = true
                best = end + 1
            } else if byte == UInt8(ascii: "."), !sawPoint, !sawExponent {
                sawPoint = true
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
                && (end == 0 || trimmed[end - 1] | 0x20 == UInt8(ascii: "e"))
            {
            } else if byte | 0x20 == UInt8(ascii: "e"), sawDigit, !sawExponent {
                sawExponent = true
            } else {
                break
            }
            end += 1
        }
        guard let best else { return .nan }
        return ScriptValue.parseNumber(String(decoding: trimmed[..<best], as: UTF8.self))
    }

    static func parseInt(_ text: String, radix requested: Int32) -> Double {
        var units = Array(text.trimmingScriptWhitespace().utf8)
        var sign = 1.0
        if let first = units.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            if first == UInt8(ascii: "-") { sign = -1 }
            units.removeFirst()
        }
        var radix = Int(truncatingIfNeeded: requested)
        if radix == 0 || radix == 16, units.count >= 2, units[0] == UInt8(ascii: "0"),
            units[1] | 0x20 == UInt8(ascii: "x")
        {
            units.removeFirst(2)
            radix = 16
        }
        if radix == 0 { radix = 10 }
        guard (2...36).contains(radix) else { return .nan }
        var value = 0.0, any = false
        for byte in units {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(truncatingIfNeeded: byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = Int(truncatingIfNeeded: byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = Int(truncatingIfNeeded: byte - UInt8(ascii: "A")) + 10
            default: digit = 99
            }
            guard digit < radix else { break }
            value = value * Double(radix) + Double(digit)
            any = true
        }
        return any ? sign * value : .nan
    }
}
