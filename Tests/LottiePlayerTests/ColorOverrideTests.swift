import Foundation
import LottiePlayer
import Testing

/// Colours replaced by keypath: the keypaths a file has, overrides that reach every way of drawing, and typos
/// reported with the closest names.
@Suite("Colour overrides")
struct ColorOverrideTests {
    static let heart = PackagePaths.animations.appendingPathComponent("favourites.json").path

    @Test("keypaths list layers, groups, shapes, styles and colours as overrides name them")
    func keypaths() throws {
        let document = try AnimationDocument(contentsOfFile: Self.heart)
        let listed = document.interpreter.keypaths.map { "\($0.kind.rawValue) \($0)" }
        #expect(listed == [
            "layer favourites", "group favourites.Heart", "shape favourites.Heart.Heart",
            "style favourites.Heart.Fill", "color favourites.Heart.Fill.Color",
            "style favourites.Heart.Stroke", "color favourites.Heart.Stroke.Color",
        ])
        // Every colour keypath listed is one an override reaches: each changes the picture on its own.
        let plain = try AnimationRenderer(document: document, viewport: Viewport(width: 48, height: 48)).image(frame: 20)
        for keypath in document.interpreter.keypaths where keypath.kind == .color {
            let tinted = document.overriding(PropertyOverrides().settingColor(LottieColor(hex: "#FF2D55")!, for: KeypathPattern(keypath.description)))
            #expect(try AnimationRenderer(document: tinted, viewport: Viewport(width: 48, height: 48)).image(frame: 20) != plain, "\(keypath)")
        }
    }

    @Test("an override reaches single frames, renderers, film strips and animated images alike")
    func everyPath() throws {
        let red = LottieColor(hex: "#FF0000")!
        let document = try AnimationDocument(contentsOfFile: Self.heart).overriding(PropertyOverrides().settingColor(red, for: KeypathPattern("**.Fill.Color")))
        let viewport = Viewport(width: 48, height: 48)
        let centre = try PixelImage(png: try document.render(frame: 20, viewport: viewport, format: .png)).pixel(x: 24, y: 24)
        #expect(centre.red > 0.99 && centre.green < 0.01 && centre.alpha > 0.99, "\(centre)")
        #expect(try AnimationRenderer(document: document, viewport: viewport).image(frame: 20).pixel(x: 24, y: 24) == centre)
        let decoded = try AnimatedImageReaders.apng(try document.animatedImage(.range(20, 20), viewport: viewport, format: .apng))
        #expect(decoded.frames[0].image.pixel(x: 24, y: 24) == centre)
    }

    @Test("an override that matches no colour is reported with the closest keypaths")
    func typos() throws {
        let document = try AnimationDocument(contentsOfFile: Self.heart)
            .overriding(PropertyOverrides().settingColor(.black, for: KeypathPattern("Hart.Fill.Color")).settingColor(.black, for: KeypathPattern("**.Stroke.Color")))
        let unmatched = document.unmatchedColorOverrides()
        #expect(unmatched.map(\.pattern.description) == ["Hart.Fill.Color"])
        #expect(unmatched.first?.closest.first?.description == "favourites.Heart.Fill.Color")
    }

    @Test("a bar's icons take keypath colours over the tint, and the selected tint can change")
    func tabBar() throws {
        let bar = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let yellow = LottieColor(hex: "#FFCC00")!, pink = LottieColor(hex: "#FF2D55")!
        let changed = try bar.selectingTint(pink).overridingIcons(PropertyOverrides().settingColor(yellow, for: KeypathPattern("**.Heart.Fill.Color")))
        #expect(bar.unmatchedColorOverrides(PropertyOverrides().settingColor(yellow, for: KeypathPattern("**.Heart.Fill.Color"))).isEmpty)
        let recording = try TabShiftRecording(document: changed, plan: TabShiftPlan(from: 0, to: 2))
        let rest = recording.pose(at: recording.duration)
        #expect(rest.tabs[2].tint.hexString == pink.hexString)
        let image = try TabBarRenderer(document: changed, viewport: Viewport(width: 390, height: 84)).image(rest)
        // The heart's centre (third of five tabs, 8 pt insets, icon centred in the content above the 20 pt inset).
        let heart = image.pixel(x: 195, y: 36)
        #expect(abs(heart.red - 1) < 0.02 && abs(heart.green - 0.8) < 0.02 && heart.blue < 0.02, "\(heart)")
    }
}
