import ScriptSyntax

/// One running function's variables, linked to the activation it was defined in (its closure).
///
/// Names are resolved to a depth and a slot when the script is compiled, so reading a variable walks a fixed number
/// of links and indexes an array.
final class Activation {
    /// Unchecked for exclusivity: only the compiled code of one run touches an activation, one access at a time.
    @exclusivity(unchecked) var slots: [ScriptValue]
    let parent: Activation?
    let this: ScriptValue
    let context: ScriptContext
    let arguments: [ScriptValue]
    private var argumentsObject: ScriptObject?
    /// Set on the activation of host names only: slots it has not been asked for yet are filled on first read.
    let host: ScriptHostScope?
    @exclusivity(unchecked) private var loaded: [Bool]
    /// The host name each slot holds, for the activation of host names.
    private let nameIndices: [Int]

    init(slotCount: Int, parent: Activation?, this: ScriptValue, arguments: [ScriptValue], context: ScriptContext) {
        slots = Array(repeating: .undefined, count: slotCount)
        self.parent = parent
        self.this = this
        self.arguments = arguments
        self.context = context
        host = nil
        loaded = []
        nameIndices = []
    }

    init(host: ScriptHostScope, nameIndices: [Int], context: ScriptContext) {
        slots = Array(repeating: .undefined, count: nameIndices.count)
        parent = nil
        this = .undefined
        arguments = []
        self.context = context
        self.host = host
        loaded = Array(repeating: false, count: nameIndices.count)
        self.nameIndices = nameIndices
    }

    @inline(__always)
    func ancestor(_ depth: Int) -> Activation {
        var activation = self
        for _ in 0..<depth { activation = activation.parent! }
        return activation
    }

    /// A host name's value, asking the host the first time.
    func hostValue(_ index: Int) throws(ScriptError) -> ScriptValue {
        if !loaded[index] {
            slots[index] = try host!.value(ofName: nameIndices[index], context)
            loaded[index] = true
        }
        return slots[index]
    }

    func setHostValue(_ index: Int, _ value: ScriptValue) {
        slots[index] = value
        loaded[index] = true
    }

    func argumentsValue() throws(ScriptError) -> ScriptValue {
        if let argumentsObject { return .object(argumentsObject) }
        try context.charge(bytes: 96 + arguments.count * MemoryLayout<ScriptValue>.stride)
        let object = ScriptObject(kind: .arguments, prototype: context.realm.objectPrototype)
        object.elements = arguments
        argumentsObject = object
        return .object(object)
    }
}

/// What a script may read from its host besides its own variables: the names given when it was compiled.
package protocol ScriptHostScope: AnyObject {
    /// The value of the `index`-th host name, asked for once per run, the first time the script reads it.
    func value(ofName index: Int, _ context: ScriptContext) throws(ScriptError) -> ScriptValue
}

/// A function made by running a function expression or declaration: its code and the variables it closes over.
final class ScriptFunction: @unchecked Sendable {
    let compiled: CompiledFunction
    let closure: Activation?

    init(compiled: CompiledFunction, closure: Activation?) {
        self.compiled = compiled
        self.closure = closure
    }

    var literal: FunctionLiteral { compiled.literal }

    func invoke(
        _ context: ScriptContext, callee: ScriptObject, this: ScriptValue, arguments: [ScriptValue]
    ) throws(ScriptError) -> ScriptValue {
        try context.enterCall()
        defer { context.leaveCall() }
        let activation = Activation(
            slotCount: compiled.slotCount, parent: closure, this: this, arguments: arguments, context: context)
        if let slot = compiled.selfSlot { activation.slots[slot] = .object(callee) }
        for (offset, slot) in compiled.parameterSlots.enumerated() where offset < arguments.count {
            activation.slots[slot] = arguments[offset]
        }
        try compiled.declareFunctions(in: activation)
        if case .returned(let value) = try compiled.body(activation) { return value }
        return .undefined
    }
}

/// A compiled function body, shared by every closure made from it.
final class CompiledFunction: Sendable {
    let literal: FunctionLiteral
    let slotCount: Int
    let parameterSlots: [Int]
    /// Function declarations, made when the body starts so that they can be called before they appear.
    let hoisted: [(slot: Int, function: CompiledFunction)]
    /// Where a named function expression finds itself by its name.
    let selfSlot: Int?
    let body: StatementCode

    init(
        literal: FunctionLiteral, slotCount: Int, parameterSlots: [Int],
        hoisted: [(slot: Int, function: CompiledFunction)], selfSlot: Int?, body: @escaping StatementCode
    ) {
        self.literal = literal
        self.slotCount = slotCount
        self.parameterSlots = parameterSlots
        self.hoisted = hoisted
        self.selfSlot = selfSlot
        self.body = body
    }

    func declareFunctions(in activation: Activation) throws(ScriptError) {
        for (slot, function) in hoisted {
            activation.slots[slot] = .object(try function.makeClosure(in: activation))
        }
    }

    func makeClosure(in activation: Activation) throws(ScriptError) -> ScriptObject {
        try activation.context.charge(bytes: 160)
        let object = ScriptObject(
            kind: .function, prototype: activation.context.realm.functionPrototype,
            callable: .script(ScriptFunction(compiled: self, closure: activation)))
        object.define("length", .number(Double(literal.parameters.count)))
        if let name = literal.name { object.define("name", .string(name)) }
        return object
    }
}

/// How a statement finished.
enum Completion {
    case normal
    case breakLoop(label: String?)
    case continueLoop(label: String?)
    case returned(ScriptValue)
}

typealias Code = @Sendable (Activation) throws(ScriptError) -> ScriptValue
typealias StatementCode = @Sendable (Activation) throws(ScriptError) -> Completion
