@testable import CairoRendering
import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing

/// The retained renderers keep a surface, images and the last scene between frames; none of that may change a
/// pixel. Every frame is compared with a one-shot render onto a surface Cairo has just made (straight RGBA, which
/// tells every premultiplied value apart).
@Suite("Retained rendering")
struct RetainedRenderingTests {
    static let files = PackagePaths.animationFiles + PackagePaths.fixtureFiles

    /// Forward, backward, and a fixed shuffle (with repeats, so equal frames follow each other too).
    static func orders(of frames: [Double]) -> [(String, [Double])] {
        var generator = SeededGenerator(seed: 0x7AB5_41F7)
        let shuffled = (frames + frames.prefix(frames.count / 3)).shuffled(using: &generator)
        return [("forward", frames), ("backward", frames.reversed()), ("random", shuffled)]
    }

    @Test("an animation renderer draws every frame exactly as a new surface would", arguments: files)
    func animationFrames(file: URL) throws {
        let document = try AnimationDocument(contentsOfFile: file.path)
        let viewport = Viewport(width: 96, height: 96)
        let frames = Array(stride(from: document.firstFrame, through: document.lastFrame, by: 1))
        var fresh: [Double: PixelImage] = [:]
        for frame in frames { fresh[frame] = try CairoRenderer().image(try document.scene(at: frame), viewport: viewport) }
        for (order, sequence) in Self.orders(of: frames) {
            let renderer = try AnimationRenderer(document: document, viewport: viewport)
            for frame in sequence {
                try renderer.render(frame: frame)
                #expect(renderer.canvas.image() == fresh[frame], "\(file.lastPathComponent) frame \(frame) played \(order)")
            }
        }
    }

    @Test("an animation renderer tells a player's next frame from a seek: a matte moving frame after frame is drawn straight, one sought is kept")
    func nextFrameOrSeek() throws {
        // A matte that moves over frames 0 to 20 and rests after, its content at rest, over a layer that moves
        // throughout (so that no two frames are alike and no checkpoint covers the matte).
        let slide = #"{"p": {"a": 1, "k": [{"t": 0, "s": [10, 40], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 20, "s": [60, 40]}]}}"#
        let drift = #"{"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 40, "s": [40, 0]}]}}"#
        let json = LottieFixture.document(outPoint: 40, layers: [
            LottieFixture.shapeLayer([LottieFixture.ellipse(x: 0, y: 0, width: 30, height: 30), LottieFixture.fill(red: 0, green: 0, blue: 0)], transform: slide, outPoint: 40, extra: #""ind": 1, "td": 1"#),
            LottieFixture.shapeLayer([LottieFixture.rectangle(x: 50, y: 40, width: 80, height: 50), LottieFixture.fill(red: 0.9, green: 0.3, blue: 0.1)], outPoint: 40, extra: #""ind": 2, "tt": 1"#),
            LottieFixture.shapeLayer([LottieFixture.rectangle(x: 20, y: 80, width: 30, height: 20), LottieFixture.fill(red: 0.2, green: 0.5, blue: 0.9)], transform: drift, outPoint: 40, extra: #""ind": 3"#),
        ])
        let document = try AnimationDocument(data: LottieFixture.data(json), name: "matte.json")
        let renderer = try AnimationRenderer(document: document, viewport: Viewport(width: 48, height: 48))
        func reused(_ frame: Double) throws -> Int {
            try renderer.render(frame: frame)
            #expect(renderer.canvas.image() == (try CairoRenderer().image(try document.scene(at: frame), viewport: renderer.canvas.viewport)), "frame \(frame)")
            return renderer.canvas.rastersReusedByLastDraw
        }
        // In order, the moving matte is never kept; after the seek to 25 it is, and frame 26 reuses its raster.
        #expect(try [0, 1, 2, 3, 25, 26].map(reused) == [0, 0, 0, 0, 0, 1])
        // Back to 18 (a seek, kept), then in order: drawn straight while it moves, kept the first frame it rests (21,
        // as 20), reused from 22 on.
        #expect(try [18, 19, 20, 21, 22, 23].map(reused) == [0, 0, 0, 0, 1, 1])
    }

    @Test("a tab bar renderer draws every pose of a shift exactly as a new surface would")
    func tabShiftFrames() throws {
        let document = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let plan = TabShiftPlan(from: 0, to: 2, interruption: .init(tab: 1, at: 0.15))
        let recording = try TabShiftRecording(document: document, plan: plan)
        let viewport = Viewport(width: 390, height: 84)
        for (order, times) in Self.orders(of: recording.times) {
            let renderer = try TabBarRenderer(document: document, viewport: viewport)
            for time in times {
                try renderer.render(recording.pose(at: time))
                #expect(renderer.canvas.image() == (try CairoRenderer().image(recording.scene(at: time), viewport: viewport)), "bar at \(time) s played \(order)")
            }
        }
    }

    @Test("a tab bar renderer keeps only the icon scenes the last pose showed")
    func iconScenesLetGo() throws {
        let document = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let recording = try TabShiftRecording(document: document, plan: TabShiftPlan(from: 0, to: 2))
        let renderer = try TabBarRenderer(document: document, viewport: Viewport(width: 390, height: 84))
        var most = 0
        for time in recording.times {
            try renderer.render(recording.pose(at: time))
            most = max(most, renderer.keptIconSceneCount)
        }
        // A cross-fade shows an icon twice; at rest, each icon shows one scene.
        #expect(most <= 2 * document.icons.count)
        #expect(renderer.keptIconSceneCount == document.icons.count)
    }

    /// Cairo composites the first drawing onto a surface it knows to be clear by another path than onto one that
    /// only holds zeros; the two round faint antialiased edges differently. A canvas must clear through Cairo.
    @Test("a redrawn canvas rounds a translucent first edge as a new surface does")
    func clearedLikeNew() throws {
        let viewport = Viewport(width: 48, height: 48)
        // Two translucent fills of two squares in rotated groups of a 300-unit composition drawn at 48 pixels:
        // faint edge pixels show the difference.
        var squares = BezierPath.rectangle(x: -32, y: 8, width: 64, height: 64)
        squares.append(.rectangle(x: 40, y: -90, width: 64, height: 64))
        let rotated = [(11.4, 61.5, -6.7), (34.1, 182.6, 4.5)].map { degrees, x, y in
            SceneNode.group(SceneGroup(transform: AffineTransform.rotation(degrees: degrees).followed(by: .translation(x: x, y: y)), children: [
                .fill(FillNode(path: squares, paint: .solid(LottieColor(red: 0.132, green: 0, blue: 1, alpha: 1)), opacity: 0.5)),
                .fill(FillNode(path: squares, paint: .solid(LottieColor(red: 1, green: 0, blue: 0, alpha: 1)), opacity: 0.5)),
            ]))
        }
        let scene = LottieScene(width: 300, height: 300, nodes: [.group(SceneGroup(transform: .translation(x: 49, y: 48), children: rotated))])
        let reused = try RasterCanvas(viewport: viewport)
        try reused.draw(LottieScene(width: 300, height: 300, nodes: [.fill(FillNode(path: .rectangle(x: 0, y: 0, width: 300, height: 300), paint: .solid(.black)))]))
        try reused.draw(scene)
        #expect(reused.image() == (try CairoRenderer().image(scene, viewport: viewport)))
    }

    @Test("an equal scene is not redrawn, a different one is, and invalidating forces a redraw")
    func redrawOnlyWhatChanged() throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("home.json").path)
        let renderer = try AnimationRenderer(document: document, viewport: Viewport(width: 48, height: 48))
        let moving = try #require(stride(from: document.firstFrame, to: document.lastFrame, by: 1).first { frame in
            (try? document.scene(at: frame)) != (try? document.scene(at: frame + 1))
        })
        #expect(try renderer.render(frame: moving))
        #expect(try !renderer.render(frame: moving), "the frame on the canvas is not drawn again")
        #expect(try renderer.render(frame: moving + 1))
        #expect(try !renderer.canvas.draw(document.scene(at: moving + 1)), "an equal scene is not drawn again")
        renderer.canvas.invalidate()
        #expect(try renderer.canvas.draw(document.scene(at: moving + 1)))
    }
}
