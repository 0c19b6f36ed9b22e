import Testing
import VectorGraphics

@Suite("Modifier geometry")
struct ModifierGeometryTests {
    let square = BezierPath.rectangle(x: 0, y: 0, width: 100, height: 100)
    let line = BezierPath(contours: [BezierContour(start: .zero, segments: [.line(from: .zero, to: Point(x: 100, y: 0))])])

    @Test("round corners cut each corner by the radius and arc round it")
    func roundCorners() throws {
        let rounded = square.roundingCorners(radius: 10)
        #expect(rounded.contours[0].segments.count == 8)
        // Four sides shortened by 20 each, plus four quarter circles of radius 10 (the cubic is within 0.03%).
        #expect(abs(rounded.length - (320 + 2 * .pi * 10)) < 0.2)
        #expect(!rounded.contours[0].endPoints.contains(Point(x: 0, y: 0)))
    }

    @Test("smooth curves are left whole, also beside a contour whose corners are rounded")
    func roundCornersLeaveCurves() {
        let ellipse = BezierPath.ellipse(in: Rect(x: 10, y: 20, width: 60, height: 30))
        #expect(ellipse.roundingCorners(radius: 8) == ellipse)
        let both = BezierPath(contours: ellipse.contours + square.contours).roundingCorners(radius: 8)
        #expect(both.contours == ellipse.contours + square.roundingCorners(radius: 8).contours)
        // A curve arriving at a corner without a tangent is cut back along its length, like a side.
        let tip = BezierPath(contours: [BezierContour(start: .zero, segments: [
            .line(from: .zero, to: Point(x: 60, y: 0)),
            CubicSegment(control1: Point(x: 60, y: 0), control2: Point(x: 60, y: 60), end: Point(x: 0, y: 60)),
            .line(from: Point(x: 0, y: 60), to: .zero),
        ], isClosed: true)])
        let roundedTip = tip.roundingCorners(radius: 6)
        #expect(roundedTip.contours[0].segments.count == 5)
        #expect(!roundedTip.contours[0].endPoints.contains(Point(x: 60, y: 0)))
    }

    @Test("a radius beyond half a side is clamped: a square becomes a circle")
    func roundCornersClamped() {
        #expect(abs(square.roundingCorners(radius: 500).length - 2 * .pi * 50) < 0.2)
    }

    @Test("open ends, smooth vertices, a zero radius and empty paths are left alone")
    func roundCornersLeaveAlone() {
        #expect(line.roundingCorners(radius: 10) == line)
        #expect(square.roundingCorners(radius: 0) == square)
        #expect(BezierPath().roundingCorners(radius: 5).isEmpty)
        let bent = BezierPath(contours: [BezierContour(start: .zero, segments: [.line(from: .zero, to: Point(x: 50, y: 0)), .line(from: Point(x: 50, y: 0), to: Point(x: 50, y: 50))])])
        let rounded = bent.roundingCorners(radius: 10)
        #expect(rounded.contours[0].start == .zero && rounded.contours[0].last == Point(x: 50, y: 50))
    }

    @Test("offset moves a clockwise outline outward, or inward when negative", arguments: [(10.0, -10.0, 120.0), (-10, 10, 80)])
    func offset(amount: Double, origin: Double, side: Double) throws {
        let bounds = try #require(square.offsetting(by: amount, join: .miter, miterLimit: 4).controlBounds)
        #expect(abs(bounds.x - origin) < 1e-9 && abs(bounds.width - side) < 1e-9)
    }

    @Test("offset joins: round corners add quarter arcs, bevels cut them")
    func offsetJoins() {
        #expect(abs(square.offsetting(by: 10, join: .round, miterLimit: 4).length - (400 + 2 * .pi * 10)) < 0.5)
        #expect(abs(square.offsetting(by: 10, join: .bevel, miterLimit: 4).length - (400 + 4 * 10 * 2.squareRoot())) < 1e-6)
        #expect(square.offsetting(by: 0, join: .miter, miterLimit: 4) == square)
    }

    /// `thorvg-test__test14` f60 was 22% off lottie-web with ridges at equal lengths and corners left on the
    /// outline; placed as lottie-web places them it agrees at 0.02%.
    @Test("zig zag as lottie-web: ridges at equal steps of the parameter, corners pushed too, along the chord's normal")
    func zigZagAsLottieWeb() throws {
        // A square, clockwise from the top-left; one ridge per side.
        let zigged = square.zigZagging(ridges: 1, size: 10, smooth: false).contours[0]
        let points = zigged.endPoints
        // The top-left corner goes in (along the normal of the chord between its neighbours), the ridge in the middle
        // of the top side out, the next corner in, and so on; the outline ends on the first corner again.
        #expect(zigged.isClosed && points.count == 10, "nine points and the closing segment back to the first: \(points.count)")
        let corner = try #require(points.first), ridge = points[1], nextCorner = points[2]
        #expect(abs(corner.x - 7.0710678) < 1e-6 && abs(corner.y - 7.0710678) < 1e-6, "\(corner)")
        #expect(abs(ridge.x - 50) < 1e-9 && abs(ridge.y + 10) < 1e-9, "\(ridge)")
        #expect(abs(nextCorner.x - 92.9289322) < 1e-6 && abs(nextCorner.y - 7.0710678) < 1e-6, "\(nextCorner)")
        // A curve's ridges sit at equal steps of its parameter, not of its length.
        let curve = BezierPath(contours: [BezierContour(start: .zero, segments: [CubicSegment(control1: Point(x: 0, y: 0), control2: Point(x: 10, y: 0), end: Point(x: 100, y: 0))])])
        let middle = curve.zigZagging(ridges: 1, size: 1, smooth: false).contours[0].endPoints[1]
        #expect(abs(middle.x - 28.75) < 1e-9, "the curve's point at t = 0.5 with its first control linearized to a third: \(middle)")
    }

    @Test("zig zag pushes division points to alternate sides")
    func zigZag() {
        let zigged = line.zigZagging(ridges: 1, size: 10, smooth: false)
        #expect(zip(zigged.contours[0].endPoints.map(\.x), [0.0, 50, 100]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(abs(abs(zigged.contours[0].endPoints[1].y) - 10) < 1e-6)
        #expect(abs(zigged.length - 2 * (50.0 * 50 + 100).squareRoot()) < 1e-6)
        let three = line.zigZagging(ridges: 3, size: 5, smooth: false).contours[0].endPoints.map(\.y)
        #expect(abs(three[1] + three[2]) < 1e-9 && abs(three[2] + three[3]) < 1e-9 && abs(three[1]) > 4.9)
        #expect(line.zigZagging(ridges: 0, size: 10, smooth: false) == line)
        let smooth = line.zigZagging(ridges: 2, size: 10, smooth: true)
        #expect(smooth.contours[0].segments.contains { !$0.isStraight(from: .zero) })
    }

    @Test("pucker pulls vertices in and pushes handles out; bloat the reverse")
    func puckerBloat() {
        let center = Point(x: 50, y: 50)
        let puckered = square.puckering(toward: center, amount: 0.5)
        #expect(puckered.contours[0].start == Point(x: 25, y: 25))
        #expect(puckered.contours[0].segments[0].control1 == Point(x: -25, y: -25))
        let bloated = square.puckering(toward: center, amount: -0.5)
        #expect(bloated.contours[0].start == Point(x: -25, y: -25))
        #expect(square.puckering(toward: center, amount: 0) == square)
    }

    @Test("twist turns the centre most and the edge not at all")
    func twist() {
        let cross = BezierPath(contours: [BezierContour(start: Point(x: 50, y: 50), segments: [.line(from: Point(x: 50, y: 50), to: Point(x: 100, y: 50))])])
        let twisted = cross.twisting(about: Point(x: 50, y: 50), degrees: 90, reach: 100)
        #expect(twisted.contours[0].start == Point(x: 50, y: 50))
        let end = twisted.contours[0].last
        // Half the reach out: turned by half of 90°.
        #expect(abs((end - Point(x: 50, y: 50)).angle - .pi / 4) < 1e-9)
        #expect(cross.twisting(about: .zero, degrees: 0, reach: 10) == cross)
    }
}
