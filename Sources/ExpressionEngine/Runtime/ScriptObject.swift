/// A JavaScript object: plain objects, arrays, functions, errors, wrappers of primitives, and objects a host
/// makes whose properties it works out when read.
///
/// `@unchecked Sendable`: an object made while a script runs never leaves that run (results are converted before
/// they are handed back), and the realm's shared built-ins are frozen, so no object is written by two threads.
package final class ScriptObject: @unchecked Sendable {
    package enum Kind: Sendable {
        case ordinary, array, function, arguments, error, primitiveWrapper, date, regularExpression
    }

    package let kind: Kind
    package var prototype: ScriptObject?
    /// Own properties in the order they were added (the order `for … in` gives).
    @exclusivity(unchecked) private var properties = PropertyList()
    /// The elements of an array or an `arguments` object.
    @exclusivity(unchecked) var elements: [ScriptValue] = []
    /// A frozen object refuses new and changed properties, as the shared built-ins must.
    package private(set) var isFrozen = false
    let callable: Callable?
    /// The primitive a `Number`, `String` or `Boolean` object wraps.
    package var primitiveValue: ScriptValue?
    /// Properties worked out on demand, and calls, for objects that stand for something outside the script.
    package let host: HostObject?
    /// A regular expression's compiled pattern.
    var pattern: RegularExpression?

    init(kind: Kind, prototype: ScriptObject?, callable: Callable? = nil, host: HostObject? = nil) {
        self.kind = kind
        self.prototype = prototype
        self.callable = callable
        self.host = host
    }

    /// An object a host makes: its prototype is Object.prototype (or Function.prototype when `host` is callable).
    package convenience init(host: HostObject, context: ScriptContext) {
        self.init(
            kind: host.isCallable ? .function : .ordinary,
            prototype: host.isCallable ? context.realm.functionPrototype : context.realm.objectPrototype, host: host)
    }

    package var isCallable: Bool { callable != nil || host?.isCallable == true }

    /// The elements when this is an array.
    package var arrayElements: [ScriptValue]? { kind == .array ? elements : nil }

    /// Own, ordinary properties in the order they were added.
    package var ownPropertyNames: [String] {
        switch kind {
        case .array, .arguments: elements.indices.map(String.init) + properties.names
        case .primitiveWrapper:
            if case .string(let text)? = primitiveValue {
                (0..<text.utf16.count).map(String.init) + properties.names
            } else {
                properties.names
            }
        default: properties.names
        }
    }

    func freeze() { isFrozen = true }

    /// An own ordinary property, without asking the host or running anything.
    func storedValue(_ key: String) -> ScriptValue? { properties[key] }

    /// An ordinary property of the object or its prototypes, without asking a host or running anything.
    package func plainValue(_ key: String) -> ScriptValue? {
        var object: ScriptObject? = self
        while let current = object {
            if let value = current.properties[key] { return value }
            object = current.prototype
        }
        return nil
    }

    // MARK: - Reading

    /// [[Get]]: own properties, then what the host works out, then the prototype chain.
    package func get(_ key: String, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        var object: ScriptObject? = self
        while let current = object {
            if let found = try current.ownProperty(key, receiver: self, context) { return found }
            object = current.prototype
        }
        return .undefined
    }

    /// Element `index` of an array-like object, or the property named by it.
    package func get(index: Int, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        if kind == .array || kind == .arguments {
            return index >= 0 && index < elements.count ? elements[index] : .undefined
        }
        return try get(String(index), context)
    }

    private func ownProperty(
        _ key: String, receiver: ScriptObject, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue? {
        if kind == .array || kind == .arguments {
            if key == "length" { return .number(Double(elements.count)) }
            if let index = ScriptObject.arrayIndex(key) { return index < elements.count ? elements[index] : nil }
        } else if kind == .primitiveWrapper, case .string(let text)? = primitiveValue {
            if key == "length" { return .number(Double(text.utf16.count)) }
            if let index = ScriptObject.arrayIndex(key) {
                return StringFunctions.character(text, at: index).map { .string($0) }
            }
        }
        if let value = properties[key] { return value }
        if let host, let value = try host.property(key, of: receiver, context) { return value }
        if case .native(let function)? = callable {
            // A native function's name and length are answered, not stored: hosts make functions on every access.
            if key == "name" { return .string(function.name) }
            if key == "length" { return .number(Double(function.length)) }
        }
        if key == "prototype", case .script(let function)? = callable, !function.literal.isArrow {
            // Made on first use: most functions are never constructors.
            let prototype = try context.makeObject()
            prototype.define("constructor", .object(self))
            define("prototype", .object(prototype))
            return .object(prototype)
        }
        return nil
    }

    package func has(_ key: String, _ context: ScriptContext) throws(ScriptError) -> Bool {
        var object: ScriptObject? = self
        while let current = object {
            if try current.ownProperty(key, receiver: self, context) != nil { return true }
            object = current.prototype
        }
        return false
    }

    // MARK: - Writing

    /// [[Put]] in strict mode: a frozen object throws a TypeError.
    package func set(_ key: String, _ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) {
        guard !isFrozen else {
            throw context.typeError("cannot assign to property \"\(key.prefix(40))\" of a read-only object")
        }
        if kind == .array || kind == .arguments {
            if let index = ScriptObject.arrayIndex(key) { return try set(index: index, value, context) }
            if key == "length" { return try setLength(value, context) }
        }
        if properties.update(key, value) { try context.charge(bytes: 48 + key.utf8.count) }
    }

    /// Stores element `index`, growing an array (within the memory budget) when it lies past the end.
    package func set(index: Int, _ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) {
        guard kind == .array || kind == .arguments else { return try set(String(index), value, context) }
        guard !isFrozen else { throw context.typeError("cannot assign to an element of a read-only array") }
        if index < elements.count {
            elements[index] = value
            return
        }
        try context.allowArrayLength(index + 1)
        try context.charge(bytes: (index + 1 - elements.count) * MemoryLayout<ScriptValue>.stride)
        if index > elements.count {
            elements.append(contentsOf: repeatElement(.undefined, count: index - elements.count))
        }
        elements.append(value)
    }

    private func setLength(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) {
        let number = try value.toNumber(context)
        guard number >= 0, number == number.rounded(), number <= 4_294_967_295 else {
            throw context.rangeError("invalid array length")
        }
        let length = Int(exactly: number) ?? 0
        if length <= elements.count {
            elements.removeLast(elements.count - length)
        } else {
            try context.allowArrayLength(length)
            try context.charge(bytes: (length - elements.count) * MemoryLayout<ScriptValue>.stride)
            elements.append(contentsOf: repeatElement(.undefined, count: length - elements.count))
        }
    }

    /// Adds or replaces an own property while building an object, bypassing the frozen check.
    func define(_ key: String, _ value: ScriptValue) {
        properties.update(key, value)
    }

    @discardableResult
    package func delete(_ key: String, _ context: ScriptContext) throws(ScriptError) -> Bool {
        guard !isFrozen else {
            throw context.typeError("cannot delete property \"\(key.prefix(40))\" of a read-only object")
        }
        if (kind == .array || kind == .arguments), let index = ScriptObject.arrayIndex(key) {
            if index < elements.count { elements[index] = .undefined }
            return true
        }
        properties.remove(key)
        return true
    }

    /// A canonical array index ("0", "17"; not "01" or "1.0"), or nil.
    static func arrayIndex(_ key: String) -> Int? {
        let utf8 = key.utf8
        guard let first = utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"), utf8.count <= 10 else {
            return nil
        }
        if first == UInt8(ascii: "0") { return utf8.count == 1 ? 0 : nil }
        var value = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(truncatingIfNeeded: byte - UInt8(ascii: "0"))
        }
        return value < 4_294_967_295 ? value : nil
    }

    // MARK: - Calling

    package func call(
        _ context: ScriptContext, this: ScriptValue, arguments: [ScriptValue]
    ) throws(ScriptError) -> ScriptValue {
        switch callable {
        case .native(let function)?:
            try context.step()
            return try function.body(context, this, arguments)
        case .script(let function)?:
            return try function.invoke(context, callee: self, this: this, arguments: arguments)
        case nil:
            guard let host, host.isCallable else { throw context.typeError("not a function") }
            try context.step()
            return try host.call(this: this, arguments: arguments, context)
        }
    }

    /// `new F(…)`.
    package func construct(_ context: ScriptContext, arguments: [ScriptValue]) throws(ScriptError) -> ScriptValue {
        switch callable {
        case .native(let function)?:
            guard let construct = function.construct else {
                throw context.typeError("\(function.name) is not a constructor")
            }
            try context.step()
            return try construct(context, arguments)
        case .script(let function)?:
            guard !function.literal.isArrow else { throw context.typeError("an arrow function is not a constructor") }
            let prototypeValue = try get("prototype", context)
            let instance = try context.makeObject(prototype: prototypeValue.object ?? context.realm.objectPrototype)
            let result = try function.invoke(context, callee: self, this: .object(instance), arguments: arguments)
            if case .object = result { return result }
            return .object(instance)
        case nil:
            throw context.typeError("not a constructor")
        }
    }
}

/// What a function object runs.
enum Callable: Sendable {
    case native(NativeFunction)
    case script(ScriptFunction)
}

/// A function written in Swift.
package struct NativeFunction: Sendable {
    package typealias Body = @Sendable (ScriptContext, ScriptValue, [ScriptValue]) throws(ScriptError) -> ScriptValue
    package typealias Constructor = @Sendable (ScriptContext, [ScriptValue]) throws(ScriptError) -> ScriptValue

    package let name: String
    package let length: Int
    package let body: Body
    package let construct: Constructor?

    package init(name: String, length: Int, construct: Constructor? = nil, body: @escaping Body) {
        self.name = name
        self.length = length
        self.body = body
        self.construct = construct
    }
}

/// An object whose properties and calls a host answers: a layer, a property, a composition.
package protocol HostObject: AnyObject {
    /// The property `name`, or nil when the host has none by that name (the prototype chain is tried next).
    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    /// Whether the object can be called like a function.
    var isCallable: Bool { get }
    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
}

extension HostObject {
    package var isCallable: Bool { false }
    package func call(
        this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        throw context.typeError("not a function")
    }
}

/// An object's own properties in the order they were added. Scripts' objects hold a handful, which a linear search
/// finds sooner than hashing the name; past `indexedCount` a dictionary of positions takes over.
struct PropertyList {
    private(set) var names: [String] = []
    private var values: [ScriptValue] = []
    private var positions: [String: Int]?

    static let indexedCount = 12

    subscript(key: String) -> ScriptValue? {
        if let positions { return positions[key].map { values[$0] } }
        for index in names.indices where names[index] == key { return values[index] }
        return nil
    }

    /// Sets `key`; true when it is new.
    @discardableResult
    mutating func update(_ key: String, _ value: ScriptValue) -> Bool {
        if let positions {
            if let index = positions[key] {
                values[index] = value
                return false
            }
        } else if let index = names.firstIndex(of: key) {
            values[index] = value
            return false
        }
        names.append(key)
        values.append(value)
        if positions != nil {
            positions![key] = names.count - 1
        } else if names.count > Self.indexedCount {
            positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return true
    }

    mutating func remove(_ key: String) {
        guard let index = positions?[key] ?? names.firstIndex(of: key) else { return }
        names.remove(at: index)
        values.remove(at: index)
        if positions != nil {
            positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
