/// One token of expression source: what it is, where it starts, and whether a line break came before it (which
/// decides where a missing semicolon is inserted).
package struct Token: Sendable {
    package enum Kind: Sendable, Equatable {
        case identifier(String)
        case keyword(Keyword)
        case number(Double)
        case string(String)
        case punctuator(Punctuator)
        case regularExpression(pattern: String, flags: String)
        case end
    }

    package let kind: Kind
    /// Offset of the token's first character in the source, in UTF-8 bytes.
    package let offset: Int
    package let followsLineBreak: Bool
}

package enum Keyword: String, Sendable, CaseIterable {
    case `var`, `let`, const, function, `return`, `if`, `else`, `for`, `while`, `do`, `break`, `continue`
    case `switch`, `case`, `default`, `try`, `catch`, finally, `throw`, new, delete, typeof, instanceof, `in`
    case void, this, null, `true`, `false`
    // Reserved so that a script using them gets a syntax error instead of an unknown name.
    case with, debugger, `class`, `enum`, export, `import`, `super`, `extends`, yield
}

package enum Punctuator: String, Sendable, CaseIterable {
    case leftBrace = "{", rightBrace = "}", leftParenthesis = "(", rightParenthesis = ")"
    case leftBracket = "[", rightBracket = "]", dot = ".", semicolon = ";", comma = ","
    case less = "<", greater = ">", lessEqual = "<=", greaterEqual = ">="
    case equal = "==", notEqual = "!=", strictEqual = "===", strictNotEqual = "!=="
    case plus = "+", minus = "-", times = "*", divide = "/", remainder = "%", power = "**"
    case increment = "++", decrement = "--"
    case shiftLeft = "<<", shiftRight = ">>", unsignedShiftRight = ">>>"
    case bitAnd = "&", bitOr = "|", bitXor = "^", not = "!", bitNot = "~"
    case and = "&&", or = "||", question = "?", colon = ":", arrow = "=>"
    case assign = "=", plusAssign = "+=", minusAssign = "-=", timesAssign = "*=", divideAssign = "/=", remainderAssign =
        "%="
    case shiftLeftAssign = "<<=", shiftRightAssign = ">>=", unsignedShiftRightAssign = ">>>=", bitAndAssign = "&=",
        bitOrAssign = "|=", bitXorAssign = "^="
    case powerAssign = "**="

    /// Longest first, so that the lexer takes `>>>=` before `>>`.
    package static let byLength: [Punctuator] = allCases.sorted { $0.rawValue.utf8.count > $1.rawValue.utf8.count }
}
