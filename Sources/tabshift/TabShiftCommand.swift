import ArgumentParser
import Foundation
import LottiePlayer

@main
struct TabShiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabshift",
        abstract: "Render, inspect and compare Lottie animations for animated tab-bar icons.",
        version: TabShiftVersion.current,
        subcommands: [
            RenderCommand.self, FilmstripCommand.self, TransitionCommand.self, InteractCommand.self, ExportCommand.self,
            InspectCommand.self, CompareCommand.self, BenchCommand.self, PreviewCommand.self, KeypathsCommand.self,
            BatchCommand.self, BatchWorkerCommand.self
        ]
    )

    static func main() {
        Interruption.removePendingOutputsOnSignal()
        do {
            var command = try parsedDirectly(CommandLine.arguments.dropFirst()) ?? parseAsRoot()
            try command.run()
        } catch {
            exitReporting(error)
        }
    }

    /// The subcommand the arguments name, parsed as the root would parse it; nil where the root answers (help,
    /// version, completion scripts: anything whose output names the whole command). From the root, ArgumentParser
    /// builds a subcommand's arguments three times (twice while looking for it), and a debug build checks every
    /// option group each time, which the tests' hundreds of runs of the debug binary paid for.
    static func parsedDirectly(_ arguments: ArraySlice<String>) throws -> ParsableCommand? {
        guard let subcommand = subcommand(namedFirstIn: arguments),
            !arguments.contains(where: { argument in
                argument == "-h" || ["help", "version", "completion", "dump"].contains { argument.contains($0) }
            })
        else { return nil }
        return try subcommand.parseAsRoot(Array(arguments.dropFirst()))
    }

    /// The subcommand the first of `arguments` names, if it names one.
    static func subcommand(namedFirstIn arguments: ArraySlice<String>) -> ParsableCommand.Type? {
        arguments.first.flatMap { name in configuration.subcommands.first { $0._commandName == name } }
    }

    /// Ends the run for `error`: a malformed command line is one line on standard error naming the command's help
    /// (exit 64), where ArgumentParser would print the error, the option's help and the usage on three or four;
    /// help, version and the commands' own failures end as ArgumentParser ends them.
    static func exitReporting(_ error: Error) -> Never {
        guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
        let subcommandName = subcommand(namedFirstIn: CommandLine.arguments.dropFirst())?._commandName
        var message = message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        let firstLine = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        let help = ["tabshift", subcommandName, "--help"].compactMap { $0 }.joined(separator: " ")
        printError("\(firstLine) (see '\(help)')")
        exit(withError: ExitCode.validationFailure)
    }
}

/// Runs a command body, turning the library's errors into a message on standard error and exit code 1.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as PlayerError {
        PendingOutputs.waitUnlessRunning()
        printError(error.description)
        throw ExitCode.failure
    }
}

func printError(_ message: String) {
    var standardError = StandardError()
    print("tabshift: error: \(message)", to: &standardError)
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandleOutput.standardError(string)
    }
}
