import Foundation
import Testing

/// The README's library and snapshot examples are copies of test code in `Examples/Consumer` (between
/// `// README: NAME begin` and `end`), which `.ci/run` builds and runs; this keeps the copies exact.
@Suite("README examples")
struct ReadmeExampleTests {
    static func region(_ name: String, in file: String) throws -> String {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(file), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README: \(name) begin" }, "\(file) marks no \(name) region")
        let end = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// README: \(name) end" })
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    @Test("the README shows the consumer package's tested code verbatim", arguments: [
        ("library", "Examples/Consumer/Tests/ConsumerTests/LibraryTests.swift"),
        ("snapshots", "Examples/Consumer/Tests/ConsumerTests/SnapshotTests.swift"),
    ])
    func verbatim(name: String, file: String) throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let code = try Self.region(name, in: file)
        #expect(code.count > 200)
        #expect(readme.contains(code), "README.md no longer shows the \(name) example of \(file) as it is")
    }
}
