/// The inputs' values while a machine runs, each beside the value it was declared with (for `Reset`).
struct StateMachineInputs {
    enum Change {
        case numeric(Float, Float), string(String, String), boolean(Bool, Bool)
    }

    private var numbers: [String: (value: Float, initial: Float)] = [:]
    private var strings: [String: (value: String, initial: String)] = [:]
    private var booleans: [String: (value: Bool, initial: Bool)] = [:]
    private var events: Set<String> = []

    init(_ declared: [StateMachine.Input]) {
        for input in declared {
            switch input {
            case .numeric(let name, let value): numbers[name] = (value, value)
            case .string(let name, let value): strings[name] = (value, value)
            case .boolean(let name, let value): booleans[name] = (value, value)
            case .event(let name): events.insert(name)
            }
        }
    }

    func numeric(_ name: String) -> Float? { numbers[name]?.value }
    func string(_ name: String) -> String? { strings[name]?.value }
    func boolean(_ name: String) -> Bool? { booleans[name]?.value }
    func isEvent(_ name: String) -> Bool { events.contains(name) }

    /// The previous value; nil (and nothing set) when there is no such input.
    mutating func setNumeric(_ name: String, _ value: Float) -> Float? {
        guard let old = numbers[name]?.value else { return nil }
        numbers[name]?.value = value
        return old
    }

    mutating func setString(_ name: String, _ value: String) -> String? {
        guard let old = strings[name]?.value else { return nil }
        strings[name]?.value = value
        return old
    }

    mutating func setBoolean(_ name: String, _ value: Bool) -> Bool? {
        guard let old = booleans[name]?.value else { return nil }
        booleans[name]?.value = value
        return old
    }

    /// Back to the declared value.
    mutating func reset(_ name: String) -> Change? {
        if let entry = numbers[name] {
            numbers[name]?.value = entry.initial
            return .numeric(entry.value, entry.initial)
        }
        if let entry = booleans[name] {
            booleans[name]?.value = entry.initial
            return .boolean(entry.value, entry.initial)
        }
        if let entry = strings[name] {
            strings[name]?.value = entry.initial
            return .string(entry.value, entry.initial)
        }
        return nil
    }
}

/// PCG-XSH-RR: small, fast and the same on every machine, so that `SetRandom` draws repeat for a seed.
struct PermutedCongruentialGenerator {
    static let defaultSeed: UInt64 = 0x853C_49E6_748F_EA9B
    private static let multiplier: UInt64 = 6_364_136_223_846_793_005
    private static let increment: UInt64 = 1_442_695_040_888_963_407
    private var state: UInt64

    init(seed: UInt64) {
        state = 0
        _ = next()
        state &+= seed
        _ = next()
    }

    mutating func next() -> UInt32 {
        let old = state
        state = old &* Self.multiplier &+ Self.increment
        let shifted = UInt32(truncatingIfNeeded: ((old >> 18) ^ old) >> 27)
        let rotation = UInt32(truncatingIfNeeded: old >> 59)
        return (shifted >> rotation) | (shifted << ((~rotation &+ 1) & 31))
    }

    /// In [0, 1), from the top 24 bits, which a `Float` holds exactly.
    mutating func nextUnitFloat() -> Float {
        Float(next() >> 8) / Float(1 << 24)
    }
}
