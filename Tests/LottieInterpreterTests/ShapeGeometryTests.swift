@testable import LottieInterpreter
@_spi(Model) import LottieModel
import Testing
import VectorGraphics

@Suite("Shape geometry")
struct ShapeGeometryTests {
    @Test("rectangles start at the top-right corner and run clockwise")
    func rectangle() {
        let contour = ShapeGeometry.rectangle(center: Point(x: 10, y: 10), size: Point(x: 20, y: 10), roundness: 0)
        #expect(contour.endPoints == [Point(x: 20, y: 5), Point(x: 20, y: 15), Point(x: 0, y: 15), Point(x: 0, y: 5), Point(x: 20, y: 5)])
        #expect(abs(contour.length - 60) < 1e-9)
    }

    @Test("roundness is clamped to half the shorter side")
    func roundedRectangle() {
        let contour = ShapeGeometry.rectangle(center: .zero, size: Point(x: 10, y: 10), roundness: 100)
        // Fully rounded, the square becomes a circle of radius 5.
        #expect(abs(contour.length - 10 * Double.pi) < 0.05)
    }

    @Test("ellipses start at the top and run clockwise")
    func ellipse() {
        let contour = ShapeGeometry.ellipse(center: .zero, size: Point(x: 20, y: 10))
        #expect(contour.start == Point(x: 0, y: -5))
        #expect(contour.segments[0].end == Point(x: 10, y: 0))
        #expect(contour.isClosed)
    }

    @Test("stars alternate outer and inner points from straight up; polygons have one ring", arguments: [(Polystar.Kind.star, 10), (.polygon, 5)])
    func polystar(kind: Polystar.Kind, vertices: Int) throws {
        let contour = try #require(ShapeGeometry.polystar(kind: kind, center: .zero, pointCount: 5, rotationDegrees: 0, outerRadius: 10, outerRoundness: 0, innerRadius: 4, innerRoundness: 0))
        #expect(contour.segments.count == vertices)
        #expect(contour.start.distance(to: Point(x: 0, y: -10)) < 1e-9)
        if kind == .star { #expect(abs(contour.segments[0].end.length - 4) < 1e-9) }
    }

    @Test("zero or absurd point counts are refused or capped")
    func polystarLimits() {
        #expect(ShapeGeometry.polystar(kind: .star, center: .zero, pointCount: 0, rotationDegrees: 0, outerRadius: 1, outerRoundness: 0, innerRadius: 1, innerRoundness: 0) == nil)
        let capped = ShapeGeometry.polystar(kind: .polygon, center: .zero, pointCount: 1e9, rotationDegrees: 0, outerRadius: 1, outerRoundness: 0, innerRadius: 0, innerRoundness: 0)
        #expect(capped?.segments.count == 1000)
    }

    @Test("gradient stops merge colour and opacity stops at each other's offsets")
    func gradientStops() {
        let stops = GradientStops.stops(from: [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0.5, 1, 0], colorStopCount: 2)
        #expect(stops.map(\.offset) == [0, 0.5, 1])
        #expect(stops[1].color == LottieColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        #expect(stops[2].color.alpha == 0)
    }
}
