import CCairo
import VectorGraphics

/// A text node's lines shaped and placed, and its glyphs as outlines: what the compositor draws through Cairo, and
/// what vector writers and tab-bar titles take as paths.
package enum TextLayout {
    /// Each cluster's glyphs (consecutive in a shaped line) with its first character's style and where glyphs drawn
    /// from the line's `start` go: turned about the cluster's centre, moved by its offset and by the tracking added
    /// before it, or set along the node's path.
    package static func forEachCluster(
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
    package static func lineStart(_ line: TextNode.Line, _ shaped: ShapedLine) -> Point {
        Point(x: line.origin.x - shaped.width * line.alignment, y: line.origin.y)
    }

    /// Adds the glyphs' outlines to `cr`'s current path, each run of one face at once.
    package static func appendGlyphs(
        _ glyphs: ArraySlice<ShapedGlyph>, at start: Point, size: Double, to cr: OpaquePointer
    ) {
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

    /// The node's lines, shaped, as drawn: as given for point text; for paragraph text, each wrapped at the box's
    /// width (measured on the shaped paragraph) and stacked a line height apart from the first baseline.
    package static func placedLines(_ node: TextNode) -> [(TextNode.Line, ShapedLine)] {
        let request = FontRequest(node)
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

    /// The text's outlines as paths, each with the style it is painted in: one path for plain text, one per cluster
    /// under text animators (moved by its offset). For vector writers that draw glyphs as paths.
    package static func outlines(_ node: TextNode) -> [(path: BezierPath, style: TextNode.CharacterStyle)] {
        guard let context = GlyphPathContext() else { return [] }
        // The context owns `cr`: it must outlive every use of it below.
        defer { withExtendedLifetime(context) {} }
        let cr = context.handle
        let plain = TextNode.CharacterStyle(
            fill: node.fill, strokeColor: node.strokeColor, strokeWidth: node.strokeWidth)
        var result: [(path: BezierPath, style: TextNode.CharacterStyle)] = []
        var whole = BezierPath()
        for (line, shaped) in placedLines(node) {
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
    package static func outline(of glyphs: ArraySlice<ShapedGlyph>, size: Double) -> BezierPath {
        guard let context = GlyphPathContext() else { return BezierPath() }
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

/// A Cairo context on a one-pixel surface, only to turn glyphs into paths (`cairo_glyph_path`), freed with it.
private final class GlyphPathContext {
    let handle: OpaquePointer
    private let surface: OpaquePointer

    init?() {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface),
            cairo_status(context) == CAIRO_STATUS_SUCCESS
        else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        handle = context
    }

    deinit {
        cairo_destroy(handle)
        cairo_surface_destroy(surface)
    }
}
