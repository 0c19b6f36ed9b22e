import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

extension JSONValue {
    /// A text layer's `t`: the document keyframes `d.k`, each `{s: {t, s, f, fc, sc, sw, of, j, tr, lh, ls}, t}`.
    func textContent(context: DecodingContext) throws(LottieDecodingError) -> TextContent {
        try requireObject()
        let declared = try required("d")
        // A slot's documents take what they leave out (font, size, colours) from the layer's first own document, so
        // that a theme can change only the text.
        let slot = try context.slotValue(for: declared, kind: .text)
        let documentProperty = slot?["k"] != nil ? slot! : declared
        let ownDocument = slot == nil ? nil : declared["k"]?.elements.first?["s"]
        let keyframes = try documentProperty.required("k").requireArray()
        var documents: [Keyframe<TextDocument>] = []
        for keyframe in keyframes {
            let frame = try keyframe.optionalNumber("t") ?? 0
            let document = try keyframe.required("s").textDocument(filling: ownDocument)
            try context.countText(document.text, at: keyframe)
            documents.append(Keyframe(frame: frame, value: document, isHold: true))
        }
        guard !documents.isEmpty else {
            throw LottieDecodingError(
                path: path.appending(key: "d").appending(key: "k").description,
                reason: .invalidValue("a text layer needs at least one text document"))
        }
        var animatorJSON = try self["a"]?.requireArray() ?? []
        if animatorJSON.count > Self.maximumTextAnimators {
            // Every animator visits every character on every frame.
            context.note(
                self["a"]!,
                "\(animatorJSON.count) text animators; only the first \(Self.maximumTextAnimators) are applied")
            animatorJSON = Array(animatorJSON.prefix(Self.maximumTextAnimators))
        }
        let animators = try animatorJSON.map { (animator) throws(LottieDecodingError) in
            try animator.textAnimator(context: context)
        }
        let expression = (slot?["x"] ?? declared["x"])?.string.flatMap { context.expression($0, at: declared) }
        return TextContent(
            documents: documents.sorted { $0.frame < $1.frame }, animators: animators, expression: expression,
            path: try self["p"]?.textPath(context: context))
    }

    /// Text animators a layer may have; AE templates use a handful.
    static let maximumTextAnimators = 64

    /// One text animator `{s: range selector, a: properties}`; rotations about x and y (3D characters) and blur
    /// are diagnostics.
    private func textAnimator(context: DecodingContext) throws(LottieDecodingError) -> TextAnimator {
        try requireObject()
        let selectorJSON = self["s"]
        var selector = TextAnimator.RangeSelector()
        if let json = selectorJSON {
            let seed = json["rs"]?.firstNumber.flatMap(Self.integer) ?? 0
            selector = TextAnimator.RangeSelector(
                start: try json.animatedValue("s", .scalar, default: 0, context: context),
                end: try json.animatedValue("e", .scalar, default: 100, context: context),
                offset: try json.animatedValue("o", .scalar, default: 0, context: context),
                amount: try json.animatedValue("a", .scalar, default: 100, context: context),
                easeHigh: try json.animatedValue("xe", .scalar, default: 0, context: context),
                easeLow: try json.animatedValue("ne", .scalar, default: 0, context: context),
                smoothness: try json.animatedValue("sm", .scalar, default: 100, context: context),
                units: json["r"]?.code == 2 ? .index : .percentage,
                shape: json["sh"]?.code.flatMap(TextAnimator.RangeSelector.Shape.init(rawValue:)) ?? .square,
                basis: json["b"]?.code.flatMap(TextAnimator.RangeSelector.Basis.init(rawValue:)) ?? .characters,
                randomizesOrder: json["rn"]?.code == 1, randomSeed: seed
            )
        }
        let properties = self["a"]
        let supported: Set<String> = [
            "o", "fc", "sc", "sw", "p", "a", "s", "sk", "sa", "r", "t", "fh", "fs", "fb", "nm"
        ]
        for key in properties?.keys ?? [] where !supported.contains(key) {
            context.note(properties!, "text animator property \"\(key)\" is not supported yet; skipped")
        }
        func scalar(_ key: StaticString) throws(LottieDecodingError) -> AnimatedValue<Double>? {
            try properties?[key].map { (value) throws(LottieDecodingError) in
                try value.animatedValue(.scalar, context: context)
            }
        }
        func point(_ key: StaticString) throws(LottieDecodingError) -> AnimatedValue<Point>? {
            try properties?[key].map { (value) throws(LottieDecodingError) in
                try value.animatedValue(.point, context: context)
            }
        }
        return TextAnimator(
            selector: selector,
            opacity: try scalar("o"),
            fillColor: try properties?["fc"].map { (value) throws(LottieDecodingError) in
                try value.animatedValue(.color, context: context)
            },
            strokeColor: try properties?["sc"].map { (value) throws(LottieDecodingError) in
                try value.animatedValue(.color, context: context)
            },
            strokeWidth: try scalar("sw"),
            position: try point("p"),
            transform: TextAnimator.CharacterTransform(
                anchor: try point("a"), scale: try point("s"), skew: try scalar("sk"), skewAxis: try scalar("sa"),
                rotation: try scalar("r")),
            tracking: try scalar("t"),
            fillHue: try scalar("fh"), fillSaturation: try scalar("fs"), fillBrightness: try scalar("fb")
        )
    }

    /// `p`: text along a mask, when it names one (`m`). Its switches (`r`, `p`, `a`) are read at their first value.
    private func textPath(context: DecodingContext) throws(LottieDecodingError) -> TextPath? {
        guard kind == .object, let mask = try optionalInt("m") else { return nil }
        func switchValue(_ key: StaticString, default fallback: Bool) -> Bool {
            self[key]?.firstNumber.map { $0 != 0 } ?? fallback
        }
        return TextPath(
            maskIndex: mask, firstMargin: try animatedValue("f", .scalar, default: 0, context: context),
            lastMargin: try animatedValue("l", .scalar, default: 0, context: context),
            isReversed: switchValue("r", default: false), isPerpendicular: switchValue("p", default: true),
            forcesAlignment: switchValue("a", default: false)
        )
    }

    /// One document; keys it leaves out are read from `filling` when given.
    private func textDocument(filling: JSONValue? = nil) throws(LottieDecodingError) -> TextDocument {
        try requireObject()
        func member(_ key: StaticString) -> JSONValue? { self[key] ?? filling?[key] }
        let size = try member("s")?.requireNumber() ?? 10
        let justification: TextDocument.Justification =
            switch member("j")?.code ?? 0 {
            case 1: .right
            case 2: .center
            default: .left
            }
        // Exporters write line breaks as \r; documents also use \n or the vertical tab.
        let raw = try member("t")?.requireString() ?? ""
        // Checked before the copies below, which cost time on megabytes.
        guard raw.utf8.count <= DecodingContext.maximumTextBytes else {
            throw LottieDecodingError(
                path: path.appending(key: "t").description,
                reason: .limitExceeded(
                    "the text is \(raw.utf8.count) bytes; the limit for all text is \(DecodingContext.maximumTextBytes)"
                ))
        }
        let text = raw.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\u{3}", with: "\n")
        return TextDocument(
            text: text, fontSize: size, fontName: try member("f")?.requireString() ?? "",
            fillColor: try member("fc")?.requireColor(), strokeColor: try member("sc")?.requireColor(),
            strokeWidth: try member("sw")?.requireNumber() ?? 0, strokeOverFill: member("of")?.bool ?? false,
            justification: justification,
            tracking: try member("tr")?.requireNumber() ?? 0, lineHeight: try member("lh")?.requireNumber(),
            baselineShift: try member("ls")?.requireNumber() ?? 0,
            box: try textBox(filling: filling)
        )
    }

    /// Paragraph text's box: `ps` (top-left) and `sz` (size), both present; nil for point text.
    private func textBox(filling: JSONValue?) throws(LottieDecodingError) -> TextBox? {
        guard let position = self["ps"] ?? filling?["ps"], let size = self["sz"] ?? filling?["sz"] else { return nil }
        return TextBox(origin: try position.requirePoint(), size: try size.requirePoint())
    }

    /// `fonts.list`: `{fName, fFamily, fStyle, ascent, fPath}`; a font file embedded in `fPath` as a base64 `data:`
    /// URI comes with it (a URL is not fetched: the player reads no network).
    func fonts(context: DecodingContext) throws(LottieDecodingError) -> [FontDescription] {
        try (self["list"]?.requireArray() ?? []).map { (font) throws(LottieDecodingError) in
            FontDescription(
                name: try font.optionalString("fName") ?? "", family: try font.optionalString("fFamily") ?? "",
                style: try font.optionalString("fStyle") ?? "",
                ascent: try font.optionalNumber("ascent"),
                weight: font["fWeight"]?.number ?? font["fWeight"]?.string.flatMap { Double($0) },
                file: font.embeddedFontFile(context: context))
        }
    }

    /// `chars`: `{ch, fFamily, style, size, w, data: {shapes}}`.
    func glyphs(context: DecodingContext) throws(LottieDecodingError) -> [Glyph] {
        try requireArray().map { (glyph) throws(LottieDecodingError) in
            Glyph(
                character: try glyph.optionalString("ch") ?? "", family: try glyph.optionalString("fFamily") ?? "",
                style: try glyph.optionalString("style") ?? "",
                size: try glyph.optionalNumber("size") ?? 100, advance: try glyph.optionalNumber("w") ?? 0,
                shapes: try glyph["data"]?["shapes"]?.shapeItems(context: context).items ?? []
            )
        }
    }

    private func embeddedFontFile(context: DecodingContext) -> FontFile? {
        guard let uri = self["fPath"]?.string, uri.hasPrefix("data:") else { return nil }
        guard let comma = uri.firstIndex(of: ","), uri[..<comma].hasSuffix(";base64"),
            let bytes = Data(base64Encoded: String(uri[uri.index(after: comma)...]), options: .ignoreUnknownCharacters),
            !bytes.isEmpty
        else {
            context.note(self, key: "fPath", "the embedded font is not a base64 data: URI; a system font is used")
            return nil
        }
        return FontFile(bytes: [UInt8](bytes))
    }
}
