import Testing
import VectorGraphics

@Suite("AffineTransform")
struct AffineTransformTests {
    @Test("followed(by:) applies the receiver first")
    func orderOfComposition() {
        let moveThenScale = AffineTransform.translation(x: 10, y: 0).followed(by: .scale(x: 2, y: 2))
        #expect(moveThenScale.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 2))
        let scaleThenMove = AffineTransform.scale(x: 2, y: 2).followed(by: .translation(x: 10, y: 0))
        #expect(scaleThenMove.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test("positive rotation turns clockwise on a y-down screen")
    func rotationDirection() {
        let turned = AffineTransform.rotation(degrees: 90).apply(to: Point(x: 1, y: 0))
        #expect(abs(turned.x) < 1e-12)
        #expect(abs(turned.y - 1) < 1e-12)
    }

    @Test("the inverse undoes the transform; a collapsed one has none")
    func inverse() throws {
        let transform = AffineTransform.rotation(degrees: 30).followed(by: .scale(x: 2, y: 3)).followed(by: .translation(x: 5, y: -7))
        let inverse = try #require(transform.inverted)
        let point = Point(x: 3, y: 4)
        let back = inverse.apply(to: transform.apply(to: point))
        #expect(back.distance(to: point) < 1e-9)
        #expect(AffineTransform.scale(x: 0, y: 1).inverted == nil)
        #expect(!AffineTransform.scale(x: 0, y: 1).isInvertible)
    }
}

@Suite("Color")
struct ColorTests {
    @Test("hex strings read and print back", arguments: [
        ("#FF0000", "#FF0000FF"), ("00ff0080", "#00FF0080"), ("#abc", "#AABBCCFF"),
    ])
    func hexRoundTrip(input: String, printed: String) throws {
        #expect(try #require(LottieColor(hex: input)).hexString == printed)
    }

    @Test("anything else is refused", arguments: ["", "#12", "red", "#GGGGGG", "#1234567"])
    func invalidHex(input: String) {
        #expect(LottieColor(hex: input) == nil)
    }
}
