import LottieInterpreter
@_spi(Model) import LottieModel

extension AnimationInterpreter {
    /// Compiles `animation`: timelines, easing, parents and precompositions, once. Expressions run unless
    /// `runsExpressions` is false, in which case every property keeps its own value, as lottie-ios draws it.
    package init(
        animation: LottieAnimation, runsExpressions: Bool = true, expressionLimits: ExpressionLimits = .standard
    ) {
        let found = animation.expressions
        if runsExpressions, !found.isEmpty {
            let host = ExpressionHost(animation: animation, limits: expressionLimits)
            self.init(animation: animation, expressions: host, expressionDiagnostics: host.diagnostics)
        } else {
            let diagnostics = found.map {
                Diagnostic(
                    path: animation.path(of: $0),
                    message: "expression not run (expressions are off); the property's own value is used")
            }
            self.init(animation: animation, expressions: nil, expressionDiagnostics: diagnostics)
        }
    }

    /// Every expression with its JSON path, whether it compiled, and the error it last ended with at `frames`.
    package func expressionReport(at frames: [Double]) -> [ExpressionStatus] {
        guard let host = expressions as? ExpressionHost else {
            return animation.expressions.map {
                ExpressionStatus(
                    path: animation.path(of: $0), source: $0.source, isRunning: false, compileError: nil, lastError: nil
                )
            }
        }
        var lastErrors: [Int: String] = [:]
        for frame in frames {
            let evaluation = ExpressionEvaluation(host: host)
            _ = ExpressionHooks.$frame.withValue(evaluation) { scene(at: frame) }
            for (id, error) in evaluation.errors { lastErrors[id] = error }
        }
        return host.expressions.map { expression in
            ExpressionStatus(
                path: animation.path(of: expression), source: expression.source, isRunning: host.runs(expression.id),
                compileError: host.compileErrors[expression.id],
                lastError: lastErrors[expression.id] ?? host.firstFrameErrors[expression.id])
        }
    }
}

/// One expression of a document as `inspect` reports it.
package struct ExpressionStatus: Sendable, Equatable {
    /// Where the property is in the file (`layers[2].ks.p`).
    package var path: String
    /// The script as the file holds it.
    package var source: String
    /// Compiled and run; false when it did not compile, or when expressions are off.
    package var isRunning: Bool
    /// Why it does not compile, when it does not.
    package var compileError: String?
    /// The error its last run at the frames asked about ended with; nil when every run succeeded.
    package var lastError: String?
}
