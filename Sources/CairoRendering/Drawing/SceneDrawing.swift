import CCairo
import Rasterizer
import VectorGraphics

/// Draws display-list nodes into a Cairo context.
struct SceneDrawing {
    /// The Cairo context the nodes are drawn with.
    let cairo: CairoContext
    var cr: OpaquePointer { cairo.handle }
    // Read from the drawing context once, not on every node: stored, these cost no retain to read.
    /// Decoded once for as long as the surface's owner keeps them, however many frames draw them.
    let images: DecodedImages
    /// The clips set so far, which decide what a kept raster holds.
    let clips: ClipTrail
    /// Where separate layers and masked nodes find their rasters again; nil draws them anew (offscreen all the same).
    let keptRasters: KeptGroupRasters?
    /// Path coverages of the last frame; nil rasterizes every path.
    let keptCoverages: KeptCoverages?
    /// Fills and strokes on raster targets: TabShift's own coverage, composited exactly; nil on vector targets,
    /// where Cairo writes paths as paths.
    let rasterizer: CoverageRasterizer?
    /// Raster targets composite separate layers from an offscreen pass; vector ones draw them in place.
    let drawsRaster: Bool
    let options: DrawingOptions

    init(cairo: CairoContext, target: DrawingContext) {
        self.cairo = cairo
        images = target.images
        clips = target.clips
        keptRasters = target.memory?.rasters
        keptCoverages = target.memory?.coverages
        switch target.outlines {
        case .raster(let rasterizer):
            self.rasterizer = rasterizer
            drawsRaster = true
        case .cairoPaths:
            rasterizer = nil
            drawsRaster = false
        }
        options = target.options
    }

    /// The scene fitted into the viewport over the background, on the context's surface. From `first`
    /// on, the surface already holds the nodes before it (and the background); `afterNode` hears of each node drawn.
    /// `clearing` clears the surface first, through Cairo (see `RasterCanvas`); `cost` is the scene's drawing cost
    /// where the caller knows it.
    /// With `only`, the nodes at those indices are drawn, over the background inside the damage given with them,
    /// and nothing else.
    static func draw(
        _ scene: LottieScene, in target: DrawingContext, clearing: Bool = false, from first: Int = 0,
        only chosen: (nodes: [Int], damage: PixelBox)? = nil, cost: DrawingCost? = nil,
        afterNode: ((Int) -> Void)? = nil
    ) throws(OutputError) {
        let viewport = target.viewport, surface = target.surface
        try DrawingBudget.standard.check(scene, cost: cost, viewport: viewport)
        let context = try CairoContext(surface: surface)
        let cr = context.handle
        // Cleared through Cairo, a surface is one Cairo knows to be clear, and it rounds a first drawing onto it as
        // onto a new surface, not as onto one that merely holds zeros. Where Cairo paints nothing in the scene (solid
        // fills and strokes alone, no background), the zeros are all that clearing leaves, and writing them costs less.
        if clearing, chosen == nil,
            target.background != nil || scene.nodes.contains(where: \.paintsThroughCairo) || !surface.zeroPixels()
        {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if let background = target.background, first == 0 {
            if let damage = chosen?.damage {
                cairo_save(cr)
                cairo_rectangle(
                    cr, Double(damage.columns.lowerBound), Double(damage.rows.lowerBound), Double(damage.columns.count),
                    Double(damage.rows.count))
                cairo_clip(cr)
            }
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
            if chosen != nil { cairo_restore(cr) }
        }
        let (transform, frame) = viewport.fit(scene)
        // A composition filling the raster is clipped by its edges already; setting the clip anyway cost as much as
        // a small icon's fill. Cairo would round the rectangle to 1/256 of a pixel, halves to even, so filling is
        // judged there, as the rasterizer rounds. The trail below keeps the clip all the same: it is what groups and
        // coverage see.
        func onCairoGrid(_ value: Double, is target: Int32) -> Bool {
            PolygonEdges.nearestWhole(value * 256) == Double(target) * 256
        }
        let fillsRaster =
            cairo_surface_get_type(surface.handle) == CAIRO_SURFACE_TYPE_IMAGE
            && onCairoGrid(frame.x, is: 0) && onCairoGrid(frame.y, is: 0)
            && onCairoGrid(frame.width, is: cairo_image_surface_get_width(surface.handle))
            && onCairoGrid(frame.height, is: cairo_image_surface_get_height(surface.handle))
        if !(target.options.leavesOutUncuttingClips && fillsRaster) {
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cr)
        }
        let drawing = SceneDrawing(cairo: context, target: target)
        target.clips.start(clippedTo: Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &matrix)
        // What the kept coverages and rasters note belongs to the top-level node drawn, for frames that skip it.
        func draw(_ index: Int) {
            drawing.keptCoverages?.node = index
            drawing.keptRasters?.node = index
            drawing.draw(scene.nodes[index], opacity: 1)
        }
        if let chosen {
            for index in chosen.nodes { draw(index) }
        } else {
            for index in first..<scene.nodes.count {
                draw(index)
                afterNode?(index)
            }
        }
        if let refusal = target.images.refusal {
            throw OutputError(operation: "decoding images", message: refusal)
        }
        try context.checkStatus("drawing the scene")
    }

    func draw(_ nodes: [SceneNode], opacity: Double = 1) {
        for node in nodes { draw(node, opacity: opacity) }
    }

    /// `opacity` is what enclosing groups pass down when they could skip an offscreen pass.
    func draw(_ node: SceneNode, opacity: Double) {
        switch node {
        case .group(let group):
            // A singular matrix would put the context in an error state; such a group shows nothing anyway.
            guard group.opacity > 0, group.transform.isInvertible else { return }
            // A group that neither moves nor clips leaves Cairo's state as it found it: everything drawn inside sets
            // its own source, rule and stroke, and offscreen passes save and restore on their own. Saving copies
            // the clip and references the source, for nothing.
            let changesState = !options.savesStateOnlyWhereNeeded || !group.transform.isIdentity || group.clip != nil
            if changesState { cairo_save(cr) }
            apply(group.transform)
            let composited = group.isSeparateLayer && drawsRaster
            // Both the clip and the composite may ask for the box around the children: measured once.
            var knownExtent: PaintExtent?
            func childrenExtent() -> PaintExtent {
                if let knownExtent { return knownExtent }
                let extent = group.children.geometryExtent
                knownExtent = extent
                return extent
            }
            var clipped = false
            // The clip of a group composited from its own raster sizes that raster: it stays, but where it cuts
            // nothing it becomes the whole pixels around it, which size the raster alike and let Cairo draw inside
            // and composite it without clipping every span.
            if let clip = group.clip {
                let cutsNothing = clipCutsNothing(clip, children: group.children, childrenExtent: childrenExtent())
                if composited, cutsNothing,
                    let pixels = PaintExtent(clip.controlBounds).devicePixels(under: deviceTransform, margin: 0)
                {
                    clipToDevicePixels(pixels)
                    clips.push(
                        BezierPath.rectangle(
                            x: pixels.minX, y: pixels.minY, width: pixels.maxX - pixels.minX,
                            height: pixels.maxY - pixels.minY),
                        under: .identity)
                    clipped = true
                } else if composited || !cutsNothing {
                    appendPath(clip)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
                    cairo_clip(cr)
                    clips.push(clip, under: deviceTransform)
                    clipped = true
                }
            }
            // Group opacity applies to the composited children; with one drawable the two are the same, and
            // the offscreen pass can be skipped. A blend mode always needs the composited group.
            if composited {
                compositeKeptRaster(of: group, node: node, opacity: opacity, childrenExtent: childrenExtent())
            } else if group.isIsolated(drawables: node.drawableCount) {
                let clippedToInk = clipOffscreenGroupToInk(group, childrenExtent: childrenExtent())
                cairo_push_group(cr)
                draw(group.children, opacity: 1)
                cairo_pop_group_to_source(cr)
                paintSource(blendMode: group.blendMode, alpha: group.opacity * opacity, within: childrenExtent())
                if clippedToInk { cairo_restore(cr) }
            } else {
                draw(group.children, opacity: opacity * group.opacity)
            }
            if clipped { clips.pop() }
            if changesState { cairo_restore(cr) }
        case .fill(let fill) where rasterizer != nil:
            paintCoverage(of: .fill(fill.path, fill.rule), paint: fill.paint, opacity: fill.opacity * opacity)
        case .fill(let fill):
            appendPath(fill.path)
            cairo_set_fill_rule(cr, fill.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            let pattern = setSource(fill.paint, opacity: fill.opacity * opacity)
            cairo_fill(cr)
            withExtendedLifetime(pattern) {}
        case .stroke(let stroke) where rasterizer != nil:
            paintCoverage(
                of: .stroke(stroke.path, stroke.style), paint: stroke.paint, opacity: stroke.opacity * opacity)
        case .stroke(let stroke):
            appendPath(stroke.path)
            apply(stroke.style)
            let pattern = setSource(stroke.paint, opacity: stroke.opacity * opacity)
            cairo_stroke(cr)
            withExtendedLifetime(pattern) {}
        case .masked(let masked):
            drawMasked(masked, opacity: opacity)
        case .matted(let matted):
            drawMatted(matted, opacity: opacity)
        case .effected(let effected):
            drawEffected(effected, opacity: opacity)
        case .image(let image):
            drawImage(image, opacity: opacity)
        case .text(let text):
            drawText(text, opacity: opacity)
        }
    }

    /// Paints the current source (a composited group) with `blendMode` at `alpha`.
    ///
    /// Given the group's `ink`, only the device pixels it can reach are composited: elsewhere the group is
    /// transparent, which leaves every pixel as it was under every blend mode, and pixman's blend modes other than
    /// normal have no fast paths, so a small layer over a large canvas would otherwise pay for the canvas. Only onto
    /// the canvas itself: composited into another offscreen group, the box changed a pixel of the random scenes in
    /// `ClipOmissionTests`, so there the group is composited whole. Inside a clip of whole pixels the box is whole
    /// pixels. Inside a letterboxed frame's clip, which is not, Cairo composites through a mask of the clip's
    /// coverage: the box half a pixel larger all round keeps it such a mask, with the same coverage wherever the
    /// group has ink, over the box rather than the frame (a box of whole pixels there would composite through
    /// another of pixman's paths, whose rounding of the alpha differs by a step).
    func paintSource(blendMode: BlendingMode, alpha: Double, within ink: @autoclosure () -> PaintExtent = .unbounded) {
        cairo_set_operator(cr, blendMode.cairoOperator)
        // The ink is a walk over the group's content, worked out only where it is used.
        if options.compositesWithinInk, cairo_get_group_target(cr) == cairo_get_target(cr),
            clips.isWholePixels || clips.areRectangles, let box = ink().devicePixels(under: deviceTransform)
        {
            cairo_save(cr)
            clipToDevicePixels(box, grownBy: clips.isWholePixels ? 0 : 0.5)
            cairo_paint_with_alpha(cr, alpha)
            cairo_restore(cr)
        } else {
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Clips to the whole pixels around the children's ink before an offscreen group is pushed, so that Cairo makes
    /// the group's surface that size rather than the canvas's: the clearing, Cairo's work on it and the composite
    /// shrink with it. Only where the composite keeps to the ink anyway (onto the canvas, inside whole-pixel clips),
    /// and only over children TabShift's rasterizer blends alone: what Cairo paints itself inside (nested offscreen
    /// groups, gradients, images) can round a step apart on a surface whose origin moved. Returns whether it saved
    /// Cairo's state (the caller restores it after the composite).
    private func clipOffscreenGroupToInk(_ group: SceneGroup, childrenExtent: @autoclosure () -> PaintExtent) -> Bool {
        guard options.compositesWithinInk, drawsOntoCanvasInWholePixels(),
            !group.children.contains(where: \.paintsThroughCairo),
            let box = childrenExtent().devicePixels(under: deviceTransform),
            let bounds = clips.deviceBounds,
            // Saving, clipping and restoring cost more than a surface less than twice the ink's size.
            2 * (box.maxX - box.minX) * (box.maxY - box.minY)
                <= Double(bounds.columns.count) * Double(bounds.rows.count)
        else { return false }
        cairo_save(cr)
        clipToDevicePixels(box)
        return true
    }

    /// Clips to `box`, given in device pixels and grown by `margin` all round, keeping the current matrix.
    private func clipToDevicePixels(
        _ box: (minX: Double, minY: Double, maxX: Double, maxY: Double), grownBy margin: Double = 0
    ) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_rectangle(
            cr, box.minX - margin, box.minY - margin, box.maxX - box.minX + 2 * margin,
            box.maxY - box.minY + 2 * margin)
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    /// Draws `content` into an offscreen group and returns it as a pattern the caller owns.
    func group(_ content: [SceneNode], alphaOnly: Bool = false) -> CairoPattern? {
        if alphaOnly { cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA) } else { cairo_push_group(cr) }
        draw(content, opacity: 1)
        return CairoPattern(cairo_pop_group(cr))
    }

    private func apply(_ transform: AffineTransform) {
        guard !transform.isIdentity else { return }
        var matrix = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &matrix)
    }

    func appendPath(_ path: BezierPath) {
        Self.appendPath(path, to: cr)
    }

    /// Replaces `cr`'s current path with `path`.
    static func appendPath(_ path: BezierPath, to cr: OpaquePointer) {
        cairo_new_path(cr)
        for contour in path.contours {
            cairo_move_to(cr, contour.start.x, contour.start.y)
            var current = contour.start
            for segment in contour.segments {
                if segment.isStraight(from: current) {
                    cairo_line_to(cr, segment.end.x, segment.end.y)
                } else {
                    cairo_curve_to(
                        cr, segment.control1.x, segment.control1.y, segment.control2.x, segment.control2.y,
                        segment.end.x, segment.end.y)
                }
                current = segment.end
            }
            if contour.isClosed { cairo_close_path(cr) }
        }
    }

    private func apply(_ style: StrokeAttributes) {
        cairo_set_line_width(cr, style.width)
        let cap =
            switch style.cap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join =
            switch style.join {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        cairo_set_miter_limit(cr, style.miterLimit)
        if style.dashes.isEmpty || style.dashes.allSatisfy({ $0 <= 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            style.dashes.withUnsafeBufferPointer {
                cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashOffset)
            }
        }
    }

    /// Sets the paint as source; a gradient's pattern is returned so that it outlives the fill or stroke.
    func setSource(_ paint: Paint, opacity: Double) -> CairoPattern? {
        switch paint {
        case .solid(let color):
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
            return nil
        case .linearGradient(let gradient):
            let pattern = CairoPattern(
                cairo_pattern_create_linear(gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y))
            return install(pattern, stops: gradient.stops, opacity: opacity)
        case .radialGradient(let gradient):
            let pattern = CairoPattern(
                cairo_pattern_create_radial(
                    gradient.focus.x, gradient.focus.y, 0, gradient.center.x, gradient.center.y, gradient.radius))
            return install(pattern, stops: gradient.stops, opacity: opacity)
        }
    }

    private func install(_ pattern: CairoPattern?, stops: [GradientStop], opacity: Double) -> CairoPattern? {
        guard let pattern else { return nil }
        Self.addStops(stops, to: pattern, opacity: opacity)
        // Lottie gradients keep their end colours beyond the end points.
        cairo_pattern_set_extend(pattern.handle, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern.handle)
        return pattern
    }

    /// A gradient's stops on `pattern`, offsets kept within 0…1 and each colour's alpha times `opacity`.
    static func addStops(_ stops: [GradientStop], to pattern: CairoPattern, opacity: Double = 1) {
        for stop in stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern.handle, min(max(stop.offset, 0), 1), color.red, color.green, color.blue, color.alpha * opacity)
        }
    }
}
