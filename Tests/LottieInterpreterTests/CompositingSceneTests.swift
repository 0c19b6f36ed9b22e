@testable import LottieInterpreter
import LottieTestFixtures
import Testing
import VectorGraphics

@Suite("Compositing in scenes")
struct CompositingSceneTests {
    typealias F = LottieFixture
    let square = [F.rectangle(x: 50, y: 50, width: 100, height: 100), F.fill(red: 1, green: 0, blue: 0)]

    func layer(_ extra: String, inPoint: Double = 0, outPoint: Double = 60) -> String {
        F.shapeLayer(square, inPoint: inPoint, outPoint: outPoint, extra: extra)
    }

    /// lottie-web's rule (a layer shows while ip ≤ frame < op); lottie-ios also draws the frame at op exactly.
    @Test("a layer shows from its in-point up to, not including, its out-point")
    func outPointExclusive() throws {
        let probe = try SceneProbe(layers: [layer("", inPoint: 5, outPoint: 10)])
        #expect(probe.drawables(at: 4.999).isEmpty)
        #expect(!probe.drawables(at: 5).isEmpty && !probe.drawables(at: 9.999).isEmpty)
        #expect(probe.drawables(at: 10).isEmpty)
    }

    @Test("the matte is the td layer just above; it is not drawn itself")
    func matteAbove() throws {
        let probe = try SceneProbe(layers: [layer(#""ind": 1, "td": 1"#), layer(#""ind": 2, "tt": 1"#)])
        let nodes = probe.interpreter.scene(at: 0).nodes
        #expect(nodes.count == 1)
        guard case .matted(let matted) = try #require(nodes.first) else {
            Issue.record("expected a matted node, got \(nodes)")
            return
        }
        #expect(matted.mode == .alpha && matted.matte.count == 1 && matted.content.count == 1)
    }

    @Test("tp names the matte layer by index; a missing one is a diagnostic", arguments: [(3, true), (9, false)])
    func matteByIndex(index: Int, found: Bool) throws {
        let probe = try SceneProbe(layers: [layer(#""ind": 3, "td": 1"#), layer(#""ind": 4"#), layer(#""ind": 5, "tt": 2, "tp": \#(index)"#)])
        let matted = probe.interpreter.scene(at: 0).nodes.contains { if case .matted(let node) = $0 { return node.mode == .invertedAlpha } else { return false } }
        #expect(matted == found)
        #expect(probe.interpreter.diagnostics.isEmpty == found)
    }

    @Test("a matte outside its in and out points mattes with nothing")
    func matteOutOfRange() throws {
        let probe = try SceneProbe(layers: [layer(#""ind": 1, "td": 1"#, inPoint: 30), layer(#""ind": 2, "tt": 1"#)])
        guard case .matted(let matted) = try #require(probe.interpreter.scene(at: 10).nodes.first) else { return }
        #expect(matted.matte.isEmpty)
    }

    @Test("masks are in the layer's coordinates, in order, without mode none")
    func masks() throws {
        let masks = #"[{"mode": "a", "pt": {"k": {"v": [[0,0],[10,0],[10,10]], "i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "c": true}}, "o": {"k": 50}, "x": {"k": 2}}, {"mode": "n", "pt": {"k": {"v": [], "i": [], "o": [], "c": true}}}, {"mode": "s", "inv": true, "pt": {"k": {"v": [[0,0],[5,0],[5,5]], "i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "c": true}}}]"#
        let probe = try SceneProbe(layers: [layer(#""masksProperties": \#(masks), "bm": 1"#)])
        guard case .group(let group) = try #require(probe.interpreter.scene(at: 0).nodes.first), case .masked(let masked) = try #require(group.children.first) else {
            Issue.record("expected layer group → masked")
            return
        }
        #expect(group.blendMode == .multiply)
        #expect(masked.masks.map(\.mode) == [.add, .subtract])
        #expect(masked.masks[0].opacity == 0.5 && masked.masks[0].expansion == 2 && masked.masks[1].isInverted)
    }

    @Test("a precomposition's time at the edges of its layer and its own layers")
    func precompositionEdges() throws {
        // Inside: a layer shown from frame 10 to 20 of the precomposition's time.
        let asset = #"{"id": "inner", "layers": [\#(F.shapeLayer(square, inPoint: 10, outPoint: 20))]}"#
        let outer = #"{"ty": 0, "refId": "inner", "ip": 5, "op": 40, "st": 5, "w": 100, "h": 100, "ks": {}}"#
        let probe = try SceneProbe(layers: [outer], assets: [asset])
        // Outer frame f shows inner frame f − 5: inner 10 ≤ f − 5 < 20.
        for (frame, visible) in [(14.999, false), (15.0, true), (24.999, true), (25.0, false)] {
            #expect(probe.drawables(at: frame).isEmpty == !visible, "frame \(frame)")
        }
        #expect(probe.drawables(at: 4.999).isEmpty)
    }

    @Test("a time remap maps layer frames through seconds × frame rate, then the stretch")
    func timeRemapEdges() throws {
        let asset = #"{"id": "inner", "layers": [\#(F.shapeLayer(square, inPoint: 30, outPoint: 31))]}"#
        // tm goes from 0 s at frame 0 to 2 s at frame 60: inner frame 30 (1 s) is reached at outer frame 30.
        let remapped = #"{"ty": 0, "refId": "inner", "ip": 0, "op": 60, "w": 100, "h": 100, "tm": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 60, "s": [2]}]}, "ks": {}}"#
        let probe = try SceneProbe(layers: [remapped], assets: [asset])
        #expect(probe.drawables(at: 29.9).isEmpty && !probe.drawables(at: 30).isEmpty && probe.drawables(at: 31).isEmpty)
    }

    @Test("precompositions placing precompositions stop at the layer budget")
    func precompositionBudget() throws {
        var assets: [String] = []
        for level in 0..<7 {
            let placements = (0..<10).map { _ in #"{"ty": 0, "refId": "c\#(level + 1)", "ip": 0, "op": 60, "w": 100, "h": 100, "ks": {}}"# }
            assets.append(#"{"id": "c\#(level)", "layers": [\#(placements.joined(separator: ","))]}"#)
        }
        assets.append(#"{"id": "c7", "layers": [\#(F.shapeLayer(square))]}"#)
        let probe = try SceneProbe(layers: [#"{"ty": 0, "refId": "c0", "ip": 0, "op": 60, "w": 100, "h": 100, "ks": {}}"#], assets: assets)
        let count = probe.drawables().count
        #expect(count > 0 && count < LayerBudget.layersPerFrame)
        #expect(probe.drawables(at: 1).count == count, "each frame has its own budget")
    }

    @Test("effects keep After Effects' units until the scene")
    func effects() throws {
        let effects = #"[{"ty": 25, "nm": "Drop Shadow", "ef": [{"v": {"k": [0, 0, 0, 1]}}, {"v": {"k": 127.5}}, {"v": {"k": 180}}, {"v": {"k": 8}}, {"v": {"k": 4}}]}, {"ty": 29, "ef": [{"v": {"k": 6}}, {"v": {"k": 2}}]}, {"ty": 20, "ef": [{"v": {"k": [0, 0, 0, 1]}}, {"v": {"k": [1, 1, 1, 1]}}, {"v": {"k": 50}}]}]"#
        let probe = try SceneProbe(layers: [layer(#""ef": \#(effects)"#)])
        guard case .group(let group) = try #require(probe.interpreter.scene(at: 0).nodes.first), case .effected(let effected) = try #require(group.children.first) else {
            Issue.record("expected layer group → effected")
            return
        }
        #expect(effected.effects == [
            .dropShadow(color: .black, opacity: 0.5, directionDegrees: 180, distance: 8, softness: 4),
            .gaussianBlur(blurriness: 6, horizontal: true, vertical: false),
            .tint(black: .black, white: .white, amount: 0.5),
        ])
    }

    /// After Effects rasterizes shape layers continuously, so their effects apply after the layer's transform:
    /// lengths stay composition pixels whatever the layer's scale or rotation.
    @Test("effect lengths are composition pixels: a layer at 200% gets half the lengths in its own units")
    func effectsOnScaledLayers() throws {
        let effects = #"[{"ty": 25, "ef": [{"v": {"k": [0, 0, 0, 1]}}, {"v": {"k": 255}}, {"v": {"k": 180}}, {"v": {"k": 8}}, {"v": {"k": 4}}]}, {"ty": 29, "ef": [{"v": {"k": 6}}, {"v": {"k": 1}}]}]"#
        let probe = try SceneProbe(layers: [layer(#""ks": {"s": {"k": [200, 200]}, "r": {"k": 90}}, "ef": \#(effects)"#)])
        guard case .group(let group) = try #require(probe.interpreter.scene(at: 0).nodes.first), case .effected(let effected) = try #require(group.children.first) else {
            Issue.record("expected layer group → effected")
            return
        }
        guard case .dropShadow(_, _, let direction, let distance, let softness) = effected.effects[0] else { Issue.record("no shadow"); return }
        // A layer turned 90° clockwise has its own x axis pointing down the composition: down is its 90°.
        #expect(abs(distance - 4) < 1e-9 && abs(softness - 2) < 1e-9)
        #expect(abs((direction + 360).truncatingRemainder(dividingBy: 360) - 90) < 1e-6, "\(direction)")
        #expect(effected.effects[1] == .gaussianBlur(blurriness: 3, horizontal: true, vertical: true))
    }

    @Test("3D rotations flatten orthographically: a quarter turn about y leaves no width")
    func flattened3D() throws {
        let probe = try SceneProbe(layers: [layer(#""ddd": 1, "ks": {"ry": {"k": 90}, "rx": {"k": 60}}"#)])
        let transform = try #require(probe.drawables().first).transform
        #expect(abs(transform.apply(to: Point(x: 10, y: 0)).x - transform.apply(to: .zero).x) < 1e-9)
        #expect(abs(transform.apply(to: Point(x: 0, y: 10)).y - transform.apply(to: .zero).y - 5) < 1e-9)
    }

    @Test("auto-orient turns the layer along its motion")
    func autoOrient() throws {
        let moving = #""ao": 1, "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 10, "s": [0, 100]}]}}"#
        let probe = try SceneProbe(layers: [layer(moving)])
        let transform = try #require(probe.drawables(at: 5).first).transform
        // Moving straight down is a quarter turn clockwise: x maps onto y.
        let turned = transform.applyLinear(to: Point(x: 1, y: 0))
        #expect(abs(turned.x) < 1e-6 && abs(turned.y - 1) < 1e-6)
    }

    /// `thorvg__ghost2`: a null turning along its path, read after its last keyframe, held its last turn in
    /// lottie-web and ThorVG and stood upright in TabShift (65% of pixels off).
    @Test("auto-orient before the first keyframe and after the last keeps the path's direction there, as lottie-web does")
    func autoOrientBeyondTheKeyframes() throws {
        // Right from frame 10 to 20, then down to frame 30: sets off at 0°, arrives at 90°.
        let moving = #""ao": 1, "ip": 0, "op": 60, "ks": {"p": {"a": 1, "k": [{"t": 10, "s": [0, 0]}, {"t": 20, "s": [100, 0]}, {"t": 30, "s": [100, 100]}]}}"#
        let probe = try SceneProbe(layers: [layer(moving)])
        func direction(at frame: Double) throws -> Point {
            try #require(probe.drawables(at: frame).first).transform.applyLinear(to: Point(x: 1, y: 0))
        }
        let before = try direction(at: 2), during = try direction(at: 15), after = try direction(at: 50)
        #expect(abs(before.x - 1) < 1e-6 && abs(before.y) < 1e-6, "\(before)")
        #expect(abs(during.x - 1) < 1e-6 && abs(during.y) < 1e-6, "\(during)")
        #expect(abs(after.x) < 1e-6 && abs(after.y - 1) < 1e-6, "after the last keyframe the layer keeps its quarter turn: \(after)")
    }

    @Test("image layers draw their asset at its size; a missing asset is a diagnostic")
    func images() throws {
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="
        let assets = [#"{"id": "pic", "w": 30, "h": 20, "e": 1, "p": "data:image/png;base64,\#(png)"}"#, #"{"id": "broken", "w": 1, "h": 1, "e": 1, "p": "data:image/png;base64,AAAA"}"#]
        let probe = try SceneProbe(layers: [#"{"ty": 2, "refId": "pic", "ip": 0, "op": 60, "ks": {}}"#, #"{"ty": 2, "refId": "broken", "ip": 0, "op": 60, "ks": {}}"#], assets: assets)
        let images = probe.drawables().compactMap { if case .image(let image) = $0.node { image } else { nil } }
        #expect(images.map(\.width) == [30] && images.first?.image.format == .png)
        #expect(probe.interpreter.diagnostics.map(\.message).contains { $0.contains("no image asset has id \"broken\"") })
    }
}
