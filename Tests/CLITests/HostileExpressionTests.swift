import Foundation
import LottieTestFixtures
import Testing

/// Expressions are code from strangers. Each of these files renders, or fails with one line, within 1 GiB and the
/// CPU limit of every hostile file (a hang guard with room for a debug build on a busy machine); what a frame may
/// cost is tested in the engine's own units, steps and bytes (`ExpressionTests.budgets`, `HostileScriptTests`).
/// A frame drawn after others equals the same frame drawn alone.
@Suite("Hostile expressions")
struct HostileExpressionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let json: String
        /// Whether `inspect` runs on it too. It runs every expression at three frames where `render` runs one, each
        /// within the same budgets; the files of a thousand expressions spend them all and are rendered only.
        var inspected = true
        var testDescription: String { name }
    }

    /// A red square whose position runs `script`; `time >= 0` in a loop keeps the run from being worked out once.
    static func moving(_ script: String, count: Int = 1) -> String {
        let escaped = script.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let layer = LottieFixture.shapeLayer([LottieFixture.rectangle(x: 50, y: 50, width: 40, height: 40), LottieFixture.fill(red: 1, green: 0, blue: 0)],
                                             transform: #"{"p": {"a": 0, "k": [10, 10], "x": "\#(escaped)"}}"#)
        return LottieFixture.document(layers: Array(repeating: layer, count: count))
    }

    static let cases: [Case] = [
        Case(name: "an endless loop", json: moving("while (true) {}")),
        Case(name: "an endless loop that reads time", json: moving("while (time >= 0) {}")),
        Case(name: "an endless loop catching its own errors", json: moving("while (time >= 0) { try { throw 1; } catch (e) {} }")),
        Case(name: "endless recursion", json: moving("function f() { return f() + 1; } f()")),
        Case(name: "recursion through arrays", json: moving("var f = function (n) { return [f(n + 1)]; }; f(0)")),
        Case(name: "a growing array", json: moving("var a = []; while (time >= 0) a.push(a.length);")),
        Case(name: "an array asked for at 4 billion", json: moving("var a = []; a.length = 4294967295; a")),
        Case(name: "a string doubling", json: moving("var s = 'x'; while (time >= 0) s += s;")),
        Case(name: "a string repeated a billion times", json: moving("'x'.repeat(1e9)")),
        Case(name: "objects piling up", json: moving("var a = []; for (var i = 0; i < 1e9; i++) a.push({ x: [i, i, i], y: 'item' + i });")),
        Case(name: "a catastrophic regular expression", json: moving("/(a+)+b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' + time)")),
        Case(name: "a regular expression a million instructions long", json: moving("/(a{1000}){1000}/.test('a')")),
        Case(name: "escape through constructors", json: moving("(function () {}).constructor('return process')().exit(1)")),
        Case(name: "escape through the global object", json: moving("this.process.exit(1)")),
        Case(name: "escape through eval and require", json: moving("eval('1'); require('fs').readFileSync('/etc/passwd')")),
        Case(name: "changing the built-ins", json: moving("Array.prototype.push = function () { while (true) {} }; Math.sin = null; [1, 2]")),
        Case(name: "NaN and wrong types", json: moving("[NaN, {}]")),
        Case(name: "a string where a position belongs", json: moving("'far away'")),
        Case(name: "a result array of a million elements", json: moving("new Array(1000000)")),
        Case(name: "a thousand endless loops in one frame", json: moving("while (time >= 0) {}", count: 1000), inspected: false),
        Case(name: "a thousand short expressions in one frame", json: moving("var s = 0; for (var i = 0; i < 100; i++) s += Math.sin(i + time); [s, s]", count: 1000), inspected: false),
        Case(name: "two expressions reading each other", json: LottieFixture.document(layers: [
            LottieFixture.shapeLayer([LottieFixture.rectangle(x: 50, y: 50, width: 40, height: 40), LottieFixture.fill(red: 1, green: 0, blue: 0)],
                                     transform: #"{"p": {"a": 0, "k": [10, 10], "x": "thisComp.layer('B').transform.position"}}"#, extra: #""nm": "A""#),
            LottieFixture.shapeLayer([], transform: #"{"p": {"a": 0, "k": [10, 10], "x": "thisComp.layer('A').transform.position"}}"#, extra: #""nm": "B""#),
        ].map { $0.replacingOccurrences(of: #""nm": "layer", "#, with: "") })),
        Case(name: "an expression of 100,001 bytes", json: moving("var a = 1;" + String(repeating: " ", count: 100_000))),
        Case(name: "nesting 10,000 brackets deep", json: moving(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))),
        Case(name: "a text layer set to a megabyte of text", json: LottieFixture.document(layers: [#"{"ty": 5, "ip": 0, "op": 60, "st": 0, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"s": 20, "f": "Sans", "t": "x", "fc": [0, 0, 0]}}], "x": "var s = 'ab'; while (s.length < 1e6) s += s; s"}, "a": []}}"#])),
    ]

    @Test("renders or fails with one line within 1 GiB and the hang guard's CPU", arguments: cases)
    func bounded(_ hostile: Case) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("hostile.json")
        try Data(hostile.json.utf8).write(to: file)
        let render = ["render", file.path, "--frame", "5", "--size", "64x64", "-o", folder.appendingPathComponent("out.png").path]
        for command in hostile.inspected ? [render, ["inspect", file.path]] : [render] {
            let result = try CommandRunner.run(command, limited: true)
            #expect(result.exitedNormally, "\(hostile.name): \(command[0]) was killed by signal \(result.status)")
            #expect([0, 1].contains(result.status), "\(hostile.name): \(command[0]) exited \(result.status): \(result.error)")
            if result.status == 1 { #expect(result.error.split(separator: "\n").count == 1, "\(hostile.name): \(result.error)") }
        }
    }

    @Test("a frame drawn after others equals the same frame drawn alone", arguments: [
        "var r; try { seen = seen + 1; r = [seen, 0]; } catch (e) { r = [Math.random() * 50, time * 10]; } r",
        "wiggle(3, 30)",
        "[random(100), gaussRandom(50)]",
        "seedRandom(index, true); [random(80), time]",
    ])
    func frameAlone(_ script: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("random.json")
        try Data(Self.moving(script).utf8).write(to: file)
        let alone = try CommandRunner.run(["render", file.path, "--frame", "17", "--size", "64x64", "-o", "-"])
        let sequence = folder.appendingPathComponent("frames").path
        let all = try CommandRunner.run(["render", file.path, "--frames", "0..30", "--size", "64x64", "-o", sequence])
        #expect(alone.status == 0 && all.status == 0, "\(alone.error)\(all.error)")
        let inSequence = try Data(contentsOf: URL(fileURLWithPath: sequence).appendingPathComponent("frame-00017.png"))
        #expect(inSequence == alone.outputData, "\(script): frame 17 differs when drawn after frames 0 to 16 on several cores")
    }
}
