import Foundation
import VectorGraphics

/// Turns a stroked path into the polygon it covers, for the rasterizer to fill with the non-zero rule.
///
/// Everything is worked out in the path's own space, where the line width is given, and every point is transformed
/// to device pixels as it is added: under a stretching transform the pen turns into an ellipse, as Cairo's does.
/// Each run of the path becomes one closed outline: its left side forward, an end cap, its right side backward and
/// a start cap (a closed contour becomes two loops, one each way). Corners get the style's join on their outer side;
/// the points a curve was flattened into get round joins, so a curve is outlined within the tolerance of its true
/// offset. On a corner's inner side the outline is cut where the two sides cross when that lies on both; otherwise
/// it passes through the corner itself, and the loop that makes is covered twice, which the non-zero rule fills
/// once. The polygon covers exactly the union of the pieces of the stroke.
final class StrokeOutliner {
    /// A point of a flattened contour and whether a curve passes smoothly through it.
    struct Vertex {
        var point: Point
        var isSmooth: Bool
    }

    /// Where outlines go.
    let edges: PolygonEdges
    // One owner on one thread: Swift's dynamic exclusivity checks on these would cost more than the work.
    /// The flattened contour being stroked.
    @exclusivity(unchecked) var vertices = ScratchBuffer<Vertex>()
    /// The dash being built, and a closed contour's first dash, held back to join the last.
    @exclusivity(unchecked) var dashRun = ScratchBuffer<Vertex>()
    @exclusivity(unchecked) var firstDash = ScratchBuffer<Vertex>()
    /// Per piece of the run being outlined, its direction (a unit vector) and length.
    @exclusivity(unchecked) private var directions = ScratchBuffer<Point>()
    @exclusivity(unchecked) private var lengths = ScratchBuffer<Double>()
    /// What a stroke needs while it outlines.
    @exclusivity(unchecked) private(set) var style = StrokeAttributes(width: 0)
    @exclusivity(unchecked) private(set) var halfWidth = 0.0
    @exclusivity(unchecked) private(set) var transform = VectorGraphics.AffineTransform.identity
    /// The tolerance in the path's own space, for flattening curves and rounding joins and caps.
    @exclusivity(unchecked) private(set) var tolerance = 0.05
    /// The widest turn one chord of a round join or cap may make within the tolerance, and its cosine.
    @exclusivity(unchecked) private(set) var arcStep = Double.pi / 2
    @exclusivity(unchecked) private(set) var arcStepCosine = 0.0
    @exclusivity(unchecked) private var startsContour = false

    /// An outliner adding to `edges`.
    init(into edges: PolygonEdges) {
        self.edges = edges
    }

    deinit {
        vertices.deallocate()
        dashRun.deallocate()
        firstDash.deallocate()
        directions.deallocate()
        lengths.deallocate()
    }

    /// Adds the outline of `path` stroked with `style` under `transform` to `edges`.
    func addStroke(of path: BezierPath, style: StrokeAttributes, transform: VectorGraphics.AffineTransform) {
        let scale = transform.largestScale
        guard style.width > 0, style.width.isFinite, scale > 0, scale.isFinite else { return }
        self.style = style
        halfWidth = style.width / 2
        self.transform = transform
        tolerance = PolygonEdges.flatteningTolerance / scale
        arcStep = tolerance < halfWidth ? 2 * acos(1 - tolerance / halfWidth) : .pi / 2
        arcStepCosine = cos(arcStep)
        let dashes = DashPattern(style.dashes, offset: style.dashOffset)
        for contour in path.contours {
            flatten(contour)
            guard !vertices.isEmpty else { continue }
            if let dashes {
                dash(closed: contour.isClosed, with: dashes)
            } else {
                addRun(vertices.base, count: vertices.count, closed: contour.isClosed, direction: nil)
            }
        }
    }

    /// The contour's points, curves cut into pieces that stay within the tolerance, repeated points dropped; a
    /// closed contour does not repeat its start at the end.
    private func flatten(_ contour: BezierContour) {
        vertices.removeAll()
        func append(_ point: Point, smooth: Bool) {
            guard point.x.isFinite, point.y.isFinite else { return }
            if let last = vertices.last, last.point == point {
                if !smooth { vertices[vertices.count - 1].isSmooth = false }
                return
            }
            vertices.append(Vertex(point: point, isSmooth: smooth))
        }
        append(contour.start, smooth: false)
        var current = contour.start
        for segment in contour.segments {
            if !segment.isStraight(from: current) {
                let curve = CurvePieces(current, segment.control1, segment.control2, segment.end, tolerance: tolerance)
                for index in 1..<curve.count { append(curve.point(at: Double(index) / Double(curve.count)), smooth: true) }
            }
            append(segment.end, smooth: false)
            current = segment.end
        }
        if contour.isClosed, vertices.count > 1, vertices[vertices.count - 1].point == vertices[0].point { vertices.removeLast() }
    }

    /// Adds the outline of one run of `count` points from `points`. A run of one point (a contour of no length, or a
    /// dash of none) gets its caps only, along `direction` when it is a dash.
    func addRun(_ points: UnsafeMutablePointer<Vertex>, count: Int, closed: Bool, direction: Point?) {
        if count == 1 {
            addDot(at: points[0].point, direction: direction)
            return
        }
        let segmentCount = closed ? count : count - 1
        directions.reserve(segmentCount)
        lengths.reserve(segmentCount)
        let unit = directions.base, length = lengths.base
        for index in 0..<segmentCount {
            let delta = points[index + 1 == count ? 0 : index + 1].point - points[index].point
            let size = delta.length
            length[index] = size
            unit[index] = delta * (1 / size)
        }
        if closed {
            // The left side forward, then the right side backward: two loops that wind opposite ways.
            beginContour()
            for vertex in 0..<count {
                let arriving = vertex == 0 ? count - 1 : vertex - 1
                join(at: points[vertex].point, from: unit[arriving], to: unit[vertex], smooth: points[vertex].isSmooth, lengths: (length[arriving], length[vertex]))
            }
            edges.closeContour()
            beginContour()
            for step in 0..<count {
                let vertex = step == 0 ? 0 : count - step, leaving = vertex == 0 ? count - 1 : vertex - 1
                join(at: points[vertex].point, from: -unit[vertex], to: -unit[leaving], smooth: points[vertex].isSmooth, lengths: (length[vertex], length[leaving]))
            }
            edges.closeContour()
            return
        }
        beginContour()
        line(points[0].point + Self.leftNormal(unit[0]) * halfWidth)
        for vertex in 1..<(count - 1) {
            join(at: points[vertex].point, from: unit[vertex - 1], to: unit[vertex], smooth: points[vertex].isSmooth, lengths: (length[vertex - 1], length[vertex]))
        }
        line(points[count - 1].point + Self.leftNormal(unit[count - 2]) * halfWidth)
        cap(at: points[count - 1].point, direction: unit[count - 2])
        for vertex in (1..<(count - 1)).reversed() {
            join(at: points[vertex].point, from: -unit[vertex], to: -unit[vertex - 1], smooth: points[vertex].isSmooth, lengths: (length[vertex], length[vertex - 1]))
        }
        line(points[0].point - Self.leftNormal(unit[0]) * halfWidth)
        cap(at: points[0].point, direction: -unit[0])
        edges.closeContour()
    }

    /// The side to the left of travel along `direction` on a y-down screen, as a unit vector.
    @inline(__always)
    static func leftNormal(_ direction: Point) -> Point { Point(x: direction.y, y: -direction.x) }

    /// The next point starts a contour.
    func beginContour() { startsContour = true }

    /// Continues the outline to `point` (in the path's space).
    @inline(__always)
    func line(_ point: Point) {
        let device = transform.apply(to: point)
        if startsContour {
            edges.move(to: device)
            startsContour = false
        } else {
            edges.line(to: device)
        }
    }
}

extension VectorGraphics.AffineTransform {
    /// The most the transform stretches any length: its largest singular value.
    var largestScale: Double {
        let sum = a * a + b * b + c * c + d * d
        let det = a * d - b * c
        return ((sum + (max(sum * sum - 4 * det * det, 0)).squareRoot()) / 2).squareRoot()
    }
}
