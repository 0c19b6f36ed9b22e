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

    /// A dotLottie file's state machines: states, inputs and interactions, each machine on a few lines.
    private func printStateMachines(of document: AnimationDocument) throws {
        for id in document.stateMachineIDs {
            let (machine, warnings) = try document.stateMachine(id: id)
            print("state machine \(id): starts in \(machine.initialState)")
            print(
                "  states: "
                    + machine.states.map {
                        $0.isGlobal
                            ? "\($0.name) (global)" : "\($0.name)" + ($0.playback?.segment.map { " [\($0)]" } ?? "")
                    }.joined(separator: ", "))
            if !machine.inputs.isEmpty {
                print("  inputs: " + machine.inputs.map { "\($0.name) (\($0.typeName))" }.joined(separator: ", "))
            }
            if !machine.interactions.isEmpty {
                print(
                    "  interactions: "
                        + machine.interactions.map { interaction in
                            interaction.kind.rawValue + (interaction.layerName.map { " on \($0)" } ?? "")
                                + (interaction.stateName.map { " of \($0)" } ?? "")
                        }.joined(separator: ", "))
            }
            for warning in warnings { print("  warning: \(warning)") }
        }
    }

    func run() throws {
        try reportingErrors {
            let document = try source.load()
            let summary = AnimationSummary(document)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let data = try encoder.encode(summary)
                print(String(decoding: data, as: UTF8.self))
            } else {
                print(summary.text)
                try printStateMachines(of: document)
            }
            if strict && !summary.diagnostics.isEmpty {
                printError("\(source.file): \(summary.diagnostics.count) diagnostic(s); --strict fails on any")
                throw ExitCode.failure
            }
        }
    }
}
