import LottieModel

/// What one decoding run collects besides the model: the diagnostics for everything skipped.
final class DecodingContext {
    private(set) var diagnostics: [Diagnostic] = []

    func note(_ value: JSONValue, _ message: String) {
        diagnostics.append(Diagnostic(path: value.path.description, message: message))
    }

    func note(path: JSONPath, _ message: String) {
        diagnostics.append(Diagnostic(path: path.description, message: message))
    }
}
