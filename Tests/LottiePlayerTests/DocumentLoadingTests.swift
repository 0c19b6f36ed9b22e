import Foundation
import LottiePlayer
import Testing

/// Loading as lottie-ios users do (a URL, a bundle resource), and its frame, progress, time and marker helpers.
@Suite("Loading and timing")
struct DocumentLoadingTests {
    static let home = PackagePaths.animations.appendingPathComponent("home.json")

    @Test("a file URL and a bundle resource load the same animation as a path")
    func loading() throws {
        let byPath = try AnimationDocument(contentsOfFile: Self.home.path)
        #expect(try AnimationDocument(contentsOf: Self.home).animation == byPath.animation)
        #expect(throws: PlayerError.self) { try AnimationDocument(contentsOf: URL(string: "https://example.com/home.json")!) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.home, to: folder.appendingPathComponent("home.json"))
        let bundle = try #require(Bundle(path: folder.path))
        #expect(try AnimationDocument(named: "home", bundle: bundle).animation == byPath.animation)
        #expect(throws: PlayerError.self) { try AnimationDocument(named: "nowhere", bundle: bundle) }
    }

    @Test("frames, progress and seconds convert into each other; markers give lottie-ios's ranges")
    func timing() throws {
        // home.json: 60 fps, frames 0..<48, markers select 0+24 and deselect 24+24.
        let home = try AnimationDocument(contentsOfFile: Self.home.path)
        #expect(home.durationSeconds == 0.8)
        #expect(home.frame(atProgress: 0.25) == 12 && home.progress(ofFrame: 12) == 0.25)
        #expect(home.frame(atTime: 0.5) == 30 && home.time(ofFrame: 30) == 0.5)
        #expect(try home.frameRange(forMarker: "deselect") == 24...47)
        #expect(try home.frames(fromMarker: "select", toMarker: "deselect") == (start: 0, end: 24))
        #expect(try home.frames(fromMarker: "deselect", toMarker: "select", playingEndMarker: true) == (start: 24, end: 24))
        #expect(throws: PlayerError.self) { try home.frameRange(forMarker: "missing") }
    }
}
