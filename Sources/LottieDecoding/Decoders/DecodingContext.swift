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

    /// Expressions a document may carry; each is compiled, and may run on every frame.
    static let maximumExpressions = 10_000
    private var expressionCount = 0
    /// Expressions already read, by the JSON value of their property: an effect's parameter is read twice (as a
    /// parameter, and as what a drawn effect needs) and must keep one id.
    private var expressionsByValue: [UnsafeMutableRawPointer: PropertyExpression] = [:]

    /// An expression for the property `value`, with a document-unique id; nil (with a diagnostic) past the limit.
    func expression(_ source: String, at value: JSONValue) -> PropertyExpression? {
        if let known = expressionsByValue[value.identity] { return known }
        expressionCount += 1
        guard expressionCount <= Self.maximumExpressions else {
            if expressionCount == Self.maximumExpressions + 1 {
                note(value, "more than \(Self.maximumExpressions) expressions; this one and later ones are ignored and their properties keep their own values")
            }
            return nil
        }
        let expression = PropertyExpression(source: source, id: expressionCount - 1, path: value.path.description)
        expressionsByValue[value.identity] = expression
        return expression
    }

    func note(_ value: JSONValue, _ message: String) {
        diagnostics.append(Diagnostic(path: value.path.description, message: message))
    }

    func note(path: JSONPath, _ message: String) {
        diagnostics.append(Diagnostic(path: path.description, message: message))
    }

    func note(path: String, _ message: String) {
        diagnostics.append(Diagnostic(path: path, message: message))
    }
}
