import Foundation
import LottieTestFixtures
import Testing

/// Small files an attacker would write, each with one out-of-range number: every one renders or fails with a
/// one-line error, and none takes the process down. They run in a child process, so a trap is a failed
/// expectation rather than the end of the test run.
@Suite("Hostile input")
struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        var arguments: [String] = ["--frame", "0", "--size", "64x64"]
        /// Whether `inspect` runs on it too; false where loading is the whole cost, which `render` already pays.
        var inspected = true
        var testDescription: String { name }
    }

    static let square = LottieFixture.rectangle(x: 50, y: 50, width: 40, height: 40)
    static let red = LottieFixture.fill(red: 1, green: 0, blue: 0)

    static func layer(_ shapes: [String], extra: String = "") -> String {
        LottieFixture.document(layers: [LottieFixture.shapeLayer(shapes, transform: LottieFixture.transform(type: nil), extra: extra)])
    }

    /// A property running from `from` to `to` over the first 60 frames, so that interpolation overflows midway.
    static func swinging(_ from: String, _ to: String) -> String {
        #"{"a": 1, "k": [{"t": 0, "s": [\#(from)], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}}, {"t": 60, "s": [\#(to)]}]}"#
    }

    static func effectLayer(_ effect: String) -> String { layer([square, red], extra: #""ef": [\#(effect)]"#) }

    static let cases: [Case] = [
        Case(name: "layer type 1e300", json: LottieFixture.document(layers: [#"{"ty": 1e300, "ip": 0, "op": 60, "st": 0, "ks": {}}"#])),
        Case(name: "blend mode 1e300", json: layer([square, red], extra: #""bm": 1e300"#)),
        Case(name: "merge mode 1e300", json: layer([square, #"{"ty": "mm", "mm": 1e300}"#, red])),
        Case(name: "effect type 1e300", json: effectLayer(#"{"ty": 1e300, "nm": "x", "ef": []}"#)),
        Case(name: "blur dimensions 1e300", json: effectLayer(#"{"ty": 29, "nm": "Blur", "ef": [{"ty": 0, "v": {"a": 0, "k": 5}}, {"ty": 7, "v": {"a": 0, "k": 1e300}}]}"#)),
        Case(name: "blur radius 1e10", json: effectLayer(#"{"ty": 29, "nm": "Blur", "ef": [{"ty": 0, "v": {"a": 0, "k": 1e10}}]}"#)),
        Case(name: "drop-shadow softness 1e300", json: effectLayer(#"{"ty": 25, "nm": "Shadow", "ef": [{"ty": 2, "v": {"a": 0, "k": [0, 0, 0, 1]}}, {"ty": 0, "v": {"a": 0, "k": 100}}, {"ty": 1, "v": {"a": 0, "k": 135}}, {"ty": 0, "v": {"a": 0, "k": 5}}, {"ty": 0, "v": {"a": 0, "k": 1e300}}]}"#)),
        Case(name: "mask opacity and expansion 1e300", json: layer([square, red], extra: #""hasMask": true, "masksProperties": [{"mode": "a", "pt": {"a": 0, "k": {"c": true, "v": [[0, 0], [80, 0], [80, 80]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}, "o": {"a": 0, "k": 1e300}, "x": {"a": 0, "k": 1e300}}]"#)),
        Case(name: "star points 1e300", json: layer([#"{"ty": "sr", "sy": 1, "p": {"a": 0, "k": [50, 50]}, "pt": {"a": 0, "k": 1e300}, "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 30}, "os": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 10}, "is": {"a": 0, "k": 0}}"#, red])),
        Case(name: "star points overflowing to infinity", json: layer([#"{"ty": "sr", "sy": 1, "p": {"a": 0, "k": [50, 50]}, "pt": \#(swinging("1.7e308", "-1.7e308")), "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 30}, "os": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 10}, "is": {"a": 0, "k": 0}}"#, red]), arguments: ["--frame", "30", "--size", "64x64"]),
        Case(name: "repeater copies 1e300", json: layer([square, red, #"{"ty": "rp", "c": {"a": 0, "k": 1e300}, "o": {"a": 0, "k": 0}, "m": 1, "tr": {"ty": "tr", "p": {"a": 0, "k": [1, 0]}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}}"#])),
        Case(name: "repeater copies overflowing to infinity", json: layer([square, red, #"{"ty": "rp", "c": \#(swinging("1.7e308", "-1.7e308")), "o": {"a": 0, "k": 0}, "m": 1, "tr": {"ty": "tr", "p": {"a": 0, "k": [1, 0]}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}}"#]), arguments: ["--frame", "30", "--size", "64x64"]),
        Case(name: "zig-zag ridges 1e300", json: layer([square, #"{"ty": "zz", "r": {"a": 0, "k": 1e300}, "s": {"a": 0, "k": 5}, "pt": {"a": 0, "k": 1}}"#, red])),
        Case(name: "trim of a curve with 1e20 coordinates", json: layer([LottieFixture.ellipse(x: 1e20, y: 1e20, width: 1e20, height: 1e20), LottieFixture.trim(start: 10, end: 60), LottieFixture.stroke(red: 0, green: 0, blue: 0, width: 2)])),
        Case(name: "text justification 1e300", json: LottieFixture.document(layers: [#"{"ty": 5, "ip": 0, "op": 60, "st": 0, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"s": 20, "f": "Sans", "t": "Hi", "j": 1e300, "fc": [0, 0, 0]}}]}, "a": []}}"#])),
        Case(name: "a composition of 1e19 pixels rendered at its own size", json: LottieFixture.document(width: 1e19, height: 1e19, layers: [LottieFixture.shapeLayer([square, red])]), arguments: ["--frame", "0"]),
        Case(name: "frame 1e19", json: layer([square, red]), arguments: ["--frame", "1e19", "--size", "64x64"]),
        Case(name: "frame inf", json: layer([square, red]), arguments: ["--frame", "inf", "--size", "64x64"]),
        Case(name: "in and out points ±2e19", json: LottieFixture.document(inPoint: -2e19, outPoint: 2e19, layers: [LottieFixture.shapeLayer([square, red])]), arguments: ["--frame", "0", "--size", "64x64"]),
        Case(name: "a chain of 20,000 parented layers, each drawing", json: LottieFixture.document(layers: (1...20_000).map { index in
            LottieFixture.shapeLayer([LottieFixture.rectangle(x: 50, y: 50, width: 2, height: 2), red], transform: LottieFixture.transform(position: (0.01, 0), rotation: 0.1, type: nil), extra: #""ind": \#(index)"# + (index > 1 ? #", "parent": \#(index - 1)"# : ""))
        }), inspected: false),
        Case(name: "a billion frames asked for", json: layer([square, red]), arguments: ["--frames", "0..1e9", "--size", "8x8"]),
        Case(name: "a path of 50,000 self-crossing vertices, trimmed and stroked", json: layer([selfCrossingPath(vertices: 50_000), LottieFixture.trim(start: 10, end: 60), LottieFixture.stroke(red: 0, green: 0, blue: 0, width: 2), red]), arguments: ["--frame", "0", "--size", "512x512"]),
        Case(name: "2,000,000 numbers", json: LottieFixture.document(layers: [LottieFixture.shapeLayer([square, red], extra: #""junk": [\#(Array(repeating: "0", count: 2_000_001).joined(separator: ","))]"#)])),
        Case(name: "an embedded PNG declaring 23000x23000", json: declaredPNG(width: 23000, height: 23000), arguments: ["--frame", "0", "--size", "512x512"]),
        Case(name: "mattes doubling through 14 nested precompositions", json: doublingMattes(depth: 14), arguments: ["--frame", "0", "--size", "512x512"]),
        Case(name: "4.8 MB of text in one text layer", json: LottieFixture.document(layers: [#"{"ty": 5, "ip": 0, "op": 60, "st": 0, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"s": 20, "f": "Sans", "t": "\#(String(repeating: "Hello world ", count: 400_000))", "j": 0, "fc": [0, 0, 0]}}]}, "a": []}}"#])),
        Case(name: "every frame of a billion", json: LottieFixture.document(outPoint: 1e9, layers: [LottieFixture.shapeLayer([square, red], outPoint: 1e9)]), arguments: ["--all", "--size", "8x8"]),
    ]

    /// Inputs the fuzzer found (`Tools/fuzz.sh` copies them here); each stays a hostile case for good.
    static var fuzzFindings: [Case] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }.compactMap { file in
            (try? Data(contentsOf: file)).map { Case(name: "fuzz finding \(file.lastPathComponent)", json: String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// A closed path zig-zagging across the square, so that nearly every edge crosses many others.
    static func selfCrossingPath(vertices: Int) -> String {
        let points = (0..<vertices).map { index in "[\(index * 37 % 100),\(index * 61 % 100)]" }.joined(separator: ",")
        let tangents = Array(repeating: "[0,0]", count: vertices).joined(separator: ",")
        return #"{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [\#(points)], "i": [\#(tangents)], "o": [\#(tangents)]}}}"#
    }

    /// An image layer whose PNG header declares a huge image (its data is a few bytes).
    static func declaredPNG(width: UInt32, height: UInt32) -> String {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let length = withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init)
            return length + Array(type.utf8) + body + [0, 0, 0, 0]
        }
        let header = withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init) + [8, 6, 0, 0, 0]
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", [])
        let asset = #"{"id": "huge", "w": \#(width), "h": \#(height), "e": 1, "p": "data:image/png;base64,\#(Data(png).base64EncodedString())"}"#
        return #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "assets": [\#(asset)], "layers": [{"ty": 2, "refId": "huge", "ip": 0, "op": 60, "st": 0, "ks": {}}]}"#
    }

    /// Each precomposition places the next one twice, once as the other's alpha matte: 2^depth mattes.
    static func doublingMattes(depth: Int) -> String {
        let assets = (0..<depth).map { level in
            let inner = level + 1 < depth ? #"{"ty": 0, "refId": "level\#(level + 1)", "w": 100, "h": 100, "ip": 0, "op": 60, "st": 0, "ks": {}}"#
                : LottieFixture.shapeLayer([square, red])
            let matte = inner.replacingOccurrences(of: #""ty": 0,"#, with: #""ty": 0, "td": 1,"#)
            let matted = inner.replacingOccurrences(of: #""ty": 0,"#, with: #""ty": 0, "tt": 1,"#)
            return #"{"id": "level\#(level)", "layers": [\#(matte), \#(matted)]}"#
        }
        return #"{"v": "5.7.4", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "assets": [\#(assets.joined(separator: ","))], "layers": [{"ty": 0, "refId": "level0", "w": 100, "h": 100, "ip": 0, "op": 60, "st": 0, "ks": {}}]}"#
    }

    @Test("negative frames parse in both option forms")
    func negativeFrames() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("early.json")
        try Data(LottieFixture.document(inPoint: -10, outPoint: 10, layers: [LottieFixture.shapeLayer([Self.square, Self.red], inPoint: -10, outPoint: 10)]).utf8).write(to: file)
        for arguments in [["--frame", "-5"], ["--frame=-5"], ["--frames", "-3..-1"], ["--frames=-3..-1"]] {
            let output = folder.appendingPathComponent(arguments.joined().hasPrefix("--frames") ? "frames" : "one.png").path
            let result = try CommandRunner.run(["render", file.path] + arguments + ["--size", "16x16", "-o", output])
            #expect(result.status == 0, "\(arguments): \(result.error)")
        }
        // Files named by negative frames pad to five characters, a minus sign counted, as printf's %05d.
        let numbered = folder.appendingPathComponent("numbered").path
        let result = try CommandRunner.run(["render", file.path, "--frames", "-2..0", "--number-from-frame", "--size", "16x16", "-o", numbered])
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: numbered).sorted() == ["frame--0001.png", "frame--0002.png", "frame-00000.png"])
    }

    @Test("renders or fails with one line, never traps, within 1 GiB and 30 s of CPU", arguments: cases + fuzzFindings)
    func neverTraps(_ hostile: Case) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hostile.json")
        try Data(hostile.json.utf8).write(to: file)
        let render = ["render", file.path] + hostile.arguments + ["-o", folder.appendingPathComponent("out.png").path]
        for command in hostile.inspected ? [render, ["inspect", file.path]] : [render] {
            let result = try CommandRunner.run(command, limited: true)
            #expect(result.exitedNormally, "\(hostile.name): \(command[0]) was killed by signal \(result.status)")
            // 64 is a command line refused before the file is read (a frame that is not a finite number).
            #expect([0, 1, 64].contains(result.status), "\(hostile.name): \(command[0]) exited \(result.status): \(result.error)")
            if result.status == 1 {
                #expect(result.error.split(separator: "\n").count == 1, "\(hostile.name): \(result.error)")
            } else if result.status == 64 {
                #expect(result.error.hasPrefix("tabshift: error: ") && result.error.split(separator: "\n").count == 1, "\(hostile.name): \(result.error)")
            }
        }
    }
}

extension HostileInputTests {
    @Test("a file larger than the limit is refused without being read whole")
    func oversizedFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{".utf8)))
        // Sparse: 200 MB on paper, nothing on disk.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 200 << 20)
        try handle.close()
        let result = try CommandRunner.run(["render", file.path, "-o", folder.appendingPathComponent("out.png").path])
        #expect(result.status == 1)
        #expect(result.error.contains("larger than 64 MiB"), "\(result.error)")
    }
}
