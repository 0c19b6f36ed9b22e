import Synchronization

/// A property that is either the same at every frame or changes through keyframes, and that may carry an
/// expression computing its value from them.
@_spi(Model) public struct AnimatedValue<Value: Sendable & Equatable>: Sendable, Equatable {
    /// Where the value comes from before any expression.
    public enum Source: Sendable, Equatable {
        case constant(Value)
        case keyframed([Keyframe<Value>])
    }

    /// The constant or the keyframes.
    public var source: Source
    /// An After Effects expression that replaces the value at each frame (`x`), when the player runs them.
    public var expression: PropertyExpression?

    /// A value from `source`, computed by `expression` when there is one and the player runs it.
    public init(source: Source, expression: PropertyExpression? = nil) {
        self.source = source
        self.expression = expression
    }

    /// The same value at every frame.
    public static func constant(_ value: Value) -> AnimatedValue { AnimatedValue(source: .constant(value)) }

    /// Values changing through `keyframes`.
    public static func keyframed(_ keyframes: [Keyframe<Value>]) -> AnimatedValue {
        AnimatedValue(source: .keyframed(keyframes))
    }

    /// The keyframes, when the value has them.
    public var keyframes: [Keyframe<Value>]? {
        if case .keyframed(let keyframes) = source { return keyframes }
        return nil
    }

    /// Whether the keyframes change the value over time (an expression aside).
    public var isAnimated: Bool { (keyframes?.count ?? 0) > 1 }

    /// The value at the first keyframe, or the constant.
    public var initialValue: Value? {
        switch source {
        case .constant(let value): value
        case .keyframed(let keyframes): keyframes.first?.value
        }
    }

    /// The same timing with every value transformed; an expression stays with it.
    public func map<Other>(_ transform: (Value) -> Other) -> AnimatedValue<Other> {
        switch source {
        case .constant(let value): AnimatedValue<Other>(source: .constant(transform(value)), expression: expression)
        case .keyframed(let keyframes):
            AnimatedValue<Other>(source: .keyframed(keyframes.map { $0.map(transform) }), expression: expression)
        }
    }

    /// The value without its expression, as a player that does not run expressions sees it.
    public var withoutExpression: AnimatedValue {
        AnimatedValue(source: source)
    }
}

extension AnimatedValue where Value == Double {
    /// A percentage (as files write opacities) stored as a fraction; an expression keeps computing percent.
    public func fractionOfPercent() -> AnimatedValue<Double> {
        var result = map { $0 / 100 }
        result.expression = expression.map { $0.scaled(by: 0.01) }
        return result
    }
}

/// An After Effects expression: JavaScript that computes a property's value at each frame from its keyframes, time
/// and the rest of the document.
///
/// A class, so that the many properties without one pay a pointer for it rather than its whole size (a model of
/// thousands of properties grew by a megabyte as a struct).
@_spi(Model) public final class PropertyExpression: Sendable, Hashable {
    /// The script as the file holds it.
    public let source: String
    /// Unique within a document: how the interpreter finds the compiled script for a property, and where the
    /// animation keeps the expression's place in the file (`LottieAnimation.path(of:)`).
    public let id: Int
    /// The model's value is the script's times this: scripts see percent where the model keeps fractions.
    public let scale: Double

    /// An expression as the decoder reads it.
    public init(source: String, id: Int, scale: Double = 1) {
        self.source = source
        self.id = id
        self.scale = scale
    }

    /// The same expression at another scale.
    public func scaled(by factor: Double) -> PropertyExpression {
        PropertyExpression(source: source, id: id, scale: scale * factor)
    }

    /// Equal when every field is.
    public static func == (left: PropertyExpression, right: PropertyExpression) -> Bool {
        left.id == right.id && left.scale == right.scale && left.source == right.source
    }

    /// Hashes the id and the source.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(source)
    }
}
