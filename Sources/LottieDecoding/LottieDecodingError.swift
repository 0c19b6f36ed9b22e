/// Why a document could not be decoded: broken JSON, or a value of the wrong type where one is required.
public struct LottieDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case malformedJSON(line: Int, column: Int, message: String)
        case wrongType(expected: String, found: String)
        case missingKey(String)
        case invalidValue(String)
        case limitExceeded(String)
        case unreadableContainer(String)
    }

    /// The file the document came from, when it came from one.
    public var file: String?
    /// The JSON path of the offending value, `$` for the document itself.
    public var path: String
    public var reason: Reason

    public init(file: String? = nil, path: String, reason: Reason) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    public func inFile(_ file: String) -> LottieDecodingError {
        var copy = self
        copy.file = file
        return copy
    }

    public var description: String {
        let location = [file, path == "$" ? nil : path].compactMap { $0 }.joined(separator: ": ")
        let prefix = location.isEmpty ? "" : location + ": "
        switch reason {
        case .malformedJSON(let line, let column, let message):
            return "\(file.map { $0 + ": " } ?? "")invalid JSON at line \(line), column \(column): \(message)"
        case .wrongType(let expected, let found):
            return "\(prefix)expected \(expected), found \(found)"
        case .missingKey(let key):
            return "\(prefix)missing required key \"\(key)\""
        case .invalidValue(let message):
            return "\(prefix)\(message)"
        case .limitExceeded(let message):
            return "\(prefix)\(message)"
        case .unreadableContainer(let message):
            return "\(prefix)\(message)"
        }
    }
}
