import ArgumentParser
import LottiePlayer

/// `--tint` and `--color KEYPATH=#RRGGBB`: colours replaced by keypath (`tabshift keypaths` lists them).
struct ColorOptions: ParsableArguments {
    @Option(help: "Draw every solid fill and stroke in this colour #RRGGBB[AA] (the keypath **.Color); in a transition, the selected tab's tint.")
    var tint: String?

    @Option(name: .customLong("color"), help: ArgumentHelp("Replace the colours a keypath matches, e.g. 'Heart.Fill 1.Color=#FF2D55' or '**.Stroke 1.Color=#000000'; repeatable, later ones win. * is one name, ** any number.", valueName: "KEYPATH=#RRGGBB"))
    var colors: [String] = []

    func validate() throws {
        if let tint, LottieColor(hex: tint) == nil { throw ValidationError("--tint \"\(tint)\" is not a colour of the form #RRGGBB or #RRGGBBAA") }
        for text in colors { _ = try Self.parse(text) }
    }

    var tintColor: LottieColor? { tint.flatMap(LottieColor.init(hex:)) }

    /// The `--color` overrides, in order.
    var keypathColors: PropertyOverrides {
        var overrides = PropertyOverrides()
        for text in colors {
            guard let (pattern, color) = try? Self.parse(text) else { continue }
            overrides.setColor(color, for: pattern)
        }
        return overrides
    }

    /// `--tint` as `**.Color`, then the `--color` overrides.
    var allColors: PropertyOverrides {
        var overrides = PropertyOverrides()
        if let tintColor { overrides.setColor(tintColor, for: KeypathPattern("**.Color")) }
        return overrides.merging(keypathColors)
    }

    static func parse(_ text: String) throws -> (KeypathPattern, LottieColor) {
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
            throw ValidationError("--color \"\(text)\" is not of the form KEYPATH=#RRGGBB, e.g. 'Heart.Fill 1.Color=#FF2D55'")
        }
        let colorText = String(text[text.index(after: equals)...])
        guard let color = LottieColor(hex: colorText) else {
            throw ValidationError("--color \"\(text)\": \"\(colorText)\" is not a colour of the form #RRGGBB or #RRGGBBAA")
        }
        return (KeypathPattern(String(text[..<equals])), color)
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
