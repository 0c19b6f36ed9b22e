import ArgumentParser
import Foundation
import LottiePlayer

/// The animation a command works on: the file, which of a dotLottie file's animations, and whether its
/// expressions run.
struct AnimationOptions: ParsableArguments {
    @Argument(help: "The Lottie file: JSON, a Telegram sticker (.tgs) or a dotLottie file (.lottie).")
    var file: String

    @Option(
        help: "The animation of a dotLottie file to use, by id (tabshift inspect lists them). Defaults to the first.")
    var animation: String?

    @Option(help: ExpressionSetting.help)
    var expressions: ExpressionSetting = .on

    @Option(
        name: .customLong("slot"),
        help: ArgumentHelp(
            "Set a slot (tabshift inspect lists them): a colour #RRGGBB[AA], a number, X,Y, a text, or Lottie JSON for any slot, e.g. 'ball_color=#FF2D55'; repeatable, later ones win.",
            valueName: "ID=VALUE"), transform: ArgumentValue.slotAssignment)
    var slots: [Assignment] = []

    @Option(
        name: .customLong("slots"),
        help: ArgumentHelp(
            "Set slots from a JSON file of slot values, as lottie-web and ThorVG take them: {\"ball_color\": {\"p\": {\"a\": 0, \"k\": [1, 0, 0, 1]}}}. --slot values win over it.",
            valueName: "FILE.json"))
    var slotsFile: String?

    @Option(
        help:
            "The theme of a dotLottie file to draw with, by id (tabshift inspect lists them); 'none' for none. Defaults to the file's initial theme."
    )
    var theme: String?

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Set the properties a keypath matches (tabshift keypaths lists them): a colour, colours for a gradient's stops, a number (opacity in percent, degrees, widths, trims), X,Y (position, anchor, scale in percent, size) or a text, e.g. '**.Opacity=50' or 'Badge.Transform.Scale=120,120'; repeatable, later ones win. * is one name, ** any number.",
            valueName: "KEYPATH=VALUE"), transform: ArgumentValue.keypathSetting)
    var settings: [Assignment] = []

    /// The document, as the options name it: theme, then the slots file, then each --slot, then each --set.
    func load() throws(PlayerError) -> AnimationDocument {
        var document = try AnimationDocument(
            contentsOfFile: file, animation: animation, expressions: expressions.mode)
        if let theme { document = try document.applyingTheme(theme == "none" ? nil : theme) }
        if let slotsFile { document = try document.settingSlots(json: try Data(readingFile: slotsFile)) }
        for slot in slots { document = try document.settingSlot(slot.name, parsing: slot.value) }
        for setting in settings {
            document = try document.settingProperty(KeypathPattern(setting.name), parsing: setting.value)
        }
        return document
    }
}
