import CCairo
import VectorGraphics

extension SceneDrawing {
    /// Alpha mattes mask by coverage; luma mattes by the matte's luminance (premultiplied, so transparency counts
    /// as black). Luminance needs pixels: in vector output a luma matte falls back to its coverage.
    func drawMatted(_ node: MattedNode, opacity: Double) {
        guard let content = group(node.content), let matte = group(node.matte) else { return }
        switch node.mode {
        case .alpha:
            paint(content, through: matte, opacity: opacity)
        case .invertedAlpha:
            paintOutside(content, matte: matte, opacity: opacity)
        case .luma, .invertedLuma:
            RasterPixels(pattern: matte.handle)?.mapPixels { _, r, g, b in
                let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                return (luma, luma, luma, luma)
            }
            if node.mode == .luma { paint(content, through: matte, opacity: opacity) } else { paintOutside(content, matte: matte, opacity: opacity) }
        }
    }

    /// Content where the matte is not: content × (1 − matte).
    private func paintOutside(_ content: CairoPattern, matte: CairoPattern, opacity: Double) {
        cairo_push_group(cr)
        cairo_set_source(cr, content.handle)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source(cr, matte.handle)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, opacity)
    }
}
