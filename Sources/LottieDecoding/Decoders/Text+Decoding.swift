import LottieModel
import VectorGraphics

extension JSONValue {
    /// A text layer's `t`: the document keyframes `d.k`, each `{s: {t, s, f, fc, sc, sw, of, j, tr, lh, ls}, t}`.
    /// Animators (`a`) and text on a path (`p`) are not drawn and become diagnostics.
    func textContent(context: DecodingContext) throws(LottieDecodingError) -> TextContent {
        try requireObject()
        let documentProperty = try required("d")
        let keyframes = try documentProperty.required("k").requireArray()
        var documents: [Keyframe<TextDocument>] = []
        for keyframe in keyframes {
            let frame = try keyframe.optionalNumber("t") ?? 0
            let document = try keyframe.required("s").textDocument()
            try context.countText(document.text, at: keyframe)
            documents.append(Keyframe(frame: frame, value: document, isHold: true))
        }
        guard !documents.isEmpty else { throw LottieDecodingError(path: path.appending(key: "d").appending(key: "k").description, reason: .invalidValue("a text layer needs at least one text document")) }
        var animatorJSON = try self["a"]?.requireArray() ?? []
        if animatorJSON.count > Self.maximumTextAnimators {
            // Every animator visits every character on every frame.
            context.note(self["a"]!, "\(animatorJSON.count) text animators; only the first \(Self.maximumTextAnimators) are applied")
            animatorJSON = Array(animatorJSON.prefix(Self.maximumTextAnimators))
        }
        let animators = try animatorJSON.map { (animator) throws(LottieDecodingError) in try animator.textAnimator(context: context) }
        if let onPath = self["p"], onPath["m"] != nil { context.note(onPath, "text on a path is not supported yet; the text is set on a straight line") }
        let expression = documentProperty["x"]?.string.flatMap { context.expression($0, at: documentProperty) }
        return TextContent(documents: documents.sorted { $0.frame < $1.frame }, animators: animators, expression: expression)
    }

    /// Text animators a layer may have; AE templates use a handful.
    static let maximumTextAnimators = 64

    /// One text animator `{s: range selector, a: properties}`; opacity, fill and stroke colour, stroke width and
    /// position are applied, the other properties are diagnostics.
    private func textAnimator(context: DecodingContext) throws(LottieDecodingError) -> TextAnimator {
        try requireObject()
        let selectorJSON = self["s"]
        var selector = TextAnimator.RangeSelector()
        if let json = selectorJSON {
            selector = TextAnimator.RangeSelector(
                start: try json.animatedValue("s", .scalar, default: 0, context: context), end: try json.animatedValue("e", .scalar, default: 100, context: context),
                offset: try json.animatedValue("o", .scalar, default: 0, context: context), amount: try json.animatedValue("a", .scalar, default: 100, context: context),
                easeHigh: try json.animatedValue("xe", .scalar, default: 0, context: context), easeLow: try json.animatedValue("ne", .scalar, default: 0, context: context),
                smoothness: try json.animatedValue("sm", .scalar, default: 100, context: context),
                units: json["r"]?.code == 2 ? .index : .percentage,
                shape: json["sh"]?.code.flatMap(TextAnimator.RangeSelector.Shape.init(rawValue:)) ?? .square
            )
            if let basis = json["b"]?.code, basis != 1 { context.note(json, "text selectors based on anything but characters are not supported yet; characters are used") }
            if json["rn"]?.code == 1 { context.note(json, "randomized text selectors are not supported yet; characters are taken in order") }
        }
        let properties = self["a"]
        let supported: Set<String> = ["o", "fc", "sc", "sw", "p"]
        for key in properties?.keys ?? [] where !supported.contains(key) {
            context.note(properties!, "text animator property \"\(key)\" is not supported yet; opacity, fill and stroke colour, stroke width and position are animated")
        }
        return TextAnimator(
            selector: selector,
            opacity: try properties?["o"].map { (value) throws(LottieDecodingError) in try value.animatedValue(.scalar, context: context) },
            fillColor: try properties?["fc"].map { (value) throws(LottieDecodingError) in try value.animatedValue(.color, context: context) },
            strokeColor: try properties?["sc"].map { (value) throws(LottieDecodingError) in try value.animatedValue(.color, context: context) },
            strokeWidth: try properties?["sw"].map { (value) throws(LottieDecodingError) in try value.animatedValue(.scalar, context: context) },
            position: try properties?["p"].map { (value) throws(LottieDecodingError) in try value.animatedValue(.point, context: context) }
        )
    }

    private func textDocument() throws(LottieDecodingError) -> TextDocument {
        try requireObject()
        let size = try optionalNumber("s") ?? 10
        let justification: TextDocument.Justification = switch self["j"]?.code ?? 0 { case 1: .right; case 2: .center; default: .left }
        // Exporters write line breaks as \r; documents also use \n or the vertical tab.
        let raw = try optionalString("t") ?? ""
        // Checked before the copies below, which cost time on megabytes.
        guard raw.utf8.count <= DecodingContext.maximumTextBytes else {
            throw LottieDecodingError(path: path.appending(key: "t").description, reason: .limitExceeded("the text is \(raw.utf8.count) bytes; the limit for all text is \(DecodingContext.maximumTextBytes)"))
        }
        let text = raw.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(of: "\u{3}", with: "\n")
        return TextDocument(
            text: text, fontSize: size, fontName: try optionalString("f") ?? "",
            fillColor: try self["fc"]?.requireColor(), strokeColor: try self["sc"]?.requireColor(),
            strokeWidth: try optionalNumber("sw") ?? 0, strokeOverFill: flag("of"), justification: justification,
            tracking: try optionalNumber("tr") ?? 0, lineHeight: try optionalNumber("lh"), baselineShift: try optionalNumber("ls") ?? 0,
            box: try textBox()
        )
    }

    /// Paragraph text's box: `ps` (top-left) and `sz` (size), both present; nil for point text.
    private func textBox() throws(LottieDecodingError) -> TextBox? {
        guard let position = self["ps"], let size = self["sz"] else { return nil }
        return TextBox(origin: try position.requirePoint(), size: try size.requirePoint())
    }

    /// `fonts.list`: `{fName, fFamily, fStyle, ascent}`.
    func fonts() throws(LottieDecodingError) -> [FontDescription] {
        try (self["list"]?.requireArray() ?? []).map { (font) throws(LottieDecodingError) in
            FontDescription(name: try font.optionalString("fName") ?? "", family: try font.optionalString("fFamily") ?? "", style: try font.optionalString("fStyle") ?? "",
                            ascent: try font.optionalNumber("ascent"), weight: font["fWeight"]?.number ?? font["fWeight"]?.string.flatMap { Double($0) })
        }
    }

    /// `chars`: `{ch, fFamily, style, size, w, data: {shapes}}`.
    func glyphs(context: DecodingContext) throws(LottieDecodingError) -> [Glyph] {
        try requireArray().map { (glyph) throws(LottieDecodingError) in
            Glyph(
                character: try glyph.optionalString("ch") ?? "", family: try glyph.optionalString("fFamily") ?? "", style: try glyph.optionalString("style") ?? "",
                size: try glyph.optionalNumber("size") ?? 100, advance: try glyph.optionalNumber("w") ?? 0,
                shapes: try glyph["data"]?["shapes"]?.shapeItems(context: context).items ?? []
            )
        }
    }
}
