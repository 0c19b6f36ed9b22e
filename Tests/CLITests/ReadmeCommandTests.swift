import Foundation
import Testing

/// Every `tabshift` command the README shows runs as written, in the README's order, in a folder holding the
/// project's `Animations/`: the README stays true. (Its set-up command, which installs and builds, is run by `.ci/run`.)
@Suite("README commands")
struct ReadmeCommandTests {
    /// The `tabshift …` lines of the README's shell blocks, split into arguments as a shell splits them.
    static func commands() throws -> [[String]] {
        let readme = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [[String]] = []
        var inShellBlock = false
        for line in readme.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inShellBlock = line == "```sh"
                continue
            }
            if inShellBlock, line.hasPrefix("tabshift ") { commands.append(try words(of: line)) }
        }
        return commands
    }

    /// A shell's splitting of a line without variables or globs: words apart at spaces, quotes keeping spaces.
    static func words(of line: String) throws -> [String] {
        var words: [String] = [], word = "", quote: Character?, inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        try #require(quote == nil, "an unclosed quote in \(line)")
        if inWord { words.append(word) }
        return words
    }

    @Test("every tabshift command in the README succeeds, in order, from a folder with Animations/")
    func readmeCommands() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 15, "the README shows the CLI by task")
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Animations"), withDestinationURL: CommandRunner.packageRoot.appendingPathComponent("Animations"))
        for command in commands {
            let result = try CommandRunner.run(arguments: Array(command.dropFirst()), executable: CommandRunner.binary.path, directory: folder)
            #expect(result.status == 0, "\(command.joined(separator: " ")): \(result.error)")
        }
        // What the commands promise is there.
        for file in ["home.png", "home.svg", "search-frames/frame-00000.png", "home.webp", "home-select.gif", "lean.png", "heart.png", "shift.webp", "shift-strip.png", "shift-frames/frame-00000.png", "interrupted.png", "swipe.json", "tabbar.html", "difference.png", "home-plain.png", "heart-set.png", "shifts-dark.png", "shifts-pink.png", "icons/results.jsonl", "icons/search-128x128-f0.png", "icons/home-128x128.webp"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file) was not written")
        }
    }
}
