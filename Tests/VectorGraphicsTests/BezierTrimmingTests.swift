import Testing
import VectorGraphics

@Suite("Trimming paths")
struct BezierTrimmingTests {
    /// A 100-long horizontal line and a 400-long square.
    let line = BezierPath(contours: [BezierContour(start: .zero, segments: [.line(from: .zero, to: Point(x: 100, y: 0))])])
    let square = BezierPath.rectangle(x: 0, y: 0, width: 100, height: 100)

    @Test("lengths of straight and closed contours")
    func lengths() {
        #expect(abs(line.length - 100) < 1e-9)
        #expect(abs(square.length - 400) < 1e-9)
    }

    @Test("a stretch keeps exactly its share of the length", arguments: [(0.0, 0.25), (0.1, 0.9), (0.5, 1.0), (0.3, 0.3001)])
    func shareOfLength(from: Double, to: Double) {
        let trimmed = square.trimmed(fromFraction: from, toFraction: to)
        #expect(abs(trimmed.length - 400 * (to - from)) < 1e-6)
    }

    @Test("0 to 100% keeps the path as it is, an empty stretch keeps nothing")
    func edges() {
        #expect(square.trimmed(fromFraction: 0, toFraction: 1) == square)
        #expect(square.trimmed(fromFraction: 0.4, toFraction: 0.4).isEmpty)
        #expect(BezierPath().trimmed(fromFraction: 0.2, toFraction: 0.5).isEmpty)
    }

    @Test("a stretch past the end wraps round to the start")
    func wrapping() throws {
        let trimmed = line.trimmed(fromFraction: 0.9, toFraction: 1.2)
        #expect(trimmed.contours.count == 2)
        #expect(abs(trimmed.length - 30) < 1e-9)
        let first = try #require(trimmed.contours.first), second = try #require(trimmed.contours.last)
        #expect(first.start.distance(to: Point(x: 90, y: 0)) < 1e-9)
        #expect(second.start == .zero)
        #expect(second.last.distance(to: Point(x: 20, y: 0)) < 1e-9)
    }

    /// `thorvg__graph` f75: a filled closed path trimmed past its end drew a wedge between two outlines each closed on
    /// itself; lottie-web draws one outline (its `TrimModifier` goes on in the last shape when the path is closed).
    @Test("a stretch wrapping past the end of a closed contour is one outline, going on from the start")
    func wrappingClosed() throws {
        let trimmed = square.trimmed(fromFraction: 0.5, toFraction: 1.1)
        #expect(trimmed.contours.count == 1)
        #expect(abs(trimmed.length - 240) < 1e-9)
        let outline = try #require(trimmed.contours.first)
        #expect(outline.start.distance(to: Point(x: 100, y: 100)) < 1e-9 && outline.last.distance(to: Point(x: 40, y: 0)) < 1e-9)
        #expect(outline.endPoints.contains { $0.distance(to: .zero) < 1e-9 }, "through the corner where the square starts")
    }

    @Test("curves are cut at the right arc length")
    func curvedSegment() {
        // A quarter circle of radius 100 drawn as one cubic: its length is close to 50π.
        let handle = 55.19150244935105
        let arc = BezierPath(contours: [BezierContour(start: Point(x: 100, y: 0), segments: [
            CubicSegment(control1: Point(x: 100, y: handle), control2: Point(x: handle, y: 100), end: Point(x: 0, y: 100)),
        ])])
        #expect(abs(arc.length - 50 * Double.pi) < 0.1)
        let half = arc.trimmed(fromFraction: 0, toFraction: 0.5)
        let end = half.contours[0].last
        // Halfway along a quarter circle sits at 45°.
        #expect(abs(end.x - end.y) < 0.2)
        #expect(abs(end.length - 100) < 0.1)
    }

    @Test("reversing a contour traces the same points backwards")
    func reversal() {
        let contour = square.contours[0]
        let reversed = contour.reversed
        #expect(reversed.start == contour.last)
        #expect(reversed.endPoints == contour.endPoints.reversed())
        #expect(reversed.reversed == contour)
    }
}
