/// Lines of text in a system font, each starting at its own baseline point.
public struct TextNode: Hashable, Sendable {
    /// One line of text.
    public struct Line: Hashable, Sendable {
        /// The characters.
        public var text: String
        /// Where the first character's baseline starts.
        public var origin: Point
        /// 0 left-aligned at `origin`, 0.5 centred on it, 1 right-aligned to it.
        public var alignment: Double
        /// The position of the line's first character in `characterStyles`.
        public var characterOffset: Int

        /// `text` on the baseline at `origin`, aligned by `alignment` (0 left, 0.5 centre, 1 right).
        public init(text: String, origin: Point, alignment: Double = 0, characterOffset: Int = 0) {
            self.text = text
            self.origin = origin
            self.alignment = alignment
            self.characterOffset = characterOffset
        }
    }

    /// The lines, top first.
    public var lines: [Line]
    /// A family name a font matcher understands, such as `DejaVu Sans`; unknown names fall back to a default.
    public var fontFamily: String
    /// The font's PostScript name (Lottie's `fName`, e.g. `Roboto-Medium`), tried before the family; empty when
    /// unknown.
    public var postScriptName: String
    /// The style name within the family (Lottie's `fStyle`, e.g. `Medium` or `Bold Italic`); empty for the regular
    /// face, or to go by `isBold` and `isItalic`.
    public var fontStyle: String
    /// The font file the document carries for this text, tried before the system's fonts; nil for system fonts.
    public var fontFile: FontFile?
    /// Whether a bold face is asked for.
    public var isBold: Bool
    /// Whether an italic face is asked for.
    public var isItalic: Bool
    /// The font size.
    public var fontSize: Double
    /// Extra space after every character.
    public var tracking: Double
    /// The fill colour, if filled.
    public var fill: LottieColor?
    /// The outline colour, if outlined.
    public var strokeColor: LottieColor?
    /// The outline width.
    public var strokeWidth: Double
    /// Whether the outline is drawn over the fill.
    public var strokeOverFill: Bool
    /// The path the text runs along instead of its lines' straight baselines; nil for straight text.
    public var path: PathPlacement?

    /// Text set along a path: each character's centre a half advance on from the one before, turned with the path.
    public struct PathPlacement: Hashable, Sendable {
        /// The path, in the text's units, already reversed when the text runs from its end.
        public var contour: BezierContour
        /// How far along the path the text starts.
        public var firstMargin: Double
        /// How far from the path's end forced alignment stops.
        public var lastMargin: Double
        /// Characters turn with the path; otherwise they stay upright.
        public var isPerpendicular: Bool
        /// The characters are spread from the first margin to the last.
        public var forcesAlignment: Bool

        /// Text along `contour`.
        public init(
            contour: BezierContour, firstMargin: Double = 0, lastMargin: Double = 0, isPerpendicular: Bool = true,
            forcesAlignment: Bool = false
        ) {
            self.contour = contour
            self.firstMargin = firstMargin
            self.lastMargin = lastMargin
            self.isPerpendicular = isPerpendicular
            self.forcesAlignment = forcesAlignment
        }

        /// Where each character of a line goes, as lottie-web sets text on a path: from the first margin (or the
        /// line's justification within the path's length), each character's centre a half advance on, moved along
        /// the path by its animated position and tracking (`shifts`), across it by its animated position and the
        /// line's `baseline`, and turned with the path. Each transform places a character drawn with its pen at
        /// the origin. Empty when the path has no length.
        public func placements(
            advances: [Double], tracking: Double, lineWidth: Double, alignment: Double, baseline: Double,
            styles: [CharacterStyle]?, shifts: [Double]?
        ) -> [AffineTransform] {
            guard let layout = TextPathLayout(contour) else { return [] }
            var along = firstMargin + (layout.totalLength - lineWidth) * alignment
            let count = advances.count
            return advances.enumerated().map { position, advance in
                along += advance / 2
                var centre = along
                if forcesAlignment, count > 1, let firstAdvance = advances.first, let lastAdvance = advances.last {
                    let span = layout.totalLength - firstMargin - lastMargin - firstAdvance / 2 - lastAdvance / 2
                    centre = firstMargin + firstAdvance / 2 + span * Double(position) / Double(count - 1)
                }
                along += advance / 2 + tracking
                let style = styles.flatMap { $0.indices.contains(position) ? $0[position] : nil }
                let shift = shifts.flatMap { $0.indices.contains(position) ? $0[position] : nil } ?? 0
                let (point, degrees) = layout.location(at: centre + (style?.offset.x ?? 0) + shift)
                return AffineTransform.translation(x: -advance / 2, y: 0)
                    .followed(by: style?.transform ?? .identity)
                    .followed(by: .translation(x: 0, y: (style?.offset.y ?? 0) + baseline))
                    .followed(by: .rotation(degrees: isPerpendicular ? degrees : 0))
                    .followed(by: .translation(x: point.x, y: point.y))
            }
        }
    }

    /// Per-character fill and opacity, as text animators set them, indexed by each line's `characterOffset` plus
    /// the character's position in it; nil when every character looks the same.
    public var characterStyles: [CharacterStyle]?

    /// One character's look under text animators.
    public struct CharacterStyle: Hashable, Sendable {
        /// The character's opacity, 0…1.
        public var opacity: Double
        /// Its fill colour, if filled.
        public var fill: LottieColor?
        /// Its outline colour, if outlined.
        public var strokeColor: LottieColor?
        /// Its outline width.
        public var strokeWidth: Double
        /// How far it moves from its place.
        public var offset: Point
        /// How it is scaled, skewed and turned about its centre on the baseline, before it moves by `offset`.
        public var transform: AffineTransform
        /// Space added before it, moving it and every character after it on its line (the line's first character's
        /// counts only when the line is centred or right-aligned, whose lines then shift back by the space added).
        public var tracking: Double

        /// A character at `opacity` filled with `fill`, outlined with `strokeColor` at `strokeWidth`, moved by
        /// `offset`.
        public init(
            opacity: Double = 1, fill: LottieColor?, strokeColor: LottieColor? = nil, strokeWidth: Double = 0,
            offset: Point = .zero, transform: AffineTransform = .identity, tracking: Double = 0
        ) {
            self.opacity = opacity
            self.fill = fill
            self.strokeColor = strokeColor
            self.strokeWidth = strokeWidth
            self.offset = offset
            self.transform = transform
            self.tracking = tracking
        }

        /// How the character's outline, set with its pen at the origin and `advance` wide, is placed: turned about
        /// its centre on the baseline, then moved by `offset` and `shift` (the tracking added before it).
        public func placement(advance: Double, shift: Double) -> AffineTransform {
            let centre = advance / 2
            return AffineTransform.translation(x: -centre, y: 0)
                .followed(by: transform)
                .followed(by: .translation(x: centre + offset.x + shift, y: offset.y))
        }
    }

    /// Where each character of a line moves along it from the tracking animators add (`CharacterStyle.tracking`):
    /// for `count` characters from `first` of `styles`, each one's shift, and how far the line as a whole moves
    /// back for its `alignment` (0 left, 0.5 centre, 1 right).
    public static func trackingShifts(_ styles: [CharacterStyle], first: Int, count: Int, alignment: Double) -> [Double]
    {
        var shifts: [Double] = []
        shifts.reserveCapacity(count)
        var total = 0.0
        for position in 0..<count {
            let index = first + position
            // lottie-web adds tracking only once the pen has moved, or when the line is aligned from its end.
            if styles.indices.contains(index), position > 0 || alignment != 0 { total += styles[index].tracking }
            shifts.append(total)
        }
        let back = total * alignment
        return shifts.map { $0 - back }
    }

    /// Paragraph text: each line wraps at this width, and every line after the first sits `lineHeight` below the
    /// one before, from the first line's baseline. Nil for point text, whose lines are placed as given.
    public var wrap: Wrap?

    /// How paragraph text wraps.
    public struct Wrap: Hashable, Sendable {
        /// The box's width.
        public var width: Double
        /// The distance between baselines.
        public var lineHeight: Double

        /// Wrapping at `width`, baselines `lineHeight` apart.
        public init(width: Double, lineHeight: Double) {
            self.width = width
            self.lineHeight = lineHeight
        }
    }

    /// Text in `fontFamily` (or the face named `postScriptName`, in `fontStyle`) through the system's fonts.
    public init(
        lines: [Line], fontFamily: String, postScriptName: String = "", fontStyle: String = "",
        fontFile: FontFile? = nil, isBold: Bool = false, isItalic: Bool = false, fontSize: Double, tracking: Double = 0,
        fill: LottieColor?, strokeColor: LottieColor? = nil, strokeWidth: Double = 0, strokeOverFill: Bool = false,
        wrap: Wrap? = nil, characterStyles: [CharacterStyle]? = nil, path: PathPlacement? = nil
    ) {
        self.wrap = wrap
        self.path = path
        self.characterStyles = characterStyles
        self.lines = lines
        self.fontFamily = fontFamily
        self.postScriptName = postScriptName
        self.fontFile = fontFile
        self.fontStyle = fontStyle
        self.isBold = isBold
        self.isItalic = isItalic
        self.fontSize = fontSize
        self.tracking = tracking
        self.fill = fill
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.strokeOverFill = strokeOverFill
    }

    /// Equal when every field is.
    public static func == (lhs: TextNode, rhs: TextNode) -> Bool {
        lhs.lines == rhs.lines && lhs.fontFamily == rhs.fontFamily && lhs.postScriptName == rhs.postScriptName
            && lhs.fontStyle == rhs.fontStyle && lhs.isBold == rhs.isBold && lhs.isItalic == rhs.isItalic
            && lhs.fontSize == rhs.fontSize
            && lhs.tracking == rhs.tracking && lhs.fill == rhs.fill && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOverFill == rhs.strokeOverFill
            && lhs.wrap == rhs.wrap && lhs.characterStyles == rhs.characterStyles && lhs.path == rhs.path
    }

    /// Hashes the text and the font.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(lines)
        hasher.combine(fontFamily)
        hasher.combine(fontSize)
    }
}
