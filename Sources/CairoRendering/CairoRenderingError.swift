/// Why Cairo could not draw or encode: its own status message, and what we were doing.
public struct CairoRenderingError: Error, Sendable, Equatable, CustomStringConvertible {
    public var operation: String
    public var message: String

    public init(operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    public var description: String { "\(operation) failed: \(message)" }
}
