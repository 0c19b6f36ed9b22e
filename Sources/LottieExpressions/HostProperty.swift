import ExpressionEngine
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// A property as expressions reach it: its keyframes, its expression, and the group it belongs to.
///
/// `@unchecked Sendable`: built once with the document's index and never changed after, except `owner`, which the
/// index sets while building.
class HostProperty: @unchecked Sendable {
    /// After Effects' name for it ("Position", "Opacity"), which expressions may look it up by.
    let name: String
    /// After Effects' index of the property in its group, for look-ups by number (`transform(2)`).
    let index: Int?
    let expression: PropertyExpression?
    /// The model's value is the script's times this (0.01 for percentages stored as fractions).
    let scale: Double
    /// The group the property belongs to (`propertyGroup(1)`). The document holds every node for as long as it holds
    /// the properties, so a back link need not keep it alive (nor pay for a weak one on every read).
    unowned(unsafe) var owner: HostNode?

    init(name: String, index: Int?, expression: PropertyExpression?, scale: Double) {
        self.name = name
        self.index = index
        self.expression = expression
        self.scale = scale
    }

    /// How many keyframes the property has (`numKeys`).
    var keyCount: Int { 0 }
    /// The frame of keyframe `index` (from 0).
    func keyFrame(_ index: Int) -> Double { 0 }
    /// Keyframe `index`'s value, in script units.
    func keyValue(_ index: Int, _ context: ScriptContext) throws(ScriptError) -> ScriptValue { .undefined }
    /// The value the keyframes give at `frame`, in script units: what `value` is before the expression.
    func keyframeValue(at frame: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue { .undefined }
    /// The value at `frame` with its expression applied when one runs, in script units.
    func currentValue(
        at frame: Double, _ evaluation: ExpressionEvaluation, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue { .undefined }
    /// The path at `frame` (expression applied), for path properties.
    func currentPath(
        at frame: Double, _ evaluation: ExpressionEvaluation, _ context: ScriptContext
    ) throws(ScriptError) -> VertexPath? { nil }
    /// Whether the value can change over time (keyframes that move, or an expression).
    var mayChange: Bool { false }
    /// Whether the keyframes change over time: what reading `value` or another time's value depends on.
    var keyframesMove: Bool { false }
    /// Runs the expression at `frame` to see whether its value can be worked out once for every frame (the host
    /// checks that the run read nothing that changes with time).
    func constant(
        from evaluation: ExpressionEvaluation, expression: PropertyExpression, at frame: Double
    ) -> ExpressionConstancy { .varies }
    /// Records what the analysis found: the value the expression always gives, or that it always fails.
    func settle(_ constancy: ExpressionConstancy) {}
    /// The number of dimensions: 1 for numbers, 2 for points, 4 for colours, 0 for paths.
    var dimensions: Int { 1 }
}

/// A property backed by a model value and its keyframes.
final class TimelineProperty<Value: Interpolatable & ExpressionValue>: HostProperty, @unchecked Sendable {
    private let timeline: Timeline<Value>
    private let keyframes: [Keyframe<Value>]
    private let valueDimensions: Int
    /// Set by the host's first-frame analysis (before any frame is drawn, never after): the value of an expression
    /// that reads nothing changing with time, or the keyframes' own when it always fails.
    private var settled: Settled = .running

    private enum Settled {
        case running, constant(Value), fails
    }

    init(name: String, index: Int?, value: AnimatedValue<Value>, dimensions: Int) {
        timeline = Timeline(value.withoutExpression)
        keyframes = value.keyframes ?? []
        valueDimensions = dimensions
        super.init(name: name, index: index, expression: value.expression, scale: value.expression?.scale ?? 1)
    }

    override var keyCount: Int { keyframes.count }
    override func keyFrame(_ index: Int) -> Double { keyframes[index].frame }
    override var mayChange: Bool {
        switch settled {
        case .running: expression != nil || !timeline.isConstant
        case .constant: false
        case .fails: !timeline.isConstant
        }
    }
    override var dimensions: Int { valueDimensions }
    override var keyframesMove: Bool { !timeline.isConstant }

    override func keyValue(_ index: Int, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        try keyframes[index].value.scriptValue(scale: scale, context)
    }

    override func keyframeValue(at frame: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        try timeline.value(at: frame).scriptValue(scale: scale, context)
    }

    /// The value as drawn: the expression's result converted as the renderer converts it.
    func modelValue(at frame: Double, _ evaluation: ExpressionEvaluation) -> Value {
        switch settled {
        case .constant(let value): return value
        case .fails: return timeline.value(at: frame)
        case .running:
            let own = timeline.value(at: frame)
            guard let expression else { return own }
            return evaluation.value(of: expression, at: frame, own: own)
        }
    }

    override func settle(_ constancy: ExpressionConstancy) {
        switch constancy {
        case .constant(let value as Value): settled = .constant(value)
        case .fails: settled = .fails
        default: break
        }
    }

    override func currentValue(
        at frame: Double, _ evaluation: ExpressionEvaluation, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        try modelValue(at: frame, evaluation).scriptValue(scale: scale, context)
    }

    override func currentPath(
        at frame: Double, _ evaluation: ExpressionEvaluation, _ context: ScriptContext
    ) throws(ScriptError) -> VertexPath? {
        modelValue(at: frame, evaluation) as? VertexPath
    }

    override func constant(
        from evaluation: ExpressionEvaluation, expression: PropertyExpression, at frame: Double
    ) -> ExpressionConstancy {
        guard evaluation.result(of: expression.id, at: frame) != nil else { return .fails }
        // A result is read element by element over the keyframes' value: with keyframes that move, what the
        // expression gives may move too, even when the script reads nothing else.
        guard timeline.isConstant else { return .varies }
        return .constant(evaluation.value(of: expression, at: frame, own: timeline.value(at: frame)))
    }
}

/// A node of the document that has properties or contains other nodes: a layer, its transform, a shape item, an
/// effect, a mask. Expressions climb from a property through these (`propertyGroup(n)`).
class HostNode: @unchecked Sendable {
    /// The node one level up; nil for a layer. Unowned, as `HostProperty.owner` is.
    unowned(unsafe) var parent: HostNode?
    let name: String

    init(name: String) {
        self.name = name
    }

    /// The layer this node belongs to.
    var layer: HostLayer? {
        var node: HostNode? = self
        while let current = node {
            if let layer = current as? HostLayer { return layer }
            node = current.parent
        }
        return nil
    }
}

/// What one run of an expression at the first frame says of every frame, if it read nothing that changes.
enum ExpressionConstancy {
    /// The value at every frame, as the model's type.
    case constant(any Sendable)
    /// It fails at every frame alike.
    case fails
    /// It may give another value at another frame.
    case varies
}
