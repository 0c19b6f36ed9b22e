#if canImport(CThreadStack)
import CThreadStack
#endif

/// What one run of a script may spend. Reaching a limit stops the run with `ScriptError.limitReached`, which
/// `try`/`catch` in the script cannot catch, so a script cannot keep itself going past its budget.
package struct ScriptLimits: Sendable, Equatable {
    /// Loop iterations, calls and other steps.
    package var steps: Int
    /// Bytes of arrays, strings and objects made (counted as made, not as freed).
    package var bytes: Int
    /// Nested calls of script functions.
    package var callDepth: Int
    /// Elements in one array.
    package var arrayLength: Int
    /// UTF-16 units in one string.
    package var stringLength: Int

    package init(steps: Int, bytes: Int, callDepth: Int, arrayLength: Int, stringLength: Int) {
        self.steps = steps
        self.bytes = bytes
        self.callDepth = callDepth
        self.arrayLength = arrayLength
        self.stringLength = stringLength
    }
}

/// Why a run stopped short.
package enum ScriptLimit: Sendable, Equatable, CustomStringConvertible {
    case steps(Int)
    case memory(bytes: Int)
    case callDepth(Int)
    case stack
    case arrayLength(Int)
    case stringLength(Int)

    package var description: String {
        switch self {
        case .steps(let limit): "ran more than \(limit) steps"
        case .memory(let bytes): "made more than \(bytes / 1_048_576) MiB of values"
        case .callDepth(let limit): "called functions more than \(limit) deep"
        case .stack: "nested too deeply for the stack"
        case .arrayLength(let limit): "made an array longer than \(limit) elements"
        case .stringLength(let limit): "made a string longer than \(limit) characters"
        }
    }
}

/// How a run ended early: an exception the script threw and did not catch, or a limit.
package enum ScriptError: Error, Sendable, CustomStringConvertible {
    case thrown(ScriptValue)
    case limitReached(ScriptLimit)

    package var description: String {
        switch self {
        case .limitReached(let limit):
            return "stopped: the expression \(limit)"
        case .thrown(let value):
            if case .object(let object) = value, object.kind == .error {
                let name = object.plainValue("name")?.toDisplayString() ?? "Error"
                let message = object.plainValue("message")?.toDisplayString() ?? ""
                return message.isEmpty ? name : "\(name): \(message)"
            }
            return "uncaught exception: \(String(value.toDisplayString().prefix(200)))"
        }
    }
}

/// The state of one run: its budget, the built-ins, and the random numbers it draws. Not shared between threads;
/// a host that evaluates scripts on several threads gives each run its own context.
package final class ScriptContext {
    package let realm: ScriptRealm
    package let limits: ScriptLimits
    // Unchecked for exclusivity: counted on every step of a run, by that run's thread alone.
    @exclusivity(unchecked) package private(set) var stepsLeft: Int
    @exclusivity(unchecked) package private(set) var bytesLeft: Int
    @exclusivity(unchecked) private var callDepth = 0
    /// The lowest address the stack may grow to while this context runs scripts; found the first time calls nest
    /// deep enough to need it (finding it reads /proc on the main thread).
    private var stackFloor: UInt?
    /// The generator behind `Math.random`; hosts seed it so that the same run draws the same numbers.
    package var random: RandomSource

    /// Starts a new budget for the next run: at most `steps` and `bytes` (a host may give less than the limits,
    /// when a frame's own budget is nearly spent).
    package func beginRun(steps: Int, bytes: Int) {
        stepsLeft = steps
        bytesLeft = bytes
        runSteps = steps
        runBytes = bytes
    }

    /// The budget the current run started with.
    private var runSteps: Int
    private var runBytes: Int

    package init(limits: ScriptLimits, realm: ScriptRealm = .standard, random: RandomSource = RandomSource(seed: 0)) {
        self.realm = realm
        self.limits = limits
        stepsLeft = limits.steps
        bytesLeft = limits.bytes
        runSteps = limits.steps
        runBytes = limits.bytes
        self.random = random
    }

    /// What the current run has spent.
    package var stepsUsed: Int { runSteps - stepsLeft }
    package var bytesUsed: Int { runBytes - bytesLeft }

    @inline(__always)
    package func step() throws(ScriptError) {
        stepsLeft &-= 1
        if stepsLeft < 0 { throw .limitReached(.steps(runSteps)) }
    }

    /// Charges work a built-in does in one go (sorting, joining, copying) as that many steps.
    package func step(count: Int) throws(ScriptError) {
        stepsLeft &-= max(count, 1)
        if stepsLeft < 0 { throw .limitReached(.steps(runSteps)) }
    }

    package func charge(bytes: Int) throws(ScriptError) {
        bytesLeft &-= max(bytes, 0)
        if bytesLeft < 0 { throw .limitReached(.memory(bytes: runBytes)) }
    }

    package func allowArrayLength(_ length: Int) throws(ScriptError) {
        if length > limits.arrayLength { throw .limitReached(.arrayLength(limits.arrayLength)) }
    }

    /// Charges a string about to be made, refusing one over the length limit.
    package func allowString(length: Int) throws(ScriptError) {
        if length > limits.stringLength { throw .limitReached(.stringLength(limits.stringLength)) }
        try charge(bytes: 32 + length * 2)
    }

    func enterCall() throws(ScriptError) {
        callDepth += 1
        if callDepth > limits.callDepth { throw .limitReached(.callDepth(limits.callDepth)) }
        if callDepth > Self.shallowCallDepth {
            var marker: UInt8 = 0
            let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            let floor = stackFloor ?? Self.stackFloor()
            stackFloor = floor
            if here < floor { throw .limitReached(.stack) }
        }
        try step()
    }

    func leaveCall() { callDepth -= 1 }

    /// Calls this shallow cannot exhaust any thread's stack; deeper ones are checked against it.
    private static let shallowCallDepth = 16

    // MARK: - Making values

    package func makeObject(prototype: ScriptObject? = nil) throws(ScriptError) -> ScriptObject {
        try charge(bytes: 96)
        return ScriptObject(kind: .ordinary, prototype: prototype ?? realm.objectPrototype)
    }

    /// A plain object with `properties`, made in one go (hosts' records: a keyframe, a marker, a rectangle).
    package func makeObject(properties: [(String, ScriptValue)]) throws(ScriptError) -> ScriptObject {
        try charge(bytes: 96 + properties.count * 64)
        let object = ScriptObject(kind: .ordinary, prototype: realm.objectPrototype)
        for (name, value) in properties { object.define(name, value) }
        return object
    }

    package func makeArray(_ elements: [ScriptValue]) throws(ScriptError) -> ScriptObject {
        try allowArrayLength(elements.count)
        try charge(bytes: 96 + elements.count * MemoryLayout<ScriptValue>.stride)
        let array = ScriptObject(kind: .array, prototype: realm.arrayPrototype)
        array.elements = elements
        return array
    }

    /// An array whose further properties and methods `host` answers (a property value with `valueAtTime`…).
    package func makeArray(_ elements: [ScriptValue], host: HostObject) throws(ScriptError) -> ScriptObject {
        try allowArrayLength(elements.count)
        try charge(bytes: 128 + elements.count * MemoryLayout<ScriptValue>.stride)
        let array = ScriptObject(kind: .array, prototype: realm.arrayPrototype, host: host)
        array.elements = elements
        return array
    }

    /// A `Number` object for `number` whose further properties `host` answers, as lottie-web's property values are.
    package func makeNumber(_ number: Double, host: HostObject) throws(ScriptError) -> ScriptObject {
        try charge(bytes: 128)
        let object = ScriptObject(kind: .primitiveWrapper, prototype: realm.numberPrototype, host: host)
        object.primitiveValue = .number(number)
        return object
    }

    /// A `String` object for `text` whose further properties `host` answers (a text layer's `sourceText`).
    package func makeString(_ text: String, host: HostObject) throws(ScriptError) -> ScriptObject {
        try allowString(length: text.utf16.count)
        let object = ScriptObject(kind: .primitiveWrapper, prototype: realm.stringPrototype, host: host)
        object.primitiveValue = .string(text)
        return object
    }

    /// An object made by a host, charged to the run.
    package func makeHostObject(_ host: HostObject) throws(ScriptError) -> ScriptValue {
        try charge(bytes: 128)
        return .object(ScriptObject(host: host, context: self))
    }

    package func makeArray(numbers: [Double]) throws(ScriptError) -> ScriptValue {
        .object(try makeArray(numbers.map { .number($0) }))
    }

    package func makeString(_ text: String) throws(ScriptError) -> ScriptValue {
        try allowString(length: text.utf16.count)
        return .string(text)
    }

    package func makeFunction(_ function: NativeFunction) throws(ScriptError) -> ScriptObject {
        try charge(bytes: 128)
        return realm.function(function)
    }

    /// A new error object of the realm's kind `name` (`TypeError`, `RangeError`…).
    package func makeError(_ name: String, _ message: String) -> ScriptObject {
        let prototype = realm.errorPrototypes[name] ?? realm.errorPrototypes["Error"]!
        let error = ScriptObject(kind: .error, prototype: prototype)
        error.define("message", .string(message))
        return error
    }

    package func typeError(_ message: String) -> ScriptError { .thrown(.object(makeError("TypeError", message))) }
    package func rangeError(_ message: String) -> ScriptError { .thrown(.object(makeError("RangeError", message))) }
    package func referenceError(_ message: String) -> ScriptError {
        .thrown(.object(makeError("ReferenceError", message)))
    }

    // MARK: - Stack

    /// How far below this point a run may take the stack: 1 MiB, or less on a thread whose stack is smaller, leaving
    /// room for whatever called the script.
    private static func stackFloor() -> UInt {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        var allowance: UInt = 1 << 20
        #if canImport(CThreadStack)
        let bottom = UInt(tabshift_stack_bottom())
        if bottom > 0, here > bottom { allowance = min(allowance, (here - bottom) / 2) }
        #endif
        return here > allowance ? here - allowance : 0
    }
}

/// A seeded generator (xorshift128+), so that `Math.random` gives the same numbers for the same seed on every
/// machine and in every order of frames.
package struct RandomSource: Sendable {
    private var state0: UInt64
    private var state1: UInt64

    package init(seed: UInt64) {
        // SplitMix64 spreads any seed, 0 included, over both words.
        var x = seed
        func next() -> UInt64 {
            x &+= 0x9E37_79B9_7F4A_7C15
            var z = x
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        state0 = next()
        state1 = next()
    }

    /// A number in [0, 1) with 53 random bits.
    package mutating func next() -> Double {
        var s1 = state0
        let s0 = state1
        state0 = s0
        s1 ^= s1 << 23
        state1 = s1 ^ s0 ^ (s1 >> 17) ^ (s0 >> 26)
        return Double((state1 &+ s0) >> 11) / 9_007_199_254_740_992
    }
}
