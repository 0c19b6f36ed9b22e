import CairoRendering
import Testing
import VectorGraphics

/// System-font text drawn into pixels: shaped runs placed and filled through Cairo.
@Suite("Text drawing")
struct TextDrawingTests {
    @Test("right-aligned Arabic ends at its anchor, its letters joined")
    func arabicPixels() throws {
        // kataba: kaf, teh and beh all join on both sides.
        let text = TextNode(lines: [.init(text: "\u{0643}\u{062A}\u{0628}", origin: Point(x: 90, y: 40), alignment: 1)], fontFamily: "DejaVu Sans", fontSize: 30, fill: .black)
        let image = try CairoRenderer().image(LottieScene(width: 100, height: 50, nodes: [.text(text)]), viewport: Viewport(width: 100, height: 50))
        var inkColumns: [Int] = []
        for x in 0..<image.width where (0..<image.height).contains(where: { image.rgba[($0 * image.width + x) * 4 + 3] > 128 }) { inkColumns.append(x) }
        let right = try #require(inkColumns.max()), left = try #require(inkColumns.min())
        #expect((84...90).contains(right), "the word ends at its anchor, x = 90")
        // Joined letters leave no column without ink between the first and the last.
        #expect(inkColumns.count == right - left + 1)
    }
}
