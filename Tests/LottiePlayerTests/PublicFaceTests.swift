import Foundation
import Testing

/// `import LottiePlayer` shows a face chosen one declaration at a time (docs/architecture.md, "The public face"):
/// no module is re-exported whole, and a target below the products declares nothing public that the face does not
/// name, except what cross-module inlining needs.
@Suite("Public face")
struct PublicFaceTests {
    /// Public in a part only because this toolchain inlines across modules only what is public; none is re-exported.
    static let publicForInlining: Set<String> = ["WholePixels", "PixelBox", "PolygonEdges", "CoverageBlending"]
    /// Targets a user imports, or that are programs: their public declarations are the products' own.
    static let productTargets: Set<String> = ["LottiePlayer", "LottieSnapshotTesting", "TabShiftCLibrary", "tabshift"]

    /// The `(module, name)` of every `@_exported import` line of a target's sources, `name` nil for a whole module.
    static func exports(in target: String) throws -> [(module: String, name: String?, line: String)] {
        let pattern = try Regex(#"^@_exported\s+import\s+(?:(?:struct|enum|class|protocol|typealias|func|var|let)\s+)?(\w+)(?:\.(\w+))?\s*$"#)
        return try PackagePaths.swiftFiles(under: "Sources/\(target)").flatMap { file in
            try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n").compactMap { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("@_exported") else { return nil }
                guard let match = trimmed.wholeMatch(of: pattern) else { return (module: "?", name: nil, line: trimmed) }
                return (String(match.output[1].substring!), match.output[2].substring.map(String.init), trimmed)
            }
        }
    }

    @Test("LottiePlayer re-exports declarations by name, never a whole module, and no other target re-exports at all")
    func namedExports() throws {
        let exports = try Self.exports(in: "LottiePlayer")
        #expect(exports.count > 50, "Exports.swift names the face's types")
        let whole = exports.filter { $0.name == nil }.map(\.line)
        #expect(whole.isEmpty, "whole modules re-exported: \(whole)")
        let targets = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Sources").path)
        for target in targets where target != "LottiePlayer" && !target.hasPrefix("C") {
            #expect(try Self.exports(in: target).isEmpty, "\(target) re-exports a module")
        }
    }

    @Test("every public type of a target below the products is on LottiePlayer's face (or public only for inlining)")
    func nothingPublicBelowTheFace() throws {
        let exported = Set(try Self.exports(in: "LottiePlayer").compactMap(\.name))
        let declaration = try Regex(#"^(?:@\w+(?:\([^)]*\))?\s+)*public\s+(?:final\s+|indirect\s+)?(?:struct|enum|class|protocol|typealias|actor)\s+(\w+)"#)
        let targets = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Sources").path)
            .filter { !$0.hasPrefix("C") && !Self.productTargets.contains($0) }
        var scanned = 0
        var strays: [String] = []
        for target in targets {
            for file in PackagePaths.swiftFiles(under: "Sources/\(target)") {
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                for (index, line) in lines.enumerated() {
                    guard let match = line.firstMatch(of: declaration) else { continue }
                    scanned += 1
                    let name = String(match.output[1].substring!)
                    // Behind an SPI, a declaration is the named clients' only (ScratchBuffer's `@_spi(Buffers)`).
                    let spi = line.contains("@_spi(") || (index > 0 && lines[index - 1].hasPrefix("@_spi("))
                    if exported.contains(name) || Self.publicForInlining.contains(name) || spi { continue }
                    strays.append("\(target)/\(file.lastPathComponent): \(name)")
                }
            }
        }
        #expect(scanned > 50, "the scan found \(scanned) public types")
        #expect(strays.isEmpty, "public but not on the face: \(strays.joined(separator: ", "))")
    }
}
