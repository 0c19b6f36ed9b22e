import Foundation
import LottieDecoding
@_spi(Model) import LottieModel
import LottieTestFixtures
import Testing
import VectorGraphics

/// Slots (Lottie 1.0): properties naming a slot id (`sid`) take the slot's value, from the file's `slots` or from the
/// caller's, whichever kind of property they are.
@Suite("Slots")
struct SlotDecodingTests {
    /// Two rectangles: the first filled through slot `brand` (its own colour blue), the second plain blue.
    static func document(slots: String?, fill: String = #"{"a": 0, "k": [0, 0, 1, 1], "sid": "brand"}"#) -> String {
        let slotted = LottieFixture.group([LottieFixture.rectangle(x: 25, y: 50, width: 40, height: 40), #"{"ty": "fl", "nm": "Fill", "c": \#(fill), "o": {"a": 0, "k": 100}, "r": 1}"#], name: "Slotted")
        let plain = LottieFixture.group([LottieFixture.rectangle(x: 75, y: 50, width: 40, height: 40), LottieFixture.fill(red: 0, green: 0, blue: 1)], name: "Plain")
        var json = LottieFixture.document(layers: [LottieFixture.shapeLayer([slotted, plain])])
        if let slots { json = String(json.dropLast()) + #", "slots": \#(slots)}"# }
        return json
    }

    static func fillColors(_ animation: LottieAnimation) -> [AnimatedValue<LottieColor>] {
        guard case .shapes(let groups) = animation.layers[0].content else { return [] }
        return groups.compactMap { group -> AnimatedValue<LottieColor>? in
            guard case .group(let inner) = group.kind else { return nil }
            return inner.items.lazy.compactMap { item -> AnimatedValue<LottieColor>? in
                if case .fill(let fill) = item.kind { return fill.color }
                return nil
            }.first
        }
    }

    @Test("a property naming a filled slot takes the slot's value; others keep theirs")
    func fileSlot() throws {
        let decoded = try LottieDecoder().decode(Data(Self.document(slots: #"{"brand": {"p": {"a": 0, "k": [1, 0, 0, 1]}}}"#).utf8))
        let colors = Self.fillColors(decoded.animation)
        #expect(colors == [.constant(LottieColor(red: 1, green: 0, blue: 0)), .constant(LottieColor(red: 0, green: 0, blue: 1))])
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        #expect(decoded.animation.slots == [Slot(id: "brand", kind: .color, defaultJSON: #"{"a":0,"k":[1,0,0,1]}"#, propertyCount: 1)])
    }

    @Test("a property with only a sid takes the slot's keyframes; without a filled slot it is a clear error")
    func valueOnlyFromSlot() throws {
        let animated = #"{"brand": {"p": {"a": 1, "k": [{"t": 0, "s": [1, 0, 0, 1], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 30, "s": [0, 1, 0, 1]}]}}}"#
        let decoded = try LottieDecoder().decode(Data(Self.document(slots: animated, fill: #"{"sid": "brand"}"#).utf8))
        let keyframes = try #require(Self.fillColors(decoded.animation).first?.keyframes)
        #expect(keyframes.map(\.frame) == [0, 30])
        #expect(keyframes.map(\.value) == [LottieColor(red: 1, green: 0, blue: 0), LottieColor(red: 0, green: 1, blue: 0)])
        do {
            _ = try LottieDecoder().decode(Data(Self.document(slots: nil, fill: #"{"sid": "brand"}"#).utf8))
            Issue.record("a property with neither a value nor a filled slot decoded")
        } catch {
            #expect(error.description.contains(#"names slot "brand", which nothing fills"#), "\(error)")
            #expect(error.description.contains("shapes[0].it[1].c"), "\(error)")
        }
    }

    @Test("the caller's slot values win over the file's, later ones over earlier ones")
    func callerSlots() throws {
        let json = Data(Self.document(slots: #"{"brand": {"p": {"a": 0, "k": [1, 0, 0, 1]}}}"#).utf8)
        let green = Data(#"{"brand": {"p": {"a": 0, "k": [0, 1, 0, 1]}}}"#.utf8)
        let white = Data(#"{"brand": {"a": 0, "k": [1, 1, 1, 1]}}"#.utf8)
        #expect(Self.fillColors(try LottieDecoder().decode(json, slots: [green]).animation).first == .constant(LottieColor(red: 0, green: 1, blue: 0)))
        #expect(Self.fillColors(try LottieDecoder().decode(json, slots: [green, white]).animation).first == .constant(.white))
        // Listed with the file's value, not the caller's.
        #expect(try LottieDecoder().decode(json, slots: [green]).animation.slots.first?.defaultJSON == #"{"a":0,"k":[1,0,0,1]}"#)
        do {
            _ = try LottieDecoder().decode(json, slots: [Data("[1, 2]".utf8)])
            Issue.record("slot values that are not an object decoded")
        } catch {
            #expect(error.description.contains("an object"), "\(error)")
        }
    }

    @Test("slots of every kind: scalars, vectors, beziers, gradients, text documents and images")
    func everyKind() throws {
        let gradient = #"{"ty": "gf", "nm": "Gradient", "o": {"a": 0, "k": 100}, "r": 1, "t": 1, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [100, 0]}, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 1, 1, 1]}, "sid": "ramp"}}"#
        let path = #"{"ty": "sh", "nm": "Path", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [1, 0], [1, 1]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}, "sid": "outline"}}"#
        let shapes = LottieFixture.shapeLayer([path, gradient], transform: #"{"o": {"a": 0, "k": 100, "sid": "fade"}, "p": {"a": 0, "k": [0, 0], "sid": "spot"}}"#)
        let text = #"{"ty": 5, "nm": "Label", "ip": 0, "op": 60, "st": 0, "ks": {}, "t": {"d": {"sid": "label", "k": [{"t": 0, "s": {"t": "Home", "s": 24, "f": "Sans", "fc": [0, 0, 0]}}]}, "a": []}}"#
        let image = #"{"ty": 2, "nm": "Picture", "refId": "picture", "ip": 0, "op": 60, "st": 0, "ks": {}}"#
        let asset = #"{"id": "picture", "w": 10, "h": 10, "u": "", "p": "missing.png", "e": 0, "sid": "photo"}"#
        var json = LottieFixture.document(layers: [text, shapes, image], assets: [asset])
        json = String(json.dropLast()) + #"""
        , "slots": {
          "fade": {"p": {"a": 0, "k": 25}},
          "spot": {"p": {"a": 0, "k": [10, 20]}},
          "outline": {"p": {"a": 0, "k": {"c": false, "v": [[0, 0], [5, 5]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}},
          "ramp": {"p": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}},
          "label": {"p": {"k": [{"t": 0, "s": {"t": "Inbox"}}]}},
          "photo": {"p": {"w": 20, "h": 30, "u": "", "p": "other.png", "e": 0}},
          "spare": {"p": {"a": 0, "k": 1}}
        }}
        """#
        let animation = try LottieDecoder().decode(Data(json.utf8)).animation
        // In the file's order (jansson keeps it), each with what its property holds.
        #expect(animation.slots.map { "\($0.id) \($0.kind.rawValue) \($0.propertyCount)" } == [
            "fade scalar 1", "spot vector 1", "outline bezier 1", "ramp gradient 1", "label text 1", "photo image 1", "spare unused 0",
        ])
        #expect(animation.layers[1].transform.opacity == .constant(0.25))
        #expect(animation.layers[1].transform.position == .combined(.constant(Point(x: 10, y: 20))))
        guard case .shapes(let items) = animation.layers[1].content, case .path(let pathShape) = items[0].kind, case .gradientFill(let fill) = items[1].kind else {
            Issue.record("shapes decoded as something else")
            return
        }
        #expect(pathShape.path.initialValue?.vertices == [Point(x: 0, y: 0), Point(x: 5, y: 5)])
        #expect(fill.gradient.colors.values == .constant([0, 1, 0, 0, 1, 0, 0, 1]))
        guard case .text(let content) = animation.layers[0].content else {
            Issue.record("the text layer decoded as something else")
            return
        }
        // The slot's document changes the text and keeps the layer's own size, font and colour.
        let document = content.documents[0].value
        #expect(document.text == "Inbox" && document.fontSize == 24 && document.fontName == "Sans" && document.fillColor == LottieColor(red: 0, green: 0, blue: 0))
        let picture = try #require(animation.images["picture"])
        #expect(picture.width == 20 && picture.height == 30)
        #expect(picture.source == .external(directory: "", name: "other.png"))
    }

    @Test("a large slot value named by many properties is refused before it multiplies into gigabytes")
    func amplification() throws {
        let points = (0..<2_000).map { "[\($0 % 100), \($0 / 100)]" }.joined(separator: ",")
        let zeros = Array(repeating: "[0, 0]", count: 2_000).joined(separator: ",")
        let slot = #"{"outline": {"p": {"a": 0, "k": {"c": true, "v": [\#(points)], "i": [\#(zeros)], "o": [\#(zeros)]}}}}"#
        let shapes = Array(repeating: #"{"ty": "sh", "ks": {"sid": "outline"}}"#, count: 60)
        let json = String(LottieFixture.document(layers: [LottieFixture.shapeLayer(shapes)]).dropLast()) + #", "slots": \#(slot)}"#
        // The default allows 16 MiB; a smaller cap shows the same refusal without decoding 16 MiB in a test.
        do {
            _ = try LottieDecoder(maximumSlotByteCount: 1 << 20).decode(Data(json.utf8))
            Issue.record("60 uses of a 50 KB slot decoded within 1 MiB")
        } catch {
            #expect(error.description.contains("more than 1048576 bytes of slot values in all"), "\(error)")
        }
        #expect(try LottieDecoder(maximumSlotByteCount: 4 << 20).decode(Data(json.utf8)).animation.layers.count == 1, "within the cap it decodes")
    }
}
