@testable import CairoRendering
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
}
