@testable import CairoRendering
import ImageCodecs
@testable import Rasterizer
import SVGWriting
import Testing
import VectorGraphics

@Suite("Raster canvas")
struct RasterCanvasTests {
    let viewport = Viewport(width: 64, height: 64)

    /// A translucent background with a soft-edged shape, then a circle at `x` above it.
    func scene(circleAt x: Double, background: [SceneNode]? = nil) -> LottieScene {
        let bottom = background ?? [
            .fill(FillNode(path: .rectangle(x: 3.5, y: 2.25, width: 57, height: 40.5), paint: .solid(LottieColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6)))),
            .group(SceneGroup(transform: .rotation(degrees: 17), opacity: 0.7, children: [
                .fill(FillNode(path: .ellipse(in: Rect(x: 20, y: 5, width: 30, height: 22)), paint: .solid(.black))),
                .stroke(StrokeNode(path: .ellipse(in: Rect(x: 22, y: 7, width: 26, height: 18)), paint: .solid(.white), style: StrokeAttributes(width: 1.5))),
            ])),
        ]
        return LottieScene(width: 64, height: 64, nodes: bottom + [
            .fill(FillNode(path: .ellipse(in: Rect(x: x, y: 30.3, width: 17.7, height: 17.7)), paint: .solid(LottieColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.8)), opacity: 0.9)),
        ])
    }

    @Test("unchanged bottom nodes come from a checkpoint, with the pixels of a full redraw")
    func checkpointReuse() throws {
        for background in [nil, LottieColor(red: 1, green: 1, blue: 0.9, alpha: 1)] {
            let canvas = try RasterCanvas(viewport: viewport, background: background)
            for step in 0..<12 {
                let scene = scene(circleAt: 2.3 + Double(step) * 3.7)
                try canvas.draw(scene)
                #expect(canvas.image() == (try CairoRenderer(background: background).image(scene, viewport: viewport)), "step \(step)")
                // The first frame draws all; the second finds the shared bottom and keeps a checkpoint of it.
                #expect(canvas.nodesReusedByLastDraw == (step < 2 ? 0 : 2), "step \(step)")
            }
        }
    }

    @Test("a changed bottom node redraws everything, and an inkless bottom keeps no checkpoint")
    func checkpointInvalidation() throws {
        let canvas = try RasterCanvas(viewport: viewport)
        try canvas.draw(scene(circleAt: 1))
        try canvas.draw(scene(circleAt: 5))
        let moved = [SceneNode.fill(FillNode(path: .rectangle(x: 9, y: 9, width: 20, height: 20), paint: .solid(.black)))]
        let changed = scene(circleAt: 9, background: moved)
        try canvas.draw(changed)
        #expect(canvas.nodesReusedByLastDraw == 0)
        #expect(canvas.image() == (try CairoRenderer().image(changed, viewport: viewport)))
        // Nothing visible underneath: Cairo still sees a clear surface there, which a copy would not restore.
        let inkless = [SceneNode.fill(FillNode(path: .rectangle(x: 0, y: 0, width: 64, height: 64), paint: .solid(.clear)))]
        for step in 0..<3 {
            let scene = scene(circleAt: 1 + Double(step), background: inkless)
            try canvas.draw(scene)
            #expect(canvas.nodesReusedByLastDraw == 0)
            #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)))
        }
    }

    /// A layer at rest (rotated, so an icon's clip is not whole pixels), one that moves and one that fades, over a
    /// background that moves so that no checkpoint covers them.
    func restingMovingFading(step: Int, _ layer: (_ transform: AffineTransform, _ opacity: Double) -> SceneNode) -> LottieScene {
        LottieScene(width: 64, height: 64, nodes: [
            .fill(FillNode(path: .rectangle(x: 1.5 + Double(step), y: 20.25, width: 40, height: 20), paint: .solid(LottieColor(red: 0.8, green: 0.9, blue: 1, alpha: 1)))),
            layer(AffineTransform.rotation(degrees: 9).followed(by: .translation(x: 4.3, y: 2.7)), 1),
            layer(.translation(x: 30.2 + 0.37 * Double(step), y: 8.6), 1),
            layer(.translation(x: 20.7, y: 38.4), 1 - 0.1 * Double(step)),
        ])
    }

    /// Icons that keep their raster.
    func iconScene(step: Int) -> LottieScene {
        let outline = StrokeNode(path: .ellipse(in: Rect(x: 2.2, y: 3.1, width: 15.4, height: 12.9)), paint: .solid(LottieColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)), style: StrokeAttributes(width: 2.3))
        let body = FillNode(path: .rectangle(x: 5.3, y: 6.6, width: 9.1, height: 7.4), paint: .solid(LottieColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)))
        return restingMovingFading(step: step) { transform, opacity in
            .group(SceneGroup(transform: transform, opacity: opacity, clip: .rectangle(x: 0, y: 0, width: 20, height: 20), isSeparateLayer: true, children: [.fill(body), .stroke(outline)]))
        }
    }

    /// Shadowed, blurred layers.
    func effectedScene(step: Int) -> LottieScene {
        let body = FillNode(path: .ellipse(in: Rect(x: 3.3, y: 2.9, width: 13.1, height: 9.4)), paint: .solid(LottieColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.9)))
        let effects: [RasterEffect] = [
            .dropShadow(color: .black, opacity: 0.6, directionDegrees: 135, distance: 2.5, softness: 6),
            .gaussianBlur(blurriness: 3, horizontal: true, vertical: true),
        ]
        return restingMovingFading(step: step) { transform, opacity in
            .group(SceneGroup(transform: transform, opacity: opacity, children: [.effected(EffectedNode(content: [.fill(body)], effects: effects))]))
        }
    }

    @Test("a canvas cleared by zeroing its memory (solid colours alone) and by Cairo (gradients, group opacity) in turn has a fresh render's pixels")
    func clearingWithAndWithoutCairo() throws {
        let gradient = LinearGradientPaint(start: Point(x: 5, y: 0), end: Point(x: 50, y: 9), stops: [
            GradientStop(offset: 0, color: LottieColor(red: 1, green: 0.2, blue: 0, alpha: 0.8)), GradientStop(offset: 1, color: LottieColor(red: 0, green: 0.3, blue: 1, alpha: 0.4)),
        ])
        func scene(step: Int) -> LottieScene {
            // The bottom node moves every step, so no checkpoint spares a clear.
            var nodes: [SceneNode] = [
                .fill(FillNode(path: .ellipse(in: Rect(x: 3.3 + 2.1 * Double(step), y: 4.6, width: 30.5, height: 22.2)), paint: .solid(LottieColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7)))),
                .stroke(StrokeNode(path: .rectangle(x: 10.4, y: 30.3 + Double(step), width: 20.2, height: 12.7), paint: .solid(.black), style: StrokeAttributes(width: 1.7))),
            ]
            switch step % 3 {
            case 1: nodes.append(.fill(FillNode(path: .rectangle(x: 6.2, y: 40.1, width: 50.3, height: 13.6), paint: .linearGradient(gradient))))
            case 2: nodes.append(.group(SceneGroup(opacity: 0.6, children: Array(nodes.reversed()))))
            default: break
            }
            return LottieScene(width: 64, height: 64, nodes: nodes)
        }
        let paintedByCairo = (0..<3).map { step in scene(step: step).nodes.contains { $0.paintsThroughCairo } }
        #expect(paintedByCairo == [false, true, true])
        let canvas = try RasterCanvas(viewport: viewport)
        for step in [0, 1, 3, 2, 4, 6, 5, 0, 8, 7] {
            try canvas.draw(scene(step: step))
            #expect(canvas.nodesReusedByLastDraw == 0, "step \(step)")
            #expect(canvas.image() == (try CairoRenderer().image(scene(step: step), viewport: viewport)), "step \(step)")
        }
    }

    @Test("icons that keep their raster and effected layers are composited from their rasters while node and placement stay, with a fresh render's pixels", arguments: ["icons", "effects"])
    func keptRasters(kind: String) throws {
        let scene = kind == "icons" ? iconScene(step:) : effectedScene(step:)
        let canvas = try RasterCanvas(viewport: viewport)
        for step in 0..<6 {
            try canvas.draw(scene(step))
            #expect(canvas.image() == (try CairoRenderer().image(scene(step), viewport: viewport)), "step \(step)")
            // The resting layer and the fading one (opacity applies when compositing) are not drawn again.
            #expect(canvas.rastersReusedByLastDraw == (step == 0 ? 0 : 2), "step \(step)")
        }
        canvas.invalidate()
        try canvas.draw(scene(5))
        #expect(canvas.rastersReusedByLastDraw == 0, "invalidating lets the rasters go")
    }

    /// A masked layer at rest and a matted one at `x`, over a background that moves so that no checkpoint covers them.
    func maskedAndMattedScene(step: Int, matteAt x: Double) -> LottieScene {
        let content: [SceneNode] = [.fill(FillNode(path: .rectangle(x: 2.5, y: 3.5, width: 20, height: 14), paint: .solid(LottieColor(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.9))))]
        let masked = MaskedNode(content: content, masks: [SceneMask(path: .ellipse(in: Rect(x: 4.2, y: 2.1, width: 15.3, height: 13.8)))])
        let matted = MattedNode(content: content, matte: [.fill(FillNode(path: .ellipse(in: Rect(x: 6.1, y: 5.3, width: 12.6, height: 9.7)), paint: .solid(.black)))], mode: .alpha)
        return LottieScene(width: 64, height: 64, nodes: [
            .fill(FillNode(path: .rectangle(x: 1.5 + Double(step), y: 20.25, width: 40, height: 20), paint: .solid(LottieColor(red: 0.8, green: 0.9, blue: 1, alpha: 1)))),
            .group(SceneGroup(transform: .translation(x: 30.4, y: 2.2), children: [.masked(masked)])),
            .group(SceneGroup(transform: .translation(x: x, y: 36.7), children: [.matted(matted)])),
        ])
    }

    @Test("a matted layer that moves frame after frame is drawn straight through its matte, kept once at rest, and kept after a seek; pixels as fresh")
    func keptMaskedRasters() throws {
        let canvas = try RasterCanvas(viewport: viewport)
        // The matte moves for four frames, rests for three, moves on; then a seek, and a frame like the one sought.
        let positions: [(x: Double, follows: Bool)] = [0, 1.3, 2.6, 3.9, 3.9, 3.9, 3.9, 5.2, 6.5].map { ($0, true) } + [(20.8, false), (20.8, true)]
        var reused: [Int] = []
        for (step, position) in positions.enumerated() {
            let scene = maskedAndMattedScene(step: step, matteAt: position.x)
            if !position.follows { canvas.noteSeek() }
            try canvas.draw(scene)
            #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)), "step \(step)")
            reused.append(canvas.rastersReusedByLastDraw)
        }
        // The masked layer rests throughout (1 from the second frame on). The matted one is kept when new; drawn
        // straight while it moves; kept once it is drawn as in the frame before, so reused a frame later (2); kept
        // when it first moves again; and after a seek, where its motion is unknown.
        #expect(reused == [0, 1, 1, 1, 1, 2, 2, 1, 1, 1, 2])
    }

    @Test("a kept effect raster is reused only for the same effects over the same content: either changing draws it anew")
    func keptEffectRasterNeedsEqualNode() throws {
        func scene(step: Int, red: Double, softness: Double) -> LottieScene {
            let body = FillNode(path: .ellipse(in: Rect(x: 10.3, y: 12.9, width: 30.1, height: 22.4)), paint: .solid(LottieColor(red: red, green: 0.5, blue: 0.2, alpha: 1)))
            let shadow: [RasterEffect] = [.dropShadow(color: .black, opacity: 0.5, directionDegrees: 120, distance: 3, softness: softness)]
            // Under a background that moves, so that no two scenes are equal and no checkpoint covers the layer.
            let background = SceneNode.fill(FillNode(path: .rectangle(x: 1.5 + Double(step), y: 40.25, width: 30, height: 20), paint: .solid(LottieColor(red: 0.8, green: 0.9, blue: 1, alpha: 1))))
            return LottieScene(width: 64, height: 64, nodes: [background, .effected(EffectedNode(content: [.fill(body)], effects: shadow))])
        }
        let canvas = try RasterCanvas(viewport: viewport)
        // Equal nodes built apart, then the content changes, then the effects, then neither.
        let steps: [(red: Double, softness: Double)] = [(0.9, 4), (0.9, 4), (0.2, 4), (0.2, 7), (0.2, 7)]
        var reused: [Int] = []
        for (step, values) in steps.enumerated() {
            let scene = scene(step: step, red: values.red, softness: values.softness)
            try canvas.draw(scene)
            #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)), "step \(step)")
            reused.append(canvas.rastersReusedByLastDraw)
        }
        #expect(reused == [0, 1, 0, 0, 1])
    }

    @Test("a group composited from its own raster differs from one drawn in place by rounding only; vector outputs draw it in place")
    func keptRasterPixels() throws {
        let scene = iconScene(step: 3)
        var inPlace = scene
        inPlace.nodes = scene.nodes.map { node in
            guard case .group(var group) = node else { return node }
            group.isSeparateLayer = false
            return .group(group)
        }
        let composited = try CairoRenderer().image(scene, viewport: viewport), drawn = try CairoRenderer().image(inPlace, viewport: viewport)
        #expect(composited != drawn, "compositing rounds differently somewhere")
        // Within 2 of 255 per channel, colour weighted by alpha as in the conformance metric.
        #expect(ImageDifference(composited, drawn, threshold: 2).differingPercent == 0)
        let svg = String(decoding: try SVGWriter.document(scene, viewport: viewport, background: nil), as: UTF8.self)
        #expect(!svg.contains("<image"), "no raster in a vector output")
        let inPlaceSVG = String(decoding: try SVGWriter.document(inPlace, viewport: viewport, background: nil), as: UTF8.self)
        #expect(svg.components(separatedBy: "<path").count == inPlaceSVG.components(separatedBy: "<path").count)
    }

    @Test("above a checkpoint, what the last frame drew is copied back, and everything when its reach is unknown (effects)")
    func checkpointRestoresWhatChanged() throws {
        let canvas = try RasterCanvas(viewport: viewport)
        for step in 0..<8 {
            let circle = SceneNode.fill(FillNode(path: .ellipse(in: Rect(x: 4 + 5.3 * Double(step), y: 40.2, width: 12, height: 12)), paint: .solid(.black)))
            // A shadow reaches past its outline: the frame after it must not keep any of it.
            let top: SceneNode = step.isMultiple(of: 2) ? .effected(EffectedNode(content: [circle], effects: [.dropShadow(color: .black, opacity: 0.8, directionDegrees: 135, distance: 9, softness: 12)])) : circle
            var scene = self.scene(circleAt: 3)
            scene.nodes[2] = top
            try canvas.draw(scene)
            #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)), "step \(step)")
            #expect(canvas.nodesReusedByLastDraw == (step < 2 ? 0 : 2), "step \(step)")
        }
    }

    /// A small circle moving along the left (gone from the canvas at step 5, where its group's opacity is 0), a
    /// square at rest over its path, and a square and a gradient at rest far to the right, over `bottom`; the nodes
    /// at rest are made once, so that they keep their storage from scene to scene, as an interpreter keeps layers
    /// at rest.
    struct DamageScenes {
        let gradient = SceneNode.fill(FillNode(path: .rectangle(x: 40.3, y: 44.6, width: 20, height: 15), paint: .linearGradient(LinearGradientPaint(start: Point(x: 40, y: 44), end: Point(x: 60, y: 60), stops: [
            GradientStop(offset: 0, color: LottieColor(red: 1, green: 0.2, blue: 0, alpha: 0.8)), GradientStop(offset: 1, color: LottieColor(red: 0, green: 0.3, blue: 1, alpha: 0.4)),
        ]))))
        let over = SceneNode.fill(FillNode(path: .rectangle(x: 2.5, y: 8.25, width: 12, height: 9.5), paint: .solid(LottieColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 0.6))))
        let farAway = SceneNode.stroke(StrokeNode(path: .rectangle(x: 44.2, y: 6.3, width: 14, height: 11), paint: .solid(.black), style: StrokeAttributes(width: 1.6)))

        func scene(step: Int, bottom: [SceneNode], withGradient: Bool = true) -> LottieScene {
            let circle = SceneNode.group(SceneGroup(transform: .translation(x: 1.7 * Double(step), y: 0), opacity: step == 5 ? 0 : 1, children: [
                .fill(FillNode(path: .ellipse(in: Rect(x: 3.1, y: 6.2, width: 9.3, height: 9.3)), paint: .solid(LottieColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.8)))),
            ]))
            return LottieScene(width: 64, height: 64, nodes: bottom + [circle, over, farAway] + (withGradient ? [gradient] : []))
        }
    }

    @Test("a small change redraws only the nodes that reach its damage, over the checkpoint, with a full redraw's pixels", arguments: [nil, LottieColor(red: 1, green: 1, blue: 0.9, alpha: 0.5)])
    func damageOverCheckpoint(background: LottieColor?) throws {
        let scenes = DamageScenes()
        let bottom = [SceneNode.fill(FillNode(path: .rectangle(x: 3.5, y: 2.25, width: 57, height: 40.5), paint: .solid(LottieColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.6))))]
        for viewport in [viewport, Viewport(width: 80, height: 64)] {
            let canvas = try RasterCanvas(viewport: viewport, background: background)
            var redrawn: [Int?] = []
            for step in 0..<8 {
                let scene = scenes.scene(step: step, bottom: bottom)
                try canvas.draw(scene)
                #expect(canvas.image() == (try CairoRenderer(background: background).image(scene, viewport: viewport)), "step \(step) at \(viewport)")
                redrawn.append(canvas.nodesRedrawnByLastDraw)
            }
            // The first frame draws all and the second takes the checkpoint; then the circle and the square over it
            // are redrawn, and neither the far square nor the gradient; where the circle is gone, the square alone.
            #expect(redrawn == [nil, nil, 2, 2, 2, 1, 2, 2], "at \(viewport)")
        }
    }

    @Test("without a checkpoint the damage is cleared as a full redraw clears; nodes Cairo paints onto a canvas a full redraw would leave clear make a full redraw")
    func damageWithoutCheckpoint() throws {
        let scenes = DamageScenes()
        for withGradient in [false, true] {
            let canvas = try RasterCanvas(viewport: viewport)
            var redrawn: [Int?] = []
            for step in 0..<8 {
                let scene = scenes.scene(step: step, bottom: [], withGradient: withGradient)
                try canvas.draw(scene)
                #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)), "step \(step)")
                #expect(canvas.nodesReusedByLastDraw == 0)
                redrawn.append(canvas.nodesRedrawnByLastDraw)
            }
            // With the gradient at rest far from the damage, nothing Cairo paints is redrawn either way.
            #expect(redrawn == [nil, 2, 2, 2, 2, 1, 2, 2], "gradient: \(withGradient)")
        }
        // A moving gradient on a clear canvas is redrawn by a full redraw, which clears through Cairo.
        let canvas = try RasterCanvas(viewport: viewport)
        for step in 0..<4 {
            var scene = scenes.scene(step: step, bottom: [])
            scene.nodes[0] = .group(SceneGroup(transform: .translation(x: 1.3 * Double(step), y: 0), children: [scenes.gradient]))
            try canvas.draw(scene)
            #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)), "step \(step)")
            #expect(canvas.nodesRedrawnByLastDraw == nil, "step \(step)")
        }
    }

    @Test("damage past half the canvas, or reaching further than outlines (effects), makes a full redraw")
    func damageTooLargeOrUnbounded() throws {
        let scenes = DamageScenes()
        let canvas = try RasterCanvas(viewport: viewport)
        for step in 0..<6 {
            var scene = scenes.scene(step: step, bottom: [])
            let moved = SceneNode.fill(FillNode(path: .rectangle(x: 1 + Double(step), y: 1, width: 50, height: 50), paint: .solid(.black)))
            scene.nodes[0] = step < 3 ? moved : .effected(EffectedNode(content: [scene.nodes[0]], effects: [.gaussianBlur(blurriness: 2, horizontal: true, vertical: true)]))
            try canvas.draw(scene)
            #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)), "step \(step)")
            #expect(canvas.nodesRedrawnByLastDraw == nil, "step \(step)")
        }
    }

    @Test("a PNG is encoded again only when the pixels changed: an equal scene, or another scene with the same pixels, reuses the last one")
    func pngReuse() throws {
        let canvas = try RasterCanvas(viewport: viewport)
        let first = scene(circleAt: 4)
        try canvas.draw(first)
        let firstPNG = try canvas.pngData()
        #expect(firstPNG == (try CairoRenderer().png(first, viewport: viewport)))
        #expect(try canvas.pngData() == firstPNG)
        try canvas.draw(first)
        #expect(try canvas.pngData() == firstPNG)
        #expect(canvas.pngEncodings == 1)

        // Another scene with the same pixels (a node entirely off the canvas) is drawn, then recognised by its pixels.
        let offCanvas = LottieScene(width: 64, height: 64, nodes: first.nodes + [
            .fill(FillNode(path: .rectangle(x: 200, y: 200, width: 10, height: 10), paint: .solid(.black))),
        ])
        #expect(try canvas.draw(offCanvas))
        #expect(try canvas.pngData() == firstPNG)
        #expect(canvas.pngEncodings == 1)

        let moved = scene(circleAt: 30)
        try canvas.draw(moved)
        let movedPNG = try canvas.pngData()
        #expect(movedPNG != firstPNG)
        #expect(movedPNG == (try CairoRenderer().png(moved, viewport: viewport)))
        #expect(canvas.pngEncodings == 2)

        try canvas.draw(first)
        #expect(try canvas.pngData() == firstPNG)
        #expect(canvas.pngEncodings == 3)
    }

    /// The canvas keeps its viewport clip from frame to frame and leaves Cairo's clip out where the composition fills
    /// the raster: scenes of other sizes (letterboxed, so the clip cuts) between equal ones must start it anew.
    @Test("the viewport clip kept across frames follows the scene's size: letterboxed and filling scenes in turn")
    func viewportClipFollowsSize() throws {
        let canvas = try RasterCanvas(viewport: viewport)
        // Reaching past the top and bottom of a wide composition, which the letterbox must cut.
        func scene(width: Double, height: Double, step: Int) -> LottieScene {
            LottieScene(width: width, height: height, nodes: [
                .fill(FillNode(path: .ellipse(in: Rect(x: 3.3 + Double(step), y: -20.6, width: 40.2, height: height + 41)), paint: .solid(LottieColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.9)))),
                .stroke(StrokeNode(path: .rectangle(x: -5.5, y: -5.5, width: width + 11, height: height + 11), paint: .solid(.black), style: StrokeAttributes(width: 14))),
            ])
        }
        // 30x90 is letterboxed at fractional x: its clip is rasterized, and the second frame finds it kept.
        let sizes: [(Double, Double)] = [(64, 64), (100, 50), (100, 50), (64, 64), (30, 90), (30, 90), (64, 64), (128, 128)]
        for (step, size) in sizes.enumerated() {
            let scene = scene(width: size.0, height: size.1, step: step)
            try canvas.draw(scene)
            #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)), "step \(step): \(size.0)x\(size.1)")
        }
    }

    /// Nodes a canvas has counted before keep their cost while the next scene holds them in the same storage, at
    /// the same place; any other node is counted afresh.
    @Test("kept node costs equal a fresh count for scenes that reuse, move, replace, add and drop nodes")
    func keptNodeCosts() throws {
        func stroke(_ width: Double) -> SceneNode {
            .stroke(StrokeNode(path: .ellipse(in: Rect(x: 2, y: 3, width: 20, height: 10)), paint: .solid(.black), style: StrokeAttributes(width: width)))
        }
        let resting = SceneNode.group(SceneGroup(opacity: 0.5, children: [stroke(1), stroke(2)]))
        let star = SceneNode.fill(FillNode(path: .rectangle(x: 1, y: 1, width: 5, height: 5), paint: .solid(.white)))
        let masked = SceneNode.masked(MaskedNode(content: [star], masks: [SceneMask(path: .rectangle(x: 0, y: 0, width: 4, height: 4))]))
        let facts = KeptNodeFacts()
        let scenes: [[SceneNode]] = [
            [resting, star],
            [resting, star, masked],
            [star, resting, masked],
            [resting, stroke(3)],
            [resting],
            [],
            [masked, resting, star],
        ]
        for (step, nodes) in scenes.enumerated() {
            let scene = LottieScene(width: 32, height: 32, nodes: nodes)
            #expect(facts.drawingCost(of: scene) == scene.drawingCost, "step \(step)")
            for (index, node) in nodes.enumerated() {
                #expect(facts.geometryExtent(of: node, at: index) == node.geometryExtent, "step \(step), node \(index)")
            }
        }
    }

    @Test("a fill recoloured, or a stroke of one style recoloured, around the very same path keeps its cost and extent; a stroke of another width or an equal path built apart is measured again")
    func keptOutlineFacts() throws {
        let outline = BezierPath.ellipse(in: Rect(x: 2, y: 3, width: 20, height: 10))
        func fill(_ path: BezierPath, _ color: LottieColor) -> SceneNode { .fill(FillNode(path: path, paint: .solid(color))) }
        func stroke(_ path: BezierPath, _ color: LottieColor, width: Double) -> SceneNode {
            .stroke(StrokeNode(path: path, paint: .solid(color), style: StrokeAttributes(width: width)))
        }
        let steps: [(node: SceneNode, measured: Bool)] = [
            (fill(outline, .white), true), (fill(outline, .black), false),
            (fill(.ellipse(in: Rect(x: 2, y: 3, width: 20, height: 10)), .black), true),
            (stroke(outline, .white, width: 1), true), (stroke(outline, .black, width: 1), false),
            (stroke(outline, .black, width: 4), true), (fill(outline, .white), true),
        ]
        expectKeptFacts(steps)
        #expect(outline.isSameStorage(as: [outline][0]))
        #expect(!outline.isSameStorage(as: .ellipse(in: Rect(x: 2, y: 3, width: 20, height: 10))))
    }

    @Test("a group moved, faded or hidden around the very same children and clip keeps its children's cost and extent; new children, another clip or an equal clip built apart are measured again, unless hidden")
    func keptGroupFacts() throws {
        let children: [SceneNode] = [
            .fill(FillNode(path: .ellipse(in: Rect(x: 2, y: 3, width: 20, height: 10)), paint: .solid(.white))),
            .stroke(
                StrokeNode(
                    path: .rectangle(x: -4, y: 1, width: 6, height: 30), paint: .solid(.black),
                    style: StrokeAttributes(width: 3, join: .miter))),
        ]
        let clip = BezierPath.rectangle(x: 0, y: 0, width: 24, height: 24)
        func group(
            _ transform: AffineTransform, opacity: Double = 1, clip: BezierPath? = clip, children: [SceneNode] = children
        ) -> SceneNode {
            .group(SceneGroup(transform: transform, opacity: opacity, clip: clip, isSeparateLayer: true, children: children))
        }
        let steps: [(node: SceneNode, measured: Bool)] = [
            (group(.translation(x: 3, y: 4)), true),
            (group(.translation(x: 3.25, y: 4)), false),
            (group(.scale(x: 2, y: 0.5).followed(by: .rotation(radians: 0.3)), opacity: 0.5), false),
            (group(.translation(x: 1, y: 1), opacity: 0), false),
            (group(.scale(x: 0, y: 1)), false),
            (group(.translation(x: 1, y: 1)), false),
            (group(.translation(x: 1, y: 1), clip: .rectangle(x: 0, y: 0, width: 24, height: 24)), true),
            (group(.translation(x: 1, y: 1), clip: nil), true),
            (group(.translation(x: 1, y: 1), children: Array(children.reversed())), true),
            (group(.translation(x: 1, y: 1), opacity: 0, children: [children[0]]), false),
            (.fill(FillNode(path: clip, paint: .solid(.white))), true),
            (group(.translation(x: 1, y: 1)), true),
        ]
        expectKeptFacts(steps)
    }

    /// Scenes of one node each, in turn: every cost and extent the kept facts give is a fresh count's, and the
    /// node's tree is walked for its extent exactly at the steps marked measured.
    private func expectKeptFacts(_ steps: [(node: SceneNode, measured: Bool)]) {
        let facts = KeptNodeFacts()
        for (step, expected) in steps.enumerated() {
            let scene = LottieScene(width: 32, height: 32, nodes: [expected.node])
            #expect(facts.drawingCost(of: scene) == scene.drawingCost, "step \(step)")
            let before = facts.extentsMeasured
            #expect(facts.geometryExtent(of: expected.node, at: 0) == expected.node.geometryExtent, "step \(step)")
            #expect((facts.extentsMeasured > before) == expected.measured, "step \(step)")
        }
    }

    @Test("a node is the same storage as itself passed on, not as an equal node built apart")
    func sameStorage() {
        let node = SceneNode.fill(FillNode(path: .rectangle(x: 1, y: 1, width: 5, height: 5), paint: .solid(.white)))
        let passedOn = [node][0]
        let builtApart = SceneNode.fill(FillNode(path: .rectangle(x: 1, y: 1, width: 5, height: 5), paint: .solid(.white)))
        // What `storageAddress` reads: the one word of an indirect enum.
        #expect(MemoryLayout<SceneNode>.size == MemoryLayout<UInt>.size)
        #expect(node.isSameStorage(as: passedOn))
        #expect(builtApart == node)
        #expect(!node.isSameStorage(as: builtApart))
        #expect(!node.isSameStorage(as: .group(SceneGroup(children: [node]))))
    }

    /// A scene whose bottom is reused from the last frame is still refused when a node above makes it cost too much.
    @Test("a canvas refuses a scene over the drawing budget though its bottom nodes are kept from the last frame")
    func budgetWithKeptNodes() throws {
        let canvas = try RasterCanvas(viewport: viewport)
        let bottom = SceneNode.fill(FillNode(path: .rectangle(x: 3, y: 3, width: 30, height: 30), paint: .solid(.black)))
        let cheap = SceneNode.fill(FillNode(path: .rectangle(x: 9, y: 9, width: 4, height: 4), paint: .solid(.white)))
        // One contour of 10,001 segments: its segments squared pass the budget's 10⁸ crossings.
        var zigzag = BezierContour(start: Point(x: 0, y: 0), isClosed: true)
        var last = zigzag.start
        for index in 1...10_001 {
            let next = Point(x: Double(index) * 0.005, y: Double(index % 2))
            zigzag.segments.append(.line(from: last, to: next))
            last = next
        }
        let costly = SceneNode.fill(FillNode(path: BezierPath(contours: [zigzag]), paint: .solid(.white)))
        try canvas.draw(LottieScene(width: 64, height: 64, nodes: [bottom, cheap]))
        #expect(throws: OutputError.self) { try canvas.draw(LottieScene(width: 64, height: 64, nodes: [bottom, costly])) }
        try canvas.draw(LottieScene(width: 64, height: 64, nodes: [bottom, cheap]))
    }
}
