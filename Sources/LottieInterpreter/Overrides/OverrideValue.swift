/// What an override puts in place of a property's own value: one value for every frame, or a value a provider
/// computes for each frame.
public enum OverrideValue<Value: Sendable & Hashable>: Sendable, Hashable {
    case constant(Value)
    case provider(ValueProvider<Value>)

    /// The value at the moment `context` describes.
    func value(in context: ValueProvider<Value>.Context) -> Value {
        switch self {
        case .constant(let value): value
        case .provider(let provider): provider.value(context)
        }
    }

    /// The constant, or nil for a provider not yet resolved for a frame.
    var constant: Value? {
        if case .constant(let value) = self { return value }
        return nil
    }
}

/// A value computed per frame, as lottie-ios's value providers compute them: a colour that follows the progress, a
/// scale that pulses.
///
/// The closure must be a pure function of its context: the same frame must give the same value, since frames may be
/// drawn in any order, more than once, and on several threads at a time.
public final class ValueProvider<Value: Sendable>: Sendable, Hashable {
    /// The moment a value is asked for.
    public struct Context: Sendable, Hashable {
        /// The document's frame being drawn.
        public var frame: Double
        /// Where that frame lies between the first frame (0) and the end (`op`, 1).
        public var progress: Double

        /// A moment of a document.
        public init(frame: Double, progress: Double) {
            self.frame = frame
            self.progress = progress
        }
    }

    /// Computes the value for a moment.
    public let value: @Sendable (Context) -> Value

    /// A provider computing values with `value`.
    public init(_ value: @escaping @Sendable (Context) -> Value) {
        self.value = value
    }

    /// Providers are told apart by identity: two closures cannot be compared.
    public static func == (left: ValueProvider, right: ValueProvider) -> Bool { left === right }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
