import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing

/// Text in a system font set along a path draws along it, as glyph text does.
@Suite("Text on a path in a system font")
struct SystemFontTextOnPathTests {
    @Test("the characters sit along a vertical path, not on a straight baseline")
    func drawnAlongThePath() throws {
        let mask = #"{"mode": "n", "pt": {"a": 0, "k": {"v": [[50, 5], [50, 95]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]], "c": false}}, "o": {"a": 0, "k": 100}}"#
        func layer(onPath: Bool) -> String {
            #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "masksProperties": [\#(mask)], "t": {"d": {"k": [{"t": 0, "s": {"t": "IIIIIIIIII", "s": 20, "f": "DejaVuSans", "fc": [0, 0, 0], "j": 0, "tr": 0, "lh": 24}}]}, "p": \#(onPath ? #"{"m": 0, "f": {"a": 0, "k": 0}}"# : "{}"), "a": []}}"#
        }
        func ink(_ onPath: Bool) throws -> (columns: Set<Int>, rows: Set<Int>) {
            let json = LottieFixture.document(layers: [layer(onPath: onPath)])
            let image = try AnimationRenderer(document: try AnimationDocument(data: Data(json.utf8), name: "path.json"), viewport: Viewport(width: 100, height: 100)).image(frame: 0)
            var columns: Set<Int> = [], rows: Set<Int> = []
            for y in 0..<100 { for x in 0..<100 where image.pixel(x: x, y: y).alpha > 0.5 { columns.insert(x); rows.insert(y) } }
            return (columns, rows)
        }
        let along = try ink(true), straight = try ink(false)
        // Along the path: a column of characters right of x = 50, reaching down past the middle.
        #expect(!along.columns.isEmpty && along.columns.min()! >= 45 && (along.rows.max() ?? 0) > 40, "columns \(along.columns.sorted()), rows \(along.rows.sorted())")
        // Straight, the text hangs above y = 0, outside the frame.
        #expect(straight.rows.isEmpty)
    }
}
