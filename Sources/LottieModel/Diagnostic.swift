/// A soft problem found in a document: something skipped or approximated, with the JSON path it came from.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
