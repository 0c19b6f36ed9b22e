import CairoRendering
import Foundation
@_spi(Model) import LottieModel
import LottiePlayer
import LottieTestFixtures
import Testing
import VectorGraphics

@Suite("Animation documents")
struct AnimationDocumentTests {
    @Test("the project's own animations exist")
    func animationsExist() {
        #expect(PackagePaths.animationFiles.count >= 5)
    }

    @Test("every animation in Animations/ decodes with no diagnostics and draws at every marker", arguments: PackagePaths.animationFiles)
    func projectAnimations(file: URL) throws {
        let document = try AnimationDocument(contentsOfFile: file.path)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.animation.marker(named: "select") != nil)
        #expect(document.animation.marker(named: "deselect") != nil)
        for marker in document.animation.markers {
            #expect(!(try document.scene(at: marker.frame)).drawables.isEmpty, "\(marker.name)")
        }
    }

    @Test("the project's tab bar loads with every icon, and its shifts compose into bar scenes")
    func tabBar() throws {
        let document = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        #expect(document.manifest.tabs.map(\.id) == ["home", "search", "favourites", "inbox", "profile"])
        let recording = try TabShiftRecording(document: document, plan: TabShiftPlan(from: 0, to: 4))
        #expect(recording.duration > 0.3 && recording.times.first == 0 && recording.times.last == recording.duration)
        let middle = recording.scene(at: recording.duration / 2)
        #expect(middle.width == 390 && middle.height == 84)
        // Background, indicator, one group per icon, then a title per tab and inbox's badge.
        #expect(middle.nodes.count == 2 + 5 + 5 + 1)
        let image = try CairoRenderer().image(recording.scene(at: recording.duration), viewport: Viewport(width: 390, height: 84))
        let profile = document.bar.layout.iconRect(4)
        let tint = document.manifest.theme.selectedTint
        let found = (Int(profile.minX)..<Int(profile.maxX)).contains { x in
            (Int(profile.minY)..<Int(profile.maxY)).contains { y in
                let pixel = image.pixel(x: x, y: y)
                return abs(pixel.red - tint.red) < 0.02 && abs(pixel.green - tint.green) < 0.02 && abs(pixel.blue - tint.blue) < 0.02
            }
        }
        #expect(found, "the selected icon is drawn in the selected tint")
        #expect(recording.timeline.frames.count == recording.times.count)
        #expect(recording.timeline.direction == "forward")
    }

    @Test("a bar naming an unknown tab id says which ids there are")
    func unknownTab() throws {
        let document = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        #expect(throws: PlayerError.self) { try document.index(of: "settings") }
    }

    @Test("frames outside ip..<op are refused with the file and range named", arguments: [-1.0, 60.0, .nan])
    func frameOutOfRange(frame: Double) throws {
        let document = try AnimationDocument(data: LottieFixture.data(LottieFixture.document(layers: [])), name: "icon.json")
        #expect(throws: PlayerError.self) { try document.scene(at: frame) }
        do {
            _ = try document.scene(at: frame)
        } catch {
            #expect(error.description.hasPrefix("icon.json: frame"))
            #expect(error.description.contains("from 0 to 59"))
        }
    }

    @Test("fractional frames inside the range are fine, including just before op")
    func fractionalFrames() throws {
        let document = try AnimationDocument(data: LottieFixture.data(LottieFixture.document(layers: [])), name: "icon.json")
        _ = try document.scene(at: 0.5)
        _ = try document.scene(at: 59.9)
    }

    @Test("an unreadable path is named in the error")
    func unreadableFile() {
        do {
            _ = try AnimationDocument(contentsOfFile: "/nonexistent/icon.json")
            Issue.record("loading a missing file should fail")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/icon.json: cannot read the file"))
        }
    }

    @Test("decoding errors carry the file name and JSON path")
    func decodingErrorNamesFile() {
        do {
            _ = try AnimationDocument(data: Data(#"{"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ty": 4}]}"#.utf8), name: "bad.json")
            Issue.record("decoding should fail")
        } catch {
            #expect(error.description == #"bad.json: layers[0]: missing required key "op""#)
        }
    }

    @Test("external images load from beside the file; a missing one is a diagnostic and draws nothing")
    func externalImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabshift-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PixelImage(width: 4, height: 4, fill: LottieColor(red: 1, green: 0, blue: 0)).pngData().write(to: folder.appendingPathComponent("images/red.png"))
        let json = LottieFixture.document(layers: [
            #"{"ty": 2, "refId": "red", "ip": 0, "op": 60, "ks": {}}"#, #"{"ty": 2, "refId": "gone", "ip": 0, "op": 60, "ks": {}}"#,
        ], assets: [#"{"id": "red", "w": 100, "h": 100, "u": "images/", "p": "red.png"}"#, #"{"id": "gone", "w": 10, "h": 10, "u": "images/", "p": "gone.png"}"#])
        let file = folder.appendingPathComponent("icon.json")
        try LottieFixture.data(json).write(to: file)
        let document = try AnimationDocument(contentsOfFile: file.path)
        #expect(document.diagnostics.map(\.message).contains { $0.contains("images/gone.png was not found") })
        #expect(document.diagnostics.count == 2, "the missing image, and its layer drawing nothing")
        let image = try CairoRenderer().image(try document.scene(at: 0), viewport: Viewport(width: 50, height: 50))
        #expect(image.bytes(x: 25, y: 25) == [255, 0, 0, 255])
    }

    @Test("containers not supported yet are named, not mistaken for broken JSON")
    func containers() {
        #expect(throws: PlayerError.self) { try AnimationDocument(data: Data([0x50, 0x4B, 0x03, 0x04, 0, 0]), name: "icon.lottie") }
    }

    @Test("render produces each format")
    func formats() throws {
        let document = try AnimationDocument(contentsOfFile: PackagePaths.animations.appendingPathComponent("home.json").path)
        let viewport = Viewport(width: 48, height: 48)
        #expect(try document.render(frame: 12, viewport: viewport, format: .png).starts(with: [0x89, 0x50]))
        #expect(String(decoding: try document.render(frame: 12, viewport: viewport, format: .svg), as: UTF8.self).contains("<svg"))
        #expect(try document.render(frame: 12, viewport: viewport, format: .pdf).starts(with: Array("%PDF".utf8)))
    }

    @Test("a font that is neither embedded nor installed is reported with what draws its text instead")
    func missingFontDiagnostic() throws {
        let fixture = PackagePaths.root.appendingPathComponent("Tests/SnapshotTests/Fixtures/text-shaping.json")
        let fonts = try AnimationDocument(contentsOfFile: fixture.path).diagnostics.filter { $0.path.hasPrefix("fonts.") }
        // fonts.list[1] names DejaVuSans-Bold under a family that is not installed: found by its PostScript name.
        #expect(fonts.map(\.path) == ["fonts.list[2]"])
        #expect(fonts.first?.message == "font \"NoSuchFont-Regular\" (family \"No Such Font\", style \"Regular\") is not installed; its text is drawn with DejaVu Sans")
    }
}

@Suite("Arguments and files")
struct ArgumentParsingTests {
    @Test("frame ranges are inclusive whole frames")
    func ranges() throws {
        #expect(FrameSelection.range(3, 6).frames(first: 0, last: 59) == [3, 4, 5, 6])
        #expect(FrameSelection.all.frames(first: 2, last: 4) == [2, 3, 4])
    }

    @Test("formats from extensions")
    func formats() {
        #expect(OutputFormat(path: "a/b.SVG") == .svg)
        #expect(OutputFormat(path: "frame.png") == .png)
        #expect(OutputFormat(path: "noextension") == nil)
    }

    @Test("atomic writes replace the file whole and leave no temporary behind")
    func atomicWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabshift-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.png").path
        try AtomicFile.write(Data("first".utf8), to: target)
        try AtomicFile.write(Data("second".utf8), to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
        #expect(throws: PlayerError.self) { try AtomicFile.write(Data(), to: folder.appendingPathComponent("missing/out.png").path) }
    }
}
