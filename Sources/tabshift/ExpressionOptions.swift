import ArgumentParser
import LottiePlayer

/// `--expressions on|off`: run After Effects expressions (as lottie-web and ThorVG do) or keep every property's own
/// value (as lottie-ios does).
struct ExpressionOptions: ParsableArguments {
    enum Setting: String, ExpressibleByArgument, CaseIterable {
        case on, off
    }

    @Option(
        help:
            "on: run After Effects expressions, as lottie-web and ThorVG do; off: every property keeps its own value, as lottie-ios draws it."
    )
    var expressions: Setting = .on

    var mode: ExpressionMode { expressions == .on ? .on : .off }
}
