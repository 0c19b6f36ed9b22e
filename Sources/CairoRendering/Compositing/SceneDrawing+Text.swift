import CCairo
import VectorGraphics

extension SceneDrawing {
    /// System-font text through Cairo's font matching (fontconfig on Linux): each character placed by its own
    /// advance plus the tracking, so that tracking and alignment hold for any font.
    func drawText(_ node: TextNode, opacity: Double) {
        cairo_save(cr)
        cairo_select_font_face(cr, node.fontFamily, node.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL, node.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, node.fontSize)
        cairo_new_path(cr)
        let advance = { (character: Character) -> Double in
            var extents = cairo_text_extents_t()
            cairo_text_extents(self.cr, String(character), &extents)
            return extents.x_advance + node.tracking
        }
        let lines = Self.placedLines(node, advance: advance)
        guard let styles = node.characterStyles else {
            // Plain text is one path, filled and outlined once.
            Self.forEachCharacter(in: lines, advance: advance) { _, character, x, y in
                cairo_move_to(cr, x, y)
                cairo_text_path(cr, String(character))
            }
            paintPath(fill: node.fill, strokeColor: node.strokeColor, strokeWidth: node.strokeWidth, strokeOverFill: node.strokeOverFill, alpha: opacity)
            cairo_new_path(cr)
            cairo_restore(cr)
            return
        }
        // Under text animators each character is filled, outlined and placed on its own.
        let plain = TextNode.CharacterStyle(fill: node.fill, strokeColor: node.strokeColor, strokeWidth: node.strokeWidth)
        Self.forEachCharacter(in: lines, advance: advance) { index, character, x, y in
            let style = styles.indices.contains(index) ? styles[index] : plain
            guard style.opacity > 0 else { return }
            cairo_new_path(cr)
            cairo_move_to(cr, x + style.offset.x, y + style.offset.y)
            cairo_text_path(cr, String(character))
            paintPath(fill: style.fill, strokeColor: style.strokeColor, strokeWidth: style.strokeWidth, strokeOverFill: node.strokeOverFill, alpha: opacity * style.opacity)
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Fills and outlines the current path (outline under the fill unless `strokeOverFill`), keeping it.
    private func paintPath(fill: LottieColor?, strokeColor: LottieColor?, strokeWidth: Double, strokeOverFill: Bool, alpha: Double) {
        let paintFill = {
            guard let fill else { return }
            cairo_set_source_rgba(self.cr, fill.red, fill.green, fill.blue, fill.alpha * alpha)
            cairo_fill_preserve(self.cr)
        }
        let paintStroke = {
            guard let strokeColor, strokeWidth > 0 else { return }
            cairo_set_source_rgba(self.cr, strokeColor.red, strokeColor.green, strokeColor.blue, strokeColor.alpha * alpha)
            cairo_set_line_width(self.cr, strokeWidth)
            cairo_set_line_join(self.cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke_preserve(self.cr)
        }
        if strokeOverFill {
            paintFill()
            paintStroke()
        } else {
            paintStroke()
            paintFill()
        }
    }

    /// Each character of `lines` with its index among the node's characters and its baseline point: placed by its
    /// own advance, the line aligned on its origin.
    private static func forEachCharacter(in lines: [TextNode.Line], advance: (Character) -> Double, body: (_ index: Int, _ character: Character, _ x: Double, _ y: Double) -> Void) {
        for line in lines {
            let characters = Array(line.text)
            let advances = characters.map(advance)
            var x = line.origin.x - advances.reduce(0, +) * line.alignment
            for (position, (character, width)) in zip(characters, advances).enumerated() {
                body(line.characterOffset + position, character, x, line.origin.y)
                x += width
            }
        }
    }

    /// The node's lines as drawn: as given for point text; for paragraph text, each wrapped at the box's width and
    /// stacked a line height apart from the first baseline.
    static func placedLines(_ node: TextNode, advance: (Character) -> Double) -> [TextNode.Line] {
        guard let wrap = node.wrap, let first = node.lines.first else { return node.lines }
        var placed: [TextNode.Line] = []
        for line in node.lines {
            let characters = Array(line.text)
            for range in TextWrapping.lineRanges(of: characters, width: wrap.width, advance: advance) {
                let origin = Point(x: line.origin.x, y: first.origin.y + Double(placed.count) * wrap.lineHeight)
                placed.append(TextNode.Line(text: String(characters[range]), origin: origin, alignment: line.alignment, characterOffset: line.characterOffset + range.lowerBound))
            }
        }
        return placed
    }
}
