import Foundation
import Testing

/// The third-party notice names every library a system-library target links, and the licence file is there.
@Suite("Licence and notice")
struct NoticeTests {
    /// The libraries the module maps link (`link "NAME"`).
    static func linkedLibraries() throws -> [String] {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        var names: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let map = sources.appendingPathComponent(target).appendingPathComponent("module.modulemap")
            guard let text = try? String(contentsOf: map, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ", omittingEmptySubsequences: true)
                if words.first == "link", words.count == 2 { names.append(words[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))) }
            }
        }
        return names
    }

    @Test("every linked library is in THIRD-PARTY-NOTICES.md with its licence; LICENSE is MIT")
    func everyLibraryNamed() throws {
        let notice = try String(contentsOf: PackagePaths.root.appendingPathComponent("THIRD-PARTY-NOTICES.md"), encoding: .utf8)
        let linked = try Self.linkedLibraries()
        #expect(linked.count >= 13, "\(linked)")
        let rows = notice.split(separator: "\n").filter { $0.hasPrefix("| ") }
        for library in linked {
            let row = rows.first { $0.contains("`\(library)`") }
            #expect(row != nil, "THIRD-PARTY-NOTICES.md names no row for the linked library \(library)")
            // Library, package, licence and use: a row with an empty cell says nothing.
            #expect(row.map { $0.split(separator: "|").allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty } } ?? false, "\(library): \(row ?? "")")
        }
        let licence = try String(contentsOf: PackagePaths.root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(licence.hasPrefix("MIT License"))
    }
}
