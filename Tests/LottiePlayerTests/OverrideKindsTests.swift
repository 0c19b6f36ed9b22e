import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing

/// Overrides of the kinds beyond fill and stroke colours: solid layers, gradients, shapes' geometry, trims, values
/// set from text, and providers computing a value per frame.
@Suite("Overrides of every kind")
struct OverrideKindsTests {
    static let viewport = Viewport(width: 100, height: 100)

    static func pixel(_ document: AnimationDocument, x: Int = 50, y: Int = 50, frame: Double = 0) throws -> String {
        try AnimationRenderer(document: document, viewport: viewport).image(frame: frame).pixel(x: x, y: y).hexString
    }

    @Test("a tint recolours solid layers, by their keypath Layer.Color")
    func solidLayer() throws {
        let solid = ##"{"ty": 1, "nm": "Backdrop", "sc": "#0000ff", "sw": 100, "sh": 100, "ip": 0, "op": 60, "st": 0, "ks": {}}"##
        let document = try AnimationDocument(data: Data(LottieFixture.document(layers: [solid]).utf8), name: "solid.json")
        #expect(document.interpreter.keypaths.contains { $0.description == "Backdrop.Color" && $0.kind == .color })
        #expect(try Self.pixel(document) == "#0000FFFF")
        let tinted = document.overriding(PropertyOverrides().settingColor(LottieColor(hex: "#FF2D55")!, for: KeypathPattern("**.Color")))
        #expect(try Self.pixel(tinted) == "#FF2D55FF")
        #expect(tinted.unmatchedOverrides().isEmpty)
    }

    @Test("a gradient's stop colours by keypath, stop by stop")
    func gradient() throws {
        let gradient = #"{"ty": "gf", "nm": "Ramp", "o": {"a": 0, "k": 100}, "r": 1, "t": 1, "s": {"a": 0, "k": [0, 50]}, "e": {"a": 0, "k": [100, 50]}, "g": {"p": 2, "k": {"a": 0, "k": [0, 0, 0, 0, 1, 0, 0, 0]}}}"#
        let layer = LottieFixture.shapeLayer([LottieFixture.group([LottieFixture.rectangle(x: 50, y: 50, width: 100, height: 100), gradient], name: "Box")])
        let document = try AnimationDocument(data: Data(LottieFixture.document(layers: [layer]).utf8), name: "gradient.json")
        #expect(try Self.pixel(document, x: 95) == "#000000FF")
        let red = LottieColor(hex: "#FF0000")!, blue = LottieColor(hex: "#0000FF")!
        let changed = try document.settingProperty(KeypathPattern("**.Ramp.Colors"), parsing: "#FF0000, #0000FF")
        #expect(changed.overrides.gradientColors.map(\.value) == [.constant([red, blue])])
        let left = try AnimationRenderer(document: changed, viewport: Self.viewport).image(frame: 0).pixel(x: 2, y: 50)
        let right = try AnimationRenderer(document: changed, viewport: Self.viewport).image(frame: 0).pixel(x: 97, y: 50)
        #expect(left.red > 0.9 && left.blue < 0.1 && right.blue > 0.9 && right.red < 0.1, "\(left.hexString) → \(right.hexString)")
    }

    @Test("opacity, position, size, trim and text set from text, each with a pixel that shows it")
    func settingFromText() throws {
        let layer = LottieFixture.shapeLayer([
            LottieFixture.group([LottieFixture.rectangle(x: 25, y: 25, width: 20, height: 20), LottieFixture.fill(red: 1, green: 0, blue: 0)], name: "Badge"),
            LottieFixture.group([LottieFixture.ellipse(x: 75, y: 75, width: 10, height: 10), LottieFixture.stroke(red: 0, green: 0, blue: 1, width: 4), LottieFixture.trim(start: 0, end: 100)], name: "Ring"),
        ])
        let document = try AnimationDocument(data: Data(LottieFixture.document(layers: [layer]).utf8), name: "shapes.json")
        #expect(try Self.pixel(document, x: 25, y: 25) == "#FF0000FF")
        #expect(try Self.pixel(try document.settingProperty(KeypathPattern("**.Badge.Fill.Opacity"), parsing: "0"), x: 25, y: 25) == "#00000000")
        let moved = try document.settingProperty(KeypathPattern("layer.Badge.Rectangle.Position"), parsing: "60,25")
        #expect(try Self.pixel(moved, x: 25, y: 25) == "#00000000" && Self.pixel(moved, x: 60, y: 25) == "#FF0000FF")
        let wide = try document.settingProperty(KeypathPattern("**.Rectangle.Size"), parsing: "40, 20")
        #expect(try Self.pixel(wide, x: 42, y: 25) == "#FF0000FF" && Self.pixel(document, x: 42, y: 25) == "#00000000")
        let shifted = try document.settingProperty(KeypathPattern("**.Ring.Transform.Position"), parsing: "-50,0")
        #expect(try Self.pixel(shifted, x: 25, y: 80) == "#0000FFFF", "the ring moved left by 50: its bottom edge is at (25, 80)")
        #expect(try Self.pixel(document, x: 75, y: 80) == "#0000FFFF")
        let trimmed = try document.settingProperty(KeypathPattern("**.Trim.End"), parsing: "0")
        #expect(try Self.pixel(trimmed, x: 75, y: 80) == "#00000000")
        #expect(throws: PlayerError.self) { try document.settingProperty(KeypathPattern("**.Opacity"), parsing: "half") }
        #expect(throws: PlayerError.self) { try document.settingProperty(KeypathPattern("**.Opacty"), parsing: "50") }
    }

    @Test("a star's radius and point count by lottie-ios's names")
    func star() throws {
        let star = #"{"ty": "sr", "nm": "Star", "sy": 1, "p": {"a": 0, "k": [50, 50]}, "pt": {"a": 0, "k": 5}, "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 20}, "os": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 10}, "is": {"a": 0, "k": 0}}"#
        let layer = LottieFixture.shapeLayer([LottieFixture.group([star, LottieFixture.fill(red: 1, green: 0, blue: 0)], name: "Shape")])
        let document = try AnimationDocument(data: Data(LottieFixture.document(layers: [layer]).utf8), name: "star.json")
        #expect(document.interpreter.keypaths.map(\.description).contains("layer.Shape.Star.Inner Roundedness"))
        #expect(try Self.pixel(document, x: 50, y: 35) == "#FF0000FF" && Self.pixel(document, x: 50, y: 25) == "#00000000", "the top point reaches 30")
        let bigger = try document.settingProperty(KeypathPattern("**.Star.Outer Radius"), parsing: "40")
        #expect(try Self.pixel(bigger, x: 50, y: 25) == "#FF0000FF", "the top point reaches 10")
        let turned = try document.settingProperty(KeypathPattern("**.Star.Rotation"), parsing: "36")
        #expect(try Self.pixel(turned, x: 50, y: 35) == "#00000000", "turned by half a point, the top is a notch")
    }

    @Test("a provider computes a colour frame by frame, the same for the same frame")
    func provider() throws {
        let layer = LottieFixture.shapeLayer([LottieFixture.group([LottieFixture.rectangle(x: 50, y: 50, width: 60, height: 60), LottieFixture.fill(red: 0, green: 0, blue: 1)], name: "Box")])
        let document = try AnimationDocument(data: Data(LottieFixture.document(layers: [layer]).utf8), name: "box.json")
        var overrides = PropertyOverrides()
        overrides.setColor(for: KeypathPattern("**.Fill.Color")) { moment in
            LottieColor(red: moment.progress, green: 0, blue: 1 - moment.progress)
        }
        let changing = document.overriding(overrides)
        #expect(try Self.pixel(changing, frame: 0) == "#0000FFFF")
        #expect(try Self.pixel(changing, frame: 30) == "#800080FF", "half way through 0..<60")
        #expect(try Self.pixel(changing, frame: 30) == Self.pixel(changing, frame: 30))
        // Frames drawn one after another reuse what holds still, and still see the provider's change.
        let renderer = try AnimationRenderer(document: changing, viewport: Self.viewport)
        let drawn = try [0.0, 15, 30, 15].map { try renderer.image(frame: $0).pixel(x: 50, y: 50).hexString }
        #expect(drawn == ["#0000FFFF", "#4000BFFF", "#800080FF", "#4000BFFF"])
    }
}
