@_spi(Model) import LottieModel
import Testing
import VectorGraphics
@testable import LottieInterpreter

/// Text with no glyphs in the file, handed to the renderer for a system font, laid out as lottie-web lays it out
/// where lottie-ios's Core Text layout differs (docs/features.md, "Where the players disagree").
@Suite("System-font text layout")
struct SystemFontTextTests {
    /// The text node of a one-layer animation whose document is `document` (JSON members) and whose font list is
    /// `fonts`.
    static func textNode(document: String, animators: String = "[]", fonts: String = #"[{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book"}]"#) throws -> TextNode {
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"s": 40, "f": "DejaVuSans", "fc": [0, 0, 0], "j": 0, "tr": 0, \#(document)}}]}, "a": \#(animators)}}"#
        let probe = try SceneProbe(#"{"v": "5.7", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 160, "fonts": {"list": \#(fonts)}, "layers": [\#(layer)]}"#)
        guard case .text(let text) = try #require(probe.drawables().first).node else {
            throw SystemFontTextError.noTextNode
        }
        return text
    }

    enum SystemFontTextError: Error { case noTextNode }

    @Test("paragraph text in a font with no ascent starts 75% of the size below the box's top; no lh spaces lines 1.2 sizes apart")
    func paragraphWithoutAscent() throws {
        let text = try Self.textNode(document: #""t": "Tab Shift\rbox", "ps": [10, 10], "sz": [180, 140]"#)
        // lottie-web reads the missing ascent as NaN and draws nothing; lottie-ios reads it as 0 and lets Core Text
        // put the first baseline one cap height down (about 73% in common Latin fonts).
        #expect(text.lines.map(\.origin) == [Point(x: 10, y: 40), Point(x: 10, y: 88)])
        #expect(text.lines.map(\.text) == ["Tab Shift", "box"])
        let given = try Self.textNode(document: #""t": "Tab Shift\rbox", "ps": [10, 10], "sz": [180, 140], "lh": 48"#,
                                      fonts: #"[{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book", "ascent": 72}]"#)
        #expect(given.lines.map(\.origin) == [Point(x: 10, y: 10 + 28.8), Point(x: 10, y: 10 + 28.8 + 48)])
    }

    @Test("lines of point text are one line height apart even when it is smaller than the font's own line height")
    func smallLineHeight() throws {
        // 20 at size 40 overlaps the lines, as in lottie-web and After Effects; lottie-ios spaces them by the
        // larger of lh and the font's ascent + descent + leading.
        let text = try Self.textNode(document: #""t": "Tab\rShift", "lh": 20"#)
        #expect(text.lines.map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 20)])
    }

    @Test("an opacity animator over 25–75% of seven characters fades C to E and a quarter of B and F; over indices 1–3, B and C")
    func opacityRanges() throws {
        func opacities(start: Double, end: Double, units: Int) throws -> [Double] {
            let selector = #"{"t": 0, "xe": {"a": 0, "k": 0}, "ne": {"a": 0, "k": 0}, "a": {"a": 0, "k": 100}, "b": 1, "rn": 0, "sh": 1, "s": {"a": 0, "k": \#(start)}, "e": {"a": 0, "k": \#(end)}, "r": \#(units)}"#
            let animator = #"[{"nm": "fade", "s": \#(selector), "a": {"o": {"a": 0, "k": 20}}}]"#
            let styles = try #require(try Self.textNode(document: #""t": "ABCDEFG""#, animators: animator).characterStyles)
            return styles.map { ($0.opacity * 1000).rounded() / 1000 }
        }
        // lottie-web's square selector: 25% of 7 starts a quarter of the way into B, 75% ends a quarter into F, and
        // a character partly inside takes that part of the change. lottie-ios rounds both ends to whole characters.
        let quarter = 1 + (0.2 * 0.25 - 1) * 0.25
        #expect(try opacities(start: 25, end: 75, units: 1) == [1, quarter, 0.2, 0.2, 0.2, quarter, 1].map { ($0 * 1000).rounded() / 1000 })
        #expect(try opacities(start: 1, end: 3, units: 2) == [1, 0.2, 0.2, 1, 1, 1, 1])
    }
}
