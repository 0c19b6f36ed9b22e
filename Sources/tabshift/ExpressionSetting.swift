import ArgumentParser
import LottiePlayer

/// `--expressions on|off`: run After Effects expressions (as lottie-web and ThorVG do) or keep every property's own
/// value (as lottie-ios does).
///
/// An option each command declares itself rather than a shared `@OptionGroup`: a debug build of ArgumentParser
/// checks every group (and every group inside one) again each time it reads a command's arguments, a cost that a
/// one-option group does not earn in the hundreds of debug runs the tests make.
enum ExpressionSetting: String, ExpressibleByArgument, CaseIterable {
    case on, off

    static let help: ArgumentHelp =
        "on: run After Effects expressions, as lottie-web and ThorVG do; off: every property keeps its own value, as lottie-ios draws it."

    var mode: ExpressionMode { self == .on ? .on : .off }
}
