/// Lines of text in a system font, each starting at its own baseline point.
public struct TextNode: Hashable, Sendable {
    public struct Line: Hashable, Sendable {
        public var text: String
        /// Where the first character's baseline starts.
        public var origin: Point
        /// 0 left-aligned at `origin`, 0.5 centred on it, 1 right-aligned to it.
        public var alignment: Double

        public init(text: String, origin: Point, alignment: Double = 0) {
            self.text = text
            self.origin = origin
            self.alignment = alignment
        }
    }

    public var lines: [Line]
    /// A family name a font matcher understands, such as `DejaVu Sans`; unknown names fall back to a default.
    public var fontFamily: String
    public var isBold: Bool
    public var isItalic: Bool
    public var fontSize: Double
    /// Extra space after every character.
    public var tracking: Double
    public var fill: LottieColor?
    public var strokeColor: LottieColor?
    public var strokeWidth: Double
    public var strokeOverFill: Bool

    public init(lines: [Line], fontFamily: String, isBold: Bool = false, isItalic: Bool = false, fontSize: Double, tracking: Double = 0, fill: LottieColor?, strokeColor: LottieColor? = nil, strokeWidth: Double = 0, strokeOverFill: Bool = false) {
        self.lines = lines
        self.fontFamily = fontFamily
        self.isBold = isBold
        self.isItalic = isItalic
        self.fontSize = fontSize
        self.tracking = tracking
        self.fill = fill
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.strokeOverFill = strokeOverFill
    }

    public static func == (lhs: TextNode, rhs: TextNode) -> Bool {
        lhs.lines == rhs.lines && lhs.fontFamily == rhs.fontFamily && lhs.isBold == rhs.isBold && lhs.isItalic == rhs.isItalic && lhs.fontSize == rhs.fontSize
            && lhs.tracking == rhs.tracking && lhs.fill == rhs.fill && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOverFill == rhs.strokeOverFill
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lines)
        hasher.combine(fontFamily)
        hasher.combine(fontSize)
    }
}
