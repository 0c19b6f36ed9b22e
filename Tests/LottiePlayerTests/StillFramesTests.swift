import CairoRendering
import Foundation
import LottieInterpreter
import LottiePlayer
import LottieTestFixtures
import Testing

/// A renderer shows a frame the animation holds still from the one on its canvas without interpreting it; that is
/// only right if `holdsStill` never calls two different scenes the same.
@Suite("Still frames")
struct StillFramesTests {
    /// A square that slides from 10 to 20, rests, jumps at 40 (a hold) and rests to the end; its layer lasts
    /// longer than the animation.
    static let resting = LottieFixture.document(outPoint: 60, layers: [
        LottieFixture.shapeLayer([LottieFixture.rectangle(x: 0, y: 0, width: 30, height: 30), LottieFixture.fill(red: 1, green: 0.4, blue: 0)], transform: #"""
            {"p": {"a": 1, "k": [{"t": 10, "s": [20, 20], "o": {"x": 0.3, "y": 0}, "i": {"x": 0.7, "y": 1}}, {"t": 20, "s": [60, 50], "h": 1}, {"t": 40, "s": [40, 70]}]}}
            """#, inPoint: -100, outPoint: 200),
    ])

    static var documents: [AnimationDocument] {
        get throws {
            let files = try (PackagePaths.animationFiles + PackagePaths.fixtureFiles).map { try AnimationDocument(contentsOfFile: $0.path) }
            return files + [try AnimationDocument(data: LottieFixture.data(resting), name: "resting.json")]
        }
    }

    @Test("frames said to hold still have equal scenes, in every project animation and fixture")
    func stillMeansEqual() throws {
        var generator = SeededGenerator(seed: 0x5711_F4A3)
        var stillPairs = 0
        for document in try Self.documents {
            let frames = Array(stride(from: document.firstFrame, through: document.lastFrame, by: 0.5))
            var pairs = zip(frames, frames.dropFirst()).map { ($0, $1) }
            for _ in 0..<100 { pairs.append((frames.randomElement(using: &generator)!, frames.randomElement(using: &generator)!)) }
            for (first, second) in pairs where document.interpreter.holdsStill(from: first, to: second) {
                stillPairs += 1
                #expect(try document.scene(at: first) == document.scene(at: second), "\(document.name) \(first) and \(second)")
            }
        }
        #expect(stillPairs > 100)
    }

    /// Layers that rest while others move: a still child of a turning parent, a still layer under a moving matte, a
    /// still layer on its own, and the moving ones themselves.
    static let partlyResting = LottieFixture.document(outPoint: 40, layers: [
        #"{"ty": 3, "nm": "turning parent", "ind": 1, "ip": 0, "op": 40, "st": 0, "ks": {"p": {"a": 0, "k": [50, 50]}, "r": {"a": 1, "k": [{"t": 5, "s": [0], "o": {"x": 0.4, "y": 0}, "i": {"x": 0.6, "y": 1}}, {"t": 15, "s": [90]}]}}}"#,
        LottieFixture.shapeLayer([LottieFixture.rectangle(x: 10, y: 0, width: 20, height: 8), LottieFixture.fill(red: 0, green: 0.5, blue: 1)], extra: #""ind": 2, "parent": 1"#),
        LottieFixture.shapeLayer([LottieFixture.ellipse(x: 50, y: 50, width: 60, height: 60), LottieFixture.fill(red: 1, green: 1, blue: 1)], transform: #"""
            {"p": {"a": 1, "k": [{"t": 20, "s": [0, 0]}, {"t": 30, "s": [30, 10]}]}}
            """#, extra: #""ind": 3, "td": 1"#),
        LottieFixture.shapeLayer([LottieFixture.rectangle(x: 50, y: 50, width: 70, height: 70), LottieFixture.fill(red: 1, green: 0, blue: 0.4)], extra: #""ind": 4, "tt": 1"#),
        LottieFixture.shapeLayer([LottieFixture.rectangle(x: 80, y: 80, width: 10, height: 10), LottieFixture.fill(red: 0.2, green: 0.8, blue: 0)], extra: #""ind": 5"#),
    ])

    @Test("scenes made reusing resting layers equal scenes made afresh, in any order", arguments: [false, true])
    func reusedLayers(projectFiles: Bool) throws {
        let documents = projectFiles ? try Self.documents : [try AnimationDocument(data: LottieFixture.data(Self.partlyResting), name: "partly-resting.json")]
        var generator = SeededGenerator(seed: 0x5CE7_E3E5)
        for document in documents {
            let frames = Array(stride(from: document.firstFrame, through: document.lastFrame, by: 0.5))
            for order in [frames, frames.reversed(), frames.shuffled(using: &generator)] {
                let memory = SceneMemory()
                for frame in order {
                    #expect(try document.scene(at: frame, memory: memory) == document.scene(at: frame), "\(document.name) frame \(frame)")
                }
            }
        }
    }

    @Test("a renderer shows a resting frame without drawing, with the pixels a new surface would have")
    func restingFramesAreNotDrawn() throws {
        let document = try AnimationDocument(data: LottieFixture.data(Self.resting), name: "resting.json")
        let viewport = Viewport(width: 48, height: 48)
        let renderer = try AnimationRenderer(document: document, viewport: viewport)
        #expect(try renderer.render(frame: 22))
        for frame in [25.0, 39.5, 21] {
            #expect(try !renderer.render(frame: frame), "frame \(frame)")
            #expect(renderer.canvas.image() == (try CairoRenderer().image(document.scene(at: frame), viewport: viewport)))
        }
        #expect(try renderer.render(frame: 40))
        #expect(try renderer.render(frame: 15))
        // Still up to frame 100, but the animation ends at 60: refused as any frame out of range is.
        #expect(try renderer.render(frame: 45))
        #expect(throws: PlayerError.self) { try renderer.render(frame: 100) }
    }
}
