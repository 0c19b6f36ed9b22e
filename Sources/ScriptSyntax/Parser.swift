/// Recursive descent over the token stream, with semicolons inserted where a line break allows one.
///
/// Nesting (brackets, calls, blocks, functions) is bounded, so that hostile source cannot exhaust the stack while
/// being read or run.
package struct Parser {
    /// Deeper than any expression an exporter writes; each level costs a few stack frames here and when run.
    package static let maximumNesting = 128

    private var lexer: Lexer
    private var current: Token
    private var nesting = 0

    package init(source: String) throws(ScriptSyntaxError) {
        lexer = Lexer(source: source)
        current = try lexer.next()
    }

    /// The whole source as a program: a list of statements.
    package mutating func parseProgram() throws(ScriptSyntaxError) -> [Statement] {
        var statements: [Statement] = []
        while current.kind != .end { statements.append(try parseStatement()) }
        return statements
    }

    // MARK: - Tokens

    private mutating func advance() throws(ScriptSyntaxError) { current = try lexer.next() }

    private func isPunctuator(_ punctuator: Punctuator) -> Bool {
        if case .punctuator(let found) = current.kind { return found == punctuator }
        return false
    }

    private func isKeyword(_ keyword: Keyword) -> Bool {
        if case .keyword(let found) = current.kind { return found == keyword }
        return false
    }

    private mutating func take(_ punctuator: Punctuator) throws(ScriptSyntaxError) -> Bool {
        guard isPunctuator(punctuator) else { return false }
        try advance()
        return true
    }

    private mutating func expect(_ punctuator: Punctuator) throws(ScriptSyntaxError) {
        guard isPunctuator(punctuator) else { throw unexpected("\"\(punctuator.rawValue)\"") }
        try advance()
    }

    private mutating func expectName() throws(ScriptSyntaxError) -> String {
        guard case .identifier(let name) = current.kind else { throw unexpected("a name") }
        try advance()
        return name
    }

    /// A semicolon, or the place one is inserted: before `}`, at the end, or after a line break.
    private mutating func endStatement() throws(ScriptSyntaxError) {
        if try take(.semicolon) { return }
        if isPunctuator(.rightBrace) || current.kind == .end || current.followsLineBreak { return }
        throw unexpected("\";\"")
    }

    private func unexpected(_ expected: String) -> ScriptSyntaxError {
        lexer.error("expected \(expected) but found \(describe(current))", at: current.offset)
    }

    private func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier(let name): "\"\(name.prefix(40))\""
        case .keyword(let keyword): "\"\(keyword.rawValue)\""
        case .number(let number): "the number \(number)"
        case .string: "a string"
        case .punctuator(let punctuator): "\"\(punctuator.rawValue)\""
        case .regularExpression: "a regular expression"
        case .end: "the end of the expression"
        }
    }

    private mutating func nest() throws(ScriptSyntaxError) {
        nesting += 1
        if nesting > Self.maximumNesting {
            throw lexer.error("nested more than \(Self.maximumNesting) levels deep", at: current.offset)
        }
    }

    private mutating func unnest() { nesting -= 1 }

    // MARK: - Statements

    private mutating func parseStatement() throws(ScriptSyntaxError) -> Statement {
        try nest()
        defer { unnest() }
        switch current.kind {
        case .punctuator(.leftBrace):
            return .block(try parseBlock())
        case .punctuator(.semicolon):
            try advance()
            return .empty
        case .keyword(.var), .keyword(.let), .keyword(.const):
            let statement = try parseVariables(allowIn: true)
            try endStatement()
            return statement
        case .keyword(.function):
            let offset = current.offset
            try advance()
            let name = try expectName()
            return .function(try parseFunctionRest(name: name, offset: offset))
        case .keyword(.if):
            try advance()
            try expect(.leftParenthesis)
            let test = try parseExpression(allowIn: true)
            try expect(.rightParenthesis)
            let then = try parseStatement()
            var otherwise: Statement?
            if isKeyword(.else) {
                try advance()
                otherwise = try parseStatement()
            }
            return .if(test, then, otherwise)
        case .keyword(.for):
            return try parseFor()
        case .keyword(.while):
            try advance()
            try expect(.leftParenthesis)
            let test = try parseExpression(allowIn: true)
            try expect(.rightParenthesis)
            return .while(test, try parseStatement())
        case .keyword(.do):
            try advance()
            let body = try parseStatement()
            guard isKeyword(.while) else { throw unexpected("\"while\"") }
            try advance()
            try expect(.leftParenthesis)
            let test = try parseExpression(allowIn: true)
            try expect(.rightParenthesis)
            _ = try take(.semicolon)
            return .doWhile(body, test)
        case .keyword(.return):
            try advance()
            if isPunctuator(.semicolon) || isPunctuator(.rightBrace) || current.kind == .end || current.followsLineBreak
            {
                try endStatement()
                return .return(nil)
            }
            let value = try parseExpression(allowIn: true)
            try endStatement()
            return .return(value)
        case .keyword(.break), .keyword(.continue):
            let isBreak = isKeyword(.break)
            try advance()
            var label: String?
            if case .identifier(let name) = current.kind, !current.followsLineBreak {
                label = name
                try advance()
            }
            try endStatement()
            return isBreak ? .break(label: label) : .continue(label: label)
        case .keyword(.throw):
            let offset = current.offset
            try advance()
            guard !current.followsLineBreak else {
                throw lexer.error("a line break cannot follow \"throw\"", at: current.offset)
            }
            let value = try parseExpression(allowIn: true)
            try endStatement()
            return .throw(value, offset: offset)
        case .keyword(.try):
            return try parseTry()
        case .keyword(.switch):
            return try parseSwitch()
        case .keyword(let keyword)
        where [.with, .debugger, .class, .enum, .export, .import, .super, .extends, .yield].contains(keyword):
            throw lexer.error("\"\(keyword.rawValue)\" is not supported in expressions", at: current.offset)
        case .identifier(let name):
            // A label is a name followed by a colon; anything else starting with a name is an expression.
            let saved = (lexer, current)
            try advance()
            if isPunctuator(.colon) {
                try advance()
                return .labeled(name, try parseStatement())
            }
            (lexer, current) = saved
            fallthrough
        default:
            let value = try parseExpression(allowIn: true)
            try endStatement()
            return .expression(value)
        }
    }

    private mutating func parseBlock() throws(ScriptSyntaxError) -> [Statement] {
        try expect(.leftBrace)
        var statements: [Statement] = []
        while !isPunctuator(.rightBrace) {
            guard current.kind != .end else { throw unexpected("\"}\"") }
            statements.append(try parseStatement())
        }
        try advance()
        return statements
    }

    private mutating func variableKind() throws(ScriptSyntaxError) -> VariableKind {
        let kind: VariableKind = isKeyword(.let) ? .let : isKeyword(.const) ? .const : .var
        try advance()
        return kind
    }

    private mutating func parseVariables(allowIn: Bool) throws(ScriptSyntaxError) -> Statement {
        let kind = try variableKind()
        var declarations: [VariableDeclaration] = []
        repeat {
            let offset = current.offset
            let name = try expectName()
            var initializer: Expression?
            if try take(.assign) { initializer = try parseAssignment(allowIn: allowIn) }
            declarations.append(VariableDeclaration(name: name, initializer: initializer, offset: offset))
        } while try take(.comma)
        return .variables(kind, declarations)
    }

    private mutating func parseFor() throws(ScriptSyntaxError) -> Statement {
        try advance()
        try expect(.leftParenthesis)
        var initializer: Statement?
        if isKeyword(.var) || isKeyword(.let) || isKeyword(.const) {
            let declarations = try parseVariables(allowIn: false)
            if isKeyword(.in), case .variables(let kind, let list) = declarations, list.count == 1,
                list[0].initializer == nil
            {
                try advance()
                let object = try parseExpression(allowIn: true)
                try expect(.rightParenthesis)
                return .forIn(.declaration(kind, list[0].name), object, body: try parseStatement())
            }
            initializer = declarations
        } else if !isPunctuator(.semicolon) {
            let first = try parseExpression(allowIn: false)
            if isKeyword(.in) {
                guard first.isAssignable else {
                    throw lexer.error("the left side of \"in\" cannot be assigned", at: current.offset)
                }
                try advance()
                let object = try parseExpression(allowIn: true)
                try expect(.rightParenthesis)
                return .forIn(.expression(first), object, body: try parseStatement())
            }
            initializer = .expression(first)
        }
        try expect(.semicolon)
        let test = isPunctuator(.semicolon) ? nil : try parseExpression(allowIn: true)
        try expect(.semicolon)
        let update = isPunctuator(.rightParenthesis) ? nil : try parseExpression(allowIn: true)
        try expect(.rightParenthesis)
        return .for(initializer: initializer, test: test, update: update, body: try parseStatement())
    }

    private mutating func parseTry() throws(ScriptSyntaxError) -> Statement {
        try advance()
        let body = try parseBlock()
        var catchName: String?
        var handler: [Statement]?
        var finalizer: [Statement]?
        if isKeyword(.catch) {
            try advance()
            if try take(.leftParenthesis) {
                catchName = try expectName()
                try expect(.rightParenthesis)
            }
            handler = try parseBlock()
        }
        if isKeyword(.finally) {
            try advance()
            finalizer = try parseBlock()
        }
        guard handler != nil || finalizer != nil else { throw unexpected("\"catch\" or \"finally\"") }
        return .try(body: body, catchName: catchName, handler: handler, finalizer: finalizer)
    }

    private mutating func parseSwitch() throws(ScriptSyntaxError) -> Statement {
        try advance()
        try expect(.leftParenthesis)
        let subject = try parseExpression(allowIn: true)
        try expect(.rightParenthesis)
        try expect(.leftBrace)
        var clauses: [SwitchClause] = []
        var sawDefault = false
        while !isPunctuator(.rightBrace) {
            var test: Expression?
            if isKeyword(.case) {
                try advance()
                test = try parseExpression(allowIn: true)
            } else if isKeyword(.default) {
                guard !sawDefault else { throw lexer.error("a switch has two defaults", at: current.offset) }
                sawDefault = true
                try advance()
            } else {
                throw unexpected("\"case\" or \"default\"")
            }
            try expect(.colon)
            var body: [Statement] = []
            while !isKeyword(.case), !isKeyword(.default), !isPunctuator(.rightBrace) {
                guard current.kind != .end else { throw unexpected("\"}\"") }
                body.append(try parseStatement())
            }
            clauses.append(SwitchClause(test: test, body: body))
        }
        try advance()
        return .switch(subject, clauses)
    }

    private mutating func parseFunctionRest(name: String?, offset: Int) throws(ScriptSyntaxError) -> FunctionLiteral {
        try nest()
        defer { unnest() }
        try expect(.leftParenthesis)
        var parameters: [String] = []
        if !isPunctuator(.rightParenthesis) {
            repeat { parameters.append(try expectName()) } while try take(.comma)
        }
        try expect(.rightParenthesis)
        return FunctionLiteral(
            name: name, parameters: parameters, body: try parseBlock(), isArrow: false, offset: offset)
    }

    // MARK: - Expressions

    private mutating func parseExpression(allowIn: Bool) throws(ScriptSyntaxError) -> Expression {
        let first = try parseAssignment(allowIn: allowIn)
        guard isPunctuator(.comma) else { return first }
        var list = [first]
        while try take(.comma) { list.append(try parseAssignment(allowIn: allowIn)) }
        return .sequence(list)
    }

    private static let compoundAssignments: [Punctuator: BinaryOperator] = [
        .plusAssign: .add, .minusAssign: .subtract, .timesAssign: .multiply, .divideAssign: .divide,
        .remainderAssign: .remainder,
        .powerAssign: .power, .shiftLeftAssign: .shiftLeft, .shiftRightAssign: .shiftRight,
        .unsignedShiftRightAssign: .unsignedShiftRight,
        .bitAndAssign: .bitAnd, .bitOrAssign: .bitOr, .bitXorAssign: .bitXor
    ]

    private mutating func parseAssignment(allowIn: Bool) throws(ScriptSyntaxError) -> Expression {
        try nest()
        defer { unnest() }
        if case .identifier(let name) = current.kind {
            // `x => …`: an arrow function with one parameter.
            let saved = (lexer, current)
            let offset = current.offset
            try advance()
            if isPunctuator(.arrow), !current.followsLineBreak {
                return try parseArrowBody(parameters: [name], offset: offset)
            }
            (lexer, current) = saved
        }
        let offset = current.offset
        let target = try parseConditional(allowIn: allowIn)
        guard case .punctuator(let punctuator) = current.kind else { return target }
        if punctuator == .arrow {
            guard case .arrowParameters(let names) = target else {
                throw lexer.error("\"=>\" must follow a name or a list of names", at: current.offset)
            }
            return try parseArrowBody(parameters: names, offset: offset)
        }
        if punctuator == .assign || Self.compoundAssignments[punctuator] != nil {
            guard target.isAssignable else {
                throw lexer.error("the left side of an assignment must be a name or a property", at: current.offset)
            }
            let assignOffset = current.offset
            try advance()
            let value = try parseAssignment(allowIn: allowIn)
            return .assignment(Self.compoundAssignments[punctuator], target: target, value: value, offset: assignOffset)
        }
        return target
    }

    private mutating func parseArrowBody(parameters: [String], offset: Int) throws(ScriptSyntaxError) -> Expression {
        try expect(.arrow)
        if isPunctuator(.leftBrace) {
            return .function(
                FunctionLiteral(
                    name: nil, parameters: parameters, body: try parseBlock(), isArrow: true, offset: offset))
        }
        let value = try parseAssignment(allowIn: true)
        return .function(
            FunctionLiteral(name: nil, parameters: parameters, body: [.return(value)], isArrow: true, offset: offset))
    }

    private mutating func parseConditional(allowIn: Bool) throws(ScriptSyntaxError) -> Expression {
        let test = try parseBinary(allowIn: allowIn, minimumPrecedence: 0)
        guard try take(.question) else { return test }
        let then = try parseAssignment(allowIn: true)
        try expect(.colon)
        let otherwise = try parseAssignment(allowIn: allowIn)
        return .conditional(test, then, otherwise)
    }

    private enum BinaryKind {
        case logical(and: Bool)
        case binary(BinaryOperator)
    }

    private func binaryOperator(allowIn: Bool) -> (kind: BinaryKind, precedence: Int)? {
        switch current.kind {
        case .punctuator(let punctuator):
            switch punctuator {
            case .or: (.logical(and: false), 1)
            case .and: (.logical(and: true), 2)
            case .bitOr: (.binary(.bitOr), 3)
            case .bitXor: (.binary(.bitXor), 4)
            case .bitAnd: (.binary(.bitAnd), 5)
            case .equal: (.binary(.equal), 6)
            case .notEqual: (.binary(.notEqual), 6)
            case .strictEqual: (.binary(.strictEqual), 6)
            case .strictNotEqual: (.binary(.strictNotEqual), 6)
            case .less: (.binary(.less), 7)
            case .greater: (.binary(.greater), 7)
            case .lessEqual: (.binary(.lessEqual), 7)
            case .greaterEqual: (.binary(.greaterEqual), 7)
            case .shiftLeft: (.binary(.shiftLeft), 8)
            case .shiftRight: (.binary(.shiftRight), 8)
            case .unsignedShiftRight: (.binary(.unsignedShiftRight), 8)
            case .plus: (.binary(.add), 9)
            case .minus: (.binary(.subtract), 9)
            case .times: (.binary(.multiply), 10)
            case .divide: (.binary(.divide), 10)
            case .remainder: (.binary(.remainder), 10)
            case .power: (.binary(.power), 11)
            default: nil
            }
        case .keyword(.instanceof): (.binary(.instanceOf), 7)
        case .keyword(.in) where allowIn: (.binary(.in), 7)
        default: nil
        }
    }

    /// Precedence climbing; `**` is the one right-associative binary operator.
    private mutating func parseBinary(allowIn: Bool, minimumPrecedence: Int) throws(ScriptSyntaxError) -> Expression {
        try nest()
        defer { unnest() }
        var left = try parseUnary()
        while let (kind, precedence) = binaryOperator(allowIn: allowIn), precedence > minimumPrecedence {
            let offset = current.offset
            try advance()
            let isRightAssociative = precedence == 11
            let right = try parseBinary(
                allowIn: allowIn, minimumPrecedence: isRightAssociative ? precedence - 1 : precedence)
            switch kind {
            case .logical(let and): left = .logical(and: and, left, right)
            case .binary(let binary): left = .binary(binary, left, right, offset: offset)
            }
        }
        return left
    }

    private mutating func parseUnary() throws(ScriptSyntaxError) -> Expression {
        try nest()
        defer { unnest() }
        let offset = current.offset
        let unary: UnaryOperator? =
            switch current.kind {
            case .punctuator(.minus): .negate
            case .punctuator(.plus): .plus
            case .punctuator(.not): .not
            case .punctuator(.bitNot): .bitNot
            case .keyword(.typeof): .typeof
            case .keyword(.void): .void
            case .keyword(.delete): .delete
            default: nil
            }
        if let unary {
            try advance()
            return .unary(unary, try parseUnary(), offset: offset)
        }
        if isPunctuator(.increment) || isPunctuator(.decrement) {
            let increment = isPunctuator(.increment)
            try advance()
            let target = try parseUnary()
            guard target.isAssignable else {
                throw lexer.error("\(increment ? "++" : "--") needs a name or a property", at: offset)
            }
            return .update(increment: increment, prefix: true, target: target, offset: offset)
        }
        let operand = try parsePostfix()
        if (isPunctuator(.increment) || isPunctuator(.decrement)), !current.followsLineBreak {
            let increment = isPunctuator(.increment)
            guard operand.isAssignable else {
                throw lexer.error("\(increment ? "++" : "--") needs a name or a property", at: current.offset)
            }
            let updateOffset = current.offset
            try advance()
            return .update(increment: increment, prefix: false, target: operand, offset: updateOffset)
        }
        return operand
    }

    /// Member access, indexing, calls and `new`, left to right.
    private mutating func parsePostfix() throws(ScriptSyntaxError) -> Expression {
        var value: Expression
        if isKeyword(.new) {
            let offset = current.offset
            try advance()
            try nest()
            defer { unnest() }
            // `new X.Y(args)`: the callee is a member expression without calls.
            var callee = try parsePrimary()
            while true {
                if try take(.dot) {
                    let memberOffset = current.offset
                    callee = .member(callee, try expectPropertyName(), offset: memberOffset)
                } else if isPunctuator(.leftBracket) {
                    let indexOffset = current.offset
                    try advance()
                    let key = try parseExpression(allowIn: true)
                    try expect(.rightBracket)
                    callee = .index(callee, key, offset: indexOffset)
                } else {
                    break
                }
            }
            let arguments = isPunctuator(.leftParenthesis) ? try parseArguments() : []
            value = .new(callee, arguments, offset: offset)
        } else {
            value = try parsePrimary()
        }
        var links = 0
        while true {
            links += 1
            if links > Self.maximumNesting * 8 {
                throw lexer.error(
                    "a chain of more than \(Self.maximumNesting * 8) calls and properties", at: current.offset)
            }
            if try take(.dot) {
                let offset = current.offset
                value = .member(value, try expectPropertyName(), offset: offset)
            } else if isPunctuator(.leftBracket) {
                let offset = current.offset
                try advance()
                let key = try parseExpression(allowIn: true)
                try expect(.rightBracket)
                value = .index(value, key, offset: offset)
            } else if isPunctuator(.leftParenthesis) {
                let offset = current.offset
                value = .call(value, try parseArguments(), offset: offset)
            } else {
                return value
            }
        }
    }

    /// After a dot any name will do, keywords included (`a.default`, `x.in`).
    private mutating func expectPropertyName() throws(ScriptSyntaxError) -> String {
        switch current.kind {
        case .identifier(let name):
            try advance()
            return name
        case .keyword(let keyword):
            try advance()
            return keyword.rawValue
        default:
            throw unexpected("a property name")
        }
    }

    private mutating func parseArguments() throws(ScriptSyntaxError) -> [Expression] {
        try nest()
        defer { unnest() }
        try expect(.leftParenthesis)
        var arguments: [Expression] = []
        while !isPunctuator(.rightParenthesis) {
            arguments.append(try parseAssignment(allowIn: true))
            guard try take(.comma) else { break }
        }
        try expect(.rightParenthesis)
        return arguments
    }

    private mutating func parsePrimary() throws(ScriptSyntaxError) -> Expression {
        try nest()
        defer { unnest() }
        let token = current
        switch token.kind {
        case .number(let number):
            try advance()
            return .number(number)
        case .string(let text):
            try advance()
            return .string(text)
        case .identifier(let name):
            try advance()
            return .identifier(name, offset: token.offset)
        case .keyword(.this):
            try advance()
            return .this
        case .keyword(.null):
            try advance()
            return .null
        case .keyword(.true), .keyword(.false):
            try advance()
            return .boolean(token.kind == .keyword(.true))
        case .keyword(.function):
            try advance()
            var name: String?
            if case .identifier(let found) = current.kind {
                name = found
                try advance()
            }
            return .function(try parseFunctionRest(name: name, offset: token.offset))
        case .punctuator(.divide), .punctuator(.divideAssign):
            current = try lexer.regularExpression(startingAt: token)
            guard case .regularExpression(let pattern, let flags) = current.kind else {
                throw unexpected("a regular expression")
            }
            try advance()
            return .regularExpression(pattern: pattern, flags: flags, offset: token.offset)
        case .punctuator(.leftParenthesis):
            try advance()
            if isPunctuator(.rightParenthesis) {
                // `() => …`: only an arrow function may have empty parentheses.
                try advance()
                guard isPunctuator(.arrow) else { throw unexpected("\"=>\"") }
                return .arrowParameters([])
            }
            let inner = try parseExpression(allowIn: true)
            try expect(.rightParenthesis)
            if isPunctuator(.arrow), let names = inner.parameterNames { return .arrowParameters(names) }
            return inner
        case .punctuator(.leftBracket):
            try advance()
            var elements: [Expression?] = []
            while !isPunctuator(.rightBracket) {
                if isPunctuator(.comma) {
                    try advance()
                    elements.append(nil)
                    continue
                }
                elements.append(try parseAssignment(allowIn: true))
                guard try take(.comma) else { break }
            }
            try expect(.rightBracket)
            return .array(elements)
        case .punctuator(.leftBrace):
            return try parseObjectLiteral()
        default:
            throw unexpected("a value")
        }
    }

    private mutating func parseObjectLiteral() throws(ScriptSyntaxError) -> Expression {
        try expect(.leftBrace)
        var members: [(key: String, value: Expression)] = []
        while !isPunctuator(.rightBrace) {
            let keyToken = current
            let key: String
            switch keyToken.kind {
            case .identifier(let name): key = name
            case .keyword(let keyword): key = keyword.rawValue
            case .string(let text): key = text
            case .number(let number): key = NumberFormatting.string(number)
            default: throw unexpected("a property name")
            }
            try advance()
            if try take(.colon) {
                members.append((key, try parseAssignment(allowIn: true)))
            } else if isPunctuator(.leftParenthesis) {
                members.append((key, .function(try parseFunctionRest(name: key, offset: keyToken.offset))))
            } else if case .identifier(let name) = keyToken.kind, isPunctuator(.comma) || isPunctuator(.rightBrace) {
                members.append((key, .identifier(name, offset: keyToken.offset)))
            } else {
                throw unexpected("\":\"")
            }
            guard try take(.comma) else { break }
        }
        try expect(.rightBrace)
        return .object(members)
    }
}

extension Expression {
    /// What an assignment, `++` or `for … in` may store into.
    package var isAssignable: Bool {
        switch self {
        case .identifier, .member, .index: true
        default: false
        }
    }

    /// Parenthesised names before `=>`.
    fileprivate var parameterNames: [String]? {
        switch self {
        case .identifier(let name, _): [name]
        case .sequence(let list):
            list.allSatisfy { if case .identifier = $0 { true } else { false } }
                ? list.compactMap { if case .identifier(let name, _) = $0 { name } else { nil } } : nil
        default: nil
        }
    }
}
