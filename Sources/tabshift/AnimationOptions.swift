import ArgumentParser
import LottiePlayer

/// The animation a command works on: the file, which of a dotLottie file's animations, and whether its
/// expressions run.
struct AnimationOptions: ParsableArguments {
    @Argument(help: "The Lottie file: JSON, a Telegram sticker (.tgs) or a dotLottie file (.lottie).")
    var file: String

    @Option(help: "The animation of a dotLottie file to use, by id (tabshift inspect lists them). Defaults to the first.")
    var animation: String?

    @OptionGroup var expressionOptions: ExpressionOptions

    /// The document, as the options name it.
    func load() throws(PlayerError) -> AnimationDocument {
        try AnimationDocument(contentsOfFile: file, animation: animation, expressions: expressionOptions.mode)
    }
}
