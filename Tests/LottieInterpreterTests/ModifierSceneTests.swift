@testable import LottieInterpreter
import LottieTestFixtures
import Testing
import VectorGraphics

@Suite("Modifiers in scenes")
struct ModifierSceneTests {
    typealias F = LottieFixture
    let rect = LottieFixture.rectangle(x: 0, y: 0, width: 10, height: 10)
    let fill = LottieFixture.fill(red: 1, green: 0, blue: 0)

    func repeater(copies: Double, offset: Double = 0, composite: Int = 1, step: Double = 20, startOpacity: Double = 100, endOpacity: Double = 100) -> String {
        #"{"ty": "rp", "c": {"k": \#(copies)}, "o": {"k": \#(offset)}, "m": \#(composite), "tr": {"a": {"k": [0, 0]}, "p": {"k": [\#(step), 0]}, "s": {"k": [100, 100]}, "r": {"k": 0}, "so": {"k": \#(startOpacity)}, "eo": {"k": \#(endOpacity)}}}"#
    }

    @Test("a repeater copies what comes before it, each copy one step further, opacities spread from start to end")
    func repeaterCopies() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([rect, fill, repeater(copies: 3, startOpacity: 100, endOpacity: 0)])])
        let drawables = probe.drawables()
        // Composite above: each copy over the one before, so bottom to top they run 0, 1, 2.
        #expect(drawables.map(\.transform.tx) == [0, 20, 40])
        #expect(drawables.map(\.opacity) == [1, 0.5, 0])
    }

    @Test("below reverses the stacking; an offset shifts every copy; zero copies draw nothing; absurd counts are capped")
    func repeaterEdges() throws {
        #expect(try SceneProbe(layers: [F.shapeLayer([rect, fill, repeater(copies: 3, composite: 2)])]).drawables().map(\.transform.tx) == [40, 20, 0])
        #expect(try SceneProbe(layers: [F.shapeLayer([rect, fill, repeater(copies: 2, offset: 1)])]).drawables().map(\.transform.tx) == [20, 40])
        #expect(try SceneProbe(layers: [F.shapeLayer([rect, fill, repeater(copies: 0)])]).drawables().isEmpty)
        #expect(try SceneProbe(layers: [F.shapeLayer([rect, fill, repeater(copies: 1e9, step: 0)])]).drawables().count == RepeaterSource.maximumCopies)
    }

    @Test("nested repeaters multiply; a style after a repeater paints every copy as one path")
    func repeaterNesting() throws {
        let nested = try SceneProbe(layers: [F.shapeLayer([F.group([rect, fill, repeater(copies: 3)]), repeater(copies: 2, step: 0)])])
        #expect(nested.drawables().count == 6)
        let styledAfter = try SceneProbe(layers: [F.shapeLayer([rect, repeater(copies: 4), fill])])
        #expect(styledAfter.drawables().count == 1)
        #expect(styledAfter.drawables().first?.node.path?.contours.count == 4)
    }

    @Test("nested repeaters stop at the shape budget instead of multiplying without end")
    func repeaterBudget() throws {
        let inner = F.group([rect, fill, repeater(copies: 1000, step: 1)])
        let middle = F.group([inner, repeater(copies: 1000, step: 1)])
        let probe = try SceneProbe(layers: [F.shapeLayer([middle, repeater(copies: 1000, step: 1)])])
        let count = probe.drawables().count
        #expect(count >= 1000 && count <= ShapeRenderingModel.shapeBudget)
    }

    @Test("trim offsets wrap: 360° is no offset; start after end is swapped; 0 to 100% keeps everything")
    func trimEdges() throws {
        func length(_ trim: String) throws -> Double {
            try #require(try SceneProbe(layers: [F.shapeLayer([F.rectangle(x: 0, y: 0, width: 100, height: 100), trim, F.stroke(red: 0, green: 0, blue: 0, width: 1)])]).drawables().first?.node.path).length
        }
        #expect(abs(try length(F.trim(start: 0, end: 25, offset: 360)) - 100) < 1e-6)
        #expect(abs(try length(F.trim(start: 75, end: 25)) - 200) < 1e-6)
        #expect(abs(try length(F.trim(start: 0, end: 100, offset: 123)) - 400) < 1e-6)
        #expect(abs(try length(F.trim(start: 10, end: 60, offset: 540)) - 200) < 1e-6)
    }

    @Test("kept modifier results: frames played forward, backward and at random equal fresh ones")
    func keptModifierResults() throws {
        // A still rectangle and a moving one, each under rounded corners (one radius still, one animated) and a
        // growing trim: what the modifiers keep from frame to frame must never show.
        let growing = #"{"ty": "tm", "nm": "Trim", "s": {"a": 0, "k": 0}, "e": {"a": 1, "k": [{"t": 0, "s": [10], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 40, "s": [90]}]}, "o": {"a": 0, "k": 0}, "m": 1}"#
        let movingRectangle = #"{"ty": "rc", "nm": "Moving", "p": {"a": 1, "k": [{"t": 0, "s": [20, 20], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 30, "s": [70, 60]}]}, "s": {"a": 0, "k": [30, 20]}, "r": {"a": 0, "k": 0}}"#
        let stillRound = #"{"ty": "rd", "nm": "Round", "r": {"a": 0, "k": 6}}"#
        let growingRound = #"{"ty": "rd", "nm": "Round", "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 50, "s": [12]}]}}"#
        // The same again with the trim cutting the shapes individually, as one path laid end to end.
        let individually = growing.replacingOccurrences(of: #""m": 1"#, with: #""m": 2"#)
        let json = F.document(layers: [growing, individually].map { trim in
            F.shapeLayer([
                F.group([F.rectangle(x: 50, y: 50, width: 60, height: 40), F.stroke(red: 1, green: 0, blue: 0, width: 2)]), stillRound, trim,
                F.group([movingRectangle, F.stroke(red: 0, green: 0, blue: 1, width: 2)]), growingRound, trim,
            ])
        })
        let played = try SceneProbe(json)
        var random = SeededGenerator(seed: 8)
        let frames = Array(stride(from: 0.0, through: 59, by: 1)) + stride(from: 59.0, through: 0, by: -1.5) + (0..<40).map { _ in Double.random(in: 0...59, using: &random) }
        for frame in frames {
            #expect(played.interpreter.scene(at: frame) == (try SceneProbe(json)).interpreter.scene(at: frame), "frame \(frame)")
        }
    }

    @Test("still groups built once give the scenes of groups built every frame", arguments: [
        // A still group beside a moving one; then styles, a trim, a repeater and rounded corners after a still group,
        // which take its geometry, so it must not be built alone; then still groups nested in a moving one.
        "plain", "style after", "trim after", "repeater after", "modifier after", "nested",
    ])
    func stillGroups(arrangement: String) throws {
        let moving = #"{"ty": "gr", "nm": "Moving", "it": [{"ty": "rc", "nm": "R", "p": {"a": 1, "k": [{"t": 0, "s": [20, 20], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 30, "s": [70, 60]}]}, "s": {"a": 0, "k": [30, 20]}, "r": {"a": 0, "k": 0}}, \#(F.fill(red: 0, green: 0, blue: 1)), \#(F.transform())]}"#
        let still = F.group([F.ellipse(x: 50, y: 50, width: 40, height: 30), F.fill(red: 1, green: 0, blue: 0)], transform: F.transform(position: (5, 5), opacity: 80), name: "Still")
        let shapes: [String] = switch arrangement {
        case "plain": [still, moving]
        case "style after": [still, moving, F.stroke(red: 0, green: 1, blue: 0, width: 3)]
        case "trim after": [still, #"{"ty": "tm", "nm": "Trim", "s": {"a": 0, "k": 0}, "e": {"a": 1, "k": [{"t": 0, "s": [10], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 40, "s": [90]}]}, "o": {"a": 0, "k": 0}, "m": 1}"#, F.stroke(red: 0, green: 1, blue: 0, width: 3)]
        case "repeater after": [still, moving, #"{"ty": "rp", "nm": "Repeater", "c": {"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 40, "s": [4]}]}, "o": {"a": 0, "k": 0}, "m": 1, "tr": {"ty": "tr", "p": {"a": 0, "k": [10, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}}"#]
        case "modifier after": [still, moving, #"{"ty": "rd", "nm": "Round", "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 50, "s": [12]}]}}"#, F.stroke(red: 0, green: 1, blue: 0, width: 2)]
        default: [#"{"ty": "gr", "nm": "Outer", "it": [\#(still), \#(moving), \#(F.group([still], name: "Inner")), \#(F.transform(rotation: 10))]}"#]
        }
        let probe = try SceneProbe(layers: [F.shapeLayer(shapes)])
        // Any override makes every group be built at every frame; this one matches nothing.
        let everyFrame = PropertyOverrides().settingNumber(1, for: KeypathPattern("Nothing.Here"))
        for frame in stride(from: 0.0, through: 59, by: 2.5) {
            #expect(probe.interpreter.scene(at: frame) == probe.interpreter.scene(at: frame, overrides: everyFrame), "\(arrangement), frame \(frame)")
        }
    }

    @Test("trimming individually treats the shapes as one path laid end to end")
    func trimIndividually() throws {
        let shapes = [F.rectangle(x: 0, y: 0, width: 100, height: 100), F.rectangle(x: 300, y: 0, width: 100, height: 100)]
        let probe = try SceneProbe(layers: [F.shapeLayer(shapes + [F.trim(start: 0, end: 50, mode: 2), F.stroke(red: 0, green: 0, blue: 0, width: 1)])])
        let path = try #require(probe.drawables().first?.node.path)
        #expect(abs(path.length - 400) < 1e-6)
        #expect(path.contours.count == 1, "exactly one of the two squares remains")
    }

    @Test("trimming individually cuts each shape's own outline")
    func trimIndividuallyKeepsEachShape() throws {
        // 25% to 75% of two squares laid end to end: the second half of the left one, the first half of the right one.
        let shapes = [F.rectangle(x: 0, y: 0, width: 100, height: 100), F.rectangle(x: 300, y: 0, width: 100, height: 100)]
        let probe = try SceneProbe(layers: [F.shapeLayer(shapes + [F.trim(start: 25, end: 75, mode: 2), F.stroke(red: 0, green: 0, blue: 0, width: 1)])])
        let path = try #require(probe.drawables().first?.node.path)
        #expect(path.contours.count == 2 && abs(path.length - 400) < 1e-6)
        let reaches = path.contours.map { BezierPath(contours: [$0]).controlBounds.map { ($0.x, $0.x + $0.width) } }
        #expect(reaches.count == 2 && reaches[0].map { $0.1 <= 50 } == true && reaches[1].map { $0.0 >= 250 } == true, "\(reaches)")
    }

    @Test("merge paths: merge keeps a compound path; the boolean modes fill through masks")
    func mergePaths() throws {
        let shapes = [F.rectangle(x: 0, y: 0, width: 40, height: 40), F.rectangle(x: 0, y: 0, width: 20, height: 20)]
        let merged = try SceneProbe(layers: [F.shapeLayer(shapes + [#"{"ty": "mm", "mm": 1}"#, fill])])
        #expect(merged.drawables().first?.node.path?.contours.count == 2)
        for (mode, expected) in [(3, [SceneMask.Mode.add, .subtract]), (4, [.add, .intersect]), (5, [.add, .difference]), (2, [.add, .add])] {
            let probe = try SceneProbe(layers: [F.shapeLayer(shapes + [#"{"ty": "mm", "mm": \#(mode)}"#, fill])])
            guard case .group(let layer) = try #require(probe.interpreter.scene(at: 0).nodes.first), case .masked(let masked) = try #require(layer.children.first) else {
                Issue.record("mode \(mode): expected a masked fill")
                continue
            }
            #expect(masked.masks.map(\.mode) == expected, "mode \(mode)")
        }
    }

    @Test("strokes after a boolean merge are masked to the merged outline", arguments: [
        (2, [[SceneMask.Mode.subtract], [.subtract]]), (3, [[.subtract], [.add]]), (4, [[.intersect], [.intersect]]), (5, [[], []]),
    ])
    func mergedStrokes(mode: Int, expected: [[SceneMask.Mode]]) throws {
        let shapes = [F.rectangle(x: 0, y: 0, width: 40, height: 40), F.rectangle(x: 20, y: 0, width: 40, height: 40)]
        let probe = try SceneProbe(layers: [F.shapeLayer(shapes + [#"{"ty": "mm", "mm": \#(mode)}"#, F.stroke(red: 0, green: 0, blue: 0, width: 2)])])
        guard case .group(let layer) = try #require(probe.interpreter.scene(at: 0).nodes.first) else { return }
        let masks = layer.children.map { child -> [SceneMask.Mode] in
            if case .masked(let masked) = child { return masked.masks.map(\.mode) }
            return []
        }
        // One stroke per shape, listed bottom first: the second shape's stroke, then the first's.
        #expect(masks.count == 2)
        #expect(Set(masks.map { $0.map(\.rawValue) }) == Set(expected.map { $0.map(\.rawValue) }))
    }

    @Test("a trim after a boolean merge trims what is drawn")
    func trimAfterMerge() throws {
        let shapes = [F.rectangle(x: 0, y: 0, width: 40, height: 40), F.rectangle(x: 20, y: 0, width: 40, height: 40)]
        let probe = try SceneProbe(layers: [F.shapeLayer(shapes + [#"{"ty": "mm", "mm": 4}"#, F.trim(start: 100, end: 100), F.stroke(red: 0, green: 0, blue: 0, width: 2)])])
        #expect(probe.drawables().isEmpty, "a trim from 100% to 100% leaves nothing to stroke")
    }

    @Test("merge operands are paths: a nested group's paths count one by one, a merge-mode merge makes one")
    func mergeOperands() throws {
        let square = F.rectangle(x: 0, y: 0, width: 40, height: 40)
        let nested = try SceneProbe(layers: [F.shapeLayer([square, F.group([square, square]), #"{"ty": "mm", "mm": 4}"#, fill])])
        guard case .group(let layer) = try #require(nested.interpreter.scene(at: 0).nodes.first), case .masked(let masked) = try #require(layer.children.first) else { return }
        #expect(masked.masks.count == 3)
        let joined = try SceneProbe(layers: [F.shapeLayer([square, square, #"{"ty": "mm", "mm": 1}"#, square, #"{"ty": "mm", "mm": 4}"#, fill])])
        guard case .group(let joinedLayer) = try #require(joined.interpreter.scene(at: 0).nodes.first), case .masked(let joinedMask) = try #require(joinedLayer.children.first) else { return }
        #expect(joinedMask.masks.count == 2)
        #expect(joinedMask.masks[0].path.contours.count == 2, "the merged pair is one operand")
    }

    @Test("round corners, offset, zig zag, pucker/bloat and twist reach the paths before them", arguments: [
        (#"{"ty": "rd", "r": {"k": 2}}"#, 8), (#"{"ty": "op", "a": {"k": 2}, "lj": 1, "ml": {"k": 4}}"#, 4),
        // Four corners, four ridges, and the first corner again, as lottie-web closes a zig-zagged outline.
        (#"{"ty": "zz", "r": {"k": 1}, "s": {"k": 1}, "pt": {"k": 1}}"#, 9), (#"{"ty": "pb", "a": {"k": 50}}"#, 4),
        (#"{"ty": "tw", "a": {"k": 45}, "c": {"k": [20, 0]}}"#, 4),
    ])
    func pathModifiers(modifier: String, segments: Int) throws {
        let plain = try #require(try SceneProbe(layers: [F.shapeLayer([rect, fill])]).drawables().first?.node.path)
        let modified = try #require(try SceneProbe(layers: [F.shapeLayer([rect, modifier, fill])]).drawables().first?.node.path)
        #expect(modified != plain)
        #expect(modified.contours[0].closedSegments.count == segments)
    }

    @Test("offsets and zig zags stacked on themselves stay bounded: each multiplies the last one's segments", arguments: [
        (#"{"ty": "op", "a": {"k": 3}, "lj": 2, "ml": {"k": 4}}"#, 600_000), (#"{"ty": "zz", "r": {"k": 1000}, "s": {"k": 1}, "pt": {"k": 1}}"#, 250_000),
    ])
    func stackedModifiers(modifier: String, bound: Int) throws {
        // Eight of the same: unbounded, round joins alone would make 9⁸ (43 million) times the square's points.
        let probe = try SceneProbe(layers: [F.shapeLayer([rect] + Array(repeating: modifier, count: 8) + [fill])])
        let path = try #require(probe.drawables().first?.node.path)
        #expect(path.segmentCount > 1_000)
        #expect(path.segmentCount <= bound)
    }
}

@Suite("Text layers")
struct TextLayerTests {
    /// Glyphs "A" (a 40-wide box, advance 60) and "B" (the same, advance 50) at 100 units per em.
    let glyphs = #"[{"ch": "A", "fFamily": "Test Sans", "style": "Regular", "size": 100, "w": 60, "data": {"shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"k": {"v": [[0,0],[40,0],[40,-70],[0,-70]], "i": [[0,0],[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0],[0,0]], "c": true}}}, {"ty": "tr", "p": {"k": [0,0]}, "a": {"k": [0,0]}, "s": {"k": [100,100]}, "r": {"k": 0}, "o": {"k": 100}}]}]}}, {"ch": "B", "fFamily": "Test Sans", "style": "Regular", "size": 100, "w": 50, "data": {"shapes": [{"ty": "sh", "ks": {"k": {"v": [[0,0],[40,0],[40,-70],[0,-70]], "i": [[0,0],[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0],[0,0]], "c": true}}}]}}]"#
    let fonts = #"{"list": [{"fName": "TestSans-Regular", "fFamily": "Test Sans", "fStyle": "Regular"}]}"#

    func document(text: String, justification: Int = 0, tracking: Double = 0, font: String = "TestSans-Regular") -> String {
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"t": "\#(text)", "s": 50, "f": "\#(font)", "fc": [1, 0, 0], "j": \#(justification), "tr": \#(tracking), "lh": 80}}]}}}"#
        return #"{"v": "5.7", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200, "fonts": \#(fonts), "chars": \#(glyphs), "layers": [\#(layer)]}"#
    }

    func starts(_ json: String) throws -> [Point] {
        let probe = try SceneProbe(json)
        let path = try #require(probe.drawables().first?.node.path)
        return path.contours.map(\.start)
    }

    @Test("glyphs are scaled by size ÷ 100 and advance by their width plus tracking")
    func glyphLayout() throws {
        // Size 50: A's box starts at 0; B after A's advance 30 plus tracking 100/1000 em = 5.
        #expect(try starts(document(text: "AB", tracking: 100)).map(\.x) == [0, 35])
    }

    @Test("justification moves each line against the layer origin", arguments: [(0, 0.0), (1, -55.0), (2, -27.5)])
    func justification(code: Int, firstX: Double) throws {
        #expect(try starts(document(text: "AB", justification: code)).first?.x == firstX)
    }

    @Test("lines break at returns and are set a line height apart")
    func lines() throws {
        let points = try starts(document(text: #"A\rB"#))
        #expect(points.map(\.y) == [0, 80])
        #expect(points.map(\.x) == [0, 0])
    }

    @Test("each document shows from its keyframe, played in any order, and a text override replaces it")
    func documentsLaidOutAhead() throws {
        // "A" from frame 0, "AB" from frame 10: laid out once when compiled, as there are no animators.
        let layer = #"{"ty": 5, "nm": "Title", "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"t": "A", "s": 50, "f": "TestSans-Regular", "fc": [1, 0, 0], "j": 0, "lh": 80}}, {"t": 10, "s": {"t": "AB", "s": 50, "f": "TestSans-Regular", "fc": [1, 0, 0], "j": 0, "lh": 80}}]}}}"#
        let probe = try SceneProbe(#"{"v": "5.7", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200, "fonts": \#(fonts), "chars": \#(glyphs), "layers": [\#(layer)]}"#)
        func glyphCount(at frame: Double, overrides: PropertyOverrides = .none) -> Int {
            probe.interpreter.scene(at: frame, overrides: overrides).drawables.first?.node.path?.contours.count ?? 0
        }
        #expect([20, 9.5, 0, 10, 3, 59].map { glyphCount(at: $0) } == [2, 1, 1, 2, 1, 2])
        let replaced = PropertyOverrides().settingText("BBB", for: KeypathPattern("Title.Text"))
        #expect(glyphCount(at: 0, overrides: replaced) == 3 && glyphCount(at: 30, overrides: replaced) == 3)
    }

    @Test("text without glyph outlines uses a system font, with a diagnostic")
    func systemFont() throws {
        let probe = try SceneProbe(document(text: "AZ", font: "Missing-Font"))
        guard case .text(let text) = try #require(probe.drawables().first).node else {
            Issue.record("expected a system-font text node")
            return
        }
        #expect(text.lines.map(\.text) == ["AZ"] && text.fontSize == 50 && text.fill == LottieColor(red: 1, green: 0, blue: 0))
        #expect(probe.interpreter.diagnostics.contains { $0.message.contains("drawn with a system font") })
    }
}
