import ArgumentParser
import Foundation
import LottiePlayer

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show an animation's header, markers, layer tree and every diagnostic with its JSON path."
    )

    @OptionGroup var source: AnimationOptions

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(help: "Exit 1 when the file has any diagnostic (after printing the report), for scripts and CI.")
    var strict = false


    func run() throws {
        try reportingErrors {
            let summary = AnimationSummary(try source.load())
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let data = try encoder.encode(summary)
                print(String(decoding: data, as: UTF8.self))
            } else {
                print(summary.text)
            }
            if strict && !summary.diagnostics.isEmpty {
                printError("\(source.file): \(summary.diagnostics.count) diagnostic(s); --strict fails on any")
                throw ExitCode.failure
            }
        }
    }
}
