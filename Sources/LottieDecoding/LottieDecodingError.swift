/// Why a document could not be decoded: broken JSON, or a value of the wrong type where one is required.
public struct LottieDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Reason: Sendable, Equatable {
        /// The bytes are not JSON; where the parser stopped, and why.
        case malformedJSON(line: Int, column: Int, message: String)
        /// A value of one JSON type where another is required.
        case wrongType(expected: String, found: String)
        /// A required member is absent.
        case missingKey(String)
        /// A value of the right type that cannot be used (a negative size, an unknown required kind).
        case invalidValue(String)
        /// The document goes past one of the decoder's limits (docs/limits.md).
        case limitExceeded(String)
        /// A `.lottie` or `.tgs` container that cannot be opened.
        case unreadableContainer(String)
    }

    /// The file the document came from, when it came from one.
    public var file: String?
    /// The JSON path of the offending value, `$` for the document itself.
    public var path: String
    /// What is wrong.
    public var reason: Reason

    package init(file: String? = nil, path: String, reason: Reason) {
        self.file = file
        self.path = path
        self.reason = reason
    }

    package func inFile(_ file: String) -> LottieDecodingError {
        var copy = self
        copy.file = file
        return copy
    }

    /// The file, the JSON path and what is wrong, on one line.
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
