import LottieInterpreter

/// Whether a document runs its After Effects expressions, and within what budget.
///
/// `.on` (the default) runs them as lottie-web and ThorVG do. `.off` keeps every property's own value, which is what
/// lottie-ios draws: use it to snapshot-test what an iOS app will show.
public struct ExpressionMode: Sendable, Equatable {
    /// Whether expressions run.
    public var runs: Bool
    /// What each expression, and each frame's expressions together, may spend.
    public var limits: ExpressionLimits

    /// Expressions run or not, within `limits`.
    public init(runs: Bool, limits: ExpressionLimits = .standard) {
        self.runs = runs
        self.limits = limits
    }

    /// Expressions run, within the standard limits.
    public static let on = ExpressionMode(runs: true)
    /// Expressions are ignored.
    public static let off = ExpressionMode(runs: false)
}
