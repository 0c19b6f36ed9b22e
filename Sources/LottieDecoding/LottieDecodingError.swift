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
        if case .malformedJSON = reason { return "\(file.map { $0 + ": " } ?? "")\(message)" }
        let location = [file, path == "$" ? nil : path].compactMap { $0 }.joined(separator: ": ")
        return (location.isEmpty ? "" : location + ": ") + message
    }

    /// What is wrong, without the file and path.
    public var message: String {
        switch reason {
        case .malformedJSON(let line, let column, let message):
            "invalid JSON at line \(line), column \(column): \(message)"
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .missingKey(let key): "missing required key \"\(key)\""
        case .invalidValue(let message), .limitExceeded(let message), .unreadableContainer(let message): message
        }
    }
}
