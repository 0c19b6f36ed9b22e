/// A soft problem found in a document: something skipped or approximated, with the JSON path it came from.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path of what the message is about, e.g. `layers[2].shapes[0]`.
    public var path: String
    /// What was skipped or approximated, and what is drawn instead.
    public var message: String

    /// A diagnostic about `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// "PATH: MESSAGE".
    public var description: String { "\(path): \(message)" }
}
