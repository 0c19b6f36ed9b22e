import Foundation
import LottiePlayer
import Testing

/// What the C library's header promises that Swift code decides (Tools/test-c-library.sh tests the rest in C).
@Suite("C library header")
struct CLibraryHeaderTests {
    static let header = PackagePaths.root.appendingPathComponent("Sources/CTabShift/include/tabshift.h")

    @Test("tabshift.h's version macros are the package's version")
    func version() throws {
        let text = try String(contentsOf: Self.header, encoding: .utf8)
        #expect(text.contains("#define TABSHIFT_VERSION \"\(TabShiftVersion.current)\""))
        let parts = TabShiftVersion.current.split(separator: ".")
        try #require(parts.count == 3)
        for (name, part) in zip(["MAJOR", "MINOR", "PATCH"], parts) {
            #expect(text.contains("#define TABSHIFT_VERSION_\(name) \(part)\n"), "TABSHIFT_VERSION_\(name)")
        }
    }

    @Test("tabshift.h's largest side is the renderer's, and the Python package's")
    func maximumSide() throws {
        let text = try String(contentsOf: Self.header, encoding: .utf8)
        #expect(text.contains("#define TABSHIFT_MAXIMUM_SIDE \(Viewport.maximumSide)\n"))
        let python = try String(contentsOf: PackagePaths.root.appendingPathComponent("python/tabshift/_library.py"), encoding: .utf8)
        #expect(python.contains("MAXIMUM_SIDE = \(Viewport.maximumSide)\n"))
        let project = try String(contentsOf: PackagePaths.root.appendingPathComponent("python/pyproject.toml"), encoding: .utf8)
        #expect(project.contains("version = \"\(TabShiftVersion.current)\""), "python/pyproject.toml's version")
    }

    @Test("every function tabshift.h declares is defined by the library's Swift code or its C file")
    func everyFunctionDefined() throws {
        let text = try String(contentsOf: Self.header, encoding: .utf8)
        let declared = Set(text.matches(of: /(tabshift_[a-z_]+)\(/).map { String($0.output.1) })
        var defined = Set<String>()
        let sources = PackagePaths.root.appendingPathComponent("Sources/TabShiftCLibrary")
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let swift = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            defined.formUnion(swift.matches(of: /@_cdecl\("(tabshift_[a-z_]+)"\)/).map { String($0.output.1) })
        }
        let c = try String(contentsOf: PackagePaths.root.appendingPathComponent("Sources/CTabShift/version_and_errors.c"), encoding: .utf8)
        defined.formUnion(c.matches(of: /\n(?:const char \*|void )(tabshift_[a-z_]+)\(/).map { String($0.output.1) })
        #expect(declared.count >= 40)
        #expect(declared.subtracting(defined).isEmpty, "declared but not defined: \(declared.subtracting(defined).sorted())")
        #expect(defined.subtracting(declared).subtracting(["tabshift_library_set_last_error"]).isEmpty, "defined but not declared: \(defined.subtracting(declared).sorted())")
    }
}
