@_spi(Model) import LottieModel
import VectorGraphics

/// Compiles an animation once, then answers `scene(at:)` for any fractional frame as a pure function.
package struct AnimationInterpreter: Sendable {
    /// The model interpreted.
    package let animation: LottieAnimation
    /// Problems found while compiling: missing assets, parents or precomposition cycles, expressions that do not
    /// compile or fail at the first frame.
    package let diagnostics: [Diagnostic]
    private let root: CompiledComposition
    /// Per top-level layer, where the node it adds may change (`CompiledComposition.nodeMotions`).
    private let rootNodeMotions: [ChangingFrames]
    /// The document's expressions, compiled; nil when it has none or they are not run.
    package let expressions: (any DocumentExpressions)?

    /// Compiles `animation`: timelines, easing, parents and precompositions, once, with `expressions` (made for
    /// this animation) run at every frame; without them every property keeps its own value, as lottie-ios draws it.
    /// `expressionDiagnostics` are reported with the compiler's. `LottieExpressions` makes the expressions
    /// (`init(animation:runsExpressions:expressionLimits:)`).
    package init(
        animation: LottieAnimation, expressions: (any DocumentExpressions)?, expressionDiagnostics: [Diagnostic]
    ) {
        self.animation = animation
        self.expressions = expressions
        let compiler = CompositionCompiler(animation: animation)
        root = ExpressionHooks.$compiling.withValue(expressions) { compiler.compileRoot() }
        rootNodeMotions = root.nodeMotions()
        diagnostics = compiler.diagnostics + expressionDiagnostics
    }

    /// Runs `body` with this interpreter's expressions evaluated for one frame, when it has any.
    package func evaluatingExpressions<Result>(_ body: () -> Result) -> Result {
        guard let expressions, ExpressionHooks.frame?.document !== expressions else { return body() }
        return ExpressionHooks.$frame.withValue(expressions.makeFrameExpressions(), operation: body)
    }

    /// Whether `scene(at: first)` and `scene(at: second)` are the same because nothing in the animation changes
    /// between the two frames (no keyframe moves a value, no layer comes or goes): a player showing one of them
    /// need not work out the other. False whenever that cannot be shown, never wrongly true.
    package func holdsStill(from first: Double, to second: Double) -> Bool {
        root.motion.holdsStill(from: first, to: second)
    }

    /// The display list at an absolute Lottie frame (the numbers of `ip`, `op` and keyframe `t`).
    /// Frames outside `ip..<op` are evaluated as asked; callers decide whether to allow them.
    /// `overrides` replace the animation's own values where their keypaths match, as a tint does.
    package func scene(at frame: Double, overrides: PropertyOverrides = .none) -> LottieScene {
        let renderer = CompositionRenderer(frameRate: animation.frameRate, overrides: resolved(overrides, at: frame))
        return evaluatingExpressions {
            LottieScene(width: animation.width, height: animation.height, nodes: renderer.nodes(for: root, at: frame))
        }
    }

    /// The same scene as `scene(at:overrides:)`, reusing from `memory` the node of every top-level layer that holds
    /// still since the frame it was made for (and keeping this frame's in it): a player drawing frame after frame
    /// works out only the layers that move.
    package func scene(at frame: Double, overrides: PropertyOverrides = .none, memory: SceneMemory) -> LottieScene {
        let renderer = CompositionRenderer(
            frameRate: animation.frameRate, overrides: resolved(overrides, at: frame),
            modifierResults: memory.modifierResults)
        // One layer holds still only where the whole animation does (`holdsStill`): no node to reuse.
        let reused = root.layers.count > 1 ? (memory, rootNodeMotions) : nil
        return evaluatingExpressions {
            LottieScene(
                width: animation.width, height: animation.height,
                nodes: renderer.nodes(for: root, at: frame, memory: reused))
        }
    }

    /// Providers become this frame's values once, here, so that every layer below sees constants.
    private func resolved(_ overrides: PropertyOverrides, at frame: Double) -> PropertyOverrides {
        overrides.resolved(atFrame: frame, inPoint: animation.inPoint, outPoint: animation.outPoint)
    }
}
