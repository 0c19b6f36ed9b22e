import CCairo
import VectorGraphics

extension SceneDrawing {
    /// Alpha mattes mask by coverage; luma mattes by the matte's luminance (premultiplied, so transparency counts
    /// as black). Luminance needs pixels: in vector output a luma matte falls back to its coverage.
    /// Kept for the next frames where that is exact (`compositeKeptMasked`).
    func drawMatted(_ node: MattedNode, opacity: Double) {
        guard case .drawn(let placement) = compositeKeptMasked(.matted(node), opacity: opacity) else { return }
        // Only a luma matte's colours count: an alpha matte is drawn as coverage alone, a quarter of the bytes.
        let byLuminance = node.mode == .luma || node.mode == .invertedLuma
        guard let content = group(node.content), let matte = group(node.matte, alphaOnly: !byLuminance) else { return }
        if byLuminance {
            RasterPixels(pattern: matte.handle)?.mapPixels { _, r, g, b in
                let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
                return (luma, luma, luma, luma)
            }
        }
        switch node.mode {
        case .alpha, .luma:
            paint(content, through: matte, opacity: opacity, keepingFor: .matted(node), at: placement)
        case .invertedAlpha, .invertedLuma:
            guard let outside = outside(content, matte: matte) else { return }
            composite(outside, opacity: opacity, keepingFor: .matted(node), at: placement)
        }
    }

    /// Content where the matte is not: content × (1 − matte).
    private func outside(_ content: CairoPattern, matte: CairoPattern) -> CairoPattern? {
        cairo_push_group(cr)
        cairo_set_source(cr, content.handle)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source(cr, matte.handle)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        return CairoPattern(cairo_pop_group(cr))
    }
}
