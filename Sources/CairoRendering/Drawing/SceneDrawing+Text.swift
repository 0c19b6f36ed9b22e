import CCairo
import TextShaping
import VectorGraphics

extension SceneDrawing {
    /// System-font text: each line shaped by `TextShaper` (bidi runs, font fallback, HarfBuzz) and its glyphs'
    /// outlines filled and stroked through Cairo, from the same font files.
    func drawText(_ node: TextNode, opacity: Double) {
        cairo_save(cr)
        cairo_new_path(cr)
        let lines = TextLayout.placedLines(node)
        guard node.characterStyles != nil || node.path != nil else {
            // Plain text is one path, filled and outlined once.
            for (line, shaped) in lines {
                TextLayout.appendGlyphs(
                    shaped.glyphs[...], at: TextLayout.lineStart(line, shaped), size: node.fontSize, to: cr)
            }
            paintPath(
                fill: node.fill, strokeColor: node.strokeColor, strokeWidth: node.strokeWidth,
                strokeOverFill: node.strokeOverFill, alpha: opacity)
            cairo_new_path(cr)
            cairo_restore(cr)
            return
        }
        // Under text animators, or along a path, each character is filled, outlined and placed on its own.
        let plain = TextNode.CharacterStyle(
            fill: node.fill, strokeColor: node.strokeColor, strokeWidth: node.strokeWidth)
        for (line, shaped) in lines {
            let start = TextLayout.lineStart(line, shaped)
            TextLayout.forEachCluster(of: shaped, in: line, node: node, plain: plain, start: start) {
                glyphs, style, placement in
                guard style.opacity > 0 else { return }
                cairo_new_path(cr)
                // The path is made under the character's placement; its outline is stroked at the text's own scale.
                cairo_save(cr)
                var matrix = cairo_matrix_t(
                    xx: placement.a, yx: placement.b, xy: placement.c, yy: placement.d, x0: placement.tx,
                    y0: placement.ty)
                cairo_transform(cr, &matrix)
                TextLayout.appendGlyphs(glyphs, at: start, size: node.fontSize, to: cr)
                cairo_restore(cr)
                paintPath(
                    fill: style.fill, strokeColor: style.strokeColor, strokeWidth: style.strokeWidth,
                    strokeOverFill: node.strokeOverFill, alpha: opacity * style.opacity)
            }
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Fills and outlines the current path (outline under the fill unless `strokeOverFill`), keeping it.
    private func paintPath(
        fill: LottieColor?, strokeColor: LottieColor?, strokeWidth: Double, strokeOverFill: Bool, alpha: Double
    ) {
        let paintFill = {
            guard let fill else { return }
            cairo_set_source_rgba(self.cr, fill.red, fill.green, fill.blue, fill.alpha * alpha)
            cairo_fill_preserve(self.cr)
        }
        let paintStroke = {
            guard let strokeColor, strokeWidth > 0 else { return }
            cairo_set_source_rgba(
                self.cr, strokeColor.red, strokeColor.green, strokeColor.blue, strokeColor.alpha * alpha)
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
}
