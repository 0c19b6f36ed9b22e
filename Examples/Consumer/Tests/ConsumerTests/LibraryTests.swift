import Foundation
import LottiePlayer
import Testing

/// The README's library section: its tour (`LibraryTour/main.swift`, the README's code word for word) run as a
/// user runs it, and each of its steps checked for what its comment says.
@Suite("The README's library section")
struct LibraryTests {

    /// The tour's executable, which SwiftPM builds beside this test bundle.
    static var tour: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appendingPathComponent("LibraryTour").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("LibraryTour")
    }

    @Test("the README's tour runs as written and prints what its comments say")
    func tourAsWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("library-tour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let animations = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Animations").resolvingSymlinksInPath()
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Animations"), withDestinationURL: animations)
        let process = Process()
        process.executableURL = Self.tour
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let lines = printed.split(separator: "\n").map(String.init)
        #expect(lines.first == #"["select", "deselect"]"#)
        #expect(lines.dropFirst().first == #"["home"]"#)
        #expect(lines.filter { $0.hasPrefix("home.") && $0.hasSuffix(".Color") } == ["home.Door.Fill.Color", "home.House.Stroke.Color"])
        let warnings = lines.filter { $0.contains("matches no") }
        #expect(warnings.count == 1 && warnings[0].hasPrefix("'home.Dor.Fill.Color' matches no color keypath; closest: 'home.Door.Fill.Color'"), "\(warnings)")
        #expect(lines.last == #"["dark", "light"]"#)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("home-select").path)
        #expect(frames.count == 25 && frames.contains("frame-00024.png"))
    }

    @Test("the tour's steps give what its comments say")
    func tourSteps() throws {
        let home = try AnimationDocument(contentsOfFile: "Animations/home.json")
        let png = try home.render(frame: 10, viewport: Viewport(width: 96, height: 96), format: .png)
        #expect(try PixelImage(png: png).width == 96)
        // A wider pink outline.
        let pink = home.overriding(PropertyOverrides()
            .settingColor(LottieColor(hex: "#FF2D55")!, for: KeypathPattern("**.Stroke.Color"))
            .settingNumber(6, for: KeypathPattern("home.House.Stroke.Stroke Width")))
        let pinkFrame = try AnimationRenderer(document: pink, viewport: Viewport(width: 96, height: 96)).image(frame: 10)
        let plainFrame = try AnimationRenderer(document: home, viewport: Viewport(width: 96, height: 96)).image(frame: 10)
        let pinkPixels = pinkFrame.rgba.indices.filter { $0 % 4 == 0 && pinkFrame.rgba[$0] > 200 && pinkFrame.rgba[$0 + 2] < 150 && pinkFrame.rgba[$0 + 3] == 255 }
        #expect(pinkPixels.count > (plainFrame.rgba.indices.filter { $0 % 4 == 3 && plainFrame.rgba[$0] == 255 }.count / 2))
        // Half way, the provider's stroke is half way from red to yellow.
        var fading = PropertyOverrides()
        fading.setColor(for: KeypathPattern("**.Stroke.Color")) { moment in LottieColor(red: 1, green: moment.progress, blue: 0.3) }
        let fadingFrame = try AnimationRenderer(document: home.overriding(fading), viewport: Viewport(width: 96, height: 96)).image(frame: 10)
        let strokeGreens = fadingFrame.rgba.indices.filter { $0 % 4 == 0 && fadingFrame.rgba[$0] > 240 && fadingFrame.rgba[$0 + 3] == 255 }.map { fadingFrame.rgba[$0 + 1] }
        #expect(strokeGreens.contains { (45...60).contains($0) }, "frame 10 of 0..<48: green about 0.21")
        let select = try home.frameRange(forMarker: "select")
        #expect(home.frame(atProgress: 0.5) == 24 && select == 0...24)
        // The bar, its shift at rest, the Lottie export and the dotLottie with themes.
        let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
        let bar = try TabBarDocument(tabs: [.init(id: "home", title: "Home", icon: home),
                                            .init(id: "favourites", title: "Favourites", badge: .count(3), icon: heart)], width: 200, height: 84)
        let shift = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: "home", to: "favourites"))
        let webP = try shift.animatedImage(viewport: Viewport(width: 200, height: 84), format: .webp)
        #expect(webP.starts(with: Array("RIFF".utf8)) && webP.count > 1000)
        let rest = shift.pose(at: shift.duration)
        #expect(rest.tabs.map(\.id) == ["home", "favourites"] && rest.tabs[1].tint.hexString == bar.manifest.theme.selectedTint.hexString)
        #expect(rest.tabs[1].title?.text == "Favourites" && rest.tabs[1].badge?.badge.label == "3")
        #expect(String(decoding: try shift.lottieJSON().prefix(60), as: UTF8.self).hasPrefix(#"{"v":"5.7.4","nm":"home→favourites","fr":60"#))
        let packed = try bar.dotLottie(id: "shift") { themed throws(PlayerError) in
            try TabShiftRecording(document: themed, plan: TabShiftPlan(from: "home", to: "favourites")).lottieJSON()
        }
        let night = try AnimationDocument(data: packed, name: "shift.lottie").applyingTheme("dark").settingSlot("indicator", to: .color(LottieColor(hex: "#FF2D55")!))
        #expect(night.themeID == "dark" && night.slotValues["indicator"] == .color(LottieColor(hex: "#FF2D55")!))
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
