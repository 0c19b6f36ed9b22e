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
        for line in node.lines {
            let characters = line.text.map(String.init)
            let advances = characters.map { character -> Double in
                var extents = cairo_text_extents_t()
                cairo_text_extents(cr, character, &extents)
                return extents.x_advance + node.tracking
            }
            var x = line.origin.x - advances.reduce(0, +) * line.alignment
            for (character, advance) in zip(characters, advances) {
                cairo_move_to(cr, x, line.origin.y)
                cairo_text_path(cr, character)
                x += advance
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
}
