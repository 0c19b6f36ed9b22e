import CCairo
@testable import CairoRendering
import LottieTestFixtures
@testable import Rasterizer
import VectorGraphics

/// Fills and strokes drawn by TabShift's rasterizer and by Cairo's own, for tests that compare the two.
enum CairoReference {
    static let size = 64

    /// `node` drawn by TabShift's rasterizer (on a raster canvas) and by Cairo itself, as premultiplied words.
    static func render(_ node: SceneNode, transform: AffineTransform = .identity) throws -> (ours: [UInt32], cairo: [UInt32]) {
        let scene = LottieScene(width: Double(size), height: Double(size), nodes: [.group(SceneGroup(transform: transform, children: [node]))])
        let canvas = try RasterCanvas(viewport: Viewport(width: size, height: size))
        try canvas.draw(scene)
        let ours = canvas.withPremultipliedPixels { pixels in (0..<size * size).map { pixels.word(x: $0 % size, y: $0 / size) } }
        let surface = try CairoSurface.image(width: size, height: size)
        let context = try CairoContext(surface: surface)
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(context.handle, &matrix)
        cairo_set_source_rgba(context.handle, 0, 0, 0, 1)
        switch node {
        case .fill(let fill):
            SceneDrawing.appendPath(fill.path, to: context.handle)
            cairo_set_fill_rule(context.handle, fill.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(context.handle)
        case .stroke(let stroke):
            SceneDrawing.appendPath(stroke.path, to: context.handle)
            cairo_set_line_width(context.handle, stroke.style.width)
            cairo_set_line_cap(context.handle, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][stroke.style.cap]!)
            cairo_set_line_join(context.handle, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL][stroke.style.join]!)
            cairo_set_miter_limit(context.handle, stroke.style.miterLimit)
            if !stroke.style.dashes.isEmpty { stroke.style.dashes.withUnsafeBufferPointer { cairo_set_dash(context.handle, $0.baseAddress, Int32($0.count), stroke.style.dashOffset) } }
            cairo_stroke(context.handle)
        default:
            break
        }
        cairo_surface_flush(surface.handle)
        let data = cairo_image_surface_get_data(surface.handle)!
        let stride = Int(cairo_image_surface_get_stride(surface.handle))
        let cairo = (0..<size * size).map { UnsafeRawPointer(data + ($0 / size) * stride).load(fromByteOffset: ($0 % size) * 4, as: UInt32.self) }
        return (ours, cairo)
    }

    /// Share of pixels whose alpha differs by more than `threshold` of 255, and the largest difference.
    static func difference(_ a: [UInt32], _ b: [UInt32], threshold: Int) -> (share: Double, largest: Int) {
        var beyond = 0, largest = 0
        for (x, y) in zip(a, b) {
            let delta = abs(Int(x >> 24) - Int(y >> 24))
            largest = max(largest, delta)
            if delta > threshold { beyond += 1 }
        }
        return (Double(beyond) / Double(a.count), largest)
    }

    /// A random path of `count` pieces, lines and curves, inside the 64-pixel square.
    static func randomPath(_ random: inout SeededGenerator, pieces count: Int, closed: Bool) -> BezierPath {
        func point() -> Point { Point(x: Double.random(in: 8...56, using: &random), y: Double.random(in: 8...56, using: &random)) }
        var contour = BezierContour(start: point(), isClosed: closed)
        var current = contour.start
        for _ in 0..<count {
            let end = point()
            contour.segments.append(Bool.random(using: &random) ? .line(from: current, to: end) : CubicSegment(control1: point(), control2: point(), end: end))
            current = end
        }
        return BezierPath(contours: [contour])
    }

}
