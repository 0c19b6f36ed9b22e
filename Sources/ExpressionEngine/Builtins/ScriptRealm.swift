/// The built-in objects every script sees: `Object`, `Array`, `String`, `Number`, `Math`, `Date`, the error
/// constructors and the global functions. Made once and frozen, so that runs on any thread can share them and no
/// script can change what another sees.
///
/// There is no `eval`, no `Function` constructor and nothing that reaches files, the network, the clock or other
/// processes: a script can only compute with what it is given. `Date` is fixed at the epoch.
package final class ScriptRealm: @unchecked Sendable {
    package static let standard = ScriptRealm()

    package let objectPrototype: ScriptObject
    package let functionPrototype: ScriptObject
    package let arrayPrototype: ScriptObject
    package let stringPrototype: ScriptObject
    package let numberPrototype: ScriptObject
    package let booleanPrototype: ScriptObject
    package let datePrototype: ScriptObject
    package let regularExpressionPrototype: ScriptObject
    /// `Error.prototype`, `TypeError.prototype` and the others, by name.
    package let errorPrototypes: [String: ScriptObject]
    /// Global names and their values; a host may offer more names of its own, which shadow these.
    package private(set) var globals: [String: ScriptValue] = [:]

    private init() {
        objectPrototype = ScriptObject(kind: .ordinary, prototype: nil)
        functionPrototype = ScriptObject(
            kind: .function, prototype: objectPrototype,
            callable: .native(NativeFunction(name: "", length: 0) { _, _, _ in .undefined }))
        arrayPrototype = ScriptObject(kind: .array, prototype: objectPrototype)
        stringPrototype = ScriptObject(kind: .primitiveWrapper, prototype: objectPrototype)
        stringPrototype.primitiveValue = .string("")
        numberPrototype = ScriptObject(kind: .primitiveWrapper, prototype: objectPrototype)
        numberPrototype.primitiveValue = .number(0)
        booleanPrototype = ScriptObject(kind: .primitiveWrapper, prototype: objectPrototype)
        booleanPrototype.primitiveValue = .bool(false)
        datePrototype = ScriptObject(kind: .ordinary, prototype: objectPrototype)
        regularExpressionPrototype = ScriptObject(kind: .ordinary, prototype: objectPrototype)
        let errorPrototype = ScriptObject(kind: .ordinary, prototype: objectPrototype)
        var errors = ["Error": errorPrototype]
        for name in ["TypeError", "RangeError", "ReferenceError", "SyntaxError", "EvalError", "URIError"] {
            errors[name] = ScriptObject(kind: .ordinary, prototype: errorPrototype)
        }
        errorPrototypes = errors

        ObjectBuiltins.install(in: self)
        FunctionBuiltins.install(in: self)
        ArrayBuiltins.install(in: self)
        StringBuiltins.install(in: self)
        NumberBuiltins.install(in: self)
        MathBuiltins.install(in: self)
        ErrorBuiltins.install(in: self)
        DateBuiltins.install(in: self)
        RegularExpressionBuiltins.install(in: self)
        GlobalFunctions.install(in: self)

        var seen = Set<ObjectIdentifier>()
        func freezeAll(_ object: ScriptObject) {
            guard seen.insert(ObjectIdentifier(object)).inserted else { return }
            object.freeze()
            if let prototype = object.prototype { freezeAll(prototype) }
            for name in object.ownPropertyNames {
                if case .object(let member)? = object.storedValue(name) { freezeAll(member) }
            }
        }
        for value in globals.values { if case .object(let object) = value { freezeAll(object) } }
        for prototype in [
            objectPrototype, functionPrototype, arrayPrototype, stringPrototype, numberPrototype, booleanPrototype,
            datePrototype, regularExpressionPrototype
        ] + Array(errorPrototypes.values) {
            freezeAll(prototype)
        }
    }

    // MARK: - Shared values a host adds

    /// A function object for `function`, frozen, that runs on any thread may share: for hosts' own built-ins.
    package func sharedFunction(_ function: NativeFunction) -> ScriptValue {
        let object = self.function(function)
        object.freeze()
        return .object(object)
    }

    /// A frozen plain object with `properties`, for hosts' own shared namespaces (a `Math` of their own).
    package func sharedObject(_ properties: [(String, ScriptValue)]) -> ScriptValue {
        let object = ScriptObject(kind: .ordinary, prototype: objectPrototype)
        for (name, value) in properties { object.define(name, value) }
        object.freeze()
        return .object(object)
    }

    // MARK: - Building

    func defineGlobal(_ name: String, _ value: ScriptValue) { globals[name] = value }

    /// A function object for `function`, whose prototype is Function.prototype.
    func function(_ function: NativeFunction) -> ScriptObject {
        ScriptObject(kind: .function, prototype: functionPrototype, callable: .native(function))
    }

    /// Adds method `name` to `object`.
    func method(_ object: ScriptObject, _ name: String, _ length: Int, _ body: @escaping NativeFunction.Body) {
        object.define(name, .object(function(NativeFunction(name: name, length: length, body: body))))
    }

    /// A constructor function `name` with `prototype`, linked both ways, made global.
    @discardableResult
    func constructor(
        _ name: String, _ length: Int, prototype: ScriptObject, construct: NativeFunction.Constructor?,
        call: @escaping NativeFunction.Body
    ) -> ScriptObject {
        let object = function(NativeFunction(name: name, length: length, construct: construct, body: call))
        object.define("prototype", .object(prototype))
        prototype.define("constructor", .object(object))
        defineGlobal(name, .object(object))
        return object
    }
}

/// Reading native functions' arguments.
extension Array where Element == ScriptValue {
    package subscript(argument index: Int) -> ScriptValue { index < count ? self[index] : .undefined }
}
