import ScriptSyntax

/// Turns the syntax tree into nested closures, resolving every name to a slot as it goes.
///
/// Scripts run in strict mode, as lottie-web runs them: assigning a name that was never declared throws a
/// ReferenceError instead of making a global, so a run leaves nothing behind for the next one to see.
final class Compiler {
    private let hostNames: [String: Int]
    private let realm: ScriptRealm
    private let locate: (Int) -> (line: Int, column: Int)
    private(set) var scope: FunctionScope
    /// The program's own scope, whose expression statements record the completion value.
    private var programScope: FunctionScope
    private var completionSlot = 0
    /// Host names the script reads or writes, in the order first met: a name's position here is its slot in the
    /// host activation, so a run sets up slots only for the names it uses.
    private(set) var usedHostNames: [Int] = []
    private var hostSlots: [Int: Int] = [:]

    init(hostNames: [String], realm: ScriptRealm, locate: @escaping (Int) -> (line: Int, column: Int)) {
        var indices: [String: Int] = [:]
        for (index, name) in hostNames.enumerated() where indices[name] == nil { indices[name] = index }
        self.hostNames = indices
        self.realm = realm
        self.locate = locate
        scope = FunctionScope(parent: nil, isArrow: false)
        programScope = scope
    }

    func error(_ message: String, at offset: Int) -> ScriptSyntaxError {
        let (line, column) = locate(offset)
        return ScriptSyntaxError(message: message, line: line, column: column)
    }

    // MARK: - Programs and functions

    /// The program as a function of no arguments; `resultName` (`$bm_rt`) is declared in it, and each top-level
    /// expression statement stores its value in `completionSlot`.
    func compileProgram(
        _ statements: [Statement], resultName: String
    ) throws(ScriptSyntaxError) -> (function: CompiledFunction, resultSlot: Int, completionSlot: Int) {
        let literal = FunctionLiteral(name: nil, parameters: [], body: statements, isArrow: false, offset: 0)
        var resultSlot = 0
        let function = try compileFunction(literal) { scope in
            resultSlot = scope.declareInFunction(resultName)
            self.completionSlot = scope.anonymousSlot()
            self.programScope = scope
        }
        return (function, resultSlot, completionSlot)
    }

    func compileFunction(
        _ literal: FunctionLiteral, prepare: (FunctionScope) -> Void = { _ in }
    ) throws(ScriptSyntaxError) -> CompiledFunction {
        let outer = scope
        let inner = FunctionScope(parent: outer, isArrow: literal.isArrow)
        scope = inner
        defer { scope = outer }
        prepare(inner)
        let parameterSlots = literal.parameters.map { inner.declareInBlock($0) }
        var selfSlot: Int?
        if let name = literal.name, inner.slot(of: name) == nil, !isDeclaration(literal) {
            selfSlot = inner.declareInFunction(name)
        }
        var variables: [String] = []
        var functions: [FunctionLiteral] = []
        collectDeclarations(literal.body, variables: &variables, functions: &functions)
        for name in variables { inner.declareInFunction(name) }
        let functionSlots = functions.map { inner.declareInFunction($0.name ?? "") }
        var hoisted: [(slot: Int, function: CompiledFunction)] = []
        for (slot, function) in zip(functionSlots, functions) {
            declaredFunctions.insert(ObjectIdentifier(function))
            hoisted.append((slot, try compileFunction(function)))
        }
        let body = try compileBlockBody(literal.body)
        return CompiledFunction(
            literal: literal, slotCount: inner.slotCount, parameterSlots: parameterSlots, hoisted: hoisted,
            selfSlot: selfSlot, body: body)
    }

    /// Function declarations (as opposed to expressions) by identity.
    private var declaredFunctions: Set<ObjectIdentifier> = []

    private func isDeclaration(_ literal: FunctionLiteral) -> Bool {
        declaredFunctions.contains(ObjectIdentifier(literal))
    }

    /// `var` names and function declarations anywhere in a body, but not inside nested functions: they belong to
    /// the whole function from its start.
    private func collectDeclarations(
        _ statements: [Statement], variables: inout [String], functions: inout [FunctionLiteral]
    ) {
        for statement in statements { collectDeclarations(statement, variables: &variables, functions: &functions) }
    }

    private func collectDeclarations(
        _ statement: Statement, variables: inout [String], functions: inout [FunctionLiteral]
    ) {
        switch statement {
        case .variables(.var, let declarations): variables += declarations.map(\.name)
        case .function(let literal): functions.append(literal)
        case .if(_, let then, let otherwise):
            collectDeclarations(then, variables: &variables, functions: &functions)
            if let otherwise { collectDeclarations(otherwise, variables: &variables, functions: &functions) }
        case .block(let body): collectDeclarations(body, variables: &variables, functions: &functions)
        case .for(let initializer, _, _, let body):
            if let initializer { collectDeclarations(initializer, variables: &variables, functions: &functions) }
            collectDeclarations(body, variables: &variables, functions: &functions)
        case .forIn(let target, _, let body):
            if case .declaration(.var, let name) = target { variables.append(name) }
            collectDeclarations(body, variables: &variables, functions: &functions)
        case .while(_, let body), .doWhile(let body, _), .labeled(_, let body):
            collectDeclarations(body, variables: &variables, functions: &functions)
        case .switch(_, let clauses):
            for clause in clauses { collectDeclarations(clause.body, variables: &variables, functions: &functions) }
        case .try(let body, _, let handler, let finalizer):
            collectDeclarations(body, variables: &variables, functions: &functions)
            if let handler { collectDeclarations(handler, variables: &variables, functions: &functions) }
            if let finalizer { collectDeclarations(finalizer, variables: &variables, functions: &functions) }
        default: break
        }
    }

    // MARK: - Names

    func resolve(_ name: String) -> Binding {
        var depth = 0
        var current: FunctionScope? = scope
        while let function = current {
            if let slot = function.slot(of: name) { return .local(depth: depth, slot: slot) }
            depth += 1
            current = function.parent
        }
        // The outermost scope is the program's; the activation above it holds the host's names.
        if let index = hostNames[name] {
            let slot =
                hostSlots[index]
                ?? {
                    usedHostNames.append(index)
                    hostSlots[index] = usedHostNames.count - 1
                    return usedHostNames.count - 1
                }()
            return .host(depth: depth - 1, index: slot)
        }
        if let value = realm.globals[name] { return .constant(value) }
        return .unresolved
    }

    /// How many activations up `this` and `arguments` live: arrow functions take their enclosing function's.
    func ownerOfThisDepth() -> Int {
        var depth = 0
        var current: FunctionScope? = scope
        while let function = current, function.isArrow {
            depth += 1
            current = function.parent
        }
        return depth
    }

    var isInProgramScope: Bool { scope === programScope }

    // MARK: - Statements

    func compileBlockBody(_ statements: [Statement]) throws(ScriptSyntaxError) -> StatementCode {
        let compiled = try statements.map { (statement) throws(ScriptSyntaxError) in try compile(statement) }
        switch compiled.count {
        case 0: return { _ throws(ScriptError) in .normal }
        case 1: return compiled[0]
        default:
            return { activation throws(ScriptError) in
                for code in compiled {
                    let completion = try code(activation)
                    if case .normal = completion { continue }
                    return completion
                }
                return .normal
            }
        }
    }

    func compile(_ statement: Statement, labels: [String] = []) throws(ScriptSyntaxError) -> StatementCode {
        switch statement {
        case .empty, .function:
            return { _ throws(ScriptError) in .normal }
        case .expression(let expression):
            let code = try compile(expression)
            if isInProgramScope {
                let slot = completionSlot
                return { activation throws(ScriptError) in
                    activation.slots[slot] = try code(activation)
                    return .normal
                }
            }
            return { activation throws(ScriptError) in
                _ = try code(activation)
                return .normal
            }
        case .variables(let kind, let declarations):
            return try compileVariables(kind, declarations)
        case .return(let value):
            guard let value else { return { _ throws(ScriptError) in .returned(.undefined) } }
            let code = try compile(value)
            return { activation throws(ScriptError) in .returned(try code(activation)) }
        case .if(let test, let then, let otherwise):
            let testCode = try compile(test)
            let thenCode = try compileScoped(then)
            guard let otherwise else {
                return { activation throws(ScriptError) in
                    try testCode(activation).isTruthy ? try thenCode(activation) : .normal
                }
            }
            let otherwiseCode = try compileScoped(otherwise)
            return { activation throws(ScriptError) in
                try testCode(activation).isTruthy ? try thenCode(activation) : try otherwiseCode(activation)
            }
        case .block(let body):
            scope.openBlock()
            defer { scope.closeBlock() }
            return try compileBlockBody(body)
        case .for(let initializer, let test, let update, let body):
            return try compileFor(initializer: initializer, test: test, update: update, body: body, labels: labels)
        case .forIn(let target, let object, let body):
            return try compileForIn(target: target, object: object, body: body, labels: labels)
        case .while(let test, let body):
            let testCode = try compile(test)
            let bodyCode = try compileLoopBody(body, labels: labels)
            return { activation throws(ScriptError) in
                while true {
                    try activation.context.step()
                    guard try testCode(activation).isTruthy else { return .normal }
                    if let exit = Self.loopExit(try bodyCode(activation), labels: labels) { return exit }
                }
            }
        case .doWhile(let body, let test):
            let testCode = try compile(test)
            let bodyCode = try compileLoopBody(body, labels: labels)
            return { activation throws(ScriptError) in
                while true {
                    try activation.context.step()
                    if let exit = Self.loopExit(try bodyCode(activation), labels: labels) { return exit }
                    guard try testCode(activation).isTruthy else { return .normal }
                }
            }
        case .break(let label):
            guard scope.jumpTargets.contains(where: { label == nil || $0.labels.contains(label!) }) else {
                throw error(
                    label.map { "no statement is labelled \"\($0)\"" } ?? "\"break\" outside a loop or switch", at: 0)
            }
            return { _ throws(ScriptError) in .breakLoop(label: label) }
        case .continue(let label):
            guard scope.jumpTargets.contains(where: { $0.isLoop && (label == nil || $0.labels.contains(label!)) })
            else {
                throw error(label.map { "no loop is labelled \"\($0)\"" } ?? "\"continue\" outside a loop", at: 0)
            }
            return { _ throws(ScriptError) in .continueLoop(label: label) }
        case .switch(let subject, let clauses):
            return try compileSwitch(subject, clauses, labels: labels)
        case .throw(let value, _):
            let code = try compile(value)
            return { activation throws(ScriptError) in throw .thrown(try code(activation)) }
        case .try(let body, let catchName, let handler, let finalizer):
            return try compileTry(body: body, catchName: catchName, handler: handler, finalizer: finalizer)
        case .labeled(let label, let body):
            switch body {
            case .for, .forIn, .while, .doWhile, .switch:
                return try compile(body, labels: labels + [label])
            default:
                scope.jumpTargets.append(([label], false))
                let code = try compile(body)
                scope.jumpTargets.removeLast()
                return { activation throws(ScriptError) in
                    let completion = try code(activation)
                    if case .breakLoop(let target) = completion, target == label { return .normal }
                    return completion
                }
            }
        }
    }

    /// A statement that is the body of an `if` or loop gets its own block for `let` and `const`.
    private func compileScoped(_ statement: Statement) throws(ScriptSyntaxError) -> StatementCode {
        scope.openBlock()
        defer { scope.closeBlock() }
        return try compile(statement)
    }

    private func compileLoopBody(_ body: Statement, labels: [String]) throws(ScriptSyntaxError) -> StatementCode {
        scope.jumpTargets.append((labels, true))
        defer { scope.jumpTargets.removeLast() }
        return try compileScoped(body)
    }

    /// What a loop does after its body completes: nil to go on, or the completion to leave with.
    @inline(__always)
    static func loopExit(_ completion: Completion, labels: [String]) -> Completion? {
        switch completion {
        case .normal: return nil
        case .breakLoop(let label): return label == nil || labels.contains(label!) ? .normal : completion
        case .continueLoop(let label): return label == nil || labels.contains(label!) ? nil : completion
        case .returned: return completion
        }
    }

    private func compileVariables(
        _ kind: VariableKind, _ declarations: [VariableDeclaration]
    ) throws(ScriptSyntaxError) -> StatementCode {
        var stores: [StatementCode] = []
        for declaration in declarations {
            let slot: Int
            if kind == .var {
                slot = scope.slot(of: declaration.name) ?? scope.declareInFunction(declaration.name)
            } else {
                slot = scope.declareInBlock(declaration.name)
            }
            guard let initializer = declaration.initializer else {
                // `let x;` starts undefined each time the block runs; `var x;` keeps what it holds.
                if kind != .var {
                    let reset: StatementCode = { activation throws(ScriptError) in
                        activation.slots[slot] = .undefined
                        return .normal
                    }
                    stores.append(reset)
                }
                continue
            }
            let code = try compile(initializer)
            let store: StatementCode = { activation throws(ScriptError) in
                activation.slots[slot] = try code(activation)
                return .normal
            }
            stores.append(store)
        }
        if stores.count == 1 { return stores[0] }
        let allStores = stores
        return { activation throws(ScriptError) in
            for store in allStores { _ = try store(activation) }
            return .normal
        }
    }

    private func compileFor(
        initializer: Statement?, test: Expression?, update: Expression?, body: Statement, labels: [String]
    ) throws(ScriptSyntaxError) -> StatementCode {
        scope.openBlock()
        defer { scope.closeBlock() }
        let initializerCode = try initializer.map { (statement) throws(ScriptSyntaxError) in try compile(statement) }
        let testCode = try test.map { (expression) throws(ScriptSyntaxError) in try compile(expression) }
        let updateCode = try update.map { (expression) throws(ScriptSyntaxError) in try compile(expression) }
        let bodyCode = try compileLoopBody(body, labels: labels)
        return { activation throws(ScriptError) in
            if let initializerCode { _ = try initializerCode(activation) }
            while true {
                try activation.context.step()
                if let testCode, !(try testCode(activation).isTruthy) { return .normal }
                if let exit = Self.loopExit(try bodyCode(activation), labels: labels) { return exit }
                if let updateCode { _ = try updateCode(activation) }
            }
        }
    }

    private func compileForIn(
        target: ForInTarget, object: Expression, body: Statement, labels: [String]
    ) throws(ScriptSyntaxError) -> StatementCode {
        scope.openBlock()
        defer { scope.closeBlock() }
        let store: @Sendable (Activation, ScriptValue) throws(ScriptError) -> Void
        switch target {
        case .declaration(let kind, let name):
            let slot =
                kind == .var ? (scope.slot(of: name) ?? scope.declareInFunction(name)) : scope.declareInBlock(name)
            store = { activation, value throws(ScriptError) in activation.slots[slot] = value }
        case .expression(let expression):
            store = try compileStore(into: expression)
        }
        let objectCode = try compile(object)
        let bodyCode = try compileLoopBody(body, labels: labels)
        return { activation throws(ScriptError) in
            let value = try objectCode(activation)
            let keys: [String]
            switch value {
            case .object(let object): keys = Self.enumerableKeys(object)
            case .string(let text): keys = (0..<text.utf16.count).map(String.init)
            default: keys = []
            }
            for key in keys {
                try activation.context.step()
                try store(activation, .string(key))
                if let exit = Self.loopExit(try bodyCode(activation), labels: labels) { return exit }
            }
            return .normal
        }
    }

    /// `for … in` sees an object's own names and those of prototypes a script made, not the built-ins' methods.
    private static func enumerableKeys(_ object: ScriptObject) -> [String] {
        var keys: [String] = []
        var seen: Set<String> = []
        var current: ScriptObject? = object
        while let link = current, !link.isFrozen {
            for key in link.ownPropertyNames where seen.insert(key).inserted { keys.append(key) }
            current = link.prototype
        }
        return keys
    }

    private func compileSwitch(
        _ subject: Expression, _ clauses: [SwitchClause], labels: [String]
    ) throws(ScriptSyntaxError) -> StatementCode {
        let subjectCode = try compile(subject)
        scope.openBlock()
        defer { scope.closeBlock() }
        scope.jumpTargets.append((labels, false))
        defer { scope.jumpTargets.removeLast() }
        let tests = try clauses.map { (clause) throws(ScriptSyntaxError) in
            try clause.test.map { (test) throws(ScriptSyntaxError) in try compile(test) }
        }
        let bodies = try clauses.map { (clause) throws(ScriptSyntaxError) in try compileBlockBody(clause.body) }
        let defaultIndex = clauses.firstIndex { $0.test == nil }
        return { activation throws(ScriptError) in
            let value = try subjectCode(activation)
            var start: Int?
            for (index, test) in tests.enumerated() {
                guard let test else { continue }
                if Operators.strictEquals(value, try test(activation)) { start = index; break }
            }
            guard let first = start ?? defaultIndex else { return .normal }
            for body in bodies[first...] {
                let completion = try body(activation)
                switch completion {
                case .normal: continue
                case .breakLoop(let label) where label == nil || labels.contains(label!): return .normal
                default: return completion
                }
            }
            return .normal
        }
    }

    private func compileTry(
        body: [Statement], catchName: String?, handler: [Statement]?, finalizer: [Statement]?
    ) throws(ScriptSyntaxError) -> StatementCode {
        scope.openBlock()
        let bodyCode = try compileBlockBody(body)
        scope.closeBlock()
        var handlerCode: StatementCode?
        var catchSlot: Int?
        if let handler {
            scope.openBlock()
            if let catchName { catchSlot = scope.declareInBlock(catchName) }
            handlerCode = try compileBlockBody(handler)
            scope.closeBlock()
        }
        var finalizerCode: StatementCode?
        if let finalizer {
            scope.openBlock()
            finalizerCode = try compileBlockBody(finalizer)
            scope.closeBlock()
        }
        let (handler, slot, finalizer) = (handlerCode, catchSlot, finalizerCode)
        return { activation throws(ScriptError) in
            var completion: Completion = .normal
            var pending: ScriptError?
            do throws(ScriptError) {
                completion = try bodyCode(activation)
            } catch {
                // Limits stop the whole run: a script cannot catch them and carry on.
                if case .thrown(let value) = error, let handler {
                    if let slot { activation.slots[slot] = value }
                    do throws(ScriptError) { completion = try handler(activation) } catch { pending = error }
                } else {
                    pending = error
                }
            }
            if let finalizer {
                if case .limitReached = pending { throw pending! }
                let finalCompletion = try finalizer(activation)
                if case .normal = finalCompletion {} else { return finalCompletion }
            }
            if let pending { throw pending }
            return completion
        }
    }
}
