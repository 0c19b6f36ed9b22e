/// Expressions for the value mutator: whole scripts (ordinary After Effects idioms and hostile ones), and edits of
/// an existing script that keep most of it: a piece cut, a piece spliced in, a number swapped for an extreme.
enum ExpressionMutator {
    static let scripts = [
        "var $bm_rt; $bm_rt = loopOut('cycle');", "loopOut('pingpong', 2)", "loopIn('offset') ", "loopOutDuration('continue', 0.5)",
        "wiggle(5, 20)", "wiggle(1e300, 1e300, 100, 2, time)", "smooth(1e9, 1e9)", "valueAtTime(time - 1e300)", "velocityAtTime(NaN)",
        "var $bm_rt; $bm_rt = $bm_mul(value, [2, 2]);", "$bm_sum(value, $bm_div(thisComp.layer(1).transform.position, 3))",
        "thisComp.layer('x').effect('y')('z')", "effect(1)(1)", "content(1).content(1)", "thisProperty.propertyGroup(9)(9)",
        "key(numKeys).value", "nearestKey(time).index", "linear(time, 0, 1, value, [0, 0])", "ease(time, 0, 0, 1, 2)", "clamp(value, 1e300, -1e300)",
        "createPath(points(), inTangents(), outTangents(), true)", "thisProperty.pointOnPath(time)", "sourceRectAtTime(time, true).width",
        "toComp(anchorPoint)", "fromComp([1e300, NaN])", "comp('x').layer(1).position", "thisComp.marker.key(1).time",
        "text.sourceText + time", "random([1, 2], [3, 4])", "seedRandom(time, true); gaussRandom(1e300)", "noise([time, 1e300])",
        "while (true) {}", "while (time >= 0) {}", "for (;;) { try { throw 1 } catch (e) {} }", "function f() { return f() } f()",
        "var a = []; while (1) a.push(a)", "var s = 'x'; while (1) s += s", "/(a+)+b/.test('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!')",
        "(function () {}).constructor('return 1')()", "this.x = 1", "undeclared = 1", "[NaN, Infinity]", "new Array(4294967295)",
        "'x'.repeat(1e9)", "[].concat.apply([], new Array(100000))", "Object.keys(this)", "delete Math.sin",
    ]

    static let pieces = ["(", ")", "[", "]", "{", "}", ";", ",", ".", "value", "time", "1e300", "-0", "NaN", "'", "\"", "/", "\\", "=>", "++", "var ", "function ", "try ", "new ", "this", "arguments", "\n"]

    static func mutated(_ script: String?, generator: inout SplitMix) -> String {
        guard let script, !script.isEmpty, generator.next() % 3 != 0 else { return scripts[Int(generator.next() % UInt64(scripts.count))] }
        var characters = Array(script)
        let position = Int(generator.next() % UInt64(characters.count))
        switch generator.next() % 4 {
        case 0:
            let length = Int(generator.next() % UInt64(characters.count - position)) + 1
            characters.removeSubrange(position..<(position + length))
        case 1:
            characters.insert(contentsOf: pieces[Int(generator.next() % UInt64(pieces.count))], at: position)
        case 2:
            characters.insert(contentsOf: scripts[Int(generator.next() % UInt64(scripts.count))], at: position)
        default:
            let repeated = characters[position..<min(characters.count, position + 8)]
            characters.insert(contentsOf: repeated, at: position)
        }
        return String(characters)
    }
}
