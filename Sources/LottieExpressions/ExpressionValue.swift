import ExpressionEngine
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// A property value as expressions see it and back: numbers and arrays in the file's units (percent, degrees),
/// paths as path objects.
///
/// Results are read as lottie-web reads them: element by element, each multiplied into the property; an element
/// that is missing or not a number keeps the property's own (where lottie-web keeps the last frame's, which
/// would make a frame depend on the one before).
protocol ExpressionValue {
    /// The value in script units: the model's value divided by `scale`.
    func scriptValue(scale: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    /// A script's result as a value, `own` filling what the result lacks; nil when nothing of it is usable.
    init?(scriptValue: ScriptValue, own: Self, scale: Double, _ context: ScriptContext) throws(ScriptError)
}

extension Double: ExpressionValue {
    func scriptValue(scale: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        .number(self / scale)
    }

    init?(scriptValue: ScriptValue, own: Double, scale: Double, _ context: ScriptContext) throws(ScriptError) {
        // lottie-web multiplies the result (`val * mult`): one-element arrays and numeric strings count.
        let number = try scriptValue.toNumber(context) * scale
        guard number.isFinite else { return nil }
        self = number
    }
}

extension Point: ExpressionValue {
    func scriptValue(scale: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        try context.makeArray(numbers: [x / scale, y / scale])
    }

    init?(scriptValue: ScriptValue, own: Point, scale: Double, _ context: ScriptContext) throws(ScriptError) {
        guard
            let elements = try ExpressionNumbers.elements(
                of: scriptValue, count: 2, own: [own.x, own.y], scale: scale, context)
        else { return nil }
        self.init(x: elements[0], y: elements[1])
    }
}

extension LottieColor: ExpressionValue {
    func scriptValue(scale: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        try context.makeArray(numbers: [red, green, blue, alpha])
    }

    init?(scriptValue: ScriptValue, own: LottieColor, scale: Double, _ context: ScriptContext) throws(ScriptError) {
        guard
            let elements = try ExpressionNumbers.elements(
                of: scriptValue, count: 4, own: [own.red, own.green, own.blue, own.alpha], scale: scale, context)
        else { return nil }
        self.init(red: elements[0], green: elements[1], blue: elements[2], alpha: elements[3])
    }
}

extension Array: ExpressionValue where Element == Double {
    func scriptValue(scale: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        try context.makeArray(numbers: map { $0 / scale })
    }

    init?(scriptValue: ScriptValue, own: [Double], scale: Double, _ context: ScriptContext) throws(ScriptError) {
        guard
            let elements = try ExpressionNumbers.elements(
                of: scriptValue, count: own.count, own: own, scale: scale, context)
        else { return nil }
        self = elements
    }
}

extension VertexPath: ExpressionValue {
    func scriptValue(scale: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        .object(ScriptObject(host: PathValue(path: self), context: context))
    }

    /// A path object: `createPath(…)`, or a path property read from the document.
    init?(scriptValue: ScriptValue, own: VertexPath, scale: Double, _ context: ScriptContext) throws(ScriptError) {
        guard case .object(let object) = scriptValue else { return nil }
        if let path = object.host as? PathValue {
            self = path.path
            return
        }
        if let property = object.host as? PropertyValue, let path = try property.currentPath(context) {
            self = path
            return
        }
        return nil
    }
}

enum ExpressionNumbers {
    /// `count` numbers read from an array-like result, each times `scale`; those missing or not finite taken from
    /// `own`. Nil when the result has no elements at all (a plain number, a string, nothing).
    static func elements(
        of value: ScriptValue, count: Int, own: [Double], scale: Double, _ context: ScriptContext
    ) throws(ScriptError) -> [Double]? {
        guard case .object(let object) = value, object.primitiveValue == nil else { return nil }
        var result = own
        var usable = false
        for index in 0..<count {
            let element = try object.get(index: index, context)
            guard !element.isUndefined else { continue }
            let number = try element.toNumber(context) * scale
            if number.isFinite {
                result[index] = number
                usable = true
            }
        }
        return usable ? result : nil
    }

    /// A number, or a Number object's, or a one-element array's: what lottie-web's helpers call "numerable".
    static func number(_ value: ScriptValue) -> Double? {
        switch value {
        case .number(let number): number
        case .bool(let flag): flag ? 1 : 0
        case .object(let object):
            if case .number(let number)? = object.primitiveValue { number } else { nil }
        default: nil
        }
    }

    /// The elements of an array (or array-like host value) as numbers; nil for anything else.
    static func vector(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> [Double]? {
        guard case .object(let object) = value, object.primitiveValue == nil, object.kind == .array else { return nil }
        var numbers: [Double] = []
        numbers.reserveCapacity(object.arrayElements?.count ?? 0)
        for element in object.arrayElements ?? [] { numbers.append(try element.toNumber(context)) }
        return numbers
    }
}
