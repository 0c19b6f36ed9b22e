import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing

/// Layer styles (`sy`) drawn as After Effects draws them, with Skia's Skottie's reading of their parameters: a blue
/// 40 × 40 square in the middle of a 100 × 100 frame (30…70 on both axes) under each style.
@Suite("Layer styles")
struct LayerStyleTests {
    static func image(styles: String, transform: String = "{}", size: Double = 40) throws -> (AnimationDocument, PixelImage) {
        let square = LottieFixture.group([LottieFixture.rectangle(x: 0, y: 0, width: size, height: size), LottieFixture.fill(red: 0, green: 0, blue: 1)])
        let placed = transform == "{}" ? #"{"p": {"a": 0, "k": [50, 50]}}"# : transform
        let json = LottieFixture.document(layers: [LottieFixture.shapeLayer([square], transform: placed, extra: #""sy": \#(styles)"#)])
        let document = try AnimationDocument(data: Data(json.utf8), name: "styles.json")
        return (document, try AnimationRenderer(document: document, viewport: Viewport(width: 100, height: 100)).image(frame: 0))
    }

    static func pixels(_ styles: String, transform: String = "{}", size: Double = 40, at points: [(Int, Int)]) throws -> [String] {
        let image = try image(styles: styles, transform: transform, size: size).1
        return points.map { image.pixel(x: $0.0, y: $0.1).hexString }
    }

    static func value(_ number: Double) -> String { #"{"a": 0, "k": \#(number)}"# }

    static func shadow(type: Int, angle: Double, distance: Double, size: Double = 0, opacity: Double = 100) -> String {
        #"[{"ty": \#(type), "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": \#(value(opacity)), "a": \#(value(angle)), "s": \#(value(size)), "d": \#(value(distance)), "ch": \#(value(0))}]"#
    }

    @Test("a drop shadow falls away from the light: 90° lights from above and casts below, 0° from the right and casts left")
    func dropShadow() throws {
        #expect(try Self.pixels(Self.shadow(type: 1, angle: 90, distance: 10, opacity: 75), at: [(50, 75), (50, 25), (50, 50)]) == ["#000000BF", "#00000000", "#0000FFFF"])
        #expect(try Self.pixels(Self.shadow(type: 1, angle: 0, distance: 10), at: [(25, 50), (75, 50)]) == ["#000000FF", "#00000000"])
        // After Effects' default light, 120°: up and to the left, so the shadow falls down and to the right.
        #expect(try Self.pixels(Self.shadow(type: 1, angle: 120, distance: 10), at: [(73, 76), (27, 24)]) == ["#000000FF", "#00000000"])
    }

    @Test("an inner shadow darkens the edge that faces the light, inside the shape only")
    func innerShadow() throws {
        let pixels = try Self.pixels(Self.shadow(type: 2, angle: 90, distance: 10), at: [(50, 33), (50, 65), (50, 25), (50, 75)])
        #expect(pixels == ["#000000FF", "#0000FFFF", "#00000000", "#00000000"])
    }

    @Test("a size blurs a shadow's edge; a choke makes it solid again")
    func sizeAndChoke() throws {
        let soft = try Self.image(styles: Self.shadow(type: 1, angle: 90, distance: 10, size: 10)).1
        let edge = soft.pixel(x: 50, y: 80).alpha
        #expect(edge > 0.15 && edge < 0.85, "half way along the blurred edge: \(edge)")
        // σ = 0.3 × size (Skottie): at size 20, σ = 6, and one σ beyond the shadow's edge (y = 80) is Φ(−1) ≈ 14%
        // opaque. lottie-ios's CALayer shadow radius of size ÷ 2 would leave it about 26% opaque there.
        let wide = try Self.image(styles: Self.shadow(type: 1, angle: 90, distance: 10, size: 20)).1
        #expect(abs(wide.pixel(x: 50, y: 86).alpha - 0.139) < 0.03, "\(wide.pixel(x: 50, y: 86).alpha)")
        #expect(abs(wide.pixel(x: 50, y: 80).alpha - 0.467) < 0.03, "\(wide.pixel(x: 50, y: 80).alpha)")
        let choked = #"[{"ty": 1, "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": \#(Self.value(100)), "a": \#(Self.value(90)), "s": \#(Self.value(10)), "d": \#(Self.value(10)), "ch": \#(Self.value(90))}]"#
        #expect(try Self.image(styles: choked).1.pixel(x: 50, y: 80).alpha == 1)
    }

    @Test("an outer glow spreads the colour around the shape; an inner glow lights its edges, or its centre")
    func glows() throws {
        let outer = #"[{"ty": 3, "c": {"a": 0, "k": [1, 1, 0, 1]}, "o": \#(Self.value(100)), "s": \#(Self.value(10)), "ch": \#(Self.value(0))}]"#
        let outerImage = try Self.image(styles: outer).1
        #expect(outerImage.pixel(x: 50, y: 28).hexString.hasPrefix("#FFFF00"))
        #expect(outerImage.pixel(x: 50, y: 28).alpha > 0.25)
        #expect(outerImage.pixel(x: 50, y: 5).alpha == 0)
        #expect(outerImage.pixel(x: 50, y: 50).hexString == "#0000FFFF")
        for (source, brightAtEdge) in [(1, true), (2, false)] {
            let inner = #"[{"ty": 4, "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": \#(Self.value(100)), "s": \#(Self.value(12)), "ch": \#(Self.value(0)), "sr": \#(Self.value(Double(source)))}]"#
            let image = try Self.image(styles: inner).1
            let edge = image.pixel(x: 50, y: 31).red, centre = image.pixel(x: 50, y: 50).red
            #expect(brightAtEdge ? edge > centre + 0.25 : centre > edge + 0.25, "source \(source): edge \(edge), centre \(centre)")
            #expect(image.pixel(x: 50, y: 25).alpha == 0, "nothing outside the shape")
        }
    }

    @Test("a stroke outlines the shape outside with rounded corners, in composition pixels whatever the layer's scale")
    func stroke() throws {
        let stroke = #"[{"ty": 0, "c": {"a": 0, "k": [1, 0, 0, 1]}, "s": \#(Self.value(5))}]"#
        let points = [(50, 27), (50, 22), (50, 50), (27, 27), (25, 25)]
        let expected = ["#FF0000FF", "#00000000", "#0000FFFF", "#FF0000FF", "#00000000"]
        #expect(try Self.pixels(stroke, at: points) == expected)
        let doubled = #"{"p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [200, 200]}}"#
        #expect(try Self.pixels(stroke, transform: doubled, size: 20, at: points) == expected)
    }

    @Test("a colour overlay recolours the shape and keeps its coverage; an unknown style is a diagnostic")
    func overlayAndDiagnostics() throws {
        let overlay = #"[{"ty": 7, "c": {"a": 0, "k": [0, 1, 0, 1]}, "so": \#(Self.value(100))}, {"ty": 6, "nm": "Satin"}]"#
        let (document, image) = try Self.image(styles: overlay)
        #expect(image.pixel(x: 50, y: 50).hexString == "#00FF00FF")
        #expect(image.pixel(x: 25, y: 25).hexString == "#00000000")
        #expect(document.diagnostics.map(\.path) == ["layers[0].sy[1]"])
        #expect(document.diagnostics.first?.message.contains("satin") == true)
    }

    @Test("styles are drawn in After Effects' order: the drop shadow is cast by the stroked shape")
    func order() throws {
        let both = #"[{"ty": 1, "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": \#(Self.value(100)), "a": \#(Self.value(90)), "s": \#(Self.value(0)), "d": \#(Self.value(10)), "ch": \#(Self.value(0))}, {"ty": 0, "c": {"a": 0, "k": [1, 0, 0, 1]}, "s": \#(Self.value(5))}]"#
        // Below the stroke (70…75), the shadow of the stroked shape reaches 85.
        #expect(try Self.pixels(both, at: [(50, 72), (50, 82), (50, 88)]) == ["#FF0000FF", "#000000FF", "#00000000"])
    }

    static func gradient(angle: Double, radial: Bool = false, reversed: Bool = false, opacity: Double = 100) -> String {
        // Red at the first stop, green at the last.
        #"[{"ty": 8, "o": \#(value(opacity)), "gf": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 1, 0]}}, "a": \#(value(angle)), "gt": \#(value(radial ? 2 : 1)), "re": \#(value(reversed ? 1 : 0)), "s": \#(value(100))}]"#
    }

    @Test("a gradient overlay runs across the shape along its angle, radially from its centre, reversed, or mixed by its opacity")
    func gradientOverlay() throws {
        func redAndGreen(_ styles: String, _ x: Int, _ y: Int) throws -> (Double, Double) {
            let pixel = try Self.image(styles: styles).1.pixel(x: x, y: y)
            return (pixel.red, pixel.green)
        }
        // 90°: from the bottom (red) up to the top (green).
        let top = try redAndGreen(Self.gradient(angle: 90), 50, 32), bottom = try redAndGreen(Self.gradient(angle: 90), 50, 68)
        #expect(top.1 > 0.9 && top.0 < 0.1 && bottom.0 > 0.9 && bottom.1 < 0.1, "top \(top), bottom \(bottom)")
        // 0°: from the left up to the right; reversed, the other way.
        #expect(try redAndGreen(Self.gradient(angle: 0), 32, 50).0 > 0.9)
        #expect(try redAndGreen(Self.gradient(angle: 0, reversed: true), 32, 50).1 > 0.9)
        // Radial: red in the middle, green at the corners.
        #expect(try redAndGreen(Self.gradient(angle: 0, radial: true), 50, 50).0 > 0.9)
        #expect(try redAndGreen(Self.gradient(angle: 0, radial: true), 32, 32).1 > 0.6)
        // Half opacity: half the blue square's own colour shows through; outside the shape stays clear.
        let mixed = try Self.image(styles: Self.gradient(angle: 90, opacity: 50)).1
        #expect(abs(mixed.pixel(x: 50, y: 50).blue - 0.5) < 0.05)
        #expect(mixed.pixel(x: 20, y: 50).alpha == 0)
    }
}
