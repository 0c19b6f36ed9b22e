import LottieModel
import VectorGraphics

/// Compiles an animation once, then answers `scene(at:)` for any fractional frame as a pure function.
public struct AnimationInterpreter: Sendable {
    /// The model interpreted.
    public let animation: LottieAnimation
    /// Problems found while compiling: missing assets, parents or precomposition cycles, expressions that do not
    /// compile or fail at the first frame.
    public let diagnostics: [Diagnostic]
    private let root: CompiledComposition
    /// Per top-level layer, where the node it adds may change (`CompiledComposition.nodeMotions`).
    private let rootNodeMotions: [Motion]
    /// The document's expressions, compiled; nil when it has none or they are not run.
    private let expressions: ExpressionHost?

    /// Compiles `animation`: timelines, easing, parents and precompositions, once. Expressions run unless
    /// `runsExpressions` is false, in which case every property keeps its own value, as lottie-ios draws it.
    public init(animation: LottieAnimation, runsExpressions: Bool = true, expressionLimits: ExpressionLimits = .standard) {
        self.animation = animation
        let found = animation.expressions
        var expressionDiagnostics: [Diagnostic] = []
        if runsExpressions, !found.isEmpty {
            let host = ExpressionHost(animation: animation, limits: expressionLimits, all: found)
            expressions = host
            expressionDiagnostics = host.diagnostics
        } else {
            expressions = nil
            if !found.isEmpty {
                expressionDiagnostics = found.map { Diagnostic(path: $0.path, message: "expression not run (expressions are off); the property's own value is used") }
            }
        }
        let compiler = CompositionCompiler(animation: animation)
        root = ExpressionHost.$compiling.withValue(expressions) { compiler.compileRoot() }
        rootNodeMotions = root.nodeMotions()
        diagnostics = compiler.diagnostics + expressionDiagnostics
    }

    /// Every expression with its JSON path, whether it compiled, and the error it last ended with at `frames`.
    public func expressionReport(at frames: [Double]) -> [ExpressionStatus] {
        guard let expressions else {
            return animation.expressions.map { ExpressionStatus(path: $0.path, source: $0.source, isRunning: false, compileError: nil, lastError: nil) }
        }
        var lastErrors: [Int: String] = [:]
        for frame in frames {
            let evaluation = ExpressionEvaluation(host: expressions)
            _ = ExpressionEvaluation.$current.withValue(evaluation) { scene(at: frame) }
            for (id, error) in evaluation.errors { lastErrors[id] = error }
        }
        return expressions.expressions.map { expression in
            ExpressionStatus(path: expression.path, source: expression.source, isRunning: expressions.runs(expression.id),
                             compileError: expressions.compileErrors[expression.id], lastError: lastErrors[expression.id] ?? expressions.firstFrameErrors[expression.id])
        }
    }

    /// Runs `body` with this interpreter's expressions evaluated for one frame, when it has any.
    private func evaluatingExpressions<Result>(_ body: () -> Result) -> Result {
        guard let expressions, ExpressionEvaluation.current?.host !== expressions else { return body() }
        return ExpressionEvaluation.$current.withValue(ExpressionEvaluation(host: expressions), operation: body)
    }

    /// Whether `scene(at: first)` and `scene(at: second)` are the same because nothing in the animation changes
    /// between the two frames (no keyframe moves a value, no layer comes or goes): a player showing one of them
    /// need not work out the other. False whenever that cannot be shown, never wrongly true.
    public func holdsStill(from first: Double, to second: Double) -> Bool {
        root.motion.holdsStill(from: first, to: second)
    }

    /// The display list at an absolute Lottie frame (the numbers of `ip`, `op` and keyframe `t`).
    /// Frames outside `ip..<op` are evaluated as asked; callers decide whether to allow them.
    /// `overrides` replace the animation's own values where their keypaths match, as a tint does.
    public func scene(at frame: Double, overrides: PropertyOverrides = .none) -> LottieScene {
        let renderer = CompositionRenderer(frameRate: animation.frameRate, overrides: overrides)
        return evaluatingExpressions { LottieScene(width: animation.width, height: animation.height, nodes: renderer.nodes(for: root, at: frame)) }
    }

    /// The same scene as `scene(at:overrides:)`, reusing from `memory` the node of every top-level layer that holds
    /// still since the frame it was made for (and keeping this frame's in it): a player drawing frame after frame
    /// works out only the layers that move.
    public func scene(at frame: Double, overrides: PropertyOverrides = .none, memory: SceneMemory) -> LottieScene {
        // One layer holds still only where the whole animation does (`holdsStill`): nothing to reuse.
        guard root.layers.count > 1 else { return scene(at: frame, overrides: overrides) }
        let renderer = CompositionRenderer(frameRate: animation.frameRate, overrides: overrides)
        return evaluatingExpressions { LottieScene(width: animation.width, height: animation.height, nodes: renderer.nodes(for: root, at: frame, memory: (memory, rootNodeMotions))) }
    }
}

/// One expression of a document as `inspect` reports it.
public struct ExpressionStatus: Sendable, Equatable {
    /// Where the property is in the file (`layers[2].ks.p`).
    public var path: String
    /// The script as the file holds it.
    public var source: String
    /// Compiled and run; false when it did not compile, or when expressions are off.
    public var isRunning: Bool
    /// Why it does not compile, when it does not.
    public var compileError: String?
    /// The error its last run at the frames asked about ended with; nil when every run succeeded.
    public var lastError: String?
}
