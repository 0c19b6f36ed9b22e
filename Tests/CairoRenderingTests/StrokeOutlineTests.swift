import CCairo
@testable import CairoRendering
import LottieTestFixtures
@testable import Rasterizer
import Testing
import VectorGraphics

/// Strokes outlined by TabShift cover what Cairo's stroker covers: random paths of lines and curves, open and
/// closed, with every cap and join, dashes and stretching transforms, drawn both ways and compared pixel by pixel.
@Suite("Stroke outlines")
struct StrokeOutlineTests {
    @Test("a sharp corner is mitred within the limit and bevelled beyond it, as Cairo does, also where a closed contour starts and under a stretch", arguments: [2.0, 4, 10, 40], [false, true])
    func miterLimit(limit: Double, closed: Bool) throws {
        var contour = BezierContour(start: Point(x: 12, y: 56))
        contour.segments = [.line(from: contour.start, to: Point(x: 32, y: 10)), .line(from: Point(x: 32, y: 10), to: Point(x: 52, y: 56))]
        if closed {
            // The same corner where the contour starts and closes.
            contour = BezierContour(start: Point(x: 32, y: 10), isClosed: true)
            contour.segments = [.line(from: contour.start, to: Point(x: 52, y: 56)), .line(from: Point(x: 52, y: 56), to: Point(x: 32, y: 40)), .line(from: Point(x: 32, y: 40), to: Point(x: 12, y: 56))]
        }
        let node = SceneNode.stroke(StrokeNode(path: BezierPath(contours: [contour]), paint: .solid(LottieColor(red: 0, green: 0, blue: 0, alpha: 1)), style: StrokeAttributes(width: 6, join: .miter, miterLimit: limit)))
        for transform in [AffineTransform.identity, AffineTransform(a: 0.8, b: 0, c: 0, d: 1.0, tx: 6, ty: 0)] {
            let (ours, cairo) = try CairoReference.render(node, transform: transform)
            let (share, largest) = CairoReference.difference(ours, cairo, threshold: 24)
            #expect(share < 0.002, "limit \(limit), \(transform): \(share * 100)% of pixels differ beyond 24/255 (largest \(largest))")
        }
    }

    @Test("the mitre limit is judged on the corner as drawn, in device space, as Cairo's stroker judges it")
    func miterLimitInDeviceSpace() throws {
        // A corner of 30° in the path's own space that a vertical stretch sharpens past a limit of 4.
        let points = [Point(x: 19.5, y: -22.1), Point(x: 14.1, y: -2.2), Point(x: -1, y: 20.1), Point(x: 19.5, y: 0.9), Point(x: 39.5, y: 20.1), Point(x: 24.7, y: -2.5)]
        var contour = BezierContour(start: points[0], isClosed: true)
        for index in 1..<points.count { contour.segments.append(.line(from: points[index - 1], to: points[index])) }
        let node = SceneNode.stroke(StrokeNode(path: BezierPath(contours: [contour]), paint: .solid(LottieColor(red: 0, green: 0, blue: 0, alpha: 1)), style: StrokeAttributes(width: 10, join: .miter, miterLimit: 4)))
        let transform = AffineTransform(a: 0.4, b: 0, c: 0, d: 0.5, tx: 24, ty: 32)
        let (ours, cairo) = try CairoReference.render(node, transform: transform)
        let (share, largest) = CairoReference.difference(ours, cairo, threshold: 24)
        #expect(share < 0.002, "\(share * 100)% of pixels differ beyond 24/255 (largest \(largest))")
    }

    @Test("random strokes cover what Cairo's stroker covers", arguments: RandomSeeds.upTo(120))
    func randomStrokes(seed: Int) throws {
        let (ours, cairo, description) = try Self.randomStroke(seed: seed)
        let (share, largest) = CairoReference.difference(ours, cairo, threshold: 24)
        // Joins and caps are polygons of slightly different points.
        #expect(share < 0.005, "\(description): \(share * 100)% of pixels differ beyond 24/255 (largest \(largest))")
    }

    @Test("curves are stroked as Cairo strokes them: solid ones along their normals, dashed ones as pieces turning round from their ends' own directions")
    func curvesStrokedAsCairoStrokesThem() throws {
        // Offsetting the pieces of an even flattening and rounding every point between them leaves about 0.5% of
        // pixels beyond 8/255 and, on a dashed curve starting at a sharp corner, a mitre spike Cairo does not draw.
        var total = 0.0, largest = 0
        for seed in 0..<120 {
            let (ours, cairo, _) = try Self.randomStroke(seed: seed)
            let difference = CairoReference.difference(ours, cairo, threshold: 8)
            total += difference.share
            largest = max(largest, difference.largest)
        }
        #expect(total / 120 < 0.0025, "\(total / 120 * 100)% of pixels differ beyond 8/255 on average")
        #expect(largest < 160, "a pixel differs by \(largest)/255")
    }

    /// Random stroke number `seed`, drawn by TabShift and by Cairo, and what it is.
    static func randomStroke(seed: Int) throws -> (ours: [UInt32], cairo: [UInt32], description: String) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 3)
        let path = CairoReference.randomPath(&random, pieces: Int.random(in: 1...4, using: &random), closed: Bool.random(using: &random))
        let cap = [StrokeAttributes.Cap.butt, .round, .square][seed % 3]
        let join = [StrokeAttributes.Join.miter, .round, .bevel][(seed / 3) % 3]
        var style = StrokeAttributes(width: Double.random(in: 0.5...9, using: &random), cap: cap, join: join, miterLimit: Double.random(in: 1...10, using: &random))
        if seed % 4 == 3 { style.dashes = [Double.random(in: 0...12, using: &random), Double.random(in: 1...9, using: &random)]; style.dashOffset = Double.random(in: -10...10, using: &random) }
        let transform = seed % 5 == 4 ? AffineTransform(a: 0.7, b: 0.3, c: -0.2, d: 1.1, tx: 8, ty: -4) : .identity
        let node = SceneNode.stroke(StrokeNode(path: path, paint: .solid(LottieColor(red: 0, green: 0, blue: 0, alpha: 1)), style: style))
        let (ours, cairo) = try CairoReference.render(node, transform: transform)
        return (ours, cairo, "seed \(seed), \(cap) caps, \(join) joins, dashes \(style.dashes)")
    }
}
