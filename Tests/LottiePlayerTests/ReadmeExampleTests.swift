import Foundation
import Testing

/// The README's Swift blocks compile as written: its library block is `Examples/Consumer`'s `LibraryTour/main.swift`
/// and its snapshot block that package's `SnapshotTests.swift`, each the whole file, word for word, which `.ci/run`
/// builds and runs. This keeps README and files identical; the Package.swift block is a fragment of a manifest.
@Suite("README examples")
struct ReadmeExampleTests {
    /// The README's ```swift blocks, each without its fences.
    static func swiftBlocks() throws -> [String] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [String] = [], current: [String]?
        for line in readme.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.map { $0 + "\n" }.joined())
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("each Swift block of the README is a whole file of the consumer package, word for word", arguments: [
        ("import LottiePlayer\n", "Examples/Consumer/Sources/LibraryTour/main.swift"),
        ("// Package.swift: .testTarget(name: \"IconTests\"", "Examples/Consumer/Tests/ConsumerTests/SnapshotTests.swift"),
    ])
    func wholeFiles(opening: String, file: String) throws {
        let block = try #require(try Self.swiftBlocks().first { $0.hasPrefix(opening) }, "README.md has no Swift block opening with \(opening)")
        let code = try String(contentsOf: PackagePaths.root.appendingPathComponent(file), encoding: .utf8)
        #expect(block == code, "README.md's block and \(file) differ")
    }

    @Test("every Swift block of the README but the manifest fragment is checked")
    func everyBlock() throws {
        let blocks = try Self.swiftBlocks()
        #expect(blocks.count == 3)
        #expect(blocks.filter { $0.hasPrefix("// Package.swift\ndependencies:") }.count == 1)
    }
}
