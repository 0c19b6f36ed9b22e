/// The parsed form of a script: ES5 statements and expressions, plus `let`/`const` and arrow functions, which
/// exporters and hand-written expressions use.
package indirect enum Expression: Sendable {
    case number(Double)
    case string(String)
    case boolean(Bool)
    case null
    case this
    case regularExpression(pattern: String, flags: String, offset: Int)
    case identifier(String, offset: Int)
    /// Elements; nil is a hole (`[1, , 2]`).
    case array([Expression?])
    case object([(key: String, value: Expression)])
    case function(FunctionLiteral)
    case unary(UnaryOperator, Expression, offset: Int)
    case update(increment: Bool, prefix: Bool, target: Expression, offset: Int)
    case binary(BinaryOperator, Expression, Expression, offset: Int)
    case logical(and: Bool, Expression, Expression)
    case conditional(Expression, Expression, Expression)
    /// `=` when `operator` is nil, else the compound assignment's operator.
    case assignment(BinaryOperator?, target: Expression, value: Expression, offset: Int)
    case sequence([Expression])
    case member(Expression, String, offset: Int)
    case index(Expression, Expression, offset: Int)
    case call(Expression, [Expression], offset: Int)
    case new(Expression, [Expression], offset: Int)
    /// Parenthesised names just read before `=>`; the parser turns them into a function at once, so the compiler
    /// never sees one.
    case arrowParameters([String])
}

package enum UnaryOperator: Sendable {
    case negate, plus, not, bitNot, typeof, void, delete
}

package enum BinaryOperator: Sendable {
    case add, subtract, multiply, divide, remainder, power
    case shiftLeft, shiftRight, unsignedShiftRight, bitAnd, bitOr, bitXor
    case equal, notEqual, strictEqual, strictNotEqual, less, greater, lessEqual, greaterEqual
    case instanceOf, `in`
}

package indirect enum Statement: Sendable {
    case expression(Expression)
    case variables(VariableKind, [VariableDeclaration])
    case function(FunctionLiteral)
    case `return`(Expression?)
    case `if`(Expression, Statement, Statement?)
    case block([Statement])
    case `for`(initializer: Statement?, test: Expression?, update: Expression?, body: Statement)
    case forIn(ForInTarget, Expression, body: Statement)
    case `while`(Expression, Statement)
    case doWhile(Statement, Expression)
    case `break`(label: String?)
    case `continue`(label: String?)
    case `switch`(Expression, [SwitchClause])
    case `throw`(Expression, offset: Int)
    case `try`(body: [Statement], catchName: String?, handler: [Statement]?, finalizer: [Statement]?)
    case labeled(String, Statement)
    case empty
}

package enum VariableKind: Sendable {
    case `var`, `let`, const
}

package struct VariableDeclaration: Sendable {
    package let name: String
    package let initializer: Expression?
    package let offset: Int
}

package enum ForInTarget: Sendable {
    case declaration(VariableKind, String)
    case expression(Expression)
}

package struct SwitchClause: Sendable {
    /// nil for `default`.
    package let test: Expression?
    package let body: [Statement]
}

/// A function's source, shared by every closure made from it.
package final class FunctionLiteral: Sendable {
    package let name: String?
    package let parameters: [String]
    package let body: [Statement]
    /// An arrow function's `this` is its enclosing function's, and it has no `arguments` of its own.
    package let isArrow: Bool
    package let offset: Int

    package init(name: String?, parameters: [String], body: [Statement], isArrow: Bool, offset: Int) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.isArrow = isArrow
        self.offset = offset
    }
}
