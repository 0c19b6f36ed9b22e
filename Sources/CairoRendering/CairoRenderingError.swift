/// Why Cairo could not draw or encode: its own status message, and what we were doing.
public struct CairoRenderingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: "drawing", "encoding PNG", …
    public var operation: String
    /// Why it failed.
    public var message: String

    /// A failure of `operation` because of `message`.
    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// "OPERATION failed: MESSAGE".
    public var description: String { "\(operation) failed: \(message)" }
}
