import VectorGraphics

/// One line of text in a system font as glyph outlines: shaped as text layers are (bidi runs, font fallback,
/// HarfBuzz), cut with an ellipsis when it is wider than it may be. Outlines need no font to draw, in TabShift or
/// in a Lottie file another player opens.
package struct TextOutline: Sendable {
    /// The text drawn: the text asked for, or its start and an ellipsis.
    package let text: String
    /// The glyphs' outlines, left to right from x = 0, the baseline at y = 0 (y grows downward).
    package let path: BezierPath
    /// How far the pen moved: the line's width.
    package let width: Double
    /// How far the font reaches above the baseline, at this size.
    package let ascent: Double
    /// How far it reaches below.
    package let descent: Double

    /// `text` in fontconfig's best face for `family` at `weight` (400 regular … 700 bold) and `size` points, cut
    /// with an ellipsis to fit `maximumWidth` when given.
    package init(_ text: String, family: String, weight: Int, size: Double, maximumWidth: Double? = nil) {
        let request = FontRequest(
            family: family, style: "", postScriptName: "", isBold: weight >= 600, isItalic: false,
            weight: Int32(clamping: weight))
        let characters = Array(text)
        var shaped = TextShaper.shape(characters, request: request, size: size, tracking: 0, spacing: .font)
        var shown = characters
        if let maximumWidth, shaped.width > maximumWidth, !characters.isEmpty {
            // The longest start that fits with the ellipsis after it; whitespace before the ellipsis is dropped.
            var low = 0, high = characters.count - 1
            var best = TextShaper.shape(["…"], request: request, size: size, tracking: 0, spacing: .font),
                bestCharacters: [Character] = ["…"]
            while low <= high {
                let count = (low + high) / 2
                var start = Array(characters[..<count])
                while let last = start.last, last.isWhitespace { start.removeLast() }
                let candidate = start + ["…"]
                let line = TextShaper.shape(candidate, request: request, size: size, tracking: 0, spacing: .font)
                if line.width <= maximumWidth {
                    best = line
                    bestCharacters = candidate
                    low = count + 1
                } else {
                    high = count - 1
                }
            }
            shaped = best
            shown = bestCharacters
        }
        self.text = String(shown)
        width = shaped.width
        path = TextLayout.outline(of: shaped.glyphs[...], size: size)
        let primary = SystemFonts.shared.match(request)?.font
        ascent = primary.map { $0.ascender / $0.unitsPerEm * size } ?? size * 0.8
        descent = primary.map { $0.descender / $0.unitsPerEm * size } ?? size * 0.2
    }
}
