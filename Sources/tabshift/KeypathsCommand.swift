import ArgumentParser
import Foundation
import LottiePlayer

struct KeypathsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keypaths",
        abstract: "List every keypath of an animation: layers, groups, shapes, styles and the colours --color matches.",
        discussion: """
            Keypaths are names joined by dots, as --color and the library's PropertyOverrides match them: layer names, \
            then shape group and item names, then Color for a solid fill or stroke (Colors for a gradient, listed but \
            not overridable yet). In patterns, * stands for one name and ** for any number.
            """
    )

    @OptionGroup var source: AnimationOptions

    @Flag(help: "Only the colour keypaths --color can change.")
    var colors = false

    @Flag(help: "One JSON object per keypath: {\"keypath\": …, \"kind\": …}.")
    var json = false

    func run() throws {
        try reportingErrors {
            let document = try source.load()
            let keypaths = document.interpreter.keypaths.filter { !colors || $0.kind == .color }
            for keypath in keypaths {
                if json {
                    let object = ["keypath": keypath.description, "kind": keypath.kind.rawValue]
                    let data = try JSONSerialization.data(
                        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                    print(String(decoding: data, as: UTF8.self))
                } else {
                    print(
                        keypath.kind.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0) + keypath.description)
                }
            }
        }
    }
}
