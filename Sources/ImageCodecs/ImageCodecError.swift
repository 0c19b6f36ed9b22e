/// Why an image or animation could not be encoded or decoded: the library's own message, and what we were doing.
public struct ImageCodecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: "encoding GIF", "encoding animated WebP", …
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
