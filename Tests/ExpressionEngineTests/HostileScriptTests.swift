import ExpressionEngine
import Foundation
import ScriptSyntax
import Testing

/// Scripts are code from strangers: every one of these must stop at a budget, with an error that names the limit,
/// and the next run must be unaffected.
@Suite("Hostile scripts")
struct HostileScriptTests {
    /// The limit named in the error is what stopped the script: a budget counted in steps and bytes, so the check
    /// holds on a machine of any speed and load.
    private func stops(_ source: String, because reason: String, limits: ScriptLimits = testLimits) {
        let message = failure(source, limits: limits)
        #expect(message?.contains(reason) == true, "\(source): \(message ?? "no error")")
    }

    @Test("endless loops stop at the step budget, even inside try/catch")
    func endlessLoops() {
        stops("while (true) {}", because: "steps")
        stops("for (;;) {}", because: "steps")
        stops("do {} while (1)", because: "steps")
        stops("while (true) { try { while (true) {} } catch (e) {} }", because: "steps")
        stops("for (;;) { try { throw 1; } catch (e) { continue; } finally { } }", because: "steps")
    }

    @Test("recursion stops at the call depth, whatever the thread's stack")
    func recursion() throws {
        stops("function f() { return f(); } f()", because: "deep")
        stops("var f = function () { return [f()]; }; f()", because: "deep")
        stops("function f(n) { try { return f(n + 1); } catch (e) { return f(n + 1); } } f(0)", because: "deep")
        // On a thread with a small stack the stack check stops it before the depth limit does.
        let limits = ScriptLimits(steps: 10_000_000, bytes: 64 << 20, callDepth: 1_000_000, arrayLength: 1000, stringLength: 1000)
        let message = onThread(stackSize: 256 << 10) { failure("function f(a, b, c) { return 1 + f(a, b, c) * 2; } f(1, 2, 3)", limits: limits) }
        #expect(message?.contains("stack") == true, "\(message ?? "no error")")
    }

    /// `body`'s result, run on a new thread with a stack of `stackSize` bytes.
    private func onThread(stackSize: Int, _ body: @escaping @Sendable () -> String?) -> String? {
        final class Box: @unchecked Sendable { var value: String? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value
    }

    @Test("growing arrays and strings stop at their length and memory budgets")
    func growth() {
        stops("var a = []; while (true) a.push(a.length);", because: "stopped")
        stops("var a = []; a[2000000] = 1;", because: "array longer")
        stops("var a = []; a.length = 5e6;", because: "array longer")
        stops("new Array(5e6)", because: "array longer")
        stops("var s = 'x'; while (true) s += s;", because: "string longer")
        stops("'x'.repeat(1e7)", because: "string longer")
        stops("var s = 'ab'; for (var i = 0; i < 40; i++) s = s.concat(s);", because: "string longer")
        stops("var a = []; for (var i = 0; i < 1e6; i++) a.push({ x: [i, i, i] });", because: "stopped")
        stops("var a = [1,2,3,4,5,6,7,8,9,10]; while (true) a = a.concat(a);", because: "stopped")
        stops("var s = []; for (var i = 0; i < 1e6; i++) s.push('abcdefghijklmnopqrstuvwxyz' + i); s.join()", because: "stopped")
    }

    @Test("memory is counted as values are made, so freeing them does not reset the budget")
    func memory() {
        let limits = ScriptLimits(steps: 100_000_000, bytes: 8 << 20, callDepth: 100, arrayLength: 1_000_000, stringLength: 1_000_000)
        stops("var a = []; for (var i = 0; i < 1e6; i++) a.push({ x: [i, i, i] });", because: "MiB", limits: limits)
        stops("for (var i = 0; i < 1e7; i++) { var t = [i, i, i, i]; }", because: "MiB", limits: limits)
    }

    @Test("catastrophic regular expressions stop at the step budget")
    func catastrophicPatterns() {
        stops("/(a+)+b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')", because: "steps")
        stops("/(a|aa)*c/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')", because: "steps")
        stops("/(x*)*y/.test('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')", because: "steps")
        stops("'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'.replace(/^(a+)+$/g, '')", because: "steps")
        #expect(throws: ScriptSyntaxError.self) { try CompiledScript(source: "/(a{1000}){1000}/", hostNames: []) }
    }

    @Test("there is nothing to escape to: no eval, Function, require, globals, process or clock")
    func sandbox() throws {
        for name in ["eval", "Function", "require", "process", "globalThis", "window", "global", "module", "fetch", "XMLHttpRequest", "setTimeout", "Reflect", "Proxy", "WebAssembly", "Symbol", "self", "document", "console"] {
            #expect(try text("typeof \(name)") == "undefined", "\(name)")
        }
        #expect(try text("typeof (function () {}).constructor") == "undefined")
        #expect(failure("(function () {}).constructor('return this')()")?.contains("not a function") == true)
        #expect(failure("[].map.constructor('return 1')()")?.contains("not a function") == true)
        #expect(try text("this === undefined") == "true")
        #expect(try text("(function () { return this; })() === undefined") == "true")
        #expect(try text("Date.now() + new Date().getTime()") == "0")
    }

    @Test("built-ins cannot be changed, so one run cannot change the next")
    func frozenBuiltIns() throws {
        #expect(failure("Array.prototype.push = function () { return 'hijacked'; }")?.contains("read-only") == true)
        #expect(failure("Math.PI = 3")?.contains("read-only") == true)
        #expect(failure("Object.prototype.polluted = 1")?.contains("read-only") == true)
        #expect(failure("Math = null")?.contains("read-only") == true)
        #expect(failure("delete Math.sin")?.contains("read-only") == true)
        #expect(try text("[].push(1)") == "1")
        #expect(try text("typeof ({}).polluted") == "undefined")
    }

    @Test("deeply nested source is refused when read, not when run")
    func deepNesting() {
        for source in [String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
                       String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000),
                       String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000),
                       String(repeating: "-", count: 10_000) + "1",
                       String(repeating: "a.", count: 10_000) + "b",
                       String(repeating: "f(", count: 5_000) + String(repeating: ")", count: 5_000),
                       String(repeating: "if (1) ", count: 10_000) + "x;",
                       "/" + String(repeating: "(", count: 5_000) + "a" + String(repeating: ")", count: 5_000) + "/"] {
            #expect(throws: ScriptSyntaxError.self) { try CompiledScript(source: source, hostNames: []) }
        }
        #expect(throws: ScriptSyntaxError.self) { try CompiledScript(source: String(repeating: "1;", count: 60_000), hostNames: []) }
    }
}
