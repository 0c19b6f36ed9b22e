import CCairo
@testable import CairoRendering
import LottieTestFixtures
@testable import Rasterizer
import Testing
import VectorGraphics

/// The shortcuts that need a clip of whole pixels ask the clip trail, not Cairo: the trail must never call a clip
/// whole pixels that Cairo does not keep as whole pixels, and must call every clip of aligned rectangles so.
@Suite("Clip trail")
struct ClipTrailTests {
    @Test("whole pixels only where Cairo's clip is whole pixels, and wherever every clip is an aligned rectangle", arguments: RandomSeeds.upTo(200))
    func wholePixels(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x2545_F491)
        let surface = try CairoSurface.image(width: 64, height: 48)
        let context = try CairoContext(surface: surface)
        let cr = context.handle
        let trail = ClipTrail()
        // Per clip in force: whether it and those outside it were made of whole numbers only.
        var aligned: [Bool] = []
        for _ in 0..<12 {
            if !aligned.isEmpty, Int.random(in: 0...3, using: &random) == 0 {
                cairo_restore(cr)
                trail.pop()
                aligned.removeLast()
            } else {
                let (path, matrix, isWhole) = Self.clip(using: &random)
                cairo_save(cr)
                var cairoMatrix = cairo_matrix_t(xx: matrix.a, yx: matrix.b, xy: matrix.c, yy: matrix.d, x0: matrix.tx, y0: matrix.ty)
                cairo_set_matrix(cr, &cairoMatrix)
                SceneDrawing.appendPath(path, to: context.handle)
                cairo_clip(cr)
                trail.push(path, under: matrix)
                aligned.append((aligned.last ?? true) && isWhole)
            }
            let cairoSays = Self.cairoClipIsWholePixels(cr)
            if trail.isWholePixels { #expect(cairoSays, "seed \(seed)") }
            if aligned.last ?? true { #expect(trail.isWholePixels, "seed \(seed)") }
        }
    }

    /// A rectangle, now and then a triangle, under a transform: whole numbers only (so on whole pixels), or
    /// fractions somewhere, which may or may not land on whole pixels.
    static func clip(using random: inout SeededGenerator) -> (BezierPath, AffineTransform, isWhole: Bool) {
        let whole = Bool.random(using: &random)
        func number(_ range: ClosedRange<Int>) -> Double {
            whole || Bool.random(using: &random) ? Double(Int.random(in: range, using: &random)) : Double(Int.random(in: range, using: &random)) + [0.5, 0.25, 0.37][Int.random(in: 0...2, using: &random)]
        }
        let scales: [Double] = whole ? [1, 2] : [0.5, 1, 1.5, 1.37]
        var matrix = AffineTransform.scale(x: scales.randomElement(using: &random)!, y: scales.randomElement(using: &random)!)
        switch Int.random(in: 0...5, using: &random) {
        case 0: matrix = matrix.followed(by: AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        // Whole numbers that make a parallelogram: corners on whole pixels, edges not.
        case 1: return (.rectangle(x: 0, y: 0, width: 10, height: 8), matrix.followed(by: AffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 3, ty: 2)), false)
        default: break
        }
        matrix = matrix.followed(by: .translation(x: number(-8...40), y: number(-8...30)))
        if Int.random(in: 0...7, using: &random) == 0 {
            let triangle = BezierContour(start: Point(x: 0, y: 0), segments: [.line(from: Point(x: 0, y: 0), to: Point(x: 20, y: 0)), .line(from: Point(x: 20, y: 0), to: Point(x: 0, y: 20))], isClosed: true)
            return (BezierPath(contours: [triangle]), matrix, false)
        }
        let path = BezierPath.rectangle(x: number(-10...20), y: number(-10...20), width: number(0...40), height: number(0...40))
        return (path, matrix, whole)
    }

    /// Cairo's own answer: its clip as rectangles in device space, each on whole pixels.
    static func cairoClipIsWholePixels(_ cr: OpaquePointer) -> Bool {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        defer { cairo_restore(cr) }
        guard let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        return (0..<Int(truncatingIfNeeded: list.pointee.num_rectangles)).allSatisfy { index in
            let rectangle = list.pointee.rectangles[index]
            return [rectangle.x, rectangle.y, rectangle.width, rectangle.height].allSatisfy { $0 == $0.rounded() }
        }
    }
}
