import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing
import ZIPFoundation

/// dotLottie files (`.lottie`): a zip with a manifest, animations and images, recognised by content.
@Suite("dotLottie files")
struct DotLottieTests {
    /// A dotLottie zip holding `entries` (path → bytes), deflated as LottieFiles writes them.
    static func zip(_ entries: [(String, Data)]) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, data) in entries {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return try #require(archive.data)
    }

    static var home: Data { get throws { try Data(contentsOf: PackagePaths.animations.appendingPathComponent("home.json")) } }
    static var search: Data { get throws { try Data(contentsOf: PackagePaths.animations.appendingPathComponent("search.json")) } }
    static let manifest = Data(#"{"version": "1", "generator": "TabShift tests", "animations": [{"id": "search"}, {"id": "home"}]}"#.utf8)

    @Test("the manifest orders the animations; --animation picks one; each renders like its JSON")
    func animations() throws {
        let data = try Self.zip([("manifest.json", Self.manifest), ("animations/home.json", try Self.home), ("animations/search.json", try Self.search)])
        let first = try AnimationDocument(data: data, name: "icons.lottie")
        #expect(first.animationIDs == ["search", "home"])
        #expect(first.animationID == "search")
        let home = try AnimationDocument(data: data, name: "icons.lottie", animation: "home")
        let viewport = Viewport(width: 48, height: 48)
        let plain = try AnimationDocument(data: try Self.home, name: "home.json")
        #expect(try home.render(frame: 20, viewport: viewport, format: .png) == plain.render(frame: 20, viewport: viewport, format: .png))
        #expect(throws: PlayerError.self) { try AnimationDocument(data: data, name: "icons.lottie", animation: "profile") }
    }

    @Test("images named by an animation resolve inside the zip")
    func images() throws {
        let icon = try AnimationDocument(data: try Self.home, name: "home.json").render(frame: 0, viewport: Viewport(width: 16, height: 16), format: .png, background: .white)
        let json = LottieFixture.document(width: 16, height: 16, layers: [#"{"ty": 2, "refId": "icon", "ip": 0, "op": 60, "st": 0, "ks": {}}"#], assets: [#"{"id": "icon", "w": 16, "h": 16, "u": "/images/", "p": "icon.png", "e": 0}"#])
        let data = try Self.zip([("animations/only.json", Data(json.utf8)), ("images/icon.png", icon)])
        let document = try AnimationDocument(data: data, name: "image.lottie")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let drawn = try document.render(frame: 0, viewport: Viewport(width: 16, height: 16), format: .png)
        let direct = try AnimationDocument(data: try Self.home, name: "home.json").render(frame: 0, viewport: Viewport(width: 16, height: 16), format: .png, background: .white)
        #expect(drawn == direct)
    }

    @Test("a zip bomb, a broken zip and a zip without animations are clear errors")
    func hostile() throws {
        let bomb = try Self.zip([("animations/bomb.json", Data(count: 100 << 20))])
        #expect(bomb.count < 1 << 20)
        for (data, message) in [(bomb, "inflates to"), (Data([0x50, 0x4B, 0x03, 0x04, 1, 2, 3]), "not a complete zip archive"), (try Self.zip([("readme.txt", Data("hi".utf8))]), "holds no animations")] {
            do {
                _ = try AnimationDocument(data: data, name: "hostile.lottie")
                Issue.record("\(message): decoded")
            } catch {
                #expect(error.description.contains("hostile.lottie"), "\(error)")
                #expect(error.description.contains(message), "\(error)")
            }
        }
    }
}
