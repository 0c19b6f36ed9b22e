import LottieDecoding
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

    /// A layer at 0 drawn through a parent that moves from 10 to 20; a matte (its parent moves from 30 to 40) over a
    /// still layer; two layers parenting each other, one moving from 45 to 50; and a chain of 150 still layers under
    /// an ancestor moving from 52 to 55, deeper than a frame follows parents.
    static let lineages: String = {
        let square = [LottieFixture.rectangle(x: 0, y: 0, width: 10, height: 10), LottieFixture.fill(red: 1, green: 0, blue: 0)]
        func moving(_ from: Int, _ to: Int) -> String {
            #"{"p": {"a": 1, "k": [{"t": \#(from), "s": [0, 0], "o": {"x": 0.3, "y": 0}, "i": {"x": 0.7, "y": 1}}, {"t": \#(to), "s": [50, 50]}]}}"#
        }
        var layers = [
            LottieFixture.shapeLayer(square, extra: #""ind": 1, "parent": 2"#),
            LottieFixture.shapeLayer([], transform: moving(10, 20), extra: #""ind": 2"#),
            LottieFixture.shapeLayer(square, extra: #""ind": 3, "parent": 4, "td": 1"#),
            LottieFixture.shapeLayer(square, extra: #""ind": 5, "tt": 1"#),
            LottieFixture.shapeLayer([], transform: moving(30, 40), extra: #""ind": 4"#),
            LottieFixture.shapeLayer(square, extra: #""ind": 6, "parent": 7"#),
            LottieFixture.shapeLayer(square, transform: moving(45, 50), extra: #""ind": 7, "parent": 6"#),
        ]
        layers += (0..<149).map { LottieFixture.shapeLayer(square, extra: #""ind": \#(100 + $0), "parent": \#(101 + $0)"#) }
        layers.append(LottieFixture.shapeLayer(square, transform: moving(52, 55), extra: #""ind": 249"#))
        return LottieFixture.document(outPoint: 60, layers: layers)
    }()

    @Test("a layer's node moves with its ancestors and its matte's, round parent loops, and beyond the deepest parent followed")
    func nodeMotionsFollowLineages() throws {
        let animation = try LottieDecoder().decode(LottieFixture.data(Self.lineages)).animation
        let composition = CompositionCompiler(animation: animation).compileRoot()
        let layers = composition.layers
        // What a frame takes in, walked layer by layer: the layer, then its parents for as long as a frame follows
        // them, and the same for its matte.
        func followed(from position: Int) -> [Int] {
            var result = [position], current = position
            while let parent = layers[current].parentPosition, result.count <= CompiledComposition.maximumParentDepth {
                current = parent
                result.append(current)
            }
            return result
        }
        func contains(_ outer: ChangingFrames, _ inner: ChangingFrames) -> Bool {
            inner.spans.allSatisfy { span in outer.spans.contains { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound } }
        }
        let motions = composition.nodeMotions()
        #expect(motions.count == layers.count)
        for position in layers.indices {
            let lineage = followed(from: position) + (layers[position].mattePosition.map(followed) ?? [])
            let walked = ChangingFrames.union(lineage.map { layers[$0].motion })
            // Exact where a frame follows every ancestor (round a loop, it comes back to one already taken in);
            // where it stops short of one, more motion rather than less, never a missed change.
            let walk = followed(from: position)
            let stopsShort = walk.count > CompiledComposition.maximumParentDepth && Set(walk).count == walk.count
            if stopsShort { #expect(contains(motions[position], walked), "layer \(position)") }
            else { #expect(motions[position] == walked, "layer \(position)") }
        }
        #expect(contains(motions[0], ChangingFrames(spans: [10...20])))
        #expect(contains(motions[3], ChangingFrames(spans: [30...40])))
        #expect(contains(motions[5], ChangingFrames(spans: [45...50])) && contains(motions[6], ChangingFrames(spans: [45...50])))
        // The chain's first layer is 149 links below the one that moves: a frame stops following before, yet the
        // layer's node still counts as moving with it.
        #expect(contains(motions[7], ChangingFrames(spans: [52...55])))
        #expect(contains(motions[layers.count - 2], ChangingFrames(spans: [52...55])))
    }
}
