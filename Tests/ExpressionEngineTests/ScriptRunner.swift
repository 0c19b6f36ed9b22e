import ExpressionEngine

/// Host names with fixed values, for running scripts in tests.
final class FixedNames: ScriptHostScope {
    let values: [ScriptValue]
    init(_ values: [ScriptValue]) { self.values = values }
    func value(ofName index: Int, _ context: ScriptContext) throws(ScriptError) -> ScriptValue { values[index] }
}

let testLimits = ScriptLimits(steps: 200_000, bytes: 64 << 20, callDepth: 100, arrayLength: 1_000_000, stringLength: 1_000_000)

/// Runs `source` with `names` as host names; the result, or the error a run ended with.
func run(_ source: String, names: [String: ScriptValue] = [:], limits: ScriptLimits = testLimits, seed: UInt64 = 0) throws -> ScriptValue {
    let ordered = names.sorted { $0.key < $1.key }
    let script = try CompiledScript(source: source, hostNames: ordered.map(\.key))
    return try script.run(host: FixedNames(ordered.map(\.value)), context: ScriptContext(limits: limits, random: RandomSource(seed: seed)))
}

/// The result as text, arrays joined with commas: what most assertions compare.
func text(_ source: String, names: [String: ScriptValue] = [:]) throws -> String {
    try run(source, names: names).toDisplayString()
}

/// The error a run throws, described.
func failure(_ source: String, limits: ScriptLimits = testLimits) -> String? {
    do {
        _ = try run(source, limits: limits)
        return nil
    } catch {
        return String(describing: error)
    }
}
