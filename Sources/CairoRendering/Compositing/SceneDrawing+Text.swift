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
        if let styles = node.characterStyles {
            drawStyledCharacters(lines, node: node, styles: styles, opacity: opacity, advance: advance)
            cairo_restore(cr)
            return
        }
        for line in lines {
            let characters = Array(line.text)
            let advances = characters.map(advance)
            var x = line.origin.x - advances.reduce(0, +) * line.alignment
            for (character, width) in zip(characters, advances) {
                cairo_move_to(cr, x, line.origin.y)
                cairo_text_path(cr, String(character))
                x += width
            }
        }
        let fill = { (color: LottieColor) in
            cairo_set_source_rgba(self.cr, color.red, color.green, color.blue, color.alpha * opacity)
            cairo_fill_preserve(self.cr)
        }
        let stroke = { (color: LottieColor, width: Double) in
            cairo_set_source_rgba(self.cr, color.red, color.green, color.blue, color.alpha * opacity)
            cairo_set_line_width(self.cr, width)
            cairo_set_line_join(self.cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke_preserve(self.cr)
        }
        if node.strokeOverFill {
            if let color = node.fill { fill(color) }
            if let color = node.strokeColor, node.strokeWidth > 0 { stroke(color, node.strokeWidth) }
        } else {
            if let color = node.strokeColor, node.strokeWidth > 0 { stroke(color, node.strokeWidth) }
            if let color = node.fill { fill(color) }
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Each character filled, outlined and placed on its own, as text animators set it.
    private func drawStyledCharacters(_ lines: [TextNode.Line], node: TextNode, styles: [TextNode.CharacterStyle], opacity: Double, advance: (Character) -> Double) {
        for line in lines {
            let characters = Array(line.text)
            let advances = characters.map(advance)
            var x = line.origin.x - advances.reduce(0, +) * line.alignment
            for (position, (character, width)) in zip(characters, advances).enumerated() {
                let index = line.characterOffset + position
                let style = styles.indices.contains(index) ? styles[index] : TextNode.CharacterStyle(fill: node.fill, strokeColor: node.strokeColor, strokeWidth: node.strokeWidth)
                defer { x += width }
                guard style.opacity > 0 else { continue }
                cairo_new_path(cr)
                cairo_move_to(cr, x + style.offset.x, line.origin.y + style.offset.y)
                cairo_text_path(cr, String(character))
                let paint = { (color: LottieColor?, stroke: Bool) in
                    guard let color else { return }
                    cairo_set_source_rgba(self.cr, color.red, color.green, color.blue, color.alpha * opacity * style.opacity)
                    if stroke {
                        cairo_set_line_width(self.cr, style.strokeWidth)
                        cairo_set_line_join(self.cr, CAIRO_LINE_JOIN_ROUND)
                        cairo_stroke_preserve(self.cr)
                    } else {
                        cairo_fill_preserve(self.cr)
                    }
                }
                let strokeColor = style.strokeWidth > 0 ? style.strokeColor : nil
                if node.strokeOverFill { paint(style.fill, false); paint(strokeColor, true) } else { paint(strokeColor, true); paint(style.fill, false) }
            }
        }
        cairo_new_path(cr)
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
