@testable import LottieInterpreter
@_spi(Model) import LottieModel
import LottieTestFixtures
import Testing
import VectorGraphics

@Suite("Changing frames: where values may change")
struct ChangingFramesTests {
    @Test("a timeline moves across segments between different values and jumps at the end of a hold")
    func timelineSpans() {
        let timeline = Timeline<Double>(.keyframed([
            Keyframe(frame: 10, value: 0),
            Keyframe(frame: 20, value: 5),
            Keyframe(frame: 30, value: 5, isHold: true),
            Keyframe(frame: 40, value: 9),
            Keyframe(frame: 50, value: 9),
        ]))
        // 10–20 moves, 20–30 rests (equal ends), the hold from 30 jumps at 40, 40–50 rests.
        #expect(timeline.motion.spans == [10...20, 40...40])
        #expect(Timeline<Double>(.constant(3)).motion.isNone)
    }

    @Test("the hold's jump is seen from either side, and the rest around it is still", arguments: [
        (30.0, 40.0.nextDown, true), (40.0.nextDown, 40.0, false), (39.0, 45.0, false), (40.0, 50.0, false),
        (40.0.nextUp, 1000.0, true), (20.0.nextUp, 39.0, true), (-5.0, 10.0.nextDown, true), (0.0, 10.0, false),
    ])
    func holdBoundaries(first: Double, second: Double, still: Bool) {
        let timeline = Timeline<Double>(.keyframed([
            Keyframe(frame: 10, value: 0), Keyframe(frame: 20, value: 5), Keyframe(frame: 30, value: 5, isHold: true),
            Keyframe(frame: 40, value: 9), Keyframe(frame: 50, value: 9),
        ]))
        #expect(timeline.motion.holdsStill(from: first, to: second) == still)
        #expect(timeline.motion.holdsStill(from: second, to: first) == still)
        if still { #expect(timeline.value(at: first) == timeline.value(at: second)) }
    }

    @Test("what cannot be shown to stand still counts as moving")
    func unusualSegments() {
        // A motion path between equal points loops away and back.
        let loop = Timeline<Point>(.keyframed([
            Keyframe(frame: 0, value: Point(x: 10, y: 10), spatialOutTangent: Point(x: 30, y: 0), spatialInTangent: Point(x: 0, y: 30)),
            Keyframe(frame: 10, value: Point(x: 10, y: 10)),
        ]))
        #expect(loop.value(at: 5) != Point(x: 10, y: 10))
        #expect(loop.motion.spans == [0...10])
        // Keyframes out of order: the segment search assumes them sorted.
        let unordered = Timeline<Double>(.keyframed([Keyframe(frame: 20, value: 1), Keyframe(frame: 10, value: 1), Keyframe(frame: 30, value: 1)]))
        #expect(unordered.motion == .always)
        // Infinite ends blend to NaN in between.
        let infinite = Timeline<Double>(.keyframed([Keyframe(frame: 0, value: .infinity), Keyframe(frame: 10, value: .infinity)]))
        #expect(infinite.value(at: 5).isNaN)
        #expect(infinite.motion.spans == [0...10])
    }

    @Test("spans are sorted, joined, mapped through a precomposition's timing and bounded in number")
    func spanArithmetic() {
        let motion = ChangingFrames(spans: [30...40, 0...5, 4...10, 50...50]).normalized()
        #expect(motion.spans == [0...10, 30...40, 50...50])
        // Stretched by −2 and started at 100: frame f of the outer composition shows (f − 100) / −2.
        #expect(motion.mapped(scale: -2, offset: 100).spans == [0...0, 20...40, 80...100])
        #expect(motion.mapped(scale: 0, offset: 0) == .always)
        #expect(motion.widened(by: 5).spans == [-5...15, 25...55])
        let many = ChangingFrames(spans: (0..<(ChangingFrames.maximumSpans + 1)).map { Double($0 * 2)...Double($0 * 2) }).normalized()
        #expect(many.spans == [0...Double(ChangingFrames.maximumSpans * 2)])
        #expect(!ChangingFrames.always.holdsStill(from: 1, to: 1))
        #expect(ChangingFrames.none.holdsStill(from: -1e9, to: 1e9))
        #expect(!ChangingFrames.none.holdsStill(from: .nan, to: 1))
    }

    /// A layer whose position moves from 10 to 20 and holds until a jump at 40, a layer that comes at 45, and a
    /// precomposition placed at 26 at half speed whose layer turns from its frame 0 to 4 (26 to 34 outside).
    static let probe = LottieFixture.document(outPoint: 60, layers: [
        LottieFixture.shapeLayer([LottieFixture.rectangle(x: 0, y: 0, width: 10, height: 10), LottieFixture.fill(red: 1, green: 0, blue: 0)], transform: #"""
            {"p": {"a": 1, "k": [{"t": 10, "s": [0, 0], "o": {"x": 0.3, "y": 0}, "i": {"x": 0.7, "y": 1}}, {"t": 20, "s": [50, 50], "h": 1}, {"t": 40, "s": [70, 50]}]}}
            """#),
        LottieFixture.shapeLayer([LottieFixture.ellipse(x: 0, y: 0, width: 10, height: 10), LottieFixture.fill(red: 0, green: 0, blue: 1)], inPoint: 45, outPoint: 60),
        #"{"ty": 0, "nm": "placed", "refId": "turning", "ip": 0, "op": 60, "st": 26, "sr": 2, "w": 100, "h": 100, "ks": {}}"#,
    ], assets: [
        #"{"id": "turning", "layers": [\#(LottieFixture.shapeLayer([LottieFixture.rectangle(x: 50, y: 50, width: 20, height: 20), LottieFixture.fill(red: 0, green: 1, blue: 0)], transform: #"{"r": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 4, "s": [90]}]}}"#, inPoint: -100, outPoint: 200))]}"#,
    ])

    @Test("an animation holds still only between frames where nothing moves, comes or goes", arguments: [
        (1.0, 9.0, true), (1.0, 10.5, false), (9.0, 11.0, false), (21.0, 25.0, true), (25.0, 27.0, false), (35.0, 39.0, true),
        (39.0, 40.0, false), (41.0, 44.0, true), (44.0, 45.0, false), (46.0, 59.0, true), (59.0, 22.0, false),
    ])
    func animationStillness(first: Double, second: Double, still: Bool) throws {
        let interpreter = try SceneProbe(Self.probe).interpreter
        #expect(interpreter.holdsStill(from: first, to: second) == still)
        #expect(interpreter.holdsStill(from: second, to: first) == still)
        if still { #expect(interpreter.scene(at: first) == interpreter.scene(at: second)) }
        else { #expect(interpreter.scene(at: first) != interpreter.scene(at: second)) }
    }
}
