import Foundation
import LottiePlayer
import Testing

/// The README's "Using the library" section, step by step, with what each step should give.
@Suite("The README's library section")
struct LibraryTests {

    @Test("load, inspect, render, override, and play a bar built in code")
    func readme() throws {
        // README: library begin
        // Load a file and see what it holds.
        let home = try AnimationDocument(contentsOfFile: "Animations/home.json")
        print(home.markerNames)                                  // ["select", "deselect"]
        print(home.animation.layers.map(\.name))                 // ["home"]
        for keypath in home.interpreter.keypaths where keypath.kind == .color {
            print(keypath)                                       // home.Door.Fill.Color, home.House.Stroke.Color
        }
        for diagnostic in home.diagnostics { print(diagnostic) } // what was skipped, with JSON paths

        // Frame 10 at 96x96 as PNG (or .svg, .pdf); the select segment as numbered files in a folder, on every core.
        let png = try home.render(frame: 10, viewport: Viewport(width: 96, height: 96), format: .png)
        let written = try home.writeFrames(.marker("select"), viewport: Viewport(width: 96, height: 96), to: NSTemporaryDirectory() + "home-select")

        // Colours, opacities, stroke widths, transforms and text by keypath, as lottie-ios's value providers do.
        // A keypath that matches nothing comes back as a warning instead of silently doing nothing.
        let pink = home.overriding(PropertyOverrides()
            .settingColor(LottieColor(hex: "#FF2D55")!, for: KeypathPattern("**.Stroke.Color"))
            .settingNumber(6, for: KeypathPattern("home.House.Stroke.Stroke Width"))
            .settingColor(.black, for: KeypathPattern("home.Dor.Fill.Color")))
        for warning in pink.unmatchedOverrides() { print(warning) } // 'home.Dor.Fill.Color' matches no color keypath; closest: 'home.Door.Fill.Color', …
        let pinkFrame = try AnimationRenderer(document: pink, viewport: Viewport(width: 96, height: 96)).image(frame: 10)

        // A value per frame: a provider is a closure of the frame and the progress (same frame, same value).
        var fading = PropertyOverrides()
        fading.setColor(for: KeypathPattern("**.Stroke.Color")) { moment in LottieColor(red: 1, green: moment.progress, blue: 0.3) }
        let fadingFrame = try AnimationRenderer(document: home.overriding(fading), viewport: Viewport(width: 96, height: 96)).image(frame: 10)

        // Frames, progress and time; markers as frame ranges.
        let middle = home.frame(atProgress: 0.5)                 // 24
        let select = try home.frameRange(forMarker: "select")    // 0...24

        // A tab bar built in code (titles, a badge), a tap from home to favourites played as an animated WebP, and the
        // same shift as a Lottie file that lottie-ios, lottie-android, lottie-web, dotLottie and rlottie play.
        let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
        let bar = try TabBarDocument(tabs: [.init(id: "home", title: "Home", icon: home),
                                             .init(id: "favourites", title: "Favourites", badge: .count(3), icon: heart)], width: 200, height: 84)
        let shift = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: "home", to: "favourites"))
        let webP = try shift.animatedImage(viewport: Viewport(width: 200, height: 84), format: .webp)
        let rest = shift.pose(at: shift.duration)                // favourites selected, tinted, indicator under it
        let lottie = try shift.lottieJSON()                      // Lottie JSON at 60 fps, "ty" first in every object

        // The shift as a dotLottie file with the bar's light and dark themes; slots (Lottie 1.0) by id, themes by name.
        let packed = try bar.dotLottie(id: "shift") { themed throws(PlayerError) in
            try TabShiftRecording(document: themed, plan: TabShiftPlan(from: "home", to: "favourites")).lottieJSON()
        }
        let shared = try AnimationDocument(data: packed, name: "shift.lottie")
        print(shared.themeIDs)                                   // ["dark", "light"]
        let night = try shared.applyingTheme("dark").settingSlot("indicator", to: .color(LottieColor(hex: "#FF2D55")!))
        // README: library end

        #expect(home.markerNames == ["select", "deselect"])
        #expect(home.animation.layers.map(\.name) == ["home"])
        #expect(home.interpreter.keypaths.filter { $0.kind == .color }.map(\.description) == ["home.Door.Fill.Color", "home.House.Stroke.Color"])
        #expect(try PixelImage(png: png).width == 96)
        #expect(written == 25 && FileManager.default.fileExists(atPath: NSTemporaryDirectory() + "home-select/frame-00024.png"))
        #expect(pink.unmatchedOverrides().map(\.pattern.description) == ["home.Dor.Fill.Color"])
        #expect(pink.unmatchedOverrides().first?.closest.first?.description == "home.Door.Fill.Color")
        let plainFrame = try AnimationRenderer(document: home, viewport: Viewport(width: 96, height: 96)).image(frame: 10)
        let pinkPixels = pinkFrame.rgba.indices.filter { $0 % 4 == 0 && pinkFrame.rgba[$0] > 200 && pinkFrame.rgba[$0 + 2] < 150 && pinkFrame.rgba[$0 + 3] == 255 }
        #expect(pinkPixels.count > (plainFrame.rgba.indices.filter { $0 % 4 == 3 && plainFrame.rgba[$0] == 255 }.count / 2), "a wider pink outline")
        #expect(middle == 24 && select == 0...24)
        #expect(webP.starts(with: Array("RIFF".utf8)) && webP.count > 1000)
        #expect(rest.tabs.map(\.id) == ["home", "favourites"] && rest.tabs[1].tint.hexString == bar.manifest.theme.selectedTint.hexString)
        #expect(rest.tabs[1].title?.text == "Favourites" && rest.tabs[1].badge?.badge.label == "3")
        #expect(String(decoding: lottie.prefix(60), as: UTF8.self).hasPrefix(#"{"v":"5.7.4","nm":"home→favourites","fr":60"#))
        // Half way, the provider's stroke is half way from red to yellow; the plain frame has none of that colour.
        let strokeGreens = fadingFrame.rgba.indices.filter { $0 % 4 == 0 && fadingFrame.rgba[$0] > 240 && fadingFrame.rgba[$0 + 3] == 255 }.map { fadingFrame.rgba[$0 + 1] }
        #expect(strokeGreens.contains { (45...60).contains($0) }, "frame 10 of 0..<48: green about 0.21")
        #expect(shared.themeIDs == ["dark", "light"] && night.themeID == "dark" && night.slotValues["indicator"] == .color(LottieColor(hex: "#FF2D55")!))
        let nightFrame = try AnimationRenderer(document: night, viewport: Viewport(width: 200, height: 84)).image(frame: night.lastFrame)
        #expect(nightFrame.pixel(x: 2, y: 2).red < 0.1, "the dark background")
    }

    @Test("errors read as the CLI's one sentence")
    func errors() {
        do {
            _ = try AnimationDocument(contentsOfFile: "Animations/missing.json")
            Issue.record("a missing file should throw")
        } catch {
            #expect(error.localizedDescription.hasPrefix("Animations/missing.json: cannot read the file"))
        }
    }
}
