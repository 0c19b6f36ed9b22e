/// A property that is either the same at every frame or changes through keyframes.
public enum AnimatedValue<Value: Sendable & Equatable>: Sendable, Equatable {
    case constant(Value)
    case keyframed([Keyframe<Value>])

    /// Whether the value changes over time.
    public var isAnimated: Bool {
        if case .keyframed(let keyframes) = self { return keyframes.count > 1 }
        return false
    }

    /// The value at the first keyframe, or the constant.
    public var initialValue: Value? {
        switch self {
        case .constant(let value): value
        case .keyframed(let keyframes): keyframes.first?.value
        }
    }

    /// The same timing with every value transformed.
    public func map<Other>(_ transform: (Value) -> Other) -> AnimatedValue<Other> {
        switch self {
        case .constant(let value): .constant(transform(value))
        case .keyframed(let keyframes): .keyframed(keyframes.map { $0.map(transform) })
        }
    }
}
