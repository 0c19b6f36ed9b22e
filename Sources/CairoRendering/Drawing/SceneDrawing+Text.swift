import CCairo
import VectorGraphics

extension SceneDrawing {
    /// System-font text: each line shaped by `TextShaper` (bidi runs, font fallback, HarfBuzz) and its glyphs'
    /// outlines filled and stroked through Cairo, from the same font files.
    func drawText(_ node: TextNode, opacity: Double) {
        let request = FontRequest(
            family: node.fontFamily, style: node.fontStyle, postScriptName: node.postScriptName, isBold: node.isBold,
            isItalic: node.isItalic, file: node.fontFile)
        cairo_save(cr)
        cairo_new_path(cr)
        let lines = Self.placedLines(node, request: request)
        guard node.characterStyles != nil || node.path != nil else {
            // Plain text is one path, filled and outlined once.
            for (line, shaped) in lines {
                Self.appendGlyphs(shaped.glyphs[...], at: Self.lineStart(line, shaped), size: node.fontSize, to: cr)
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
            let start = Self.lineStart(line, shaped)
            Self.forEachCluster(of: shaped, in: line, node: node, plain: plain, start: start) {
                glyphs, style, placement in
                guard style.opacity > 0 else { return }
                cairo_new_path(cr)
                // The path is made under the character's placement; its outline is stroked at the text's own scale.
                cairo_save(cr)
                var matrix = cairo_matrix_t(
                    xx: placement.a, yx: placement.b, xy: placement.c, yy: placement.d, x0: placement.tx,
                    y0: placement.ty)
                cairo_transform(cr, &matrix)
                Self.appendGlyphs(glyphs, at: start, size: node.fontSize, to: cr)
                cairo_restore(cr)
                paintPath(
                    fill: style.fill, strokeColor: style.strokeColor, strokeWidth: style.strokeWidth,
                    strokeOverFill: node.strokeOverFill, alpha: opacity * style.opacity)
            }
        }
        cairo_new_path(cr)
        cairo_restore(cr)
    }

    /// Each cluster's glyphs (consecutive in a shaped line) with its first character's style and where glyphs drawn
    /// from the line's `start` go: turned about the cluster's centre, moved by its offset and by the tracking added
    /// before it, or set along the node's path.
    private static func forEachCluster(
        of shaped: ShapedLine, in line: TextNode.Line, node: TextNode, plain: TextNode.CharacterStyle, start: Point,
        body: (ArraySlice<ShapedGlyph>, TextNode.CharacterStyle, AffineTransform) -> Void
    ) {
        let styles = node.characterStyles ?? []
        let shifts = TextNode.trackingShifts(
            styles, first: line.characterOffset, count: shaped.characterAdvances.count,
            alignment: node.path == nil ? line.alignment : 0)
        var clusters:
            [(
                glyphs: ArraySlice<ShapedGlyph>, style: TextNode.CharacterStyle, pen: Point, advance: Double,
                shift: Double
            )] = []
        var first = shaped.glyphs.startIndex
        while first < shaped.glyphs.endIndex {
            let character = shaped.glyphs[first].characterIndex
            var end = first + 1
            while end < shaped.glyphs.endIndex, shaped.glyphs[end].characterIndex == character { end += 1 }
            let index = line.characterOffset + character
            let style = styles.indices.contains(index) ? styles[index] : plain
            let advance =
                shaped.characterAdvances.indices.contains(character)
                ? max(shaped.characterAdvances[character] - node.tracking, 0) : 0
            let shift = shifts.indices.contains(character) ? shifts[character] : 0
            clusters.append(
                (
                    shaped.glyphs[first..<end], style, Point(x: start.x + shaped.glyphs[first].x, y: start.y), advance,
                    shift
                ))
            first = end
        }
        let alongPath =
            node.path?.placements(
                advances: clusters.map(\.advance), tracking: node.tracking, lineWidth: shaped.width,
                alignment: line.alignment,
                baseline: line.origin.y, styles: clusters.map(\.style), shifts: clusters.map(\.shift)) ?? []
        for (position, cluster) in clusters.enumerated() {
            let placed =
                alongPath.count == clusters.count
                ? alongPath[position]
                : cluster.style.placement(advance: cluster.advance, shift: cluster.shift).followed(
                    by: .translation(x: cluster.pen.x, y: cluster.pen.y))
            body(
                cluster.glyphs, cluster.style,
                AffineTransform.translation(x: -cluster.pen.x, y: -cluster.pen.y).followed(by: placed))
        }
    }

    /// Where a shaped line's pen starts: the line aligned on its origin by its width.
    static func lineStart(_ line: TextNode.Line, _ shaped: ShapedLine) -> Point {
        Point(x: line.origin.x - shaped.width * line.alignment, y: line.origin.y)
    }

    /// Adds the glyphs' outlines to `cr`'s current path, each run of one face at once.
    static func appendGlyphs(_ glyphs: ArraySlice<ShapedGlyph>, at start: Point, size: Double, to cr: OpaquePointer) {
        var first = glyphs.startIndex
        while first < glyphs.endIndex {
            let font = glyphs[first].font
            var end = first + 1
            while end < glyphs.endIndex, glyphs[end].font === font { end += 1 }
            cairo_set_font_face(cr, font.fontFace)
            cairo_set_font_size(cr, size)
            var placed = glyphs[first..<end].map {
                cairo_glyph_t(index: UInt($0.id), x: start.x + $0.x, y: start.y + $0.y)
            }
            cairo_glyph_path(cr, &placed, Int32(placed.count))
            first = end
        }
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

    /// The node's lines, shaped, as drawn: as given for point text; for paragraph text, each wrapped at the box's
    /// width (measured on the shaped paragraph) and stacked a line height apart from the first baseline.
    static func placedLines(_ node: TextNode, request: FontRequest) -> [(TextNode.Line, ShapedLine)] {
        let shape = { (characters: [Character]) in
            TextShaper.shape(
                characters, request: request, size: node.fontSize, tracking: node.tracking, spacing: .characterAdvances)
        }
        guard let wrap = node.wrap, let first = node.lines.first else {
            return node.lines.map { ($0, shape(Array($0.text))) }
        }
        var placed: [(TextNode.Line, ShapedLine)] = []
        for line in node.lines {
            let characters = Array(line.text)
            let paragraph = shape(characters)
            for range in TextWrapping.lineRanges(
                of: characters, width: wrap.width, advanceAt: { paragraph.characterAdvances[$0] })
            {
                let origin = Point(x: line.origin.x, y: first.origin.y + Double(placed.count) * wrap.lineHeight)
                let wrapped = TextNode.Line(
                    text: String(characters[range]), origin: origin, alignment: line.alignment,
                    characterOffset: line.characterOffset + range.lowerBound)
                placed.append((wrapped, range == characters.indices ? paragraph : shape(Array(characters[range]))))
            }
        }
        return placed
    }
}

extension SceneDrawing {
    /// The text's outlines as paths, each with the style it is painted in: one path for plain text, one per cluster
    /// under text animators (moved by its offset). For vector writers that draw glyphs as paths.
    static func textOutlines(_ node: TextNode) -> [(path: BezierPath, style: TextNode.CharacterStyle)] {
        guard let surface = try? CairoSurface.image(width: 1, height: 1),
            let context = try? CairoContext(surface: surface)
        else { return [] }
        // The context owns `cr`: it must outlive every use of it below.
        defer { withExtendedLifetime(context) {} }
        let cr = context.handle
        let request = FontRequest(
            family: node.fontFamily, style: node.fontStyle, postScriptName: node.postScriptName, isBold: node.isBold,
            isItalic: node.isItalic, file: node.fontFile)
        let plain = TextNode.CharacterStyle(
            fill: node.fill, strokeColor: node.strokeColor, strokeWidth: node.strokeWidth)
        var result: [(path: BezierPath, style: TextNode.CharacterStyle)] = []
        var whole = BezierPath()
        for (line, shaped) in placedLines(node, request: request) {
            let start = lineStart(line, shaped)
            guard node.characterStyles != nil || node.path != nil else {
                whole.append(outline(of: shaped.glyphs[...], at: start, size: node.fontSize, with: cr))
                continue
            }
            forEachCluster(of: shaped, in: line, node: node, plain: plain, start: start) { glyphs, style, placement in
                result.append(
                    (outline(of: glyphs, at: start, size: node.fontSize, with: cr).transformed(by: placement), style))
            }
        }
        return node.characterStyles == nil && node.path == nil ? [(whole, plain)] : result
    }

    /// Glyphs placed from a pen at the origin, as a path.
    static func outline(of glyphs: ArraySlice<ShapedGlyph>, size: Double) -> BezierPath {
        guard let surface = try? CairoSurface.image(width: 1, height: 1),
            let context = try? CairoContext(surface: surface)
        else { return BezierPath() }
        return withExtendedLifetime(context) {
            outline(of: glyphs, at: Point(x: 0, y: 0), size: size, with: context.handle)
        }
    }

    /// The glyphs' outlines, read back from Cairo as a path.
    private static func outline(
        of glyphs: ArraySlice<ShapedGlyph>, at start: Point, size: Double, with cr: OpaquePointer
    ) -> BezierPath {
        cairo_new_path(cr)
        appendGlyphs(glyphs, at: start, size: size, to: cr)
        guard let copied = cairo_copy_path(cr) else { return BezierPath() }
        defer { cairo_path_destroy(copied) }
        cairo_new_path(cr)
        var contours: [BezierContour] = []
        var index = 0
        let count = Int(truncatingIfNeeded: copied.pointee.num_data)
        while index < count, let data = copied.pointee.data {
            let header = data[index].header
            let point = { (offset: Int) in Point(x: data[index + offset].point.x, y: data[index + offset].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                contours.append(BezierContour(start: point(1)))
            case CAIRO_PATH_LINE_TO:
                if let last = contours.indices.last {
                    contours[last].segments.append(.line(from: contours[last].last, to: point(1)))
                }
            case CAIRO_PATH_CURVE_TO:
                if let last = contours.indices.last {
                    contours[last].segments.append(CubicSegment(control1: point(1), control2: point(2), end: point(3)))
                }
            case CAIRO_PATH_CLOSE_PATH:
                if let last = contours.indices.last { contours[last].isClosed = true }
            default:
                break
            }
            index += max(Int(truncatingIfNeeded: header.length), 1)
        }
        return BezierPath(contours: contours)
    }
}
