import CairoRendering
import Foundation
import ImageCodecs
import LottieTestFixtures
import Testing

/// `--slot`, `--slots`, `--theme` and `--set`: what a user changes from the command line, each seen in the pixels.
@Suite("Slots and properties from the command line")
struct SlotCommandTests {
    /// A square filled through slot `brand` (the file gives it red) and a text layer "Title".
    static let json: String = {
        let square = LottieFixture.group([LottieFixture.rectangle(x: 25, y: 25, width: 40, height: 40),
                                          #"{"ty": "fl", "nm": "Fill", "c": {"a": 0, "k": [0, 0, 1, 1], "sid": "brand"}, "o": {"a": 0, "k": 100}, "r": 1}"#], name: "Square")
        let text = #"{"ty": 5, "nm": "Title", "ip": 0, "op": 60, "st": 0, "ks": {"p": {"a": 0, "k": [5, 90]}}, "t": {"d": {"k": [{"t": 0, "s": {"t": "Hi", "f": "DejaVuSans", "s": 20, "fc": [0, 0, 0], "j": 0}}]}}}"#
        let document = LottieFixture.document(width: 200, height: 100, layers: [LottieFixture.shapeLayer([square]), text])
        return String(document.dropLast()) + #", "fonts": {"list": [{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book"}]}, "slots": {"brand": {"p": {"a": 0, "k": [1, 0, 0, 1]}}}}"#
    }()

    static func render(_ arguments: [String], in folder: URL) throws -> (result: CommandRunner.Result, image: PixelImage?) {
        let input = folder.appendingPathComponent("slots.json"), output = folder.appendingPathComponent("out-\(arguments.count).png")
        try Data(Self.json.utf8).write(to: input)
        let result = try CommandRunner.run(["render", input.path, "--frame", "0", "--size", "200x100", "-o", output.path] + arguments)
        return (result, result.status == 0 ? try PixelImage(decodingPNG: Data(contentsOf: output)) : nil)
    }

    @Test("inspect lists slots; --slot and --slots set them; a wrong id or value is a usage error naming the closest")
    func slots() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("slots.json")
        try Data(Self.json.utf8).write(to: input)
        let inspected = try CommandRunner.run(["inspect", input.path])
        #expect(inspected.output.contains(#"  brand: color, 1 property, default {"a":0,"k":[1,0,0,1]}"#), "\(inspected.output)")
        #expect(try Self.render([], in: folder).image?.pixel(x: 25, y: 25).hexString == "#FF0000FF")
        #expect(try Self.render(["--slot", "brand=#00FF00"], in: folder).image?.pixel(x: 25, y: 25).hexString == "#00FF00FF")
        let file = folder.appendingPathComponent("values.json")
        try Data(#"{"brand": {"p": {"a": 0, "k": [1, 1, 0, 1]}}}"#.utf8).write(to: file)
        #expect(try Self.render(["--slots", file.path], in: folder).image?.pixel(x: 25, y: 25).hexString == "#FFFF00FF")
        #expect(try Self.render(["--slots", file.path, "--slot", #"brand={"a":0,"k":[0,0,0,1]}"#], in: folder).image?.pixel(x: 25, y: 25).hexString == "#000000FF")
        let typo = try Self.render(["--slot", "brnd=#00FF00"], in: folder).result
        #expect(typo.status != 0 && typo.error.contains(#"there is no slot "brnd" (it has brand); did you mean "brand"?"#), "\(typo.error)")
        let wrong = try Self.render(["--slot", "brand=12"], in: folder).result
        #expect(wrong.status != 0 && wrong.error.contains(#"slot "brand" holds a color; "12" is not a colour"#), "\(wrong.error)")
        let malformed = try Self.render(["--slot", "brand"], in: folder).result
        #expect(malformed.status == 64 && malformed.error.contains("is not of the form ID=VALUE"), "\(malformed.error)")
    }

    @Test("--set changes an opacity, a position and a text; a keypath that matches nothing fails with the closest")
    func set() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let faded = try #require(try Self.render(["--set", "**.Square.Fill.Opacity=50"], in: folder).image)
        #expect((126...129).contains(faded.bytes(x: 25, y: 25)[3]), "\(faded.pixel(x: 25, y: 25).hexString)")
        let moved = try #require(try Self.render(["--set", "layer.Square.Transform.Position=100,0"], in: folder).image)
        #expect(moved.pixel(x: 25, y: 25).alpha == 0 && moved.pixel(x: 125, y: 25).hexString == "#FF0000FF")
        let plainText = try #require(try Self.render([], in: folder).image)
        let longText = try #require(try Self.render(["--set", "Title.Text=Hello, world"], in: folder).image)
        func rightmostInk(_ image: PixelImage) -> Int { (0..<200).last { x in (60..<100).contains { y in image.bytes(x: x, y: y)[3] > 0 } } ?? -1 }
        #expect(rightmostInk(longText) > rightmostInk(plainText) + 60, "\(rightmostInk(plainText)) → \(rightmostInk(longText))")
        let typo = try Self.render(["--set", "**.Opacty=50"], in: folder).result
        #expect(typo.status != 0 && typo.error.contains("'**.Opacty' matches no property that can be set; closest:"), "\(typo.error)")
    }
}
