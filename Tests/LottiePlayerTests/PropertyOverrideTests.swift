import Foundation
import LottiePlayer
import Testing
import VectorGraphics

/// Values replaced by keypath: the keypaths a file has, overrides of every kind that reach every way of drawing,
/// and typos reported with the closest names.
@Suite("Property overrides")
struct PropertyOverrideTests {
    static let heart = PackagePaths.animations.appendingPathComponent("favourites.json").path

    @Test("keypaths list layers, groups, shapes, styles and their properties as overrides name them")
    func keypaths() throws {
        let document = try AnimationDocument(contentsOfFile: Self.heart)
        let listed = document.interpreter.keypaths.map { "\($0.kind.rawValue) \($0)" }
        let transform = { (owner: String) in
            ["point \(owner).Transform.Anchor Point", "point \(owner).Transform.Position", "point \(owner).Transform.Scale",
             "number \(owner).Transform.Rotation", "number \(owner).Transform.Opacity"]
        }
        #expect(listed == ["layer favourites"] + transform("favourites") + ["group favourites.Heart"] + transform("favourites.Heart") + [
            "shape favourites.Heart.Heart",
            "style favourites.Heart.Fill", "color favourites.Heart.Fill.Color", "number favourites.Heart.Fill.Opacity",
            "style favourites.Heart.Stroke", "color favourites.Heart.Stroke.Color", "number favourites.Heart.Stroke.Opacity",
            "number favourites.Heart.Stroke.Stroke Width",
        ])
        // Every colour keypath listed is one an override reaches: each changes the picture on its own.
        let plain = try AnimationRenderer(document: document, viewport: Viewport(width: 48, height: 48)).image(frame: 20)
        for keypath in document.interpreter.keypaths where keypath.kind == .color {
            let tinted = document.overriding(PropertyOverrides().settingColor(LottieColor(hex: "#FF2D55")!, for: KeypathPattern(keypath.description)))
            #expect(try AnimationRenderer(document: tinted, viewport: Viewport(width: 48, height: 48)).image(frame: 20) != plain, "\(keypath)")
        }
    }

    @Test("an override reaches single frames, renderers, film strips and animated images alike")
    func everyPath() throws {
        let red = LottieColor(hex: "#FF0000")!
        let document = try AnimationDocument(contentsOfFile: Self.heart).overriding(PropertyOverrides().settingColor(red, for: KeypathPattern("**.Fill.Color")))
        let viewport = Viewport(width: 48, height: 48)
        let centre = try PixelImage(decodingPNG: try document.render(frame: 20, viewport: viewport, format: .png)).pixel(x: 24, y: 24)
        #expect(centre.red > 0.99 && centre.green < 0.01 && centre.alpha > 0.99, "\(centre)")
        #expect(try AnimationRenderer(document: document, viewport: viewport).image(frame: 20).pixel(x: 24, y: 24) == centre)
        let decoded = try AnimatedImageReaders.apng(try document.animatedImage(.range(20, 20), viewport: viewport, format: .apng))
        #expect(decoded.frames[0].image.pixel(x: 24, y: 24) == centre)
    }

    @Test("overrides are values: equal and hashed alike by their entries, and a copy changed apart leaves the original")
    func values() {
        let fill = KeypathPattern("**.Fill.Color"), width = KeypathPattern("**.Stroke Width")
        let original = PropertyOverrides().settingColor(.black, for: fill)
        var copy = original
        copy.setNumber(4, for: width)
        copy.setText("hi", for: KeypathPattern("Title.Text"))
        #expect(original.colors.count == 1 && original.numbers.isEmpty && original.texts.isEmpty)
        #expect(copy.colors.count == 1 && copy.numbers.count == 1 && copy.texts.count == 1)
        #expect(original != copy)
        let rebuilt = PropertyOverrides().settingColor(.black, for: fill).settingNumber(4, for: width)
            .settingText("hi", for: KeypathPattern("Title.Text"))
        #expect(rebuilt == copy && rebuilt.hashValue == copy.hashValue)
        // The order set is part of the value: the last entry that matches wins.
        let swapped = PropertyOverrides().settingNumber(4, for: width).settingColor(.black, for: fill)
            .settingText("hi", for: KeypathPattern("Title.Text"))
        #expect(swapped == copy, "entries of different kinds are kept apart, each kind in its own order")
        #expect(PropertyOverrides().settingColor(.white, for: fill).settingColor(.black, for: fill) != original)
        #expect(PropertyOverrides() == .none && PropertyOverrides().isEmpty && !original.isEmpty)
        #expect(Set([original, copy, rebuilt, PropertyOverrides()]).count == 3)
    }

    @Test("an override that matches no colour is reported with the closest keypaths")
    func typos() throws {
        let document = try AnimationDocument(contentsOfFile: Self.heart)
            .overriding(PropertyOverrides().settingColor(.black, for: KeypathPattern("Hart.Fill.Color")).settingColor(.black, for: KeypathPattern("**.Stroke.Color")))
        let unmatched = document.unmatchedOverrides()
        #expect(unmatched.map(\.pattern.description) == ["Hart.Fill.Color"])
        #expect(unmatched.first?.closest.first?.description == "favourites.Heart.Fill.Color")
        #expect(unmatched.first?.description == "'Hart.Fill.Color' matches no color keypath; closest: 'favourites.Heart.Fill.Color', 'favourites.Heart.Stroke.Color'")
        // A keypath of the wrong kind: a colour for a stroke width matches nothing a colour can change.
        let wrongKind = try AnimationDocument(contentsOfFile: Self.heart).overriding(PropertyOverrides().settingColor(.black, for: KeypathPattern("**.Stroke Width")))
        #expect(wrongKind.unmatchedOverrides().map(\.kind) == [.color])
    }

    @Test("a bar's icons take keypath colours over the tint, and the selected tint can change")
    func tabBar() throws {
        let bar = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let yellow = LottieColor(hex: "#FFCC00")!, pink = LottieColor(hex: "#FF2D55")!
        let changed = try bar.selectingTint(pink).overridingIcons(PropertyOverrides().settingColor(yellow, for: KeypathPattern("**.Heart.Fill.Color")))
        #expect(bar.unmatchedOverrides(PropertyOverrides().settingColor(yellow, for: KeypathPattern("**.Heart.Fill.Color"))).isEmpty)
        let recording = try TabShiftRecording(document: changed, plan: TabShiftPlan(from: 0, to: 2))
        let rest = recording.pose(at: recording.duration)
        #expect(rest.tabs[2].tint.hexString == pink.hexString)
        let image = try TabBarRenderer(document: changed, viewport: Viewport(width: 390, height: 84)).image(rest)
        // The heart's centre (third of five tabs, 8 pt insets, icon centred in the content above the 20 pt inset).
        let heart = image.pixel(x: 195, y: 36)
        #expect(abs(heart.red - 1) < 0.02 && abs(heart.green - 0.8) < 0.02 && heart.blue < 0.02, "\(heart)")
    }
}

extension PropertyOverrideTests {
    static let viewport = Viewport(width: 96, height: 96)

    static func image(_ document: AnimationDocument, frame: Double = 20) throws -> PixelImage {
        try AnimationRenderer(document: document, viewport: viewport).image(frame: frame)
    }

    /// The bounding box of pixels with any coverage.
    static func coveredBounds(_ image: PixelImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        var bounds = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        for y in 0..<image.height {
            for x in 0..<image.width where image.bytes(x: x, y: y)[3] > 0 {
                bounds = (min(bounds.minX, x), min(bounds.minY, y), max(bounds.maxX, x), max(bounds.maxY, y))
            }
        }
        return bounds
    }

    @Test("stroke width, opacity, position, scale and rotation by keypath change what they name")
    func numbersAndPoints() throws {
        let heart = try AnimationDocument(contentsOfFile: Self.heart)
        let plain = try Self.image(heart)
        let plainBounds = Self.coveredBounds(plain)
        let wide = heart.overriding(PropertyOverrides().settingNumber(12, for: KeypathPattern("**.Stroke.Stroke Width")))
        let wideBounds = Self.coveredBounds(try Self.image(wide))
        #expect(wideBounds.minX < plainBounds.minX && wideBounds.maxY > plainBounds.maxY, "a wider stroke reaches further")
        let noStroke = heart.overriding(PropertyOverrides().settingNumber(0, for: KeypathPattern("**.Stroke.Opacity")).settingNumber(0, for: KeypathPattern("**.Fill.Opacity")))
        #expect(try Self.image(noStroke).rgba.allSatisfy { $0 == 0 }, "both styles at 0% draw nothing")
        let moved = heart.overriding(PropertyOverrides().settingPoint(Point(x: 20, y: 48), for: KeypathPattern("favourites.Transform.Position")))
        #expect(Self.coveredBounds(try Self.image(moved)).maxX < plainBounds.maxX - 20, "the layer moved left by 28")
        let small = heart.overriding(PropertyOverrides().settingPoint(Point(x: 50, y: 50), for: KeypathPattern("**.Heart.Transform.Scale")))
        let smallBounds = Self.coveredBounds(try Self.image(small))
        #expect(smallBounds.maxX - smallBounds.minX < (plainBounds.maxX - plainBounds.minX) * 2 / 3, "the group is half as wide")
        let turned = heart.overriding(PropertyOverrides().settingNumber(180, for: KeypathPattern("favourites.Transform.Rotation")))
        #expect(try Self.image(turned) != plain)
        let faded = heart.overriding(PropertyOverrides().settingNumber(50, for: KeypathPattern("favourites.Transform.Opacity")))
        let maximumAlpha = try Self.image(faded).rgba.enumerated().filter { $0.offset % 4 == 3 }.map(\.element).max() ?? 0
        #expect((126...129).contains(maximumAlpha), "half opacity: \(maximumAlpha)")
        #expect(heart.overriding(PropertyOverrides().settingNumber(1, for: KeypathPattern("**.Stroke.Stroke Width"))).unmatchedOverrides().isEmpty)
    }

    @Test("a text layer's text by keypath")
    func text() throws {
        let json = """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 200, "h": 60,
         "fonts": {"list": [{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book"}]},
         "layers": [{"ty": 5, "nm": "Title", "ip": 0, "op": 10, "ks": {"p": {"a": 0, "k": [10, 40]}},
                     "t": {"d": {"k": [{"t": 0, "s": {"t": "Hi", "f": "DejaVuSans", "s": 30, "fc": [0, 0, 0], "j": 0, "lh": 36}}]}}}]}
        """
        let document = try AnimationDocument(data: Data(json.utf8), name: "title.json")
        #expect(document.interpreter.keypaths.contains { $0.description == "Title.Text" && $0.kind == .text })
        let viewport = Viewport(width: 200, height: 60)
        let short = Self.coveredBounds(try AnimationRenderer(document: document, viewport: viewport).image(frame: 0))
        let longer = document.overriding(PropertyOverrides().settingText("Hello, world", for: KeypathPattern("Title.Text")))
        let long = Self.coveredBounds(try AnimationRenderer(document: longer, viewport: viewport).image(frame: 0))
        #expect(long.maxX > short.maxX + 60, "the longer text reaches further right: \(short) → \(long)")
    }
}

extension PropertyOverrideTests {
    /// A precomposition holding one red square layer ("Dot"), placed twice: "Left" at x 0 and "Right" at x 50.
    static let twice = """
    {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 100, "h": 50,
     "assets": [{"id": "dot", "layers": [{"ty": 4, "nm": "Dot", "ip": 0, "op": 10, "ks": {},
        "shapes": [{"ty": "gr", "nm": "Square", "it": [
            {"ty": "rc", "nm": "Box", "p": {"a": 0, "k": [25, 25]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},
            {"ty": "fl", "nm": "Fill", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
            {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}]}],
     "layers": [
        {"ty": 0, "nm": "Left", "refId": "dot", "ip": 0, "op": 10, "w": 50, "h": 50, "ks": {"p": {"a": 0, "k": [0, 0]}}},
        {"ty": 0, "nm": "Right", "refId": "dot", "ip": 0, "op": 10, "w": 50, "h": 50, "ks": {"p": {"a": 0, "k": [50, 0]}}}]}
    """

    static func centres(_ document: AnimationDocument) throws -> (left: LottieColor, right: LottieColor) {
        let image = try AnimationRenderer(document: document, viewport: Viewport(width: 100, height: 50)).image(frame: 0)
        return (image.pixel(x: 25, y: 25), image.pixel(x: 75, y: 25))
    }

    @Test("a precomposition placed twice: an override can name one instance or both")
    func perInstance() throws {
        let document = try AnimationDocument(data: Data(Self.twice.utf8), name: "twice.json")
        let colours = document.interpreter.keypaths.filter { $0.kind == .color }.map(\.description)
        #expect(colours == ["Left.Dot.Square.Fill.Color", "Right.Dot.Square.Fill.Color"])
        let blue = LottieColor(red: 0, green: 0, blue: 1)
        func hex(_ color: LottieColor) -> String { color.hexString }
        let plain = try Self.centres(document)
        #expect(hex(plain.left) == "#FF0000FF" && hex(plain.right) == "#FF0000FF")
        let right = try Self.centres(document.overriding(PropertyOverrides().settingColor(blue, for: KeypathPattern("Right.**.Fill.Color"))))
        #expect(hex(right.left) == "#FF0000FF" && hex(right.right) == "#0000FFFF")
        let left = try Self.centres(document.overriding(PropertyOverrides().settingColor(blue, for: KeypathPattern("Left.Dot.*.Fill.Color"))))
        #expect(hex(left.left) == "#0000FFFF" && hex(left.right) == "#FF0000FF")
        let both = try Self.centres(document.overriding(PropertyOverrides().settingColor(blue, for: KeypathPattern("**.Fill.Color"))))
        #expect(hex(both.left) == "#0000FFFF" && hex(both.right) == "#0000FFFF")
        let moved = document.overriding(PropertyOverrides().settingPoint(Point(x: 0, y: 40), for: KeypathPattern("Right.Dot.Square.Transform.Position")))
        #expect(try Self.centres(moved).right.alpha == 0, "the right square moved down, out of the centre probe")
        #expect(document.overriding(PropertyOverrides().settingColor(blue, for: KeypathPattern("Middle.**.Color"))).unmatchedOverrides().count == 1)
    }
}

/// A shape group's transform opacity composites the group as one (isolated), as lottie-ios (a layer's group
/// opacity) and lottie-web's SVG renderer (`<g opacity>`) draw it; lottie-web's canvas renderer multiplies it into
/// each fill instead, which darkens overlaps.
@Suite("Group opacity")
struct GroupOpacityTests {
    @Test("two overlapping opaque squares in a group at 50%: the overlap is no darker than the rest")
    func isolated() throws {
        let square = { (x: Int) in
            #"{"ty": "gr", "nm": "Square \#(x)", "it": [{"ty": "rc", "p": {"a": 0, "k": [\#(x), 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "o": {"a": 0, "k": 100}}]}"#
        }
        let json = """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 100, "h": 100,
         "layers": [{"ty": 4, "nm": "Layer", "ip": 0, "op": 10, "ks": {},
           "shapes": [{"ty": "gr", "nm": "Faded", "it": [\(square(40)), \(square(60)), {"ty": "tr", "o": {"a": 0, "k": 50}}]}]}]}
        """
        let document = try AnimationDocument(data: Data(json.utf8), name: "group-opacity.json")
        let image = try AnimationRenderer(document: document, viewport: Viewport(width: 100, height: 100)).image(frame: 0)
        let alone = image.bytes(x: 30, y: 50)[3], overlap = image.bytes(x: 50, y: 50)[3]
        #expect((126...129).contains(alone), "\(alone)")
        #expect(overlap == alone, "isolated: \(overlap), multiplied into each fill would give about 191")
    }

    /// The performance issue's report: a masked layer whose group fades (and scales) drew nothing. Masked content
    /// is drawn offscreen with the group's opacity inside it; the faded group shows through the mask.
    @Test("a masked layer whose shape group fades and scales draws the faded group, cut by the mask", arguments: [1, 2])
    func maskedFadingGroup(shapes: Int) throws {
        let square = { (x: Int) in
            #"{"ty": "gr", "it": [{"ty": "rc", "p": {"a": 0, "k": [\#(x), 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr"}]}"#
        }
        let content = [square(40), square(60)].prefix(shapes).joined(separator: ", ")
        let json = """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 31, "w": 100, "h": 100,
         "layers": [{"ty": 4, "nm": "Layer", "ip": 0, "op": 31, "ks": {}, "hasMask": true,
           "masksProperties": [{"mode": "a", "inv": false, "o": {"a": 0, "k": 100}, "x": {"a": 0, "k": 0},
             "pt": {"a": 0, "k": {"c": true, "v": [[0, 0], [55, 0], [55, 100], [0, 100]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}],
           "shapes": [{"ty": "gr", "nm": "Fading", "it": [\(content),
             {"ty": "tr", "a": {"a": 0, "k": [50, 50]}, "p": {"a": 0, "k": [50, 50]},
              "s": {"a": 1, "k": [{"t": 0, "s": [100, 100], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 30, "s": [80, 80]}]},
              "o": {"a": 1, "k": [{"t": 0, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 30, "s": [40]}]}}]}]}]}
        """
        let document = try AnimationDocument(data: Data(json.utf8), name: "masked-fade.json")
        let renderer = try AnimationRenderer(document: document, viewport: Viewport(width: 100, height: 100))
        for (frame, opacity) in [(0.0, 1.0), (15, 0.7), (30, 0.4)] {
            let image = try renderer.image(frame: frame)
            let inside = Double(image.bytes(x: 45, y: 50)[3]) / 255
            #expect(abs(inside - opacity) < 0.01, "frame \(frame): alpha \(inside) inside the mask, the group at \(opacity)")
            #expect(image.bytes(x: 70, y: 50)[3] == 0, "frame \(frame): the mask cuts at x = 55")
        }
    }
}

/// Paragraph ("box") text, laid out as lottie-web sets it: wrapped at the box's width, first baseline one ascent
/// below the box's top, justified within the box.
@Suite("Box text")
struct BoxTextTests {
    static func render(justification: Int, width: Double = 120) throws -> PixelImage {
        let json = """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 200, "h": 200,
         "fonts": {"list": [{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book", "ascent": 75}]},
         "layers": [{"ty": 5, "nm": "Paragraph", "ip": 0, "op": 10, "ks": {},
            "t": {"d": {"k": [{"t": 0, "s": {"t": "alpha beta gamma delta epsilon", "f": "DejaVuSans", "s": 20, "fc": [0, 0, 0], "j": \(justification),
                  "lh": 24, "ps": [10, 10], "sz": [\(width), 180]}}]}}}]}
        """
        let document = try AnimationDocument(data: Data(json.utf8), name: "box.json")
        return try AnimationRenderer(document: document, viewport: Viewport(width: 200, height: 200)).image(frame: 0)
    }

    /// Columns and rows holding ink.
    static func ink(_ image: PixelImage) -> (columns: [Int], rows: [Int]) {
        let covered = { (x: Int, y: Int) in image.bytes(x: x, y: y)[3] > 100 }
        return ((0..<200).filter { x in (0..<200).contains { covered(x, $0) } }, (0..<200).filter { y in (0..<200).contains { covered($0, y) } })
    }

    /// Runs of consecutive rows: one per line of text.
    static func bands(_ rows: [Int]) -> Int {
        zip(rows, rows.dropFirst()).filter { $1 - $0 > 1 }.count + (rows.isEmpty ? 0 : 1)
    }

    @Test("lines wrap at the box's width and start one ascent below its top")
    func wraps() throws {
        let (columns, rows) = Self.ink(try Self.render(justification: 0))
        #expect(columns.first! >= 10 && columns.last! <= 130, "ink from \(columns.first!) to \(columns.last!), box 10…130")
        #expect(Self.bands(rows) >= 3, "\(Self.bands(rows)) lines")
        // The first baseline is at 10 + 0.75 × 20 = 25; capitals and ascenders reach about 15 above it.
        #expect((9...14).contains(rows.first!), "first ink row \(rows.first!)")
        #expect(rows.last! < 25 + 24 * 4 + 6, "at most five lines, 24 apart")
    }

    @Test("justification aligns each line within the box, not on its left edge")
    func justification() throws {
        let left = Self.ink(try Self.render(justification: 0)).columns
        let right = Self.ink(try Self.render(justification: 1)).columns
        let centre = Self.ink(try Self.render(justification: 2)).columns
        #expect(left.first! <= 12 && right.last! >= 124 && right.last! <= 131)
        let middle = Double(centre.first! + centre.last!) / 2
        #expect(abs(middle - 70) < 6, "centred lines sit around the box's middle, 70: \(middle)")
    }

    @Test("a wide box keeps the text on one line")
    func oneLine() throws {
        #expect(Self.bands(Self.ink(try Self.render(justification: 0, width: 400)).rows) == 1)
    }

    @Test("wrapping rules: at the last space that fits, a word wider than the box between characters")
    func wrappingRules() {
        let unit = { (_: Character) in 1.0 }
        #expect(TextWrapping.lines(of: "aa bb cc", width: 5, advance: unit) == ["aa bb", "cc"])
        #expect(TextWrapping.lines(of: "aaaaaaa b", width: 3, advance: unit) == ["aaa", "aaa", "a b"])
        #expect(TextWrapping.lines(of: "", width: 3, advance: unit) == [""])
    }
}

/// Text animators: range selectors (lottie-web's shapes and units) driving per-character properties.
@Suite("Text animators")
struct TextAnimatorTests {
    static func render(selector: String, properties: String, text: String = "HHHH") throws -> (image: PixelImage, document: AnimationDocument) {
        let json = """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 200, "h": 60,
         "fonts": {"list": [{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book"}]},
         "layers": [{"ty": 5, "nm": "Title", "ip": 0, "op": 10, "ks": {"p": {"a": 0, "k": [10, 45]}},
            "t": {"d": {"k": [{"t": 0, "s": {"t": "\(text)", "f": "DejaVuSans", "s": 40, "fc": [0, 0, 0], "j": 0}}]},
                  "a": [{"nm": "Animator", "s": \(selector), "a": \(properties)}]}}]}
        """
        let document = try AnimationDocument(data: Data(json.utf8), name: "animated-text.json")
        return (try AnimationRenderer(document: document, viewport: Viewport(width: 200, height: 60)).image(frame: 0), document)
    }

    /// The most opaque pixel and the reddest ink in each quarter of the text's extent.
    static func quarters(_ image: PixelImage) -> [(alpha: Int, red: Int)] {
        let inked = (0..<200).filter { x in (0..<60).contains { image.bytes(x: x, y: $0)[3] > 0 } }
        let left = inked.first!, width = inked.last! - left + 1
        return (0..<4).map { quarter in
            let columns = (left + quarter * width / 4)..<(left + (quarter + 1) * width / 4)
            var alpha = 0, red = 0
            for x in columns {
                for y in 0..<60 {
                    let pixel = image.bytes(x: x, y: y)
                    alpha = max(alpha, Int(pixel[3]))
                    if pixel[3] > 200 { red = max(red, Int(pixel[0])) }
                }
            }
            return (alpha, red)
        }
    }

    @Test("a square range over the first half hides those characters at opacity 0")
    func opacityHalf() throws {
        let (image, document) = try Self.render(selector: #"{"s": {"k": 0}, "e": {"k": 50}, "r": 1, "sh": 1}"#, properties: #"{"o": {"a": 0, "k": 0}}"#)
        #expect(!document.diagnostics.contains { $0.message.contains("animator") }, "\(document.diagnostics)")
        // With the first half hidden, the ink starts at the third H: the text's visible extent is its second half.
        let unanimated = try Self.render(selector: #"{"s": {"k": 0}, "e": {"k": 0}}"#, properties: #"{"o": {"a": 0, "k": 0}}"#).image
        let inked = { (picture: PixelImage) in (0..<200).filter { x in (0..<60).contains { picture.bytes(x: x, y: $0)[3] > 0 } } }
        let visible = inked(image), full = inked(unanimated)
        #expect(visible.first! > full.first! + 40, "hidden characters leave the left empty: \(visible.first!) vs \(full.first!)")
        #expect(visible.last! == full.last!)
    }

    @Test("fill colour by index: characters 2 and 3 (of 0…3) turn red")
    func fillByIndex() throws {
        let (image, _) = try Self.render(selector: #"{"s": {"k": 2}, "e": {"k": 4}, "r": 2, "sh": 1}"#, properties: #"{"fc": {"a": 0, "k": [1, 0, 0, 1]}}"#)
        let reds = Self.quarters(image).map(\.red)
        #expect(reds[0] < 30 && reds[1] < 30 && reds[2] > 220 && reds[3] > 220, "\(reds)")
    }

    @Test("a ramp-up selector fades opacity along the text")
    func rampUp() throws {
        let (image, _) = try Self.render(selector: #"{"s": {"k": 0}, "e": {"k": 100}, "r": 1, "sh": 2}"#, properties: #"{"o": {"a": 0, "k": 0}}"#)
        // Amounts 1/8, 3/8, 5/8, 7/8: opacities 87.5%, 62.5%, 37.5%, 12.5%.
        let alphas = Self.quarters(image).map(\.alpha)
        for (alpha, expected) in zip(alphas, [223, 159, 96, 32]) { #expect(abs(alpha - expected) <= 8, "\(alphas)") }
    }

    @Test("position moves the selected characters; stroke width adds to theirs (lottie-web), so 0 leaves the stroke")
    func positionAndStroke() throws {
        let still = Self.quarters(try Self.render(selector: #"{"s": {"k": 0}, "e": {"k": 0}}"#, properties: #"{"p": {"a": 0, "k": [0, 0]}}"#).image)
        let (image, _) = try Self.render(selector: #"{"s": {"k": 50}, "e": {"k": 100}, "r": 1}"#, properties: #"{"p": {"a": 0, "k": [0, 12]}}"#)
        // The second half moved 12 down: its ink starts lower than the first half's.
        func top(_ columns: Range<Int>) -> Int {
            (0..<60).first { y in columns.contains { x in image.bytes(x: x, y: y)[3] > 100 } } ?? 60
        }
        #expect(top(110..<200) >= top(0..<60) + 10, "moved \(top(110..<200)) vs \(top(0..<60))")
        #expect(still.count == 4)
        let stroked = try Self.render(selector: #"{"s": {"k": 0}, "e": {"k": 100}}"#, properties: #"{"sw": {"a": 0, "k": 4}, "sc": {"a": 0, "k": [1, 0, 0, 1]}}"#).image
        #expect(Self.quarters(stroked).allSatisfy { $0.red > 200 }, "a 4-unit red outline on every character")
    }

    @Test("properties not supported yet are diagnostics")
    func unsupported() throws {
        let (_, document) = try Self.render(selector: #"{"s": {"k": 0}, "e": {"k": 100}}"#, properties: #"{"rx": {"a": 0, "k": 45}, "o": {"a": 0, "k": 50}}"#)
        #expect(document.diagnostics.contains { $0.message.contains("text animator property \"rx\" is not supported yet") })
    }
}

extension TextAnimatorTests {
    @Test("more than 64 animators on a layer: the first 64 apply and the rest are a diagnostic")
    func animatorBudget() throws {
        let one = #"{"s": {"s": {"k": 0}, "e": {"k": 100}}, "a": {"o": {"a": 0, "k": 100}}}"#
        let json = """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 100, "h": 40,
         "layers": [{"ty": 5, "nm": "Many", "ip": 0, "op": 10, "ks": {},
            "t": {"d": {"k": [{"t": 0, "s": {"t": "Hi", "f": "Sans", "s": 20, "fc": [0, 0, 0], "j": 0}}]}, "a": [\(Array(repeating: one, count: 200).joined(separator: ", "))]}}]}
        """
        let document = try AnimationDocument(data: Data(json.utf8), name: "many-animators.json")
        #expect(document.diagnostics.contains { $0.message.contains("200 text animators; only the first 64 are applied") })
        _ = try AnimationRenderer(document: document, viewport: Viewport(width: 100, height: 40)).image(frame: 0)
    }
}
