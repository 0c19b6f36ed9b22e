import CCairo
import VectorGraphics

extension SceneDrawing {
    /// Masks combine in order into one coverage, with Cairo operators so that vector output keeps them too.
    /// Coverage starts empty, or full when the first mask takes away (subtract, intersect, darken).
    /// Kept for the next frames where that is exact (`compositeKeptMasked`): masked layers often rest while others
    /// move.
    func drawMasked(_ node: MaskedNode, opacity: Double) {
        guard case .drawn(let placement) = compositeKeptMasked(.masked(node), opacity: opacity) else { return }
        guard let content = group(node.content) else { return }
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        if let first = node.masks.first, [.subtract, .intersect, .darken].contains(first.mode) {
            // Full coverage needs an opaque source of its own: the current one is whatever was drawn last.
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_paint(cr)
        }
        for (index, mask) in node.masks.enumerated() {
            // A hard mask that adds at full opacity is blended straight onto the coverage so far (onto nothing, the
            // first one, which may also grow, shrink or invert itself): no group of its own to composite.
            if mask.feather <= 0, mask.opacity >= 1, [.add, .lighten].contains(mask.mode),
                index == 0 || (!mask.isInverted && mask.expansion == 0)
            {
                drawCoverage(of: mask)
                continue
            }
            guard let coverage = maskCoverage(mask) else { continue }
            cairo_set_operator(cr, mask.mode.cairoOperator)
            cairo_set_source(cr, coverage.handle)
            cairo_paint_with_alpha(cr, min(max(mask.opacity, 0), 1))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        guard let combined = CairoPattern(cairo_pop_group(cr)) else { return }
        paint(content, through: combined, opacity: opacity, keepingFor: .masked(node), at: placement)
    }

    /// Paints `content` where `mask` covers, at `opacity`; with a placement, through a raster kept for `node`.
    func paint(
        _ content: CairoPattern, through mask: CairoPattern, opacity: Double, keepingFor node: SceneNode,
        at placement: KeptGroupRasters.Placement?
    ) {
        if opacity < 1 || placement != nil {
            cairo_push_group(cr)
            cairo_set_source(cr, content.handle)
            cairo_mask(cr, mask.handle)
            guard let masked = CairoPattern(cairo_pop_group(cr)) else { return }
            composite(masked, opacity: opacity, keepingFor: node, at: placement)
        } else {
            cairo_set_source(cr, content.handle)
            cairo_mask(cr, mask.handle)
        }
    }

    /// One mask's coverage as a group of its own: its path grown or shrunk by its expansion, feathered, inverted.
    private func maskCoverage(_ mask: SceneMask) -> CairoPattern? {
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        drawCoverage(of: mask)
        guard let pattern = CairoPattern(cairo_pop_group(cr)) else { return nil }
        guard mask.feather > 0 else { return pattern }
        RasterPixels(pattern: pattern.handle)?.blur(sigma: deviceLength(mask.feather) / 2)
        guard mask.isInverted else { return pattern }
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_source(cr, pattern.handle)
        cairo_paint(cr)
        invertCoverage()
        return CairoPattern(cairo_pop_group(cr))
    }

    /// A mask's hard-edged coverage onto an empty alpha target: its path grown or shrunk by its expansion, and
    /// inverted unless it is feathered (the blur comes first).
    private func drawCoverage(of mask: SceneMask) {
        if rasterizer != nil {
            // The region as fills are rasterized, onto the group's alpha bytes (kept while the mask rests).
            paintCoverage(of: .fill(mask.path, .nonZero), paint: .solid(.black), opacity: 1)
            if mask.expansion != 0 { appendPath(mask.path) }
        } else {
            appendPath(mask.path)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill_preserve(cr)
        }
        if mask.expansion != 0 {
            // A stroke twice the expansion wide, centred on the outline, grows or (erasing) shrinks the region.
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_set_line_width(cr, abs(mask.expansion) * 2)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            if mask.expansion < 0 { cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT) }
            cairo_stroke_preserve(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        cairo_new_path(cr)
        if mask.feather <= 0, mask.isInverted { invertCoverage() }
    }

    /// Opaque paint with XOR turns coverage a into 1 − a everywhere the group reaches.
    private func invertCoverage() {
        cairo_set_operator(cr, CAIRO_OPERATOR_XOR)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// A length in the current user space, in device pixels.
    func deviceLength(_ length: Double) -> Double {
        var x = length, y = 0.0
        cairo_user_to_device_distance(cr, &x, &y)
        return (x * x + y * y).squareRoot()
    }
}

extension SceneMask.Mode {
    /// Union for add and lighten, removal for subtract, product for intersect and darken, exclusive-or for
    /// difference: exact for hard edges, close for soft ones.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .add, .lighten: CAIRO_OPERATOR_OVER
        case .subtract: CAIRO_OPERATOR_DEST_OUT
        case .intersect, .darken: CAIRO_OPERATOR_DEST_IN
        case .difference: CAIRO_OPERATOR_XOR
        }
    }
}
