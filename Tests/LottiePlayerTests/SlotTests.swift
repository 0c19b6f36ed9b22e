import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing

/// Slots set at run time and dotLottie themes: a value changes exactly the properties naming its slot.
@Suite("Slots and themes")
struct SlotTests {
    /// Left square filled through slot `brand` (the file gives it red), right square plain blue; the left square's
    /// opacity through slot `fade`.
    static let json: String = {
        let slotted = LottieFixture.group([LottieFixture.rectangle(x: 25, y: 25, width: 40, height: 40),
                                           #"{"ty": "fl", "nm": "Fill", "c": {"a": 0, "k": [0, 0, 1, 1], "sid": "brand"}, "o": {"a": 0, "k": 100, "sid": "fade"}, "r": 1}"#], name: "Slotted")
        let plain = LottieFixture.group([LottieFixture.rectangle(x: 75, y: 25, width: 40, height: 40), LottieFixture.fill(red: 0, green: 0, blue: 1)], name: "Plain")
        let document = LottieFixture.document(width: 100, height: 50, layers: [LottieFixture.shapeLayer([slotted, plain])])
        return String(document.dropLast()) + #", "slots": {"brand": {"p": {"a": 0, "k": [1, 0, 0, 1]}}, "fade": {"p": {"a": 0, "k": 100}}}}"#
    }()

    static func probes(_ document: AnimationDocument, frame: Double = 0) throws -> (left: String, right: String) {
        let image = try AnimationRenderer(document: document, viewport: Viewport(width: 100, height: 50)).image(frame: frame)
        return (image.pixel(x: 25, y: 25).hexString, image.pixel(x: 75, y: 25).hexString)
    }

    @Test("the file's slot values draw; a slot set in the library changes exactly the properties naming it")
    func setSlot() throws {
        var document = try AnimationDocument(data: Data(Self.json.utf8), name: "slots.json")
        #expect(document.slots.map(\.id) == ["brand", "fade"])
        #expect(try Self.probes(document) == ("#FF0000FF", "#0000FFFF"))
        try document.setSlot("brand", .color(LottieColor(hex: "#00FF00")!))
        #expect(try Self.probes(document) == ("#00FF00FF", "#0000FFFF"))
        #expect(document.slotValues["brand"] == .color(LottieColor(hex: "#00FF00")!))
        let faded = try document.settingSlot("fade", to: .scalar(0))
        #expect(try Self.probes(faded).left == "#00000000", "the slot's opacity, in percent, reached the fill")
        // A slots object as lottie-web and ThorVG take it, animated values included.
        let animated = try document.settingSlots(json: Data(#"{"brand": {"p": {"a": 1, "k": [{"t": 0, "s": [1, 1, 1, 1], "h": 1}, {"t": 30, "s": [0, 0, 0, 1]}]}}}"#.utf8))
        #expect(try Self.probes(animated, frame: 0).left == "#FFFFFFFF")
        #expect(try Self.probes(animated, frame: 40).left == "#000000FF")
        #expect(try Self.probes(animated, frame: 40).right == "#0000FFFF")
    }

    @Test("a slot that does not exist or a value of the wrong kind is a clear error")
    func mistakes() throws {
        let document = try AnimationDocument(data: Data(Self.json.utf8), name: "slots.json")
        #expect(Self.message { 
            try document.settingSlot("brnd", to: .color(.white))
        } == #"slots.json: there is no slot "brnd" (it has brand, fade); did you mean "brand"?"#)
        #expect(Self.message { 
            try document.settingSlot("brand", to: .scalar(3))
        } == #"slots.json: slot "brand" holds a color, not the value given"#)
        #expect(Self.message { 
            try document.settingSlot("fade", parsing: "half")
        } == #"slots.json: slot "fade" holds a scalar; "half" is not a number or Lottie JSON"#)
        #expect(try Self.probes(try document.settingSlot("brand", parsing: "#FFFFFF")).left == "#FFFFFFFF")
    }

    static func message(_ body: () throws -> AnimationDocument) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// A dotLottie (version 2) file with the animation under `a/` and two themes under `t/`; `light` is the initial one.
    static func themed() throws -> Data {
        let manifest = #"{"version": "2", "animations": [{"id": "squares", "initialTheme": "light", "themes": ["light", "dark"]}], "themes": [{"id": "light"}, {"id": "dark"}]}"#
        let light = #"{"rules": [{"id": "brand", "type": "Color", "value": [1, 1, 0]}]}"#
        let dark = #"{"rules": [{"id": "brand", "type": "Color", "value": [0, 1, 1]}, {"id": "fade", "type": "Scalar", "keyframes": [{"frame": 0, "value": 100, "hold": true}, {"frame": 30, "value": 0}]}, {"id": "brand", "type": "Color", "animations": ["other"], "value": [1, 0, 1]}]}"#
        return try DotLottieTests.zip([("manifest.json", Data(manifest.utf8)), ("a/squares.json", Data(Self.json.utf8)), ("t/light.json", Data(light.utf8)), ("t/dark.json", Data(dark.utf8))])
    }

    @Test("a dotLottie file's themes: the initial one applies, each draws as its rules say, none draws the file's slots")
    func themes() throws {
        let document = try AnimationDocument(data: try Self.themed(), name: "themed.lottie")
        #expect(document.themeIDs == ["light", "dark"])
        #expect(document.themeID == "light")
        #expect(try Self.probes(document) == ("#FFFF00FF", "#0000FFFF"))
        let dark = try document.applyingTheme("dark")
        #expect(try Self.probes(dark) == ("#00FFFFFF", "#0000FFFF"), "the rule for another animation does not apply")
        #expect(try Self.probes(dark, frame: 40).left == "#00000000", "the theme's scalar keyframes fade the square out")
        #expect(try Self.probes(try document.applyingTheme(nil)).left == "#FF0000FF")
        // A slot set over a theme wins, and survives a change of theme.
        let set = try dark.settingSlot("brand", to: .color(.white)).applyingTheme("light")
        #expect(try Self.probes(set).left == "#FFFFFFFF")
        #expect(throws: PlayerError.self) { try document.applyingTheme("sepia") }
    }

    /// One layer per slot kind, each drawn from its slot: a square moved by a vector, a triangle from a bezier, a
    /// gradient, a text and an image.
    static let kinds: String = {
        let square = LottieFixture.group([#"{"ty": "rc", "nm": "Box", "p": {"a": 0, "k": [10, 10], "sid": "spot"}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}}"#, LottieFixture.fill(red: 0, green: 0, blue: 0)], name: "Moved")
        let triangle = LottieFixture.group([#"{"ty": "sh", "nm": "Path", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [1, 0], [0, 1]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}, "sid": "outline"}}"#, LottieFixture.fill(red: 0, green: 1, blue: 0)], name: "Drawn")
        let ramp = LottieFixture.group([LottieFixture.rectangle(x: 150, y: 25, width: 100, height: 50),
                                        #"{"ty": "gf", "nm": "Ramp", "o": {"a": 0, "k": 100}, "r": 1, "t": 1, "s": {"a": 0, "k": [100, 25]}, "e": {"a": 0, "k": [200, 25]}, "g": {"p": 2, "k": {"a": 0, "k": [0, 0, 0, 0, 1, 0, 0, 0]}, "sid": "ramp"}}"#], name: "Ramp")
        let shapes = LottieFixture.shapeLayer([square, triangle, ramp])
        let text = #"{"ty": 5, "nm": "Label", "ip": 0, "op": 60, "st": 0, "ks": {"p": {"a": 0, "k": [5, 95]}}, "t": {"d": {"sid": "label", "k": [{"t": 0, "s": {"t": "I", "f": "DejaVuSans", "s": 20, "fc": [0, 0, 1]}}]}}}"#
        let image = #"{"ty": 2, "nm": "Picture", "refId": "picture", "ip": 0, "op": 60, "st": 0, "ks": {"p": {"a": 0, "k": [180, 80]}}}"#
        let asset = #"{"id": "picture", "w": 1, "h": 1, "u": "", "p": "missing.png", "e": 0, "sid": "photo"}"#
        let document = LottieFixture.document(width: 200, height: 100, layers: [text, image, shapes], assets: [asset])
        return String(document.dropLast()) + #", "fonts": {"list": [{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book"}]}}"#
    }()

    @Test("every kind of slot set at run time changes the pixels it should: vector, bezier, gradient, text, image")
    func everyKind() throws {
        let document = try AnimationDocument(data: Data(Self.kinds.utf8), name: "kinds.json")
        #expect(document.slots.map { "\($0.id) \($0.kind.rawValue)" }.sorted() == ["label text", "outline bezier", "photo image", "ramp gradient", "spot vector"])
        let viewport = Viewport(width: 200, height: 100)
        func pixel(_ document: AnimationDocument, _ x: Int, _ y: Int) throws -> String {
            try AnimationRenderer(document: document, viewport: viewport).image(frame: 0).pixel(x: x, y: y).hexString
        }
        #expect(try pixel(document, 10, 10) == "#000000FF" && pixel(document, 60, 60) == "#00000000")
        let moved = try document.settingSlot("spot", to: .vector([60, 60]))
        #expect(try pixel(moved, 10, 10) == "#00000000" && pixel(moved, 60, 60) == "#000000FF")
        let drawn = try document.settingSlot("outline", to: .json(#"{"a": 0, "k": {"c": true, "v": [[30, 0], [90, 0], [30, 60]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}"#))
        #expect(try pixel(document, 40, 10) == "#00000000" && pixel(drawn, 40, 10) == "#00FF00FF")
        #expect(try pixel(document, 195, 25).hasPrefix("#0000"))
        let red = try document.settingSlot("ramp", to: .json(#"{"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 1, 0, 0]}}"#))
        #expect(try pixel(red, 195, 25) == "#FF0000FF" && pixel(red, 105, 25) == "#FF0000FF")
        func rightmostInk(_ document: AnimationDocument) throws -> Int {
            let image = try AnimationRenderer(document: document, viewport: viewport).image(frame: 0)
            return (0..<100).last { x in (70..<100).contains { y in image.pixel(x: x, y: y).blue > 0.5 && image.pixel(x: x, y: y).alpha > 0.5 } } ?? -1
        }
        let longer = try document.settingSlot("label", to: .text("IIIIII"))
        #expect(try rightmostInk(longer) > rightmostInk(document) + 20, "the slot's text, in the layer's own font, size and colour")
        #expect(try pixel(document, 180, 80) == "#00000000", "the file's image is missing")
        let png = try AnimationDocument(data: Data(LottieFixture.document(width: 1, height: 1, layers: [LottieFixture.shapeLayer([LottieFixture.group([LottieFixture.rectangle(x: 0.5, y: 0.5, width: 1, height: 1), LottieFixture.fill(red: 1, green: 0, blue: 1)])])]).utf8), name: "dot.json")
            .render(frame: 0, viewport: Viewport(width: 4, height: 4), format: .png)
        let photo = try document.settingSlot("photo", to: .json(#"{"w": 4, "h": 4, "e": 1, "p": "data:image/png;base64,\#(png.base64EncodedString())"}"#))
        #expect(try pixel(photo, 182, 82) == "#FF00FFFF", "the slot's embedded image draws")
    }
}
