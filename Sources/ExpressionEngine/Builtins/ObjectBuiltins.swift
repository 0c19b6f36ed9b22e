/// `Object`, `Object.prototype` and `Function.prototype`.
enum ObjectBuiltins {
    static func install(in realm: ScriptRealm) {
        let prototype = realm.objectPrototype
        let object = realm.constructor(
            "Object", 1, prototype: prototype,
            construct: { context, arguments throws(ScriptError) in
                let value = arguments[argument: 0]
                return value.isNullOrUndefined
                    ? .object(try context.makeObject()) : .object(try toObject(value, context))
            },
            call: { context, _, arguments throws(ScriptError) in
                let value = arguments[argument: 0]
                return value.isNullOrUndefined
                    ? .object(try context.makeObject()) : .object(try toObject(value, context))
            })
        realm.method(object, "keys", 1) { context, _, arguments throws(ScriptError) in
            guard case .object(let target) = arguments[argument: 0] else {
                throw context.typeError("Object.keys needs an object")
            }
            let names = target.ownPropertyNames
            try context.step(count: names.count)
            return .object(try context.makeArray(names.map { .string($0) }))
        }
        realm.method(object, "create", 1) { context, _, arguments throws(ScriptError) in
            switch arguments[argument: 0] {
            case .null: return .object(try context.makeObjectWithoutPrototype())
            case .object(let prototype): return .object(try context.makeObject(prototype: prototype))
            default: throw context.typeError("Object.create needs an object or null")
            }
        }
        realm.method(object, "getPrototypeOf", 1) { context, _, arguments throws(ScriptError) in
            guard case .object(let target) = arguments[argument: 0] else {
                throw context.typeError("Object.getPrototypeOf needs an object")
            }
            return target.prototype.map { .object($0) } ?? .null
        }
        realm.method(object, "freeze", 1) { _, _, arguments throws(ScriptError) in
            if case .object(let target) = arguments[argument: 0] { target.freeze() }
            return arguments[argument: 0]
        }
        realm.method(object, "isFrozen", 1) { _, _, arguments throws(ScriptError) in
            if case .object(let target) = arguments[argument: 0] { return .bool(target.isFrozen) }
            return .bool(true)
        }
        realm.method(object, "assign", 2) { context, _, arguments throws(ScriptError) in
            guard case .object(let target) = arguments[argument: 0] else {
                throw context.typeError("Object.assign needs an object")
            }
            for source in arguments.dropFirst() {
                guard case .object(let from) = source else { continue }
                for name in from.ownPropertyNames {
                    try context.step()
                    try target.set(name, try from.get(name, context), context)
                }
            }
            return .object(target)
        }

        realm.method(prototype, "hasOwnProperty", 1) { context, this, arguments throws(ScriptError) in
            let key = try arguments[argument: 0].toString(context)
            guard case .object(let target) = this else { return .bool(false) }
            return .bool(target.ownPropertyNames.contains(key) || (target.kind == .array && key == "length"))
        }
        realm.method(prototype, "isPrototypeOf", 1) { _, this, arguments throws(ScriptError) in
            guard case .object(let target) = this, case .object(var current) = arguments[argument: 0] else {
                return .bool(false)
            }
            while let next = current.prototype {
                if next === target { return .bool(true) }
                current = next
            }
            return .bool(false)
        }
        realm.method(prototype, "toString", 0) { _, this, _ throws(ScriptError) in
            switch this {
            case .undefined: .string("[object Undefined]")
            case .null: .string("[object Null]")
            case .object(let target) where target.kind == .array: .string("[object Array]")
            case .object(let target) where target.isCallable: .string("[object Function]")
            case .object(let target) where target.kind == .error: .string("[object Error]")
            default: .string("[object Object]")
            }
        }
        realm.method(prototype, "toLocaleString", 0) { context, this, _ throws(ScriptError) in
            .string(try this.toString(context))
        }
        realm.method(prototype, "valueOf", 0) { _, this, _ throws(ScriptError) in this }
    }

    /// ToObject: primitives wrapped, `undefined` and `null` refused.
    static func toObject(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> ScriptObject {
        switch value {
        case .object(let object): return object
        case .undefined, .null: throw context.typeError("cannot convert \(value.toDisplayString()) to an object")
        case .bool: return try context.makeWrapper(value, prototype: context.realm.booleanPrototype)
        case .number: return try context.makeWrapper(value, prototype: context.realm.numberPrototype)
        case .string: return try context.makeWrapper(value, prototype: context.realm.stringPrototype)
        }
    }
}

enum FunctionBuiltins {
    static func install(in realm: ScriptRealm) {
        let prototype = realm.functionPrototype
        // There is no Function constructor (it would compile source at run time); a function's `constructor`
        // finds nothing rather than Object's.
        prototype.define("constructor", .undefined)
        realm.method(prototype, "call", 1) { context, this, arguments throws(ScriptError) in
            guard case .object(let function) = this, function.isCallable else {
                throw context.typeError("call needs a function")
            }
            return try function.call(context, this: arguments[argument: 0], arguments: Array(arguments.dropFirst()))
        }
        realm.method(prototype, "apply", 2) { context, this, arguments throws(ScriptError) in
            guard case .object(let function) = this, function.isCallable else {
                throw context.typeError("apply needs a function")
            }
            var list: [ScriptValue] = []
            switch arguments[argument: 1] {
            case .undefined, .null: break
            case .object(let array) where array.kind == .array || array.kind == .arguments: list = array.elements
            default: throw context.typeError("apply needs an array of arguments")
            }
            return try function.call(context, this: arguments[argument: 0], arguments: list)
        }
        realm.method(prototype, "bind", 1) { context, this, arguments throws(ScriptError) in
            guard case .object(let function) = this, function.isCallable else {
                throw context.typeError("bind needs a function")
            }
            let boundThis = arguments[argument: 0]
            let bound = Array(arguments.dropFirst())
            return .object(
                try context.makeFunction(
                    NativeFunction(name: "bound", length: 0) { context, _, more throws(ScriptError) in
                        try function.call(context, this: boundThis, arguments: bound + more)
                    }))
        }
        realm.method(prototype, "toString", 0) { _, _, _ throws(ScriptError) in .string("function () { [code] }") }
    }
}

extension ScriptContext {
    func makeWrapper(_ primitive: ScriptValue, prototype: ScriptObject) throws(ScriptError) -> ScriptObject {
        try charge(bytes: 96)
        let wrapper = ScriptObject(kind: .primitiveWrapper, prototype: prototype)
        wrapper.primitiveValue = primitive
        return wrapper
    }

    func makeObjectWithoutPrototype() throws(ScriptError) -> ScriptObject {
        try charge(bytes: 96)
        return ScriptObject(kind: .ordinary, prototype: nil)
    }
}
