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
}
