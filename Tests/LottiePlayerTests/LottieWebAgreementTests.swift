import Foundation
import LottiePlayer
import LottieTestFixtures
import Testing
import VectorGraphics

/// Cases where TabShift once drew otherwise than lottie-web, the format's reference player, and now draws as it does;
/// each probes the pixels that showed the difference.
@Suite("Agreement with lottie-web")
struct LottieWebAgreementTests {
    static let viewport = Viewport(width: 100, height: 100)

    static func pixel(_ json: String, frame: Double = 0, x: Int, y: Int) throws -> String {
        let document = try AnimationDocument(data: Data(json.utf8), name: "probe.json")
        return try AnimationRenderer(document: document, viewport: viewport).image(frame: frame).pixel(x: x, y: y).hexString
    }

    @Test("a filled square trimmed past its end is one area, not a triangle and a sliver")
    func trimWrappingAFill() throws {
        // Clockwise from the top-left corner; kept from half way (the bottom-right corner) round to 60%: the bottom, the
        // left side, and 40 along the top.
        let square = #"{"ty": "sh", "nm": "Square", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [100, 0], [100, 100], [0, 100]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}"#
        let layer = LottieFixture.shapeLayer([LottieFixture.group([square, LottieFixture.fill(red: 1, green: 0, blue: 0)]), LottieFixture.trim(start: 0, end: 60, offset: 180)])
        let json = LottieFixture.document(layers: [layer])
        // Inside the one outline (100,100) → (0,100) → (0,0) → (40,0): left of the closing edge from (40,0) to
        // (100,100), right of the square's diagonal, where two separately closed pieces leave a gap.
        #expect(try Self.pixel(json, x: 30, y: 10) == "#FF0000FF")
        #expect(try Self.pixel(json, x: 90, y: 10) == "#00000000")
    }

    /// A 40 × 30 red rectangle centred in the frame, its group skewed by `skew` about `axis` (values beside slot
    /// ids, with an empty `slots` object, as the file that showed the difference wrote them).
    static func skewed(_ skew: Double, axis: Double = 0) -> String {
        let rectangle = LottieFixture.rectangle(x: 0, y: 0, width: 40, height: 30)
        let transform = #"{"ty": "tr", "p": {"a": 0, "k": [50, 50]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}, "sk": {"a": 0, "k": \#(skew), "sid": "skew"}, "sa": {"a": 0, "k": \#(axis), "sid": "axis"}}"#
        let group = #"{"ty": "gr", "nm": "Group", "it": [\#(rectangle), \#(LottieFixture.fill(red: 1, green: 0, blue: 0)), \#(transform)]}"#
        return LottieFixture.document(layers: [LottieFixture.shapeLayer([group])]).replacingOccurrences(of: #""layers""#, with: #""slots": {}, "layers""#)
    }

    static func image(_ json: String) throws -> PixelImage {
        try AnimationRenderer(document: AnimationDocument(data: Data(json.utf8), name: "skew.json"), viewport: viewport).image(frame: 0)
    }

    @Test("a skew of 180° (tan 180° = 0) does not skew; angles a half turn apart skew alike; 90° flattens the shape away")
    func skewWrapsEveryHalfTurn() throws {
        let plain = try Self.image(Self.skewed(0))
        for angle in [180.0, -180, 540, 360, -720] {
            #expect(try Self.image(Self.skewed(angle)) == plain, "\(angle)°")
        }
        // The rectangle's corner at (31, 36) is inside unskewed; a 180° skew clamped short of 90° left a sliver there.
        #expect(plain.pixel(x: 31, y: 36).hexString == "#FF0000FF")
        #expect(try Self.image(Self.skewed(135, axis: 30)) == Self.image(Self.skewed(-45, axis: 30)))
        #expect(try Self.image(Self.skewed(-120, axis: 10)) == Self.image(Self.skewed(60, axis: 10)))
        #expect(try Self.image(Self.skewed(60)) != plain)
        let flattened = try Self.image(Self.skewed(90))
        #expect(flattened.rgba.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 }, "nothing drawn at 90°")
        // Large skews short of 90° stay large: lottie-web draws 89° as a long thin sliver, not the 85° of a clamp.
        let steep = try Self.image(Self.skewed(89))
        #expect(steep.pixel(x: 5, y: 50).hexString != "#00000000" && steep.pixel(x: 50, y: 40).hexString == "#00000000")
    }

    /// The "inertial bounce" expression as Bodymovin exports it (`var`s, `$bm_` arithmetic), on a rotation going
    /// linearly from 0° to 90° over frames 0 to 10 of a layer that starts at frame `start`.
    static func bouncing(start: Double) -> String {
        let expression = #"var $bm_rt;\nvar amp, freq, decay, n, t, v;\namp = 0.1;\nfreq = 2;\ndecay = 2;\nn = 0;\nif (numKeys > 0) {\n    n = nearestKey(time).index;\n    if (key(n).time > time) {\n        n--;\n    }\n}\nif (n == 0) {\n    t = 0;\n} else {\n    t = $bm_sub(time, key(n).time);\n}\nif (n > 0 && t < 1) {\n    v = velocityAtTime($bm_sub(key(n).time, $bm_div(thisComp.frameDuration, 10)));\n    $bm_rt = $bm_sum(value, $bm_div($bm_mul($bm_mul(v, amp), Math.sin($bm_mul($bm_mul($bm_mul(freq, t), 2), Math.PI))), Math.exp($bm_mul(decay, t))));\n} else {\n    $bm_rt = value;\n}"#
        let rotation = #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [90]}], "x": "\#(expression)"}"#
        let blade = LottieFixture.group([LottieFixture.rectangle(x: 0, y: -15, width: 6, height: 30), LottieFixture.fill(red: 0.2, green: 0.3, blue: 0.9)])
        let layer = LottieFixture.shapeLayer([blade], transform: #"{"p": {"a": 0, "k": [50, 50]}, "r": \#(rotation)}"#, inPoint: start, outPoint: 90, extra: #""st": \#(start)"#)
        return LottieFixture.document(outPoint: 90, layers: [layer.replacingOccurrences(of: #""st": 0, "#, with: "")])
    }

    @Test("the inertial bounce overshoots as lottie-web's nearestKey, key(n).time and velocityAtTime make it, in layers that start late")
    func inertialBounce() throws {
        for start in [0.0, 12, 25] {
            let document = try AnimationDocument(data: Data(Self.bouncing(start: start).utf8), name: "bounce.json")
            for local in [3.0, 13, 20, 38] {
                let scene = try document.scene(at: start + local)
                guard case .group(let layer)? = scene.nodes.first else { Issue.record("no layer at \(start + local)"); continue }
                let degrees = atan2(layer.transform.b, layer.transform.a) * 180 / .pi
                // What lottie-web draws (checked side by side at these frames): `time`, `value` and the keyframe
                // times all on the composition's clock, so a layer starting late bounces as soon as it shows;
                // velocity 90° per 10 frames = 270°/s.
                let time = (start + local) / 30, keyTime = 10.0 / 30
                let own = min(max(start + local, 0), 10) * 9
                var expected = own
                if time >= keyTime {
                    let t = time - keyTime
                    if t < 1 { expected = own + 270 * 0.1 * sin(2 * t * 2 * .pi) / exp(2 * t) }
                }
                #expect(abs(degrees - expected) < 0.05, "start \(start), frame \(start + local): \(degrees)° against \(expected)°")
            }
        }
    }

    @Test("a star's rounded points reach as far as lottie-web's: a quarter of the circumference's share of one point, as for polygons")
    func starRoundness() throws {
        func firstPath(_ node: SceneNode) -> BezierPath? {
            switch node {
            case .fill(let fill): fill.path
            case .group(let group): group.children.lazy.compactMap(firstPath).first
            default: nil
            }
        }
        for (kind, points) in [(1, 5.0), (1, 8.7), (2, 6.0)] {
            let star = #"{"ty": "sr", "nm": "Star", "sy": \#(kind), "d": 1, "pt": {"a": 0, "k": \#(points)}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 40}, "os": {"a": 0, "k": 60}, "ir": {"a": 0, "k": 20}, "is": {"a": 0, "k": -50}}"#
            let json = LottieFixture.document(layers: [LottieFixture.shapeLayer([LottieFixture.group([star, LottieFixture.fill(red: 1, green: 0.5, blue: 0)])])])
            let scene = try AnimationDocument(data: Data(json.utf8), name: "star.json").scene(at: 0)
            let contour = try #require(scene.nodes.lazy.compactMap(firstPath).first?.contours.first)
            // lottie-web: the handle of the top point is 2π·40 / (4 · ⌊points⌋) × 60% long, along the circle.
            let expected = 2 * Double.pi * 40 / (4 * points.rounded(.down)) * 0.6
            let handle = contour.segments[0].control1 - contour.start
            #expect(abs((handle.x * handle.x + handle.y * handle.y).squareRoot() - expected) < 1e-9, "sy \(kind), \(points) points")
            #expect(contour.segments.count == (kind == 1 ? 2 : 1) * Int(points.rounded(.down)), "fractional points count whole, as lottie-web floors them")
        }
    }

    @Test("a layer turning along its path keeps its last turn after the path ends")
    func autoOrientAfterThePath() throws {
        // A 60 × 10 bar moving down from frame 0 to 10; auto-oriented, it stands upright once it has arrived.
        let bar = LottieFixture.group([LottieFixture.rectangle(x: 0, y: 0, width: 60, height: 10), LottieFixture.fill(red: 0, green: 0, blue: 1)])
        let moving = #"{"p": {"a": 1, "k": [{"t": 0, "s": [50, 20], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [50, 50]}]}}"#
        let json = LottieFixture.document(layers: [LottieFixture.shapeLayer([bar], transform: moving, extra: #""ao": 1"#)])
        #expect(try Self.pixel(json, frame: 30, x: 50, y: 75) == "#0000FFFF", "upright: it reaches 25 below its centre")
        #expect(try Self.pixel(json, frame: 30, x: 75, y: 50) == "#00000000", "not across: nothing 25 to the right")
    }
}

/// Fonts a document embeds as files (`fonts.list[].fPath` as a `data:` URI), as ThorVG and lottie-web draw them.
@Suite("Embedded font files")
struct EmbeddedFontTests {
    /// A text layer in font `Embedded`, of a family no system has, whose file is `file` when given.
    static func document(file: Data?) -> String {
        let path = file.map { #", "origin": 3, "fPath": "data:font/ttf;base64,\#($0.base64EncodedString())""# } ?? ""
        return #"""
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 200, "h": 60,
         "fonts": {"list": [{"fName": "Embedded", "fFamily": "No Such Family", "fStyle": "Regular"\#(path)}]},
         "layers": [{"ty": 5, "nm": "Label", "ip": 0, "op": 10, "st": 0, "ks": {"p": {"a": 0, "k": [5, 40]}},
                     "t": {"d": {"k": [{"t": 0, "s": {"t": "iiiii", "f": "Embedded", "s": 30, "fc": [0, 0, 0]}}]}}}]}
        """#
    }

    static func rightmostInk(_ json: String) throws -> Int {
        let document = try AnimationDocument(data: Data(json.utf8), name: "font.json")
        let image = try AnimationRenderer(document: document, viewport: Viewport(width: 200, height: 60)).image(frame: 0)
        return (0..<200).last { x in (0..<60).contains { y in image.bytes(x: x, y: y)[3] > 128 } } ?? -1
    }

    @Test("text in an embedded font file draws with that font; a file that is not a font is a diagnostic")
    func embedded() throws {
        // A monospaced face sets five i's far wider than the proportional substitute a missing family gets.
        let mono = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
        let substituted = try Self.rightmostInk(Self.document(file: nil)), embedded = try Self.rightmostInk(Self.document(file: mono))
        #expect(embedded > substituted + 30, "\(substituted) → \(embedded)")
        let withFont = try AnimationDocument(data: Data(Self.document(file: mono).utf8), name: "font.json")
        #expect(withFont.diagnostics.isEmpty, "\(withFont.diagnostics)")
        let broken = try AnimationDocument(data: Data(Self.document(file: Data("not a font".utf8)).utf8), name: "broken.json")
        #expect(broken.diagnostics.map(\.path).contains("fonts.list[0].fPath"), "\(broken.diagnostics)")
        #expect(try Self.rightmostInk(Self.document(file: Data("not a font".utf8))) == substituted)
    }
}

extension LottieWebAgreementTests {
    /// Issue #31 reported a masked icon whose fading group stayed too long; ten variants (group, fill and nested
    /// opacity, hold keyframes, strokes, masks added, subtracted, intersected, translucent, animated, on a
    /// precomposition) and the corpus's one such file agree with lottie-web frame by frame. This pins the behaviour,
    /// frames drawn alone and in order by one renderer alike.
    @Test("a masked layer's fading group fades with its opacity and is gone at 0, the group beside it untouched")
    func fadingGroupUnderAMask() throws {
        func group(x: Double, blue: Double, opacity: String) -> String {
            let transform = #"{"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": \#(opacity)}"#
            return #"{"ty": "gr", "it": [\#(LottieFixture.rectangle(x: x, y: 50, width: 30, height: 30)), \#(LottieFixture.fill(red: 1 - blue, green: 0, blue: blue)), \#(transform)]}"#
        }
        let fading = #"{"a": 1, "k": [{"t": 0, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [0]}]}"#
        let mask = #"{"mode": "a", "pt": {"a": 0, "k": {"v": [[5, 5], [95, 5], [95, 95], [5, 95]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "c": true}}, "o": {"a": 0, "k": 100}}"#
        let layer = LottieFixture.shapeLayer([group(x: 30, blue: 0, opacity: fading), group(x: 70, blue: 1, opacity: #"{"a": 0, "k": 100}"#)], extra: #""masksProperties": [\#(mask)]"#)
        let document = try AnimationDocument(data: Data(LottieFixture.document(layers: [layer]).utf8), name: "fading.json")
        let renderer = try AnimationRenderer(document: document, viewport: Self.viewport)
        let played = try (0...12).map { try renderer.image(frame: Double($0)).pixel(x: 30, y: 50).alpha }
        let alone = try [5.0, 10, 11].map { try AnimationRenderer(document: document, viewport: Self.viewport).image(frame: $0).pixel(x: 30, y: 50).alpha }
        #expect(abs(played[5] - 0.5) < 0.01 && played[10] == 0 && played[11] == 0, "\(played)")
        #expect(zip(played.dropLast(), played.dropFirst()).allSatisfy { $0 >= $1 }, "fades steadily: \(played)")
        #expect(alone == [played[5], played[10], played[11]])
        #expect(try renderer.image(frame: 11).pixel(x: 70, y: 50).hexString == "#0000FFFF")
    }

    /// Issue #31 item 8: lottie-ios and ThorVG draw a faint layer's shadow at the shadow's own opacity; lottie-web
    /// casts it from the layer's alpha, as compositing shadows do (SVG's feDropShadow). After Effects' renders were
    /// not available to decide, so TabShift keeps lottie-web's rule, which `shadows_test_alpha` agrees with (2.6%).
    @Test("a drop shadow is cast from the layer's alpha: a 13%-opaque square casts a 13% shadow")
    func faintLayerShadow() throws {
        let square = LottieFixture.group([LottieFixture.rectangle(x: 30, y: 30, width: 40, height: 40), LottieFixture.fill(red: 1, green: 0, blue: 0, opacity: 13)])
        func parameter(_ value: String) -> String { #"{"ty": 0, "v": {"a": 0, "k": \#(value)}}"# }
        let shadow = #"{"ty": 25, "nm": "Drop Shadow", "ef": [\#(parameter("[0, 0, 0, 1]")), \#(parameter("255")), \#(parameter("180")), \#(parameter("30")), \#(parameter("0"))]}"#
        let json = LottieFixture.document(layers: [LottieFixture.shapeLayer([square], extra: #""ef": [\#(shadow)]"#)])
        let document = try AnimationDocument(data: Data(json.utf8), name: "shadow.json")
        let below = try AnimationRenderer(document: document, viewport: Self.viewport).image(frame: 0).pixel(x: 30, y: 65)
        #expect(abs(below.alpha - 0.13) < 0.02 && below.red == 0, "the shadow under the square's bottom edge: \(below.hexString)")
    }
}

/// Where lottie-web has no answer (it throws) and lottie-ios's reading is taken.
@Suite("Agreement with lottie-ios")
struct LottieIOSAgreementTests {
    /// A 32 × 32 icon, a 10 × 10 square at its layer's origin, the layer's anchor written as `anchor`, with a
    /// position, rotation and scale of one keyframe each.
    static func icon(anchor: String) -> String {
        let square = LottieFixture.group([LottieFixture.rectangle(x: 5, y: 5, width: 10, height: 10), LottieFixture.fill(red: 0, green: 0.5, blue: 1)])
        let transform = #"{"a": {"a": 0, "k": \#(anchor)}, "p": {"a": 1, "k": [{"t": 0, "s": [16, 30]}]}, "r": {"a": 1, "k": [{"t": 0, "s": [0]}]}, "s": {"a": 1, "k": [{"t": 0, "s": [100, 100]}]}}"#
        return LottieFixture.document(width: 32, height: 32, layers: [LottieFixture.shapeLayer([square], transform: transform)])
    }

    @Test("an anchor point of one component reads the missing one as 0, as lottie-ios does, and says so")
    func shortVector() throws {
        let short = try AnimationDocument(data: Data(Self.icon(anchor: "[9.688]").utf8), name: "short.json")
        let full = try AnimationDocument(data: Data(Self.icon(anchor: "[9.688, 0]").utf8), name: "full.json")
        let viewport = Viewport(width: 32, height: 32)
        let drawn = try AnimationRenderer(document: short, viewport: viewport).image(frame: 0)
        #expect(drawn == (try AnimationRenderer(document: full, viewport: viewport).image(frame: 0)))
        // The square sits left of centre and at the bottom: x from 16 − 9.688, y from 30.
        #expect(drawn.pixel(x: 8, y: 31).hexString != "#00000000" && drawn.pixel(x: 20, y: 20).hexString == "#00000000")
        #expect(short.diagnostics.contains { $0.path.hasSuffix("ks.a.k") && $0.message.contains("one component") }, "\(short.diagnostics)")
        #expect(full.diagnostics.allSatisfy { !$0.message.contains("one component") })
    }
}

/// Blend mode Add (`bm` 16) on a layer below full opacity: After Effects adds the layer's colours, its opacity
/// applied, to what is below; ThorVG and rlottie add only at full opacity and blend a fainter layer normally, and
/// lottie-web draws Add as Normal at any opacity.
@Suite("Add below full opacity")
struct AddBlendingTests {
    /// A white square at `opacity`% added onto a yellow one (242, 191, 51).
    static func highlight(opacity: Double) -> String {
        let face = LottieFixture.shapeLayer([LottieFixture.group([LottieFixture.rectangle(x: 50, y: 50, width: 100, height: 100), LottieFixture.fill(red: 0.95, green: 0.75, blue: 0.2)])])
        let shine = LottieFixture.shapeLayer([LottieFixture.group([LottieFixture.rectangle(x: 50, y: 50, width: 40, height: 40), LottieFixture.fill(red: 1, green: 1, blue: 1)])],
                                             transform: #"{"o": {"a": 0, "k": \#(opacity)}}"#, extra: #""bm": 16"#)
        return LottieFixture.document(layers: [shine, face])
    }

    static func centre(_ json: String) throws -> [UInt8] {
        try AnimationRenderer(document: AnimationDocument(data: Data(json.utf8), name: "add.json"), viewport: Viewport(width: 100, height: 100)).image(frame: 0).bytes(x: 50, y: 50)
    }

    @Test("the layer's colours times its opacity are added: 40% white onto yellow gives (255, 255, 153); no jump between 99% and 100%")
    func addsAtEveryOpacity() throws {
        #expect(try Self.centre(Self.highlight(opacity: 40)) == [255, 255, 153, 255], "not the normal blend (247, 216, 132) ThorVG draws")
        let almost = try Self.centre(Self.highlight(opacity: 99)), full = try Self.centre(Self.highlight(opacity: 100))
        #expect(zip(almost, full).allSatisfy { abs(Int($0) - Int($1)) <= 3 })
        // 10% of white is 25.5 added to each channel.
        let faint = try Self.centre(Self.highlight(opacity: 10))
        #expect(faint[0] == 255 && abs(Int(faint[1]) - 216) <= 1 && abs(Int(faint[2]) - 76) <= 1, "\(faint)")
    }
}
