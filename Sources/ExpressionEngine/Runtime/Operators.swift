import Foundation
import ScriptSyntax

/// The binary operators' semantics (ECMAScript 5, section 11).
package enum Operators {
    /// `a + b`: strings join, everything else adds as numbers.
    package static func add(
        _ left: ScriptValue, _ right: ScriptValue, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        if case .number(let a) = left, case .number(let b) = right { return .number(a + b) }
        let leftPrimitive = try left.toPrimitive(context), rightPrimitive = try right.toPrimitive(context)
        switch (leftPrimitive, rightPrimitive) {
        case (.string(let a), _):
            let b = try rightPrimitive.toString(context)
            try context.allowString(length: a.utf16.count + b.utf16.count)
            return .string(a + b)
        case (_, .string(let b)):
            let a = try leftPrimitive.toString(context)
            try context.allowString(length: a.utf16.count + b.utf16.count)
            return .string(a + b)
        default:
            return .number(try leftPrimitive.toNumber(context) + rightPrimitive.toNumber(context))
        }
    }

    static func arithmetic(_ operator: BinaryOperator, _ a: Double, _ b: Double) -> Double {
        switch `operator` {
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .remainder: a.truncatingRemainder(dividingBy: b)
        case .power: power(a, b)
        default: .nan
        }
    }

    /// `**` and `Math.pow`: as C's pow, except that 1 to the power NaN or ±Infinity is NaN in JavaScript.
    static func power(_ base: Double, _ exponent: Double) -> Double {
        if exponent.isNaN { return .nan }
        if abs(base) == 1, exponent.isInfinite { return .nan }
        return pow(base, exponent)
    }

    static func bitwise(_ operator: BinaryOperator, _ a: Int32, _ b: Int32) -> Double {
        switch `operator` {
        case .shiftLeft: Double(a << (b & 31))
        case .shiftRight: Double(a >> (b & 31))
        case .unsignedShiftRight: Double(UInt32(bitPattern: a) >> UInt32(b & 31))
        case .bitAnd: Double(a & b)
        case .bitOr: Double(a | b)
        case .bitXor: Double(a ^ b)
        default: .nan
        }
    }

    /// `===`.
    package static func strictEquals(_ left: ScriptValue, _ right: ScriptValue) -> Bool {
        switch (left, right) {
        case (.undefined, .undefined), (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.object(let a), .object(let b)): a === b
        default: false
        }
    }

    /// SameValueZero, for `includes`: NaN equals NaN.
    static func sameValueZero(_ left: ScriptValue, _ right: ScriptValue) -> Bool {
        if case .number(let a) = left, case .number(let b) = right, a.isNaN, b.isNaN { return true }
        return strictEquals(left, right)
    }

    /// `==`.
    static func looseEquals(
        _ left: ScriptValue, _ right: ScriptValue, _ context: ScriptContext
    ) throws(ScriptError) -> Bool {
        switch (left, right) {
        case (.undefined, .undefined), (.null, .null), (.undefined, .null), (.null, .undefined): return true
        case (.undefined, _), (.null, _), (_, .undefined), (_, .null): return false
        case (.number, .number), (.string, .string), (.bool, .bool), (.object, .object):
            return strictEquals(left, right)
        case (.number(let a), .string): return a == (try right.toNumber(context))
        case (.string, .number(let b)): return (try left.toNumber(context)) == b
        case (.bool(let a), _): return try looseEquals(.number(a ? 1 : 0), right, context)
        case (_, .bool(let b)): return try looseEquals(left, .number(b ? 1 : 0), context)
        case (.object, _): return try looseEquals(try left.toPrimitive(context), right, context)
        case (_, .object): return try looseEquals(left, try right.toPrimitive(context), context)
        }
    }

    /// `<`; nil when either side is NaN (so that every comparison with it is false).
    static func less(_ left: ScriptValue, _ right: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> Bool? {
        if case .number(let a) = left, case .number(let b) = right { return a.isNaN || b.isNaN ? nil : a < b }
        let a = try left.toPrimitive(context), b = try right.toPrimitive(context)
        if case .string(let x) = a, case .string(let y) = b { return x.utf16.lexicographicallyPrecedes(y.utf16) }
        let x = try a.toNumber(context), y = try b.toNumber(context)
        return x.isNaN || y.isNaN ? nil : x < y
    }

    static func compare(
        _ operator: BinaryOperator, _ left: ScriptValue, _ right: ScriptValue, _ context: ScriptContext
    ) throws(ScriptError) -> Bool {
        switch `operator` {
        case .less: try less(left, right, context) ?? false
        case .greater: try less(right, left, context) ?? false
        case .lessEqual: try less(right, left, context).map { !$0 } ?? false
        case .greaterEqual: try less(left, right, context).map { !$0 } ?? false
        default: false
        }
    }

    static func instanceOf(
        _ value: ScriptValue, _ constructor: ScriptValue, _ context: ScriptContext
    ) throws(ScriptError) -> Bool {
        guard case .object(let function) = constructor, function.isCallable else {
            throw context.typeError("the right side of instanceof is not a function")
        }
        guard case .object(let object) = value else { return false }
        guard case .object(let prototype) = try function.get("prototype", context) else { return false }
        var current = object.prototype
        while let link = current {
            if link === prototype { return true }
            current = link.prototype
        }
        return false
    }

    /// A property key from any value, as `obj[key]` takes it.
    static func propertyKey(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): NumberFormatting.string(number)
        default: try value.toString(context)
        }
    }
}
