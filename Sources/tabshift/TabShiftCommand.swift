import ArgumentParser
import LottiePlayer

@main
struct TabShiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabshift",
        abstract: "Render, inspect and compare Lottie animations for animated tab-bar icons.",
        version: TabShiftVersion.current,
        subcommands: [RenderCommand.self, FilmstripCommand.self, TransitionCommand.self, ExportCommand.self, InspectCommand.self, CompareCommand.self, BenchCommand.self, PreviewCommand.self, KeypathsCommand.self]
    )

    static func main() {
        Interruption.removePendingOutputsOnSignal()
        main(nil)
    }
}

/// Runs a command body, turning the library's errors into a message on standard error and exit code 1.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as PlayerError {
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
