import LottieDecoding
@_spi(Model) import LottieModel
import LottieTestFixtures
import Testing
import VectorGraphics

@Suite("Shape and layer decoding")
struct ShapeDecodingTests {
    func decode(_ layers: [String], assets: [String] = []) throws -> DecodedAnimation {
        try LottieDecoder().decode(LottieFixture.data(LottieFixture.document(layers: layers, assets: assets)))
    }

    func items(_ shapes: [String]) throws -> [ShapeItem] {
        guard case .shapes(let items) = try decode([LottieFixture.shapeLayer(shapes)]).animation.layers[0].content else {
            Issue.record("expected a shape layer")
            return []
        }
        return items
    }

    @Test("every supported shape, style and modifier decodes to its kind")
    func shapeKinds() throws {
        let items = try self.items([
            LottieFixture.group([LottieFixture.rectangle(x: 0, y: 0, width: 10, height: 10, roundness: 2)], transform: LottieFixture.transform(position: (5, 5), opacity: 50)),
            LottieFixture.ellipse(x: 0, y: 0, width: 4, height: 4),
            #"{"ty": "sr", "sy": 2, "p": {"k": [0, 0]}, "pt": {"k": 6}, "r": {"k": 0}, "or": {"k": 10}, "os": {"k": 0}}"#,
            #"{"ty": "sh", "d": 3, "ks": {"a": 0, "k": {"v": [[0, 0], [10, 0]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]], "c": false}}}"#,
            LottieFixture.fill(red: 1, green: 0, blue: 0),
            LottieFixture.stroke(red: 0, green: 0, blue: 1, width: 2),
            #"{"ty": "gf", "t": 2, "s": {"k": [0, 0]}, "e": {"k": [10, 0]}, "h": {"k": 20}, "a": {"k": 45}, "g": {"p": 2, "k": {"k": [0, 1, 0, 0, 1, 0, 0, 1]}}, "o": {"k": 100}, "r": 2}"#,
            #"{"ty": "gs", "t": 1, "s": {"k": [0, 0]}, "e": {"k": [10, 0]}, "g": {"p": 2, "k": {"k": [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5]}}, "o": {"k": 100}, "w": {"k": 3}, "lc": 2, "lj": 3, "d": [{"n": "d", "v": {"k": 4}}, {"n": "g", "v": {"k": 2}}, {"n": "o", "v": {"k": 1}}]}"#,
            LottieFixture.trim(start: 10, end: 90, offset: 45, mode: 2),
        ])
        #expect(items.map(\.kindName) == ["group", "ellipse", "polystar", "path", "fill", "stroke", "gradient fill", "gradient stroke", "trim path"])
        guard case .group(let group) = items[0].kind else { return }
        #expect(group.transform.position == .combined(.constant(Point(x: 5, y: 5))))
        #expect(group.transform.opacity == .constant(0.5))
        guard case .path(let path) = items[3].kind else { return }
        #expect(path.direction == .counterclockwise)
        guard case .gradientFill(let gradientFill) = items[6].kind else { return }
        #expect(gradientFill.gradient.kind == .radial)
        #expect(gradientFill.rule == .evenOdd)
        guard case .gradientStroke(let gradientStroke) = items[7].kind else { return }
        #expect(gradientStroke.outline.dashes.map(\.kind) == [.dash, .gap, .offset])
        #expect(gradientStroke.outline.cap == .round && gradientStroke.outline.join == .bevel)
        guard case .trimPath(let trim) = items[8].kind else { return }
        #expect(trim.mode == .individually)
    }

    @Test("unsupported shapes become diagnostics with their JSON path; the rest decodes")
    func unsupportedShapes() throws {
        let decoded = try decode([LottieFixture.shapeLayer([
            LottieFixture.group([#"{"ty": "gm", "nm": "Gradient mask"}"#, LottieFixture.ellipse(x: 0, y: 0, width: 5, height: 5)]),
            #"{"ty": "xx"}"#,
        ])])
        #expect(decoded.diagnostics.map(\.path) == ["layers[0].shapes[0].it[0]", "layers[0].shapes[1]"])
        #expect(decoded.diagnostics[0].message.contains("gradient mask"))
    }

    @Test("hidden items keep their flag")
    func hiddenItems() throws {
        let decoded = try items([LottieFixture.rectangle(x: 0, y: 0, width: 1, height: 1, extra: #""hd": true"#)])
        #expect(decoded[0].isHidden)
    }

    @Test("layer kinds, timing, parenting and unsupported layers")
    func layers() throws {
        let decoded = try decode([
            #"{"ty": 3, "nm": "null", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {}}"#,
            ##"{"ty": 1, "nm": "solid", "ind": 2, "parent": 1, "ip": 5, "op": 50, "st": 3, "sr": 2, "sc": "#ff8000", "sw": 20, "sh": 10, "ks": {}}"##,
            #"{"ty": 0, "nm": "pre", "refId": "comp", "ip": 0, "op": 60, "w": 40, "h": 30, "tm": {"a": 0, "k": 0.5}, "ks": {}}"#,
            #"{"ty": 6, "nm": "audio", "ip": 0, "op": 60, "ks": {}}"#,
            #"{"ty": 4, "nm": "matte", "td": 1, "ip": 0, "op": 60, "ks": {}, "shapes": []}"#,
            #"{"ty": 4, "nm": "matted", "tt": 3, "ip": 0, "op": 60, "ks": {}, "shapes": []}"#,
        ], assets: [#"{"id": "comp", "layers": []}"#])
        let layers = decoded.animation.layers
        #expect(layers.map(\.content.kindName) == ["null", "solid", "precomposition", "null", "shape", "shape"])
        #expect(layers[1].parentIndex == 1 && layers[1].startTime == 3 && layers[1].timeStretch == 2)
        #expect(layers[1].content == .solid(SolidContent(color: LottieColor(red: 1, green: 128.0 / 255, blue: 0), width: 20, height: 10)))
        #expect(layers[2].content == .precomposition(PrecompositionReference(assetID: "comp", width: 40, height: 30, timeRemap: .constant(0.5))))
        #expect(layers[4].isMatteSource && layers[5].matteMode == .luma)
        #expect(decoded.diagnostics.map(\.path) == ["layers[3]"])
        #expect(decoded.animation.precompositions["comp"] != nil)
    }

    @Test("markers keep name, frame and duration")
    func markers() throws {
        let json = LottieFixture.document(layers: [], markers: [#"{"cm": "select", "tm": 0, "dr": 12}"#, #"{"cm": "deselect", "tm": 12, "dr": 10}"#])
        let animation = try LottieDecoder().decode(LottieFixture.data(json)).animation
        #expect(animation.markers == [Marker(name: "select", frame: 0, durationFrames: 12), Marker(name: "deselect", frame: 12, durationFrames: 10)])
        #expect(animation.marker(named: "deselect")?.endFrame == 22)
    }

    @Test("the last frame reads op with a 0.001 tolerance", arguments: [(60.0, 59.0), (60.0000024, 59.0), (59.5, 59.0), (1.0, 0.0)])
    func lastFrame(outPoint: Double, last: Double) throws {
        let json = LottieFixture.document(outPoint: outPoint, layers: [])
        #expect(try LottieDecoder().decode(LottieFixture.data(json)).animation.lastFrame == last)
    }
}

@Suite("Compositing decoding")
struct CompositingDecodingTests {
    func decode(_ layer: String, assets: [String] = []) throws -> DecodedAnimation {
        try LottieDecoder().decode(LottieFixture.data(LottieFixture.document(layers: [layer], assets: assets)))
    }

    @Test("blend modes by number and by name", arguments: [("1", BlendingMode.multiply), ("16", .add), ("\"color-dodge\"", .colorDodge), ("\"softLight\"", .softLight), ("42", .normal)])
    func blendModes(json: String, expected: BlendingMode) throws {
        #expect(try decode(#"{"ty": 3, "ip": 0, "op": 1, "bm": \#(json), "ks": {}}"#).animation.layers[0].blendMode == expected)
    }

    @Test("unsupported effects and unhonoured parameters are diagnostics with their paths")
    func effectDiagnostics() throws {
        let decoded = try decode(#"{"ty": 3, "ip": 0, "op": 1, "ks": {}, "ef": [{"ty": 7, "nm": "Glow"}, {"ty": 25, "ef": [{}, {}, {}, {}, {}, {"v": {"k": 1}}]}, {"ty": 21, "en": 0}]}"#)
        #expect(decoded.animation.layers[0].effects.count == 1)
        #expect(decoded.diagnostics.map(\.path) == ["layers[0].ef[0]", "layers[0].ef[1].ef[5].v"])
    }

    @Test("broken embedded images are diagnostics, not errors; external ones keep their folder and name")
    func imageAssets() throws {
        let decoded = try decode(#"{"ty": 3, "ip": 0, "op": 1, "ks": {}}"#, assets: [
            #"{"id": "a", "w": 1, "h": 1, "e": 1, "p": "data:image/jpeg;base64,/InvalidImageBits"}"#,
            #"{"id": "b", "w": 8, "h": 6, "u": "images/", "p": "b.png"}"#,
        ])
        #expect(decoded.animation.images["a"] == nil)
        #expect(decoded.animation.images["b"]?.source == .external(directory: "images/", name: "b.png"))
        #expect(decoded.diagnostics.map(\.path) == ["assets[0].p"])
    }
}
