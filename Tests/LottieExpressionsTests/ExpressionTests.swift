import LottieDecoding
@testable import LottieExpressions
import LottieInterpreter
@_spi(Model) import LottieModel
import LottieTestFixtures
import Testing
import VectorGraphics

/// After Effects expressions as lottie-web's runtime defines them: each test puts a script on a property and
/// reads back what the frame draws.
@Suite("Expressions")
struct ExpressionTests {
    /// A 10×10 square in a layer called "mover" whose position runs `script` over `keyframes`; the square's
    /// drawn top-left corner at `frame` (30 fps).
    private func position(_ script: String, keyframes: String = #"[{"t": 0, "s": [0, 0]}, {"t": 10, "s": [100, 0]}]"#, frame: Double,
                          layers: [String] = [], extra: String = "", runs: Bool = true) throws -> Point {
        let probe = try interpreter(layers: [mover(script, keyframes: keyframes, extra: extra)] + layers, runs: runs)
        return try corner(of: probe, at: frame)
    }

    private func mover(_ script: String, keyframes: String = #"[{"t": 0, "s": [0, 0]}, {"t": 10, "s": [100, 0]}]"#, extra: String = "") -> String {
        let encoded = Self.escaped(script)
        let transform = #"{"p": {"a": 1, "k": \#(keyframes), "x": "\#(encoded)"}}"#
        return #"{"ty": 4, "nm": "mover", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": \#(transform), "shapes": [\#(LottieFixture.rectangle(x: 5, y: 5, width: 10, height: 10)), \#(LottieFixture.fill(red: 1, green: 0, blue: 0))]\#(extra.isEmpty ? "" : ", " + extra)}"#
    }

    static func escaped(_ script: String) -> String {
        script.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    }

    private func interpreter(layers: [String], assets: [String] = [], markers: [String] = [], runs: Bool = true, limits: ExpressionLimits = .standard) throws -> AnimationInterpreter {
        let json = LottieFixture.document(layers: layers, assets: assets, markers: markers)
        return AnimationInterpreter(animation: try LottieDecoder().decode(LottieFixture.data(json)).animation, runsExpressions: runs, expressionLimits: limits)
    }

    private func corner(of interpreter: AnimationInterpreter, at frame: Double, layer: String = "mover") throws -> Point {
        let drawable = try #require(interpreter.scene(at: frame).drawables.last)
        let corner = drawable.transform.apply(to: .zero)
        return Point(x: (corner.x * 1000).rounded() / 1000, y: (corner.y * 1000).rounded() / 1000)
    }

    @Test("value, time and arithmetic through the $bm_ helpers the exporter writes")
    func valueAndTime() throws {
        #expect(try position("var $bm_rt; $bm_rt = $bm_sum(value, [0, time * 30]);", frame: 5) == Point(x: 50, y: 5))
        #expect(try position("$bm_mul(value, 2)", frame: 5) == Point(x: 100, y: 0))
        #expect(try position("[$bm_div(value[0], 2), $bm_sub(value[1], 10)]", frame: 10) == Point(x: 50, y: -10))
        // $bm_sum of a number and an array adds to the first element only (lottie-web).
        #expect(try position("$bm_sum(value, 7)", frame: 0) == Point(x: 7, y: 0))
        // $bm_mul of two arrays is 0 in lottie-web: not a usable position, so the property keeps its own.
        #expect(try position("$bm_mul(value, value)", frame: 10) == Point(x: 100, y: 0))
        #expect(try position("[linear(time, 0, 1, 0, 300), easeIn(0, 0, 1, 10, 20) + ease(1, 10, 30) + easeOut(2, 0, 1, 10, 20)]", frame: 15) == Point(x: 150, y: 60))
        #expect(try position("[clamp(500, 0, 100), clamp(-5, 10, 0)]", frame: 0) == Point(x: 100, y: 0))
    }

    @Test("loopOut and loopIn in all four types, by keyframes and by duration")
    func loops() throws {
        let ramp = #"[{"t": 10, "s": [0, 0]}, {"t": 20, "s": [100, 0]}]"#
        #expect(try position("loopOut('cycle')", keyframes: ramp, frame: 25).x == 50)
        #expect(try position("loopOut('pingpong')", keyframes: ramp, frame: 22).x == 80)
        #expect(try position("loopOut('offset')", keyframes: ramp, frame: 25).x == 150)
        #expect(try position("loopOut('continue')", keyframes: ramp, frame: 25).x == 150)
        #expect(try position("loopOut()", keyframes: ramp, frame: 15).x == 50, "before the last keyframe the value is its own")
        #expect(try position("loopIn('cycle')", keyframes: ramp, frame: 5).x == 50)
        #expect(try position("loopIn('pingpong')", keyframes: ramp, frame: 8).x == 20)
        #expect(try position("loopIn('offset')", keyframes: ramp, frame: 5).x == -50)
        #expect(try position("loopIn('continue')", keyframes: ramp, frame: 5).x == -50)
        let three = #"[{"t": 0, "s": [0, 0]}, {"t": 10, "s": [100, 0]}, {"t": 20, "s": [40, 0]}]"#
        #expect(try position("loopOut('cycle', 1)", keyframes: three, frame: 25).x == 70, "only the last segment loops")
        #expect(try position("loopOutDuration('cycle', 1/3)", keyframes: three, frame: 25).x == 70, "a third of a second is ten frames")
        #expect(try position("$bm_sub($bm_sum(loopIn('cycle'), loopOut('cycle')), value)", keyframes: ramp, frame: 25).x == 50)
    }

    @Test("keyframes: numKeys, key(i), nearestKey, valueAtTime, velocityAtTime")
    func keyframes() throws {
        #expect(try position("[numKeys, key(2).time * 30]", frame: 0) == Point(x: 2, y: 10))
        #expect(try position("[key(2).value[0], key(2)[0]]", frame: 0) == Point(x: 100, y: 100))
        #expect(try position("[nearestKey(0.2).index, nearestKey(0.1).index]", frame: 0) == Point(x: 2, y: 1))
        #expect(try position("valueAtTime(5 / 30)", frame: 0) == Point(x: 50, y: 0))
        #expect(try position("[velocityAtTime(0.1)[0], 0]", frame: 0) == Point(x: 300, y: 0))
        #expect(try position("[thisProperty.numKeys, thisProperty.key(1).time]", frame: 0) == Point(x: 2, y: 0))
        // easeAndWizz finds a value's dimensions by reading key(1)[n].length and catching the TypeError.
        #expect(try position("var dim = 1; try { key(1)[1].length; dim = 2; key(1)[2].length; dim = 3; } catch (e) {} [dim, 0]", frame: 0) == Point(x: 2, y: 0))
        #expect(try position("try { key(9) } catch (e) { [1, 1] }", frame: 0) == Point(x: 1, y: 1))
    }

    @Test("other layers by name and index, their transforms, and toComp through parents")
    func layers() throws {
        let leader = LottieFixture.shapeLayer([], transform: LottieFixture.transform(position: (40, 30), type: nil), extra: #""nm": "Leader", "ind": 7"#)
            .replacingOccurrences(of: #""nm": "layer", "#, with: "")
        #expect(try position("thisComp.layer('Leader').transform.position", frame: 0, layers: [leader]) == Point(x: 40, y: 30))
        #expect(try position("thisComp.layer(7).position", frame: 0, layers: [leader]) == Point(x: 40, y: 30))
        #expect(try position("[thisComp.numLayers, thisComp.width / 10]", frame: 0, layers: [leader]) == Point(x: 2, y: 10))
        #expect(try position("[index, thisLayer.index]", frame: 0) == Point(x: 1, y: 1))
        #expect(try position("try { thisComp.layer('missing').position } catch (e) { [5, 5] }", frame: 0) == Point(x: 5, y: 5))
        let child = #"{"ty": 3, "nm": "Child", "ind": 8, "parent": 7, "ip": 0, "op": 60, "st": 0, "ks": \#(LottieFixture.transform(position: (10, 0), scale: (200, 200), type: nil))}"#
        #expect(try position("thisComp.layer('Child').toComp([5, 5])", frame: 0, layers: [leader, child]) == Point(x: 60, y: 40))
        #expect(try position("thisComp.layer('Child').fromComp([60, 40])", frame: 0, layers: [leader, child]) == Point(x: 5, y: 5))
        // toComp goes through the other layer's own expressions, as its drawn position does: past its last keyframe
        // the looping null is back at 20 (rlottie__worm builds its path from such nulls).
        let looping = #"{"ty": 3, "nm": "Looping", "ind": 9, "ip": 0, "op": 60, "st": 0, "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 10, "s": [100, 0]}], "x": "loopOut('cycle')"}}}"#
        #expect(try position("thisComp.layer('Looping').toComp([0, 0])", frame: 12, layers: [looping]) == Point(x: 20, y: 0))
        #expect(try position("thisComp.layer('Looping').transform.position", frame: 12, layers: [looping]) == Point(x: 20, y: 0))
    }

    @Test("effects: expression controls by name, match name and index, and an expression on a slider")
    func effects() throws {
        let slider = #""ef": [{"ty": 5, "nm": "Speed", "mn": "ADBE Slider Control", "ef": [{"ty": 0, "nm": "Slider", "mn": "ADBE Slider Control-0001", "v": {"a": 0, "k": 250, "x": "clamp(value, 0, 100)"}}]}, {"ty": 5, "nm": "Tint", "mn": "ADBE Color Control", "ef": [{"ty": 2, "nm": "Color", "mn": "ADBE Color Control-0001", "v": {"a": 0, "k": [0.5, 0.25, 0, 1]}}]}]"#
        #expect(try position("[effect('Speed')('Slider'), effect(1)(1) + 1]", frame: 0, extra: slider) == Point(x: 100, y: 101))
        #expect(try position("[effect('Speed')('ADBE Slider Control-0001').value, effect('Tint').color[1] * 100]", frame: 0, extra: slider) == Point(x: 100, y: 25))
        #expect(try position("[effect('Speed').numProperties, thisLayer('ADBE Effect Parade').numProperties]", frame: 0, extra: slider) == Point(x: 1, y: 2))
        #expect(try position("try { effect('Nope')('Slider') } catch (e) { [9, 9] }", frame: 0, extra: slider) == Point(x: 9, y: 9))
    }

    @Test("contents by name, match name and index; a property's group by propertyGroup")
    func contents() throws {
        let box = LottieFixture.group([LottieFixture.rectangle(x: 0, y: 0, width: 30, height: 20).replacingOccurrences(of: #""nm": "Rectangle""#, with: #""nm": "Box Path""#)], name: "Box")
        let holder = LottieFixture.shapeLayer([box], extra: #""nm": "Holder", "ind": 3"#).replacingOccurrences(of: #""nm": "layer", "#, with: "")
        #expect(try position("thisComp.layer('Holder').content('Box').content('Box Path').size", frame: 0, layers: [holder]) == Point(x: 30, y: 20))
        #expect(try position("thisComp.layer('Holder')('ADBE Root Vectors Group')(1)('ADBE Vectors Group')(1).size", frame: 0, layers: [holder]) == Point(x: 30, y: 20))
        #expect(try position("thisComp.layer('Holder').content('Box').content('ADBE Vector Shape - Rect').size", frame: 0, layers: [holder]) == Point(x: 30, y: 20))
        // A rectangle whose position expression reads its group's size (property 2) through propertyGroup.
        let script = Self.escaped("$bm_sum($bm_div(thisProperty.propertyGroup(1)(2), 2), value)")
        let rectangle = #"{"ty": "rc", "nm": "R", "p": {"a": 0, "k": [0, 0], "x": "\#(script)"}, "s": {"a": 0, "k": [40, 20]}, "r": {"a": 0, "k": 0}}"#
        let probe = try interpreter(layers: [LottieFixture.shapeLayer([rectangle, LottieFixture.fill(red: 0, green: 0, blue: 1)])])
        let path = try #require(probe.scene(at: 0).drawables.first?.node.path)
        #expect(path.contours.first?.start == Point(x: 40, y: 0), "the rectangle is centred on half its size")
    }

    @Test("a path expression builds a path from another's points")
    func paths() throws {
        let script = Self.escaped("var p = thisProperty.points(); p[1] = [50, 0]; createPath(p, thisProperty.inTangents(), thisProperty.outTangents(), thisProperty.isClosed())")
        let path = #"{"ty": "sh", "nm": "Path", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [10, 0], [10, 10]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}, "x": "\#(script)"}}"#
        let probe = try interpreter(layers: [LottieFixture.shapeLayer([path, LottieFixture.fill(red: 0, green: 1, blue: 0)])])
        let contour = try #require(probe.scene(at: 0).drawables.first?.node.path?.contours.first)
        #expect(contour.segments.first?.end == Point(x: 50, y: 0))
        #expect(contour.segments.count == 3)
        let along = Self.escaped("var shape = thisComp.layer('Track').content('Line').path; shape.pointOnPath(0.25)")
        let track = LottieFixture.shapeLayer([#"{"ty": "sh", "nm": "Line", "ks": {"a": 0, "k": {"c": false, "v": [[0, 0], [100, 0]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#], extra: #""nm": "Track""#)
            .replacingOccurrences(of: #""nm": "layer", "#, with: "")
        #expect(try position(along, frame: 0, layers: [track]) == Point(x: 25, y: 0))
    }

    @Test("a text layer's source text from an expression")
    func sourceText() throws {
        let script = Self.escaped("var n = Math.round(linear(time, 0, 1, 0, 10)); '' + n + '+'")
        let text = #"{"ty": 5, "nm": "Counter", "ip": 0, "op": 60, "st": 0, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"t": "0", "s": 20, "f": "Sans", "fc": [0, 0, 0]}}], "x": "\#(script)"}, "a": []}}"#
        let probe = try interpreter(layers: [text])
        func shown(_ frame: Double) -> String? {
            probe.scene(at: frame).drawables.compactMap { drawable -> String? in if case .text(let node) = drawable.node { return node.lines.map(\.text).joined(separator: "\n") } else { return nil } }.first
        }
        #expect(shown(0) == "0+")
        #expect(shown(15) == "5+")
        #expect(shown(45) == "10+")
    }

    @Test("wiggle: within its amplitude, smooth, and the same at a frame however the frames are reached")
    func wiggle() throws {
        let probe = try interpreter(layers: [mover("wiggle(2, 20)", keyframes: #"[0, 0]"#)].map { $0.replacingOccurrences(of: #""a": 1"#, with: #""a": 0"#) })
        let frames: [Double] = [0, 7, 13, 29, 44]
        let forward = try frames.map { try corner(of: probe, at: $0) }
        let backward = try frames.reversed().map { try corner(of: probe, at: $0) }.reversed()
        #expect(Array(backward) == forward)
        #expect(forward.allSatisfy { abs($0.x) <= 20 && abs($0.y) <= 20 })
        #expect(Set(forward.map(\.x)).count == frames.count, "it moves")
        let step = try corner(of: probe, at: 13.1)
        #expect(abs(step.x - forward[2].x) < 2, "a tenth of a frame later it has hardly moved: the noise is smooth")
    }

    @Test("a frame does not depend on the frames drawn before it")
    func purity() throws {
        // Strict mode: a global counter cannot be made; Math.random is seeded by property and frame.
        let probe = try interpreter(layers: [mover("var r; try { counter = counter + 1; r = [counter, 0]; } catch (e) { r = [Math.random() * 100, time]; } r")])
        let alone = try corner(of: probe, at: 20)
        _ = try corner(of: probe, at: 3)
        _ = try corner(of: probe, at: 40)
        #expect(try corner(of: probe, at: 20) == alone)
        let other = try interpreter(layers: [mover("var r; try { counter = counter + 1; r = [counter, 0]; } catch (e) { r = [Math.random() * 100, time]; } r")])
        #expect(try corner(of: other, at: 20) == alone)
    }

    @Test("with expressions off every property keeps its own value, as lottie-ios draws it")
    func off() throws {
        #expect(try position("[999, 999]", frame: 5, runs: false) == Point(x: 50, y: 0))
        let probe = try interpreter(layers: [mover("[999, 999]")], runs: false)
        #expect(probe.diagnostics.contains { $0.path == "layers[0].ks.p" && $0.message.contains("expressions are off") })
    }

    @Test("failures keep the property's own value: syntax errors, exceptions, NaN, strings, short arrays")
    func failures() throws {
        #expect(try position("var = ;", frame: 5) == Point(x: 50, y: 0))
        #expect(try position("throw new Error('no')", frame: 5) == Point(x: 50, y: 0))
        #expect(try position("[NaN, Infinity]", frame: 5) == Point(x: 50, y: 0))
        #expect(try position("'left'", frame: 5) == Point(x: 50, y: 0))
        #expect(try position("[7]", frame: 5) == Point(x: 7, y: 0), "a missing element keeps the property's own")
        #expect(try position("[undefined, 3]", frame: 5) == Point(x: 50, y: 3))
        #expect(try position("5", frame: 5) == Point(x: 50, y: 0), "a number where a point belongs is not used (lottie-web)")
        let probe = try interpreter(layers: [mover("var = ;")])
        #expect(probe.diagnostics.contains { $0.path == "layers[0].ks.p" && $0.message.contains("does not compile") })
        let failing = try interpreter(layers: [mover("nothingHere.x")])
        #expect(failing.diagnostics.contains { $0.message.contains("ReferenceError") })
        let report = failing.expressionReport(at: [0])
        // It fails at every frame alike (it reads nothing that changes), so it is not run again: the report says why.
        #expect(report.count == 1 && !report[0].isRunning && report[0].lastError?.contains("nothingHere") == true)
    }

    @Test("an endless loop stops at the budget; the frame still draws, the next property still runs")
    func budgets() throws {
        let limits = ExpressionLimits(stepsPerEvaluation: 10_000, stepsPerFrame: 25_000)
        let spinner = mover("while (time >= 0) {}")
        let follower = LottieFixture.shapeLayer([LottieFixture.rectangle(x: 5, y: 5, width: 10, height: 10), LottieFixture.fill(red: 0, green: 0, blue: 1)],
                                                transform: #"{"p": {"a": 0, "k": [0, 0], "x": "[time * 30, 1]"}}"#)
        let probe = try interpreter(layers: [spinner, follower], limits: limits)
        let drawables = probe.scene(at: 5).drawables
        #expect(drawables.count == 2)
        #expect(probe.diagnostics.contains { $0.message.contains("steps") })
        #expect(probe.expressionReport(at: [5]).contains { $0.lastError?.contains("10000 steps") == true })
        // Four spinners spend the frame's budget (10,000 + 10,000 + 5,000 steps): the fourth does not run at all.
        let four = try interpreter(layers: [spinner, spinner, spinner, spinner], limits: limits)
        let report = four.expressionReport(at: [5])
        #expect(report.filter { $0.lastError?.contains("budget") == true }.count >= 1)
        // A thousand spinners cost one frame's budget, not a thousand evaluations': all but the first three are
        // stopped before they start, at loading and at the frame alike.
        let thousand = try interpreter(layers: Array(repeating: spinner, count: 1000), limits: limits)
        #expect(thousand.expressionReport(at: [5]).filter { $0.lastError?.contains("budget") == true }.count >= 997)
        #expect(thousand.diagnostics.filter { $0.message.contains("budget") }.count >= 997)
        // Each diagnostic says once what happens to the property.
        #expect(thousand.diagnostics.allSatisfy { $0.message.components(separatedBy: "keeps its own value").count <= 2 }, "\(thousand.diagnostics.first?.message ?? "")")
    }

    @Test("expressions that read each other in a circle get their own values instead of recursing")
    func cycles() throws {
        let a = mover("thisComp.layer('B').position")
        let b = LottieFixture.shapeLayer([], transform: #"{"p": {"a": 0, "k": [7, 7], "x": "thisComp.layer('mover').position"}}"#, extra: #""nm": "B""#)
            .replacingOccurrences(of: #""nm": "layer", "#, with: "")
        let probe = try interpreter(layers: [a, b])
        let drawn = try corner(of: probe, at: 5)
        #expect(drawn == Point(x: 7, y: 7) || drawn == Point(x: 50, y: 0))
    }

    @Test("an expression that reads nothing changing with time is run once; one that reads time is not")
    func constants() throws {
        let still = try interpreter(layers: [mover("[12, 34]", keyframes: "[0, 0]").replacingOccurrences(of: #""a": 1"#, with: #""a": 0"#)])
        #expect(still.holdsStill(from: 1, to: 50))
        #expect(try corner(of: still, at: 40) == Point(x: 12, y: 34))
        let moving = try interpreter(layers: [mover("[time, 0]", keyframes: "[0, 0]").replacingOccurrences(of: #""a": 1"#, with: #""a": 0"#)])
        #expect(!moving.holdsStill(from: 1, to: 50))
    }

    @Test("comp(name) finds a precomposition by its name; markers by number and comment")
    func compositionsAndMarkers() throws {
        let palette = #"{"id": "pal", "nm": "Palette", "layers": [\#(LottieFixture.shapeLayer([], transform: LottieFixture.transform(position: (3, 4), type: nil), extra: #""nm": "Swatch""#).replacingOccurrences(of: #""nm": "layer", "#, with: ""))]}"#
        let markers = [#"{"cm": "start", "tm": 6, "dr": 3}"#, #"{"cm": "end", "tm": 30, "dr": 0}"#]
        let probe = try interpreter(layers: [mover("[comp('Palette').layer('Swatch').position[0], thisComp.marker.key('end').time * 30]")], assets: [palette], markers: markers)
        #expect(try corner(of: probe, at: 0) == Point(x: 3, y: 30))
        let counted = try interpreter(layers: [mover("[thisComp.marker.numKeys, thisComp.marker.nearestKey(0.1).duration * 30]")], markers: markers)
        #expect(try corner(of: counted, at: 0) == Point(x: 2, y: 3))
    }
}

extension SceneNode {
    /// A fill's or a stroke's path.
    fileprivate var path: BezierPath? {
        switch self {
        case .fill(let fill): fill.path
        case .stroke(let stroke): stroke.path
        default: nil
        }
    }
}
