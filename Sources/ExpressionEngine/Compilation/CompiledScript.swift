import ScriptSyntax

/// A script parsed and compiled once, run any number of times, each run with its own variables and budget.
///
/// ```swift
/// let script = try CompiledScript(source: "var $bm_rt; $bm_rt = value * 2;", hostNames: ["value"])
/// let result = try script.run(host: myHost, context: ScriptContext(limits: limits))
/// ```
package final class CompiledScript: Sendable {
    /// Longer sources are refused before they are read.
    package static let maximumSourceLength = 100_000

    private let program: CompiledFunction
    private let resultSlot: Int
    private let completionSlot: Int
    /// For each host slot, the index of the host name it holds.
    private let hostNameIndices: [Int]
    /// The host names the script mentions, so that a host can tell, say, a script that never reads `time`.
    package let mentionedHostNames: Set<String>

    /// Compiles `source` as the body of a function. `hostNames` are the names the host answers (`time`, `value`…);
    /// `resultName` is declared in the script and, when it holds a value at the end, is the result (else the last
    /// expression statement's value is).
    package init(
        source: String, hostNames: [String], resultName: String = "$bm_rt", realm: ScriptRealm = .standard
    ) throws(ScriptSyntaxError) {
        guard source.utf8.count <= Self.maximumSourceLength else {
            throw ScriptSyntaxError(
                message: "the source is longer than \(Self.maximumSourceLength) bytes", line: 1, column: 1)
        }
        var parser = try Parser(source: source)
        let statements = try parser.parseProgram()
        let lexer = Lexer(source: source)
        let compiler = Compiler(hostNames: hostNames, realm: realm) { lexer.location(of: $0) }
        let compiled = try compiler.compileProgram(statements, resultName: resultName)
        program = compiled.function
        resultSlot = compiled.resultSlot
        completionSlot = compiled.completionSlot
        hostNameIndices = compiler.usedHostNames
        mentionedHostNames = Set(compiler.usedHostNames.map { hostNames[$0] })
    }

    /// Runs the script once: the result variable's value, or the last expression statement's.
    package func run(host: ScriptHostScope, context: ScriptContext) throws(ScriptError) -> ScriptValue {
        let hostActivation = Activation(host: host, nameIndices: hostNameIndices, context: context)
        let activation = Activation(
            slotCount: program.slotCount, parent: hostActivation, this: .undefined, arguments: [], context: context)
        try context.enterCall()
        defer { context.leaveCall() }
        try program.declareFunctions(in: activation)
        _ = try program.body(activation)
        let result = activation.slots[resultSlot]
        return result.isUndefined ? activation.slots[completionSlot] : result
    }
}
