import ArgumentParser
import LottiePlayer

/// `--tint` and `--color KEYPATH=#RRGGBB`: colours replaced by keypath (`tabshift keypaths` lists them).
struct ColorOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Draw every solid fill and stroke in this colour (the keypath **.Color); in a transition, the selected tab's tint.",
            valueName: "#RRGGBB[AA]"), transform: ArgumentValue.color)
    var tint: LottieColor?

    @Option(
        name: .customLong("color"),
        help: ArgumentHelp(
            "Replace the colours a keypath matches, e.g. 'Heart.Fill 1.Color=#FF2D55' or '**.Stroke 1.Color=#000000'; repeatable, later ones win. * is one name, ** any number.",
            valueName: "KEYPATH=#RRGGBB"), transform: ArgumentValue.keypathColor)
    var colors: [KeypathColor] = []

    /// The `--color` overrides, in order.
    var keypathColors: PropertyOverrides {
        var overrides = PropertyOverrides()
        for color in colors { overrides.setColor(color.color, for: color.pattern) }
        return overrides
    }

    /// `--tint` as `**.Color`, then the `--color` overrides.
    var allColors: PropertyOverrides {
        var overrides = PropertyOverrides()
        if let tint { overrides.setColor(tint, for: KeypathPattern("**.Color")) }
        return overrides.merging(keypathColors)
    }

    /// A warning on standard error for every keypath that matches nothing, naming the closest ones.
    static func warn(_ unmatched: [UnmatchedOverride], in file: String) {
        for override in unmatched {
            printWarning("\(file): --color \(override) (tabshift keypaths \(file) lists them)")
        }
    }
}

func printWarning(_ message: String) {
    var standardError = StandardError()
    print("tabshift: warning: \(message)", to: &standardError)
}
