import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing

/// Files other players draw are drawn, not refused: what a file writes oddly is read as ThorVG and lottie-web read
/// it, with a diagnostic, and the pixels show it.
@Suite("Forgiving files")
struct ForgivingFileTests {
    static let viewport = Viewport(width: 100, height: 100)

    static func pixel(_ json: String, x: Int = 50, y: Int = 50) throws -> String {
        let document = try AnimationDocument(data: Data(json.utf8), name: "forgiving.json")
        return try AnimationRenderer(document: document, viewport: viewport).image(frame: 5).pixel(x: x, y: y).hexString
    }

    @Test("a 2D layer turned about x by 90° draws flat, as After Effects, lottie-ios and ThorVG draw it; a 3D layer vanishes")
    func flatLayer() throws {
        let square = LottieFixture.group([LottieFixture.rectangle(x: 50, y: 50, width: 40, height: 40), LottieFixture.fill(red: 1, green: 0, blue: 0)])
        let turned = #"{"rx": {"a": 0, "k": 90}, "a": {"a": 0, "k": [50, 50]}, "p": {"a": 0, "k": [50, 50]}}"#
        #expect(try Self.pixel(LottieFixture.document(layers: [LottieFixture.shapeLayer([square], transform: turned)])) == "#FF0000FF")
        #expect(try Self.pixel(LottieFixture.document(layers: [LottieFixture.shapeLayer([square], transform: turned, extra: #""ddd": 1"#)])) == "#00000000")
    }

    @Test("a solid whose colour is not #RRGGBB is black; a layer without ip shows from frame 0")
    func oddValues() throws {
        let blank = ##"{"ty": 1, "ip": 0, "op": 60, "sc": "", "sw": 100, "sh": 100, "ks": {}}"##
        #expect(try Self.pixel(LottieFixture.document(layers: [blank])) == "#000000FF")
        let noInPoint = ##"{"ty": 1, "op": 60, "sc": "#00ff00", "sw": 100, "sh": 100, "ks": {}}"##
        #expect(try Self.pixel(LottieFixture.document(layers: [noInPoint])) == "#00FF00FF")
    }

    /// `lottie-android__TgsWithoutOpacity`: ThorVG and rlottie draw it so (0.13% apart from TabShift now).
    @Test("a matted layer whose layer above lacks td takes that layer as its matte, which is not drawn")
    func matteWithoutMarker() throws {
        let hole = LottieFixture.shapeLayer([LottieFixture.group([LottieFixture.rectangle(x: 25, y: 50, width: 30, height: 30), LottieFixture.fill(red: 0, green: 0, blue: 1)])])
        let red = LottieFixture.shapeLayer([LottieFixture.group([LottieFixture.rectangle(x: 50, y: 50, width: 100, height: 100), LottieFixture.fill(red: 1, green: 0, blue: 0)])], extra: #""tt": 1"#)
        let json = LottieFixture.document(layers: [hole, red])
        #expect(try Self.pixel(json, x: 25, y: 50) == "#FF0000FF", "red through the square, which is not drawn blue")
        #expect(try Self.pixel(json, x: 75, y: 50) == "#00000000", "nothing outside the matte")
        let document = try AnimationDocument(data: Data(json.utf8), name: "matte.json")
        #expect(document.diagnostics.contains { $0.path == "layers[0].td" })
    }
}
