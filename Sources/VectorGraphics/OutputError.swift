/// Why an output could not be made: drawing a scene, encoding or decoding an image or a video. Says what was being
/// done and the library's or the check's own words.
public struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done: "drawing", "encoding PNG", "encoding animated WebP", …
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
