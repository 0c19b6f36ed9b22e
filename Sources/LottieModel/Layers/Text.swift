import VectorGraphics

/// What a text layer shows at a time: the string and how it is set.
@_spi(Model) public struct TextDocument: Sendable, Equatable {
    /// How lines align.
    public enum Justification: Sendable, Equatable { case left, right, center }

    /// The characters; lines separated by newlines.
    public var text: String
    /// The font size.
    public var fontSize: Double
    /// The font's `fName`, matched against the animation's fonts and glyphs.
    public var fontName: String
    /// The fill colour, if filled.
    public var fillColor: LottieColor?
    /// The outline colour, if outlined.
    public var strokeColor: LottieColor?
    /// The outline width.
    public var strokeWidth: Double
    /// Whether the outline is drawn over the fill.
    public var strokeOverFill: Bool
    /// How lines align.
    public var justification: Justification
    /// In thousandths of an em, added after every character.
    public var tracking: Double
    /// The distance between baselines.
    public var lineHeight: Double
    /// How far the baseline moves up.
    public var baselineShift: Double
    /// Paragraph text's box: lines wrap at its width and start at its top. Nil for point text.
    public var box: TextBox?

    /// A text document: the text and how it is set.
    public init(
        text: String, fontSize: Double, fontName: String, fillColor: LottieColor? = .black,
        strokeColor: LottieColor? = nil, strokeWidth: Double = 0, strokeOverFill: Bool = false,
        justification: Justification = .left, tracking: Double = 0, lineHeight: Double? = nil,
        baselineShift: Double = 0, box: TextBox? = nil
    ) {
        self.text = text
        self.fontSize = fontSize
        self.fontName = fontName
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.strokeOverFill = strokeOverFill
        self.justification = justification
        self.tracking = tracking
        self.lineHeight = lineHeight ?? fontSize * 1.2
        self.baselineShift = baselineShift
        self.box = box
    }
}

/// The box of paragraph text (After Effects' "box text"): its top-left corner (`ps`) and size (`sz`) in the
/// layer's units.
@_spi(Model) public struct TextBox: Sendable, Equatable {
    /// The top-left corner.
    public var origin: Point
    /// Width and height.
    public var size: Point

    /// A box at `origin` of `size`.
    public init(origin: Point, size: Point) {
        self.origin = origin
        self.size = size
    }
}

/// A text layer: its documents over time (each holds until the next).
@_spi(Model) public struct TextContent: Sendable, Equatable {
    /// The text documents, each from its keyframe's frame on.
    public var documents: [Keyframe<TextDocument>]
    /// The text animators, applied in order.
    public var animators: [TextAnimator]
    /// An expression on the source text (`d.x`): its result replaces the document's text.
    public var expression: PropertyExpression?
    /// The layer mask the text runs along, when it is set on a path (`p`).
    public var path: TextPath?

    /// A text layer's content.
    public init(
        documents: [Keyframe<TextDocument>], animators: [TextAnimator] = [], expression: PropertyExpression? = nil,
        path: TextPath? = nil
    ) {
        self.documents = documents
        self.animators = animators
        self.expression = expression
        self.path = path
    }
}

/// Text set along one of its layer's masks (spec `t.p`).
@_spi(Model) public struct TextPath: Sendable, Equatable {
    /// Which of the layer's masks (`m`), by position.
    public var maskIndex: Int
    /// How far along the path the text starts (`f`).
    public var firstMargin: AnimatedValue<Double>
    /// How far from the path's end forced alignment stops (`l`).
    public var lastMargin: AnimatedValue<Double>
    /// The path is followed from its end (`r`).
    public var isReversed: Bool
    /// Each character turns with the path (`p`), After Effects' default.
    public var isPerpendicular: Bool
    /// The characters are spread over the whole path (`a`).
    public var forcesAlignment: Bool

    /// Text along mask `maskIndex`.
    public init(
        maskIndex: Int, firstMargin: AnimatedValue<Double> = .constant(0),
        lastMargin: AnimatedValue<Double> = .constant(0), isReversed: Bool = false, isPerpendicular: Bool = true,
        forcesAlignment: Bool = false
    ) {
        self.maskIndex = maskIndex
        self.firstMargin = firstMargin
        self.lastMargin = lastMargin
        self.isReversed = isReversed
        self.isPerpendicular = isPerpendicular
        self.forcesAlignment = forcesAlignment
    }
}

/// A font the document names (spec `fonts.list`).
@_spi(Model) public struct FontDescription: Sendable, Equatable {
    /// The font's name as documents refer to it (`fName`).
    public var name: String
    /// The font family.
    public var family: String
    /// The font style, e.g. Medium.
    public var style: String
    /// The height above the baseline, in percent of the font size (`ascent`); where paragraph text's first
    /// baseline sits below its box's top.
    public var ascent: Double?
    /// The CSS weight the exporter wrote (`fWeight`: 400 regular, 700 bold), when it wrote one.
    public var weight: Double?
    /// The font file itself, when the document embeds it (`fPath` as a `data:` URI).
    public var file: FontFile?

    /// A font the file declares.
    public init(
        name: String, family: String, style: String, ascent: Double? = nil, weight: Double? = nil, file: FontFile? = nil
    ) {
        self.file = file
        self.name = name
        self.family = family
        self.style = style
        self.ascent = ascent
        self.weight = weight
    }

    /// Whether a substitute for this font should be bold: a weight of 600 or more, or a style that names one
    /// (Semibold, Bold, Black, Heavy, Ultra), as a browser reads lottie-web's `font-weight`.
    public var isBold: Bool {
        if let weight { return weight >= 600 }
        let style = style.lowercased()
        return ["bold", "black", "heavy", "ultra"].contains { style.contains($0) }
    }
}

/// A character's outline as the file embeds it (spec `chars`), drawn at `size` points.
@_spi(Model) public struct Glyph: Sendable, Equatable {
    /// The character the outline draws.
    public var character: String
    /// The font family.
    public var family: String
    /// The font style, e.g. Medium.
    public var style: String
    /// The font size the outline is drawn at.
    public var size: Double
    /// How far the next character starts.
    public var advance: Double
    /// The outline, as shape items.
    public var shapes: [ShapeItem]

    /// An embedded glyph outline (`chars`).
    public init(character: String, family: String, style: String, size: Double, advance: Double, shapes: [ShapeItem]) {
        self.character = character
        self.family = family
        self.style = style
        self.size = size
        self.advance = advance
        self.shapes = shapes
    }
}
