@testable import CairoRendering
@testable import Rasterizer
import Testing
import VectorGraphics

@Suite("Fixed-point curves")
struct FixedPointCurveTests {
    @Test("a curve is cut on Cairo's 1/256-pixel grid into pieces whose inner control points stay within 0.1 pixel of their chords")
    func piecesWithinTolerance() throws {
        let p0 = Point(x: 3.3, y: 40.1), p1 = Point(x: 10.7, y: 2.2), p2 = Point(x: 50.05, y: 5.9), p3 = Point(x: 60.2, y: 44.4)
        let curve = try #require(FixedPointCurve(p0, p1, p2, p3))
        var points = [p0]
        curve.forEachInnerPoint { point, tangent in
            #expect(point.point.x * 256 == (point.point.x * 256).rounded() && point.point.y * 256 == (point.point.y * 256).rounded())
            #expect(tangent != FixedPointCurve.FixedPoint(x: 0, y: 0))
            points.append(point.point)
        }
        points.append(p3)
        // A bend this even is halved alike at every level: 32 pieces, at parameters k/32.
        #expect(points.count - 1 == 32)
        // Every point lies on the curve, up to the grid's rounding.
        for (index, point) in points.enumerated() {
            let t = Double(index) / Double(points.count - 1), u = 1 - t
            let exact = p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
            #expect(point.distance(to: exact) < 0.05, "point \(index)")
        }
    }

    @Test("a curve with both tangents of no length is a line to Cairo, and one beyond its 24.8 coordinates has no Cairo pieces")
    func straightAndOutOfRange() {
        let a = Point(x: 1, y: 1), b = Point(x: 20, y: 9)
        #expect(FixedPointCurve(a, a, b, b) == nil)
        #expect(FixedPointCurve(a, Point(x: 1.001, y: 1), b, b) == nil)
        #expect(FixedPointCurve(a, Point(x: 1e7, y: 0), b, b) == nil)
        #expect(FixedPointCurve(a, Point(x: 9, y: 0), b, b) != nil)
    }
}
