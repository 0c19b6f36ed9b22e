import Foundation
import Testing

/// Every relative link of the README and `docs/` names a file or folder inside the repository.
@Suite("Documentation links")
struct DocumentationLinkTests {
    static var pages: [URL] {
        let docs = PackagePaths.root.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [PackagePaths.root.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    /// The targets of `[text](target)` links outside code spans and blocks.
    static func linkTargets(in markdown: String) -> [String] {
        var targets: [String] = []
        var inCodeBlock = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inCodeBlock.toggle() }
            if inCodeBlock { continue }
            // Code spans are split out: only the even pieces between backticks are prose.
            let prose = line.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = prose[...]
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[after.index(after: close)...]
            }
        }
        return targets
    }

    @Test("relative links resolve inside the repository")
    func relativeLinks() throws {
        let root = PackagePaths.root.standardizedFileURL.path
        var checked = 0
        for page in Self.pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for target in Self.linkTargets(in: text) {
                if target.contains("://") || target.hasPrefix("mailto:") || target.hasPrefix("#") { continue }
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let resolved = page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL.path
                #expect(resolved.hasPrefix(root + "/"), "\(page.lastPathComponent): \(target) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: resolved), "\(page.lastPathComponent): \(target) does not exist")
                checked += 1
            }
        }
        #expect(checked > 20, "the pages link to each other")
    }

    @Test("the link reader finds links in prose and skips code")
    func reader() {
        #expect(Self.linkTargets(in: "see [a](a.md) and `[b](b.md)`\n```\n[c](c.md)\n```\n[d](d.md#x)") == ["a.md", "d.md#x"])
    }
}
