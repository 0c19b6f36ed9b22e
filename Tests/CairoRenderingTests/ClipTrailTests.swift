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

    /// A box the trail says every clip lets through whole must be covered whole by the clips' own coverage (or lie
    /// inside their whole pixels): drawing there without the clip then changes nothing.
    @Test("a box every clip lets through whole is covered whole by the clips' coverage", arguments: RandomSeeds.upTo(200))
    func letsThroughWhole(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        let trail = ClipTrail(), rasterizer = CoverageRasterizer()
        let canvas = PixelBox(rows: 0..<48, columns: 0..<64)
        trail.start(clippedTo: Bool.random(using: &random) ? Rect(x: 0, y: 0, width: 64, height: 48) : Rect(x: 1.37, y: 0.5, width: 61.2, height: 46.75))
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            var (path, matrix, _) = Self.clip(using: &random)
            if Bool.random(using: &random) {
                matrix = AffineTransform.rotation(degrees: Double.random(in: -50...50, using: &random)).followed(by: matrix)
            }
            trail.push(path, under: matrix)
        }
        for _ in 0..<40 {
            let x = Int.random(in: -4...60, using: &random), y = Int.random(in: -4...44, using: &random)
            let box = PixelBox(rows: y..<(y + Int.random(in: 1...8, using: &random)), columns: x..<(x + Int.random(in: 1...8, using: &random)))
            guard trail.letsThroughWhole(Self.extent(of: box)) else { continue }
            guard let coverage = trail.coverage(within: canvas, rasterizingWith: rasterizer) else {
                // Whole pixels: the clip is its bounds.
                #expect(box.intersection(trail.deviceBounds ?? canvas) == box, "seed \(seed)")
                continue
            }
            let covered = coverage.coveredBox ?? PixelBox(rows: 0..<0, columns: 0..<0)
            guard box.intersection(covered) == box else {
                Issue.record("seed \(seed): \(box) reaches past the clips' coverage \(covered)")
                continue
            }
            // The bytes of the whole covered box: its rows' runs reach past a smaller one.
            let (bytes, bytesPerRow) = coverage.denseBytes(of: covered)
            for row in box.rows {
                for column in box.columns {
                    let value = bytes[(row - covered.rows.lowerBound) * bytesPerRow + column - covered.columns.lowerBound]
                    if value != 255 { Issue.record("seed \(seed): \(box) has coverage \(value) at \(column), \(row)") }
                }
            }
        }
    }

    @Test("a box well inside an unaligned, turned rectangle is let through whole; one across its side or inside a triangle is not")
    func letsThroughWholeCases() {
        let trail = ClipTrail()
        trail.start(clippedTo: Rect(x: 0.5, y: 0.25, width: 63, height: 47.5))
        // A 20x16 rectangle turned 30° about its middle, placed at (32.3, 24.1).
        let turned = AffineTransform.translation(x: -10, y: -8).followed(by: .rotation(degrees: 30))
            .followed(by: .translation(x: 32.3, y: 24.1))
        trail.push(.rectangle(x: 0, y: 0, width: 20, height: 16), under: turned)
        #expect(trail.letsThroughWhole((minX: 29, minY: 21, maxX: 35, maxY: 27)))
        #expect(!trail.letsThroughWhole((minX: 29, minY: 21, maxX: 45, maxY: 27)))
        #expect(!trail.letsThroughWhole((minX: 0, minY: 0, maxX: 3, maxY: 3)))
        trail.pop()
        let triangle = BezierContour(start: Point(x: 0, y: 0), segments: [.line(from: Point(x: 0, y: 0), to: Point(x: 60, y: 0)), .line(from: Point(x: 60, y: 0), to: Point(x: 0, y: 45))], isClosed: true)
        trail.push(BezierPath(contours: [triangle]), under: .translation(x: 0.3, y: 0.3))
        #expect(!trail.letsThroughWhole((minX: 5, minY: 5, maxX: 8, maxY: 8)))
    }

    static func extent(of box: PixelBox) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (Double(box.columns.lowerBound), Double(box.rows.lowerBound), Double(box.columns.upperBound), Double(box.rows.upperBound))
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
