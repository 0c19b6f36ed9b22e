@_spi(Model) import LottieModel

/// A document's expressions, compiled once, as the interpreter sees them: which to run, which always give one value,
/// and a fresh evaluation for each frame. `LottieExpressions` implements it; the interpreter knows no script.
package protocol DocumentExpressions: AnyObject, Sendable {
    /// Whether a timeline being compiled should run this expression (it compiled, and does not always fail).
    func runs(_ id: Int) -> Bool
    /// The value this expression gives at every frame, when it reads nothing that changes with time.
    func constant(for id: Int) -> (any Sendable)?
    /// What one frame's runs share: their results, budget and errors, and nothing of any other frame's.
    func makeFrameExpressions() -> any FrameExpressions
}

/// The expressions of one frame being drawn, used by the thread drawing it alone (`Sendable` only to be bound as a
/// task-local value for the frame).
package protocol FrameExpressions: AnyObject, Sendable {
    /// The document these runs belong to.
    var document: any DocumentExpressions { get }
    /// `own` with the expression applied, or `own` when it failed or gave nothing usable (or is of a kind
    /// expressions do not compute).
    func value<Value>(of expression: PropertyExpression, at frame: Double, own: Value) -> Value
    /// A source-text expression's result as text, or nil when it failed.
    func text(of expression: PropertyExpression, at frame: Double) -> String?
}

/// Where timelines find the expressions they run: while compiling, the document's; while drawing a frame, that
/// frame's. Task-local, so that frames drawn on other threads never see each other's.
package enum ExpressionHooks {
    /// The expressions of the document whose timelines are being compiled.
    @TaskLocal package static var compiling: (any DocumentExpressions)?
    /// The expressions of the frame this thread is drawing, if it draws one with expressions.
    @TaskLocal package static var frame: (any FrameExpressions)?
}
