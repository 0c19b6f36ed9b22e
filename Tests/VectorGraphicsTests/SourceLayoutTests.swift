import Foundation
import Testing

/// The layout `.swift-format` keeps (`swift-format format --configuration .swift-format --in-place --recursive
/// Sources`): lines of at most 120 characters. A string literal the formatter cannot break may run longer, so that a message
/// reads, and is found, as one line.
@Suite("Source layout")
struct SourceLayoutTests {
    @Test("lines in Sources are at most 120 characters wide, but for string literals")
    func lineWidth() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var filesRead = 0
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            filesRead += 1
            var insideMultilineString = false
            for (number, line) in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").enumerated() {
                let quotes = line.components(separatedBy: "\"\"\"").count - 1
                let isString = insideMultilineString || quotes > 0 || line.contains("\"")
                if quotes % 2 == 1 { insideMultilineString.toggle() }
                if line.count > 120, !isString { offenders.append("\(file.lastPathComponent):\(number + 1)") }
            }
        }
        #expect(filesRead > 100)
        #expect(offenders.isEmpty, "lines wider than 120 characters:\n\(offenders.joined(separator: "\n"))")
    }
}
