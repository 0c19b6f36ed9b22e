import Foundation
import Testing

/// What the built `tabshift` loads: nothing under the GPL, and nothing the third-party notice leaves out.
@Suite("Linked libraries")
struct LinkedLibrariesTests {
    @Test("tabshift loads no GPL-only library, and the notice names every library it links directly")
    func noGPL() throws {
        let loaded = try CommandRunner.run(arguments: [CommandRunner.binary.path], executable: "/usr/bin/ldd")
        try #require(loaded.status == 0, "\(loaded.error)")
        #expect(!loaded.output.contains("libimagequant"), "libimagequant (GPL-3.0-or-later) is loaded without the LibImageQuant trait")
        let dynamic = try CommandRunner.run(arguments: ["-d", CommandRunner.binary.path], executable: "/usr/bin/readelf")
        try #require(dynamic.status == 0, "\(dynamic.error)")
        let notice = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("THIRD-PARTY-NOTICES.md"), encoding: .utf8)
        // The C and C++ runtimes every program loads come with the system (glibc's parts, which a sanitizer build adds
        // to), not with TabShift.
        let system: Set = ["c", "m", "stdc++", "gcc_s", "dl", "pthread", "rt", "util", "resolv", "ld-linux-x86-64", "ld-linux-aarch64"]
        let needed = dynamic.output.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.range(of: "Shared library: ["), let close = line.range(of: ".so", range: open.upperBound..<line.endIndex) else { return nil }
            let file = line[open.upperBound..<close.lowerBound]
            return file.hasPrefix("lib") ? String(file.dropFirst(3)) : String(file)
        }
        #expect(needed.contains("cairo") && needed.contains("jansson"), "\(needed)")
        for library in needed where !system.contains(library) && !library.hasPrefix("clang_rt") && !library.hasPrefix("swift") && !library.hasPrefix("Foundation") && library != "dispatch" && library != "BlocksRuntime" {
            #expect(notice.contains("`\(library)`"), "tabshift links lib\(library), which THIRD-PARTY-NOTICES.md does not name")
        }
    }
}
