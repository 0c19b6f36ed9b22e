/// Source that does not parse: what was wrong and where.
public struct ScriptSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public let message: String
    /// From 1.
    public let line: Int
    /// From 1, counting Unicode scalars.
    public let column: Int

    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `SyntaxError at line L, column C: message`, as scripts and diagnostics show it.
    public var description: String { "SyntaxError at line \(line), column \(column): \(message)" }
}
