@_spi(Model) import LottieModel
import Testing
import VectorGraphics
@testable import LottieInterpreter

/// Text animators' per-character properties as lottie-web applies them (`TextAnimatorProperty.getMeasures`), on
/// embedded glyphs: "A" is a 40 × 70 block with an advance of 60 at 100 units, so at size 50 each A is 20 wide,
/// 35 high, its centre 15 from its pen, and the pen moves 30.
@Suite("Text animators")
struct TextAnimatorTests {
    static let glyphs = #"[{"ch": "A", "fFamily": "Test Sans", "style": "Regular", "size": 100, "w": 60, "data": {"shapes": [{"ty": "sh", "ks": {"k": {"v": [[0,0],[40,0],[40,-70],[0,-70]], "i": [[0,0],[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0],[0,0]], "c": true}}}]}}, {"ch": " ", "fFamily": "Test Sans", "style": "Regular", "size": 100, "w": 60, "data": {}}]"#
    static let fonts = #"{"list": [{"fName": "TestSans-Regular", "fFamily": "Test Sans", "fStyle": "Regular"}]}"#

    /// Each drawn character's bounds and fill, left to right, under one animator of `properties` over `selector`.
    static func characters(_ text: String, properties: String, selector: String = #"{"t": 0, "s": {"k": 0}, "e": {"k": 100}, "o": {"k": 0}, "r": 1, "b": 1, "sh": 1}"#, justification: Int = 0) throws -> [(bounds: Rect, fill: String)] {
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"t": "\#(text)", "s": 50, "f": "TestSans-Regular", "fc": [1, 0, 0], "j": \#(justification), "tr": 0, "lh": 60}}]}, "a": [{"s": \#(selector), "a": \#(properties)}]}}"#
        let probe = try SceneProbe(#"{"v": "5.7", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200, "fonts": \#(fonts), "chars": \#(glyphs), "layers": [\#(layer)]}"#)
        return probe.drawables().compactMap { drawable in
            guard case .fill(let fill) = drawable.node, let bounds = fill.path.controlBounds else { return nil }
            return (bounds, fill.paint.solidColor?.hexString ?? "")
        }
    }

    static func rounded(_ rect: Rect) -> [Double] {
        [rect.minX, rect.minY, rect.maxX, rect.maxY].map { ($0 * 100).rounded() / 100 }
    }

    @Test("tracking moves every character after the first apart, and a centred line back by half of it")
    func tracking() throws {
        #expect(try Self.characters("AAA", properties: #"{"t": {"k": 10}}"#).map(\.bounds.minX) == [0, 40, 80])
        // Centred: the line is 90 wide plus 30 of tracking (all three count), moved back by 15 + 45.
        #expect(try Self.characters("AAA", properties: #"{"t": {"k": 10}}"#, justification: 2).map(\.bounds.minX) == [-50, -10, 30])
    }

    @Test("scale, rotation and anchor turn each character about its centre on the baseline")
    func transform() throws {
        let scaled = try Self.characters("A", properties: #"{"s": {"k": [200, 200, 100]}}"#)
        #expect(Self.rounded(scaled[0].bounds) == [-15, -70, 25, 0])
        let turned = try Self.characters("A", properties: #"{"r": {"k": 90}}"#)
        // Clockwise a quarter turn about (15, 0): the block lies to the right of the centre, below the baseline.
        #expect(Self.rounded(turned[0].bounds) == [15, -15, 50, 5])
        let anchored = try Self.characters("A", properties: #"{"a": {"k": [5, 0]}, "r": {"k": 180}}"#)
        // The anchor moves the block 5 left of the centre before it turns: half a turn puts 0…20 on 15…35, below
        // the baseline.
        #expect(Self.rounded(anchored[0].bounds) == [15, 0, 35, 35])
        let skewed = try Self.characters("A", properties: #"{"sk": {"k": 45}, "sa": {"k": 0}}"#)
        #expect(Self.rounded(skewed[0].bounds) == [0, -35, 55, 0], "the top slides right by its height, as a layer's skew of -45° would")
    }

    @Test("half the selector's amount does half of each change")
    func partial() throws {
        let selector = #"{"t": 0, "s": {"k": 0}, "e": {"k": 100}, "o": {"k": 0}, "r": 1, "b": 1, "sh": 1, "a": {"k": 50}}"#
        let scaled = try Self.characters("A", properties: #"{"s": {"k": [300, 300]}}"#, selector: selector)
        #expect(Self.rounded(scaled[0].bounds) == [-15, -70, 25, 0])
    }

    @Test("hue, saturation and brightness change the fill in HSV")
    func fillHSV() throws {
        #expect(try Self.characters("A", properties: #"{"fh": {"k": 120}}"#).map(\.fill) == ["#00FF00FF"])
        #expect(try Self.characters("A", properties: #"{"fs": {"k": -100}}"#).map(\.fill) == ["#FFFFFFFF"])
        #expect(try Self.characters("A", properties: #"{"fb": {"k": -50}}"#).map(\.fill) == ["#800000FF"])
    }

    @Test("a selector counts characters but spaces, words or lines as lottie-web counts them")
    func basis() throws {
        func hidden(_ text: String, basis: Int, end: Double) throws -> [Double] {
            let selector = #"{"t": 0, "s": {"k": 0}, "e": {"k": \#(end)}, "o": {"k": 0}, "r": 1, "b": \#(basis), "sh": 1}"#
            return try Self.characters(text, properties: #"{"o": {"k": 0}}"#, selector: selector).map(\.bounds.minX)
        }
        // Words: "AA" and "A"; half of them hides the first word.
        let words = try hidden("AA A", basis: 3, end: 50)
        #expect(words == [90], "\(words)")
        // Characters but spaces: three units; a third hides the first A only.
        let letters = try hidden("A AA", basis: 2, end: 100.0 / 3)
        #expect(letters == [60, 90], "\(letters)")
        // Lines: two; half hides the first line.
        #expect(try hidden(#"AA\rA"#, basis: 4, end: 50) == [0])
    }

    @Test("a randomised selector picks the same shuffled units every time, from its seed")
    func randomOrder() throws {
        func shown(seed: Int) throws -> [Double] {
            let selector = #"{"t": 0, "s": {"k": 0}, "e": {"k": 50}, "o": {"k": 0}, "r": 1, "b": 1, "sh": 1, "rn": 1, "rs": {"k": \#(seed)}}"#
            return try Self.characters("AAAAAA", properties: #"{"o": {"k": 0}}"#, selector: selector).map(\.bounds.minX)
        }
        let first = try shown(seed: 1)
        #expect(first.count == 3)
        #expect(try shown(seed: 1) == first)
        #expect(first != [90, 120, 150], "not the last three in order")
        #expect(TextAnimatorSource.shuffledOrder(count: 50, seed: 7).sorted() == Array(0..<50))
        #expect(TextAnimatorSource.shuffledOrder(count: 50, seed: 7) != TextAnimatorSource.shuffledOrder(count: 50, seed: 8))
    }
}

/// Text set along a mask path as lottie-web sets it (`TextAnimatorProperty.getMeasures` with a masked path), on a
/// vertical line from (50, 0) down to (50, 200) and the same embedded "A" blocks.
@Suite("Text on a path")
struct TextOnPathTests {
    static func characters(_ text: String, path: String = #""m": 0, "f": {"a": 0, "k": 0}"#, closed: Bool = false, vertices: String = "[[50, 0], [50, 200]]") throws -> [[Double]] {
        let tangents = vertices.replacingOccurrences(of: #"\[-?\d+(\.\d+)?, -?\d+(\.\d+)?\]"#, with: "[0, 0]", options: .regularExpression)
        let mask = #"{"mode": "n", "pt": {"a": 0, "k": {"v": \#(vertices), "i": \#(tangents), "o": \#(tangents), "c": \#(closed)}}, "o": {"a": 0, "k": 100}}"#
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "masksProperties": [\#(mask)], "t": {"d": {"k": [{"t": 0, "s": {"t": "\#(text)", "s": 50, "f": "TestSans-Regular", "fc": [1, 0, 0], "j": 0, "tr": 0, "lh": 60}}]}, "p": {\#(path)}, "a": []}}"#
        let probe = try SceneProbe(#"{"v": "5.7", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200, "fonts": \#(TextAnimatorTests.fonts), "chars": \#(TextAnimatorTests.glyphs), "layers": [\#(layer)]}"#)
        guard case .fill(let fill) = try #require(probe.drawables().first).node else { return [] }
        return fill.path.contours.compactMap { BezierPath(contours: [$0]).controlBounds }.map(TextAnimatorTests.rounded)
    }

    @Test("each character sits on the path at its centre's distance, turned with it")
    func alongALine() throws {
        // Centres 15 and 45 down the line; each block turned a quarter, lying right of the line.
        #expect(try Self.characters("AA") == [[50, 0, 85, 20], [50, 30, 85, 50]])
    }

    @Test("the first margin moves the text along; a reversed path runs from its end; upright characters do not turn")
    func settings() throws {
        #expect(try Self.characters("A", path: #""m": 0, "f": {"a": 0, "k": 10}"#) == [[50, 10, 85, 30]])
        #expect(try Self.characters("A", path: #""m": 0, "f": {"a": 0, "k": 0}, "r": {"a": 0, "k": 1}"#) == [[15, 180, 50, 200]])
        #expect(try Self.characters("A", path: #""m": 0, "f": {"a": 0, "k": 0}, "p": {"a": 0, "k": 0}"#) == [[35, -20, 55, 15]])
    }

    @Test("forced alignment spreads the characters from the first margin to the last")
    func forcedAlignment() throws {
        let spread = try Self.characters("AAA", path: #""m": 0, "f": {"a": 0, "k": 0}, "l": {"a": 0, "k": 20}, "a": {"a": 0, "k": 1}"#)
        // Centres at 15, 90 and 165 (200 less the last margin and half an advance); each block's top 15 above.
        #expect(spread.map { $0[1] + 0 } == [0, 75, 150])
    }

    @Test("on a closed path the text wraps past the end to the start")
    func wraps() throws {
        let square = "[[0, 0], [100, 0], [100, 100], [0, 100]]"
        // 400 around; a first margin of 385 puts the centre at 400, the start again, heading right.
        let placed = try Self.characters("A", path: #""m": 0, "f": {"a": 0, "k": 385}"#, closed: true, vertices: square)
        #expect(placed == [[-15, -35, 5, 0]])
    }

    @Test("a path naming a mask the layer lacks is a diagnostic, and the text is set straight")
    func missingMask() throws {
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "t": {"d": {"k": [{"t": 0, "s": {"t": "A", "s": 50, "f": "TestSans-Regular", "fc": [1, 0, 0], "j": 0, "tr": 0, "lh": 60}}]}, "p": {"m": 3}, "a": []}}"#
        let probe = try SceneProbe(#"{"v": "5.7", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200, "fonts": \#(TextAnimatorTests.fonts), "chars": \#(TextAnimatorTests.glyphs), "layers": [\#(layer)]}"#)
        #expect(probe.interpreter.diagnostics.contains { $0.message.contains("names mask 3") })
        #expect(probe.drawables().count == 1)
    }

    @Test("text in a system font hands its path to the renderer, reversed when asked, with its margins")
    func systemFont() throws {
        let mask = #"{"mode": "n", "pt": {"a": 0, "k": {"v": [[50, 0], [50, 200]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]], "c": false}}, "o": {"a": 0, "k": 100}}"#
        let layer = #"{"ty": 5, "ip": 0, "op": 60, "ks": {}, "masksProperties": [\#(mask)], "t": {"d": {"k": [{"t": 0, "s": {"t": "AB", "s": 50, "f": "Missing-Font", "fc": [1, 0, 0], "j": 0, "tr": 0, "lh": 60}}]}, "p": {"m": 0, "f": {"a": 0, "k": 12}, "r": {"a": 0, "k": 1}}, "a": []}}"#
        let probe = try SceneProbe(#"{"v": "5.7", "fr": 30, "ip": 0, "op": 60, "w": 200, "h": 200, "layers": [\#(layer)]}"#)
        guard case .text(let text) = try #require(probe.drawables().first).node else {
            Issue.record("expected a system-font text node")
            return
        }
        let path = try #require(text.path)
        #expect(path.firstMargin == 12 && path.isPerpendicular && !path.forcesAlignment)
        #expect(path.contour.start == Point(x: 50, y: 200), "reversed: the text starts at the path's end")
        // Placing two 30-wide characters: centres 12 + 15 and 12 + 45 up from the bottom, turned to point up.
        let placed = path.placements(advances: [30, 30], tracking: 0, lineWidth: 60, alignment: 0, baseline: 0, styles: nil, shifts: nil)
        let centres = placed.map { transform -> [Double] in
            let centre = transform.apply(to: Point(x: 15, y: 0))
            return [(centre.x * 100).rounded() / 100, (centre.y * 100).rounded() / 100]
        }
        #expect(centres == [[50, 173], [50, 143]])
    }
}
