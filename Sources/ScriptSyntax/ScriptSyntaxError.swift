/// Source that does not parse: what was wrong and where.
package struct ScriptSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    package let message: String
    /// From 1.
    package let line: Int
    /// From 1, counting Unicode scalars.
    package let column: Int

    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `SyntaxError at line L, column C: message`, as scripts and diagnostics show it.
    package var description: String { "SyntaxError at line \(line), column \(column): \(message)" }
}
