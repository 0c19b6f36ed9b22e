import Foundation
import Testing

/// Every public declaration users can reach through `import LottiePlayer` or `import LottieSnapshotTesting` has a
/// doc comment (DocC shows it; so does an editor's quick help): the products' own and those of the modules whose
/// declarations LottiePlayer re-exports by name (`PublicFaceTests` keeps the rest of those modules `package`).
@Suite("Documentation")
struct DocumentationTests {
    @Test("every public declaration of the products and of the modules they re-export has a doc comment", arguments: ["LottiePlayer", "LottieSnapshotTesting", "ImageCodecs", "LottieDecoding", "LottieExpressions", "LottieInterpreter", "VectorGraphics", "LottieModel", "TabShiftEngine", "LottieStateMachines"])
    func documented(module: String) throws {
        let files = PackagePaths.swiftFiles(under: "Sources/\(module)")
        let declaration = try Regex(#"^\s*(@\w+(\([^)]*\))?\s+)*(public|open)\s"#)
        var undocumented: [String] = []
        var count = 0
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where line.contains(declaration) && !line.contains("extension ") && !line.contains(" import ") {
                count += 1
                var previous = index - 1
                while previous >= 0, lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("@") { previous -= 1 }
                if previous < 0 || !lines[previous].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    undocumented.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(count > 0, "the scan found \(count) public declarations")
        #expect(undocumented.isEmpty, "\(undocumented.joined(separator: "\n"))")
    }
}
