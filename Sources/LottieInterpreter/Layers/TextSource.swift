@_spi(Model) import LottieModel
import VectorGraphics

/// A compiled text layer: its documents, and the outlines of the glyphs the file embeds for its font.
struct TextSource: Sendable {
    private struct GlyphKey: Hashable {
        let character: String
        let family: String
    }

    private struct Outline: Sendable {
        let path: BezierPath
        let advance: Double
    }

    private let documents: [Keyframe<TextDocument>]
    private let fonts: [String: FontDescription]
    private let outlines: [GlyphKey: Outline]
    /// The layer's keypath plus `Text`: what a text override names.
    private let textKeypath: [String]
    private let animators: [TextAnimatorSource]
    /// An expression on the source text: its result, as text, replaces the document's.
    private let expression: PropertyExpression?
    /// The mask path the text runs along, and how.
    private let onPath: PathSetting?

    private struct PathSetting: Sendable {
        let shape: Timeline<VertexPath>
        let firstMargin, lastMargin: Timeline<Double>
        let setting: TextPath
    }
    /// Each document's nodes, laid out at compile time when no animator changes them from frame to frame: the
    /// layout looks every character's glyph up by name, which cost more than drawing a small text. Empty past
    /// `documentsLaidOutAhead` documents, so that a long run of documents does not slow decoding.
    private var laidOut: [[SceneNode]] = []

    static let documentsLaidOutAhead = 16

    /// `diagnose` is told when a document needs a system font because the file lacks some of its glyphs. `masks`
    /// are the layer's, one of which the text may run along.
    init(
        _ content: TextContent, animation: LottieAnimation, masks: [Mask] = [], keypath: [String] = [],
        diagnose: (String) -> Void
    ) {
        documents = content.documents
        onPath = content.path.flatMap { path in
            masks.indices.contains(path.maskIndex)
                ? PathSetting(
                    shape: Timeline(masks[path.maskIndex].path), firstMargin: Timeline(path.firstMargin),
                    lastMargin: Timeline(path.lastMargin), setting: path)
                : nil
        }
        if let path = content.path, onPath == nil {
            diagnose(
                "text on a path names mask \(path.maskIndex), which the layer does not have; the text is set on a straight line"
            )
        }
        animators = content.animators.map(TextAnimatorSource.init)
        expression = content.expression
        textKeypath = keypath + ["Text"]
        fonts = Dictionary(animation.fonts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var outlines: [GlyphKey: Outline] = [:]
        for glyph in animation.glyphs {
            outlines[GlyphKey(character: glyph.character, family: glyph.family)] = Outline(
                path: GlyphOutline.path(of: glyph.shapes), advance: glyph.advance)
        }
        self.outlines = outlines
        for document in content.documents.map(\.value) where !hasGlyphs(for: document, in: outlines) {
            let family = fonts[document.fontName]?.family ?? document.fontName
            // A font file the document embeds is drawn from directly: nothing is missing.
            guard fonts[document.fontName]?.file == nil else { continue }
            diagnose(
                "the file has no glyph outlines for \"\(document.text.prefix(24))\" in \"\(family)\"; it is drawn with a system font"
            )
        }
        if animators.isEmpty, onPath == nil, documents.count <= Self.documentsLaidOutAhead {
            laidOut = documents.map { layout(of: $0.value, at: $0.frame) }
        }
    }

    private func hasGlyphs(for document: TextDocument, in outlines: [GlyphKey: Outline]) -> Bool {
        let family = fonts[document.fontName]?.family ?? document.fontName
        return document.text.allSatisfy {
            $0 == "\n" || outlines[GlyphKey(character: String($0), family: family)] != nil
        }
    }

    /// Where the first baseline of paragraph text sits below the box's top, in percent of the font size, when the
    /// file gives no ascent for its font: a typical Latin font's.
    static let defaultAscent = 75.0

    /// Where the text may change: where one document gives way to another, and wherever an animator moves.
    var motion: ChangingFrames {
        if expression != nil { return .always }
        let switches = documents.count > 1 ? documents.map { ChangingFrames.jump(at: $0.frame) } : []
        let path = onPath.map { [$0.shape.motion, $0.firstMargin.motion, $0.lastMargin.motion] } ?? []
        return ChangingFrames.union(switches + animators.map(\.motion) + path)
    }

    func nodes(at frame: Double, overrides: PropertyOverrides = .none) -> [SceneNode] {
        guard let index = documents.lastIndex(where: { $0.frame <= frame }) ?? (documents.isEmpty ? nil : 0) else {
            return []
        }
        var document = documents[index].value
        if !overrides.texts.isEmpty, let replacement = overrides.text(for: textKeypath) {
            document.text = replacement
        } else if let expression, let expressions = ExpressionHooks.frame,
            let text = expressions.text(of: expression, at: frame)
        {
            document.text = text
        } else if index < laidOut.count {
            return laidOut[index]
        }
        return layout(of: document, at: frame)
    }

    private func layout(of document: TextDocument, at frame: Double) -> [SceneNode] {
        guard !document.text.isEmpty else { return [] }
        let font = fonts[document.fontName]
        let family = font?.family ?? document.fontName
        let alignment =
            switch document.justification {
            case .left: 0.0
            case .center: 0.5
            case .right: 1.0
            }
        let paragraphs = document.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each paragraph's first character among all characters but the line breaks, which animators count.
        var offsets: [Int] = []
        var characterCount = 0
        for paragraph in paragraphs {
            offsets.append(characterCount)
            characterCount += paragraph.count
        }
        let allCharacters = Array(paragraphs.joined())
        let paragraphEnds = Set(zip(offsets, paragraphs).compactMap { $1.isEmpty ? nil : $0 + $1.count - 1 })
        let styles = characterStyles(text: allCharacters, paragraphEnds: paragraphEnds, document: document, at: frame)
        let tracking = document.tracking / 1000 * document.fontSize
        // Point text hangs from its anchor; paragraph text starts at its box's top-left, the first baseline one
        // ascent down, and aligns within the box's width (lottie-web's rule).
        let origin =
            document.box.map { box in
                Point(
                    x: box.origin.x + box.size.x * alignment,
                    y: box.origin.y + (font?.ascent ?? Self.defaultAscent) / 100 * document.fontSize)
            } ?? .zero
        let along = pathPlacement(at: frame)
        guard hasGlyphs(for: document, in: outlines) else {
            let style = (font?.style ?? "").lowercased()
            let text = TextNode(
                lines: paragraphs.enumerated().map {
                    TextNode.Line(
                        text: $1,
                        origin: Point(
                            x: origin.x, y: origin.y + Double($0) * document.lineHeight - document.baselineShift),
                        alignment: alignment, characterOffset: offsets[$0])
                },
                fontFamily: family, postScriptName: font?.name ?? document.fontName, fontStyle: font?.style ?? "",
                fontFile: font?.file, isBold: font?.isBold ?? style.contains("bold"),
                isItalic: style.contains("italic") || style.contains("oblique"),
                fontSize: document.fontSize, tracking: tracking, fill: document.fillColor,
                strokeColor: document.strokeColor, strokeWidth: document.strokeWidth,
                strokeOverFill: document.strokeOverFill,
                wrap: along == nil
                    ? document.box.map { TextNode.Wrap(width: $0.size.x, lineHeight: document.lineHeight) } : nil,
                characterStyles: styles, path: along
            )
            return [.text(text)]
        }
        // Glyph outlines are drawn at 100 units per em, as Lottie exporters write them.
        let scale = document.fontSize / 100
        let glyphAdvance = { (character: Character) in
            (self.outlines[GlyphKey(character: String(character), family: family)]?.advance ?? 0) * scale + tracking
        }
        // Lines as ranges of all characters, wrapped at the box for paragraph text.
        var lines: [Range<Int>] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let ranges =
                document.box.map {
                    TextWrapping.lineRanges(of: Array(paragraph), width: $0.size.x, advance: glyphAdvance)
                } ?? [0..<paragraph.count]
            lines += ranges.map { ($0.lowerBound + offsets[index])..<($0.upperBound + offsets[index]) }
        }
        // One path for the whole text, or one per character when animators give characters their own look.
        var paths: [(path: BezierPath, style: TextNode.CharacterStyle)] = []
        var path = BezierPath()
        for (lineIndex, line) in lines.enumerated() {
            let glyphs = allCharacters[line].map { outlines[GlyphKey(character: String($0), family: family)] }
            let width = glyphs.reduce(0) { $0 + ($1?.advance ?? 0) * scale + tracking }
            let y = origin.y + Double(lineIndex) * document.lineHeight - document.baselineShift
            let shifts = styles.map {
                TextNode.trackingShifts(
                    $0, first: line.lowerBound, count: line.count, alignment: along == nil ? alignment : 0)
            }
            var placements: [AffineTransform] =
                along?.placements(
                    advances: glyphs.map { ($0?.advance ?? 0) * scale }, tracking: tracking, lineWidth: width,
                    alignment: alignment, baseline: y, styles: styles.map { Array($0[line]) }, shifts: shifts) ?? []
            if placements.count != glyphs.count {
                var x = origin.x - width * alignment
                placements = glyphs.enumerated().map { position, glyph in
                    let advance = (glyph?.advance ?? 0) * scale
                    defer { x += advance + tracking }
                    let placed =
                        styles.map {
                            $0[line.lowerBound + position].placement(advance: advance, shift: shifts?[position] ?? 0)
                        } ?? .identity
                    return placed.followed(by: .translation(x: x, y: y))
                }
            }
            for (position, glyph) in zip(line, glyphs) {
                guard let glyph else { continue }
                let placed = glyph.path.transformed(
                    by: AffineTransform.scale(x: scale, y: scale).followed(by: placements[position - line.lowerBound]))
                if let styles { paths.append((placed, styles[position])) } else { path.append(placed) }
            }
        }
        if styles == nil {
            paths = [
                (
                    path,
                    TextNode.CharacterStyle(
                        fill: document.fillColor, strokeColor: document.strokeColor, strokeWidth: document.strokeWidth)
                )
            ]
        }
        var nodes: [SceneNode] = []
        for (path, style) in paths where style.opacity > 0 {
            if let fill = style.fill {
                nodes.append(.fill(FillNode(path: path, paint: .solid(fill), opacity: style.opacity)))
            }
            if let stroke = style.strokeColor, style.strokeWidth > 0 {
                let node = SceneNode.stroke(
                    StrokeNode(
                        path: path, paint: .solid(stroke),
                        style: StrokeAttributes(width: style.strokeWidth, cap: .round, join: .round),
                        opacity: style.opacity))
                if document.strokeOverFill {
                    nodes.append(node)
                } else {
                    nodes.insert(node, at: max(0, nodes.count - (style.fill == nil ? 0 : 1)))
                }
            }
        }
        return nodes
    }

    /// The path the text runs along at `frame`, in the text's units; nil for straight text or a path of no length.
    private func pathPlacement(at frame: Double) -> TextNode.PathPlacement? {
        guard let onPath, let contour = onPath.shape.value(at: frame).contour, TextPathLayout.hasLength(contour) else {
            return nil
        }
        return TextNode.PathPlacement(
            contour: onPath.setting.isReversed ? contour.reversed : contour,
            firstMargin: onPath.firstMargin.value(at: frame), lastMargin: onPath.lastMargin.value(at: frame),
            isPerpendicular: onPath.setting.isPerpendicular, forcesAlignment: onPath.setting.forcesAlignment
        )
    }

    /// Each character's look and placement under the animators at `frame`; nil when there are none.
    private func characterStyles(
        text: [Character], paragraphEnds: Set<Int>, document: TextDocument, at frame: Double
    ) -> [TextNode.CharacterStyle]? {
        guard !animators.isEmpty, !text.isEmpty else { return nil }
        let plain = TextNode.CharacterStyle(
            fill: document.fillColor, strokeColor: document.strokeColor, strokeWidth: document.strokeWidth)
        var styles = Array(repeating: plain, count: text.count)
        var motions = Array(repeating: TextAnimatorSource.CharacterMotion(), count: text.count)
        for animator in animators {
            animator.apply(to: &styles, motions: &motions, text: text, paragraphEnds: paragraphEnds, at: frame)
        }
        for index in styles.indices { styles[index].transform = motions[index].transform }
        return styles
    }
}

/// A glyph's outline: its shapes' geometry, through their groups' transforms, as one path.
enum GlyphOutline {
    static func path(of items: [ShapeItem], transform: AffineTransform = .identity) -> BezierPath {
        var path = BezierPath()
        for item in items where !item.isHidden {
            switch item.kind {
            case .group(let group):
                let matrix = TransformTimeline(group.transform).matrix(at: 0).followed(by: transform)
                path.append(Self.path(of: group.items, transform: matrix))
            case .path(let shape):
                if let contour = GeometrySource.path(shape).contour(at: 0) {
                    path.append(BezierPath(contours: [contour]).transformed(by: transform))
                }
            case .rectangle(let shape):
                if let contour = GeometrySource.rectangle(shape).contour(at: 0) {
                    path.append(BezierPath(contours: [contour]).transformed(by: transform))
                }
            case .ellipse(let shape):
                if let contour = GeometrySource.ellipse(shape).contour(at: 0) {
                    path.append(BezierPath(contours: [contour]).transformed(by: transform))
                }
            default:
                continue
            }
        }
        return path
    }
}
