import VectorGraphics

/// What a text layer shows at a time: the string and how it is set.
public struct TextDocument: Sendable, Equatable {
    public enum Justification: Sendable, Equatable { case left, right, center }

    public var text: String
    public var fontSize: Double
    /// The font's `fName`, matched against the animation's fonts and glyphs.
    public var fontName: String
    public var fillColor: LottieColor?
    public var strokeColor: LottieColor?
    public var strokeWidth: Double
    public var strokeOverFill: Bool
    public var justification: Justification
    /// In thousandths of an em, added after every character.
    public var tracking: Double
    public var lineHeight: Double
    public var baselineShift: Double

    public init(text: String, fontSize: Double, fontName: String, fillColor: LottieColor? = .black, strokeColor: LottieColor? = nil, strokeWidth: Double = 0, strokeOverFill: Bool = false, justification: Justification = .left, tracking: Double = 0, lineHeight: Double? = nil, baselineShift: Double = 0) {
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
    }
}

/// A text layer: its documents over time (each holds until the next).
public struct TextContent: Sendable, Equatable {
    public var documents: [Keyframe<TextDocument>]

    public init(documents: [Keyframe<TextDocument>]) {
        self.documents = documents
    }
}

/// A font the document names (spec `fonts.list`).
public struct FontDescription: Sendable, Equatable {
    public var name: String
    public var family: String
    public var style: String

    public init(name: String, family: String, style: String) {
        self.name = name
        self.family = family
        self.style = style
    }
}

/// A character's outline as the file embeds it (spec `chars`), drawn at `size` points.
public struct Glyph: Sendable, Equatable {
    public var character: String
    public var family: String
    public var style: String
    public var size: Double
    public var advance: Double
    public var shapes: [ShapeItem]

    public init(character: String, family: String, style: String, size: Double, advance: Double, shapes: [ShapeItem]) {
        self.character = character
        self.family = family
        self.style = style
        self.size = size
        self.advance = advance
        self.shapes = shapes
    }
}
