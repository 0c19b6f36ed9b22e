@testable import LottieInterpreter
import LottieTestFixtures
import Testing
import VectorGraphics

@Suite("Transforms and layers")
struct TransformTests {
    typealias F = LottieFixture
    let square = [F.rectangle(x: 0, y: 0, width: 2, height: 2), F.fill(red: 1, green: 0, blue: 0)]

    func layerTransform(_ ks: String, extraLayers: [String] = [], extra: String = "", frame: Double = 0) throws -> AffineTransform {
        let probe = try SceneProbe(layers: [F.shapeLayer(square, transform: ks, extra: extra)] + extraLayers)
        return try #require(probe.drawables(at: frame).first).transform
    }

    @Test("order: −anchor, scale, rotate, then position")
    func order() throws {
        let transform = try layerTransform(F.transform(anchor: (1, 0), position: (10, 20), scale: (200, 100), rotation: 90, type: nil))
        // (2, 0) → minus anchor (1, 0) → scale x2 (2, 0) → rotate 90° clockwise (0, 2) → plus position (10, 22).
        let mapped = transform.apply(to: Point(x: 2, y: 0))
        #expect(mapped.distance(to: Point(x: 10, y: 22)) < 1e-9)
    }

    @Test("skew shears along its axis before rotation")
    func skew() throws {
        let transform = try layerTransform(F.transform(skew: 45, skewAxis: 0, type: nil))
        // A skew of 45° along the x axis moves points sideways by their height.
        let mapped = transform.apply(to: Point(x: 0, y: 10))
        #expect(abs(abs(mapped.x) - 10) < 1e-9)
        #expect(abs(mapped.y - 10) < 1e-9)
    }

    @Test("a child takes its parent's transform, not its opacity")
    func parenting() throws {
        let parent = #"{"ty": 3, "ind": 7, "ip": 0, "op": 60, "ks": \#(F.transform(position: (100, 0), opacity: 10, type: nil))}"#
        let probe = try SceneProbe(layers: [F.shapeLayer(square, transform: F.transform(position: (5, 5), type: nil), extra: #""ind": 1, "parent": 7"#), parent])
        let placed = try #require(probe.drawables().first)
        #expect(placed.transform.apply(to: .zero) == Point(x: 105, y: 5))
        #expect(placed.opacity == 1)
    }

    @Test("layers show from their in point up to, not including, their out point", arguments: [(9.999, false), (10.0, true), (19.999, true), (20.0, false)])
    func inAndOutPoints(frame: Double, visible: Bool) throws {
        let probe = try SceneProbe(layers: [F.shapeLayer(square, inPoint: 10, outPoint: 20)])
        #expect(probe.drawables(at: frame).isEmpty == !visible)
    }

    @Test("a precomposition's content runs (frame − st) / sr, or by its time remap")
    func precompositionTime() throws {
        // Inside, a rectangle grows by 1 per frame from frame 0.
        let growing = #"{"ty": "rc", "p": {"k": [0, 0]}, "s": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 100, "s": [100, 100]}]}, "r": {"k": 0}}"#
        let asset = #"{"id": "inner", "layers": [\#(F.shapeLayer([growing, F.fill(red: 1, green: 0, blue: 0)], outPoint: 1000))]}"#
        func width(_ layer: String, at frame: Double) throws -> Double {
            let probe = try SceneProbe(layers: [layer], assets: [asset])
            let path = try #require(probe.drawables(at: frame).first?.node.path)
            let xs = path.contours[0].endPoints.map(\.x)
            return (xs.max() ?? 0) - (xs.min() ?? 0)
        }
        let shifted = #"{"ty": 0, "refId": "inner", "ip": 0, "op": 100, "st": 10, "sr": 2, "w": 100, "h": 100, "ks": {}}"#
        #expect(abs(try width(shifted, at: 30) - 10) < 1e-9)
        let remapped = #"{"ty": 0, "refId": "inner", "ip": 0, "op": 100, "w": 100, "h": 100, "tm": {"a": 0, "k": 1.5}, "ks": {}}"#
        // 1.5 s at 30 fps is frame 45, whatever the outer frame.
        #expect(abs(try width(remapped, at: 3) - 45) < 1e-9)
    }

    @Test("a precomposition that contains itself is cut with a diagnostic")
    func precompositionCycle() throws {
        let loop = #"{"id": "loop", "layers": [{"ty": 0, "refId": "loop", "ip": 0, "op": 60, "ks": {}}]}"#
        let probe = try SceneProbe(layers: [#"{"ty": 0, "refId": "loop", "ip": 0, "op": 60, "ks": {}}"#, #"{"ty": 0, "refId": "missing", "ip": 0, "op": 60, "ks": {}}"#], assets: [loop])
        #expect(probe.drawables().isEmpty)
        #expect(probe.interpreter.diagnostics.count == 2)
        #expect(probe.interpreter.diagnostics.contains { $0.message.contains("contains itself") })
    }
}
