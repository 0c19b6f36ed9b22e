import LottieDecoding
@_spi(Model) import LottieModel
import LottieTestFixtures
import Testing
import VectorGraphics

@Suite("Keyframe decoding")
struct KeyframeDecodingTests {
    /// Decodes `ks` of a layer whose transform is `transform`.
    func transform(_ transform: String) throws -> Transform {
        let json = LottieFixture.document(layers: [LottieFixture.shapeLayer([], transform: transform)])
        return try LottieDecoder().decode(LottieFixture.data(json)).animation.layers[0].transform
    }

    @Test("new-style keyframes keep frame, value, easing and hold")
    func pointKeyframes() throws {
        let decoded = try transform(#"{"r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.6], "y": [1]}}, {"t": 10, "s": [90], "h": 1}, {"t": 20, "s": [180]}]}}"#)
        guard let keyframes = decoded.rotation.keyframes else {
            Issue.record("rotation should be keyframed")
            return
        }
        #expect(keyframes.map(\.frame) == [0, 10, 20])
        #expect(keyframes.map(\.value) == [0, 90, 180])
        #expect(keyframes.map(\.isHold) == [false, true, false])
        #expect(keyframes[0].easing == KeyframeEasing(outHandles: [Point(x: 0.4, y: 0)], inHandles: [Point(x: 0.6, y: 1)]))
        #expect(keyframes[1].easing == nil)
    }

    @Test("legacy s/e keyframes become point keyframes; the last takes the previous end")
    func legacyKeyframes() throws {
        let decoded = try transform(#"{"o": {"k": [{"t": 0, "s": [0], "e": [100], "i": {"x": 1, "y": 1}, "o": {"x": 0, "y": 0}}, {"t": 30}]}}"#)
        guard let keyframes = decoded.opacity.keyframes else {
            Issue.record("opacity should be keyframed")
            return
        }
        #expect(keyframes.map(\.frame) == [0, 30])
        // Opacity is stored in 0...1.
        #expect(keyframes.map(\.value) == [0, 1])
    }

    @Test("per-dimension easing keeps one handle per dimension")
    func perDimensionEasing() throws {
        let decoded = try transform(#"{"s": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0.1, 0.9], "y": [0, 0]}, "i": {"x": [0.2, 0.8], "y": [1, 1]}}, {"t": 10, "s": [100, 100]}]}}"#)
        guard let keyframes = decoded.scale.keyframes, let easing = keyframes[0].easing else {
            Issue.record("scale should be keyframed with easing")
            return
        }
        #expect(easing.dimensionCount == 2)
        #expect(easing.handles(forDimension: 0).out == Point(x: 0.1, y: 0))
        #expect(easing.handles(forDimension: 1).out == Point(x: 0.9, y: 0))
        #expect(easing.handles(forDimension: 5).in == Point(x: 0.8, y: 1))
    }

    @Test("spatial tangents and split positions")
    func positions() throws {
        let spatial = try transform(#"{"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [10, 0], "ti": [0, -10]}, {"t": 10, "s": [50, 50]}]}}"#)
        guard case .combined(let position) = spatial.position, let keyframes = position.keyframes else {
            Issue.record("position should be keyframed")
            return
        }
        #expect(keyframes[0].spatialOutTangent == Point(x: 10, y: 0))
        #expect(keyframes[0].spatialInTangent == Point(x: 0, y: -10))

        let split = try transform(#"{"p": {"s": true, "x": {"a": 0, "k": 12}, "y": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 5, "s": [20]}]}}}"#)
        guard case .split(let x, let y) = split.position else {
            Issue.record("position should be split")
            return
        }
        #expect(x == .constant(12))
        #expect(y.isAnimated)
    }

    @Test("scalars written as one-element arrays and 3D points read as numbers and 2D points")
    func lenientNumbers() throws {
        let decoded = try transform(#"{"r": {"a": 0, "k": [45]}, "a": {"a": 0, "k": [1, 2, 0]}}"#)
        #expect(decoded.rotation == .constant(45))
        #expect(decoded.anchor == .constant(Point(x: 1, y: 2)))
    }

    @Test("out-of-order keyframes are sorted by frame")
    func sorting() throws {
        let decoded = try transform(#"{"r": {"a": 1, "k": [{"t": 10, "s": [1]}, {"t": 0, "s": [0]}]}}"#)
        guard let keyframes = decoded.rotation.keyframes else {
            Issue.record("rotation should be keyframed")
            return
        }
        #expect(keyframes.map(\.frame) == [0, 10])
    }

    @Test("an expression is kept beside the value, with a document-unique id, its path and its unit")
    func expressions() throws {
        let json = LottieFixture.document(layers: [LottieFixture.shapeLayer([], transform: #"{"r": {"a": 0, "k": 30, "x": "wiggle(2, 10)"}, "o": {"a": 0, "k": 50, "x": "value / 2"}}"#)])
        let decoded = try LottieDecoder().decode(LottieFixture.data(json))
        let transform = decoded.animation.layers[0].transform
        #expect(transform.rotation.initialValue == 30)
        #expect(transform.rotation.expression?.source == "wiggle(2, 10)")
        #expect(transform.rotation.expression.map(decoded.animation.path(of:)) == "layers[0].ks.r")
        #expect(transform.rotation.expression?.scale == 1)
        #expect(transform.opacity.initialValue == 0.5)
        // Scripts see opacity in percent, as the file writes it; the model keeps a fraction.
        #expect(transform.opacity.expression?.scale == 0.01)
        #expect(Set([transform.rotation.expression?.id, transform.opacity.expression?.id]).count == 2)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.animation.expressions.count == 2)
        #expect(decoded.animation.withoutExpressions.expressions.isEmpty)
    }

    @Test("one keyframe with an expression stays a keyframe, which the expression counts")
    func singleKeyframeWithExpression() throws {
        let decoded = try transform(#"{"r": {"a": 1, "k": [{"t": 5, "s": [10]}], "x": "numKeys"}}"#)
        #expect(decoded.rotation.keyframes?.count == 1)
        let plain = try transform(#"{"r": {"a": 1, "k": [{"t": 5, "s": [10]}]}}"#)
        #expect(plain.rotation == .constant(10))
    }
}
