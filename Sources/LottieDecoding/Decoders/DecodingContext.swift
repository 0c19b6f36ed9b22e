import LottieModel

/// What one decoding run collects besides the model: the diagnostics for everything skipped.
final class DecodingContext {
    private(set) var diagnostics: [Diagnostic] = []
    /// Text in all text documents, in UTF-8 bytes; laying out and drawing cost grows with it.
    private var textBytes = 0
    /// Far beyond an icon's labels, and enough for pages of text.
    static let maximumTextBytes = 100_000

    func countText(_ text: String, at value: JSONValue) throws(LottieDecodingError) {
        textBytes += text.utf8.count
        guard textBytes <= Self.maximumTextBytes else {
            throw LottieDecodingError(path: value.path.description, reason: .limitExceeded("the document's text documents hold more than \(Self.maximumTextBytes) bytes of text"))
        }
    }

    func note(_ value: JSONValue, _ message: String) {
        diagnostics.append(Diagnostic(path: value.path.description, message: message))
    }

    func note(path: JSONPath, _ message: String) {
        diagnostics.append(Diagnostic(path: path.description, message: message))
    }
}
