import Foundation
@_spi(Buffers) import VectorGraphics

/// Turns a stroked path into the polygon it covers, for the rasterizer to fill with the non-zero rule.
///
/// Everything is worked out in the path's own space, where the line width is given, and every point is transformed
/// to device pixels as it is added: under a stretching transform the pen turns into an ellipse, as Cairo's does.
/// Each run of the path becomes one closed outline: its left side forward, an end cap, its right side backward and
/// a start cap (a closed contour becomes two loops, one each way). Corners get the style's join on their outer side.
/// Curves are cut where Cairo cuts them; a solid line offsets each of their points along the curve's own normal (a
/// dashed one strokes their pieces as lines, joined round), as Cairo's strokers do. On a corner's inner side the
/// outline is cut where the two sides cross when that lies on both; otherwise it passes through the corner itself,
/// and the loop that makes is covered twice, which the non-zero rule fills once. The polygon covers exactly the
/// union of the pieces of the stroke.
final class StrokeOutliner {
    /// A point of a flattened contour and whether a curve passes smoothly through it.
    struct Vertex {
        var point: Point
        var isSmooth: Bool
        /// The curve's own direction of travel as it arrives at the point and leaves it (a unit vector in the path's
        /// space), or zero where the chord's direction is meant: Cairo offsets a curve's points along the curve's
        /// normals, not its chords'.
        var arriving = Point.zero
        var leaving = Point.zero
        /// Whether the curve turns from the point before to this one by more than `cuspCosine` allows.
        var turnsSharply = false
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
    @exclusivity(unchecked) private var inverse: VectorGraphics.AffineTransform?
    /// The tolerance in the path's own space, for flattening curves and rounding joins and caps.
    @exclusivity(unchecked) private(set) var tolerance = 0.05
    /// The widest turn one chord of a round join or cap may make within the tolerance, and its cosine.
    @exclusivity(unchecked) private(set) var arcStep = Double.pi / 2
    @exclusivity(unchecked) private(set) var arcStepCosine = 0.0
    /// Between two points of a curve turning more than this (the cosine of the turn, in device space) Cairo rounds
    /// the outer side; its rule mixes the device tolerance with the width in the path's space, and so does this.
    @exclusivity(unchecked) private(set) var cuspCosine = 0.0
    @exclusivity(unchecked) private var startsContour = false
    /// Whether the stroke is dashed, so that a curve's pieces are stroked as lines.
    @exclusivity(unchecked) private var dashesCurves = false

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
        inverse = transform.inverted
        let cusp = 1 - FixedPointCurve.tolerance / halfWidth
        cuspCosine = 2 * cusp * cusp - 1
        let dashes = DashPattern(style.dashes, offset: style.dashOffset)
        dashesCurves = dashes != nil
        for contour in path.contours {
            flatten(contour, alongTangents: dashes == nil)
            guard !vertices.isEmpty else { continue }
            if let dashes {
                dash(closed: contour.isClosed, with: dashes)
            } else {
                addRun(vertices.base, count: vertices.count, closed: contour.isClosed, direction: nil)
            }
        }
    }

    /// The contour's points, curves cut into pieces where Cairo cuts them (or evenly, within the tolerance, where it
    /// cannot), repeated points dropped; a closed contour does not repeat its start at the end. A curve's ends keep
    /// its directions there, and along tangents (a solid line) each of its points does too.
    private func flatten(_ contour: BezierContour, alongTangents: Bool) {
        vertices.removeAll()
        func append(_ point: Point, smooth: Bool, arriving: Point = .zero, turnsSharply: Bool = false) {
            guard point.x.isFinite, point.y.isFinite else { return }
            if let last = vertices.last, last.point == point {
                if !smooth {
                    vertices[vertices.count - 1].isSmooth = false
                    vertices[vertices.count - 1].leaving = .zero
                    if arriving != .zero { vertices[vertices.count - 1].arriving = arriving }
                }
                return
            }
            vertices.append(
                Vertex(
                    point: point, isSmooth: smooth, arriving: arriving, leaving: smooth ? arriving : .zero,
                    turnsSharply: turnsSharply))
        }
        append(contour.start, smooth: false)
        var current = contour.start
        for segment in contour.segments {
            if !segment.isStraight(from: current) {
                let p0 = transform.apply(to: current), p1 = transform.apply(to: segment.control1)
                let p2 = transform.apply(to: segment.control2), p3 = transform.apply(to: segment.end)
                if let inverse, let curve = FixedPointCurve(p0, p1, p2, p3) {
                    if !vertices.isEmpty {
                        vertices[vertices.count - 1].leaving = direction(of: curve.initialTangent, inverse)
                    }
                    // Cairo judges the turn between neighbouring points on the device-space tangents themselves.
                    var previousTangent = Self.unit(curve.initialTangent)
                    curve.forEachInnerPoint { point, tangent in
                        guard alongTangents else { return append(inverse.apply(to: point.point), smooth: true) }
                        let deviceTangent = Self.unit(tangent)
                        let cosine = previousTangent.x * deviceTangent.x + previousTangent.y * deviceTangent.y
                        previousTangent = deviceTangent
                        append(
                            inverse.apply(to: point.point), smooth: true, arriving: direction(of: tangent, inverse),
                            turnsSharply: cosine < cuspCosine)
                    }
                    append(segment.end, smooth: false, arriving: direction(of: curve.finalTangent, inverse))
                    current = segment.end
                    continue
                }
                let curve = CurvePieces(current, segment.control1, segment.control2, segment.end, tolerance: tolerance)
                for index in 1..<curve.count {
                    append(curve.point(at: Double(index) / Double(curve.count)), smooth: true)
                }
            }
            append(segment.end, smooth: false)
            current = segment.end
        }
        if contour.isClosed, vertices.count > 1, vertices[vertices.count - 1].point == vertices[0].point {
            if vertices[vertices.count - 1].arriving != .zero {
                vertices[0].arriving = vertices[vertices.count - 1].arriving
            }
            vertices.removeLast()
        }
    }

    /// A device-space direction on Cairo's grid as a unit vector in device space.
    private static func unit(_ tangent: FixedPointCurve.FixedPoint) -> Point {
        let vector = Point(x: Double(tangent.x), y: Double(tangent.y))
        return vector * (1 / vector.length)
    }

    /// A device-space direction on Cairo's grid as a unit vector in the path's space.
    private func direction(of tangent: FixedPointCurve.FixedPoint, _ inverse: VectorGraphics.AffineTransform) -> Point {
        let vector = inverse.applyLinear(to: Point(x: Double(tangent.x), y: Double(tangent.y)))
        return vector * (1 / vector.length)
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
                forward(at: points, vertex, before: vertex == 0 ? count - 1 : vertex - 1, unit: unit, length: length)
            }
            edges.closeContour()
            beginContour()
            for step in 0..<count {
                let vertex = step == 0 ? 0 : count - step, leaving = vertex == 0 ? count - 1 : vertex - 1
                backward(at: points, vertex, before: leaving, unit: unit, length: length)
            }
            edges.closeContour()
            return
        }
        let startDirection = Self.direction(points[0].leaving, or: unit[0])
        let endDirection = Self.direction(points[count - 1].arriving, or: unit[count - 2])
        let first = points[0].point, last = points[count - 1].point
        let firstLengths = (length[0], length[0]), lastLengths = (length[count - 2], length[count - 2])
        beginContour()
        line(first + Self.leftNormal(startDirection) * halfWidth)
        turnToChord(at: first, from: startDirection, to: unit[0], lengths: firstLengths)
        for vertex in 1..<(count - 1) {
            forward(at: points, vertex, before: vertex - 1, unit: unit, length: length)
        }
        turnToChord(at: last, from: unit[count - 2], to: endDirection, lengths: lastLengths)
        line(last + Self.leftNormal(endDirection) * halfWidth)
        cap(at: last, direction: endDirection)
        turnToChord(at: last, from: -endDirection, to: -unit[count - 2], lengths: lastLengths)
        for vertex in (1..<(count - 1)).reversed() {
            backward(at: points, vertex, before: vertex - 1, unit: unit, length: length)
        }
        turnToChord(at: first, from: -unit[0], to: -startDirection, lengths: firstLengths)
        line(first - Self.leftNormal(startDirection) * halfWidth)
        cap(at: first, direction: -startDirection)
        edges.closeContour()
    }

    /// Continues the outline's left side around `vertex` of `points`, from the piece from `before` to the piece
    /// after it.
    @inline(__always)
    private func forward(
        at points: UnsafeMutablePointer<Vertex>, _ vertex: Int, before: Int, unit: UnsafeMutablePointer<Point>,
        length: UnsafeMutablePointer<Double>
    ) {
        let here = points[vertex]
        if here.isSmooth, here.leaving != .zero {
            followCurve(
                at: here.point, from: points[before].leaving, to: here.leaving, facing: here.leaving,
                previous: points[before].point, sharply: here.turnsSharply)
        } else {
            corner(
                at: here.point, from: unit[before], to: unit[vertex], arriving: here.arriving, leaving: here.leaving,
                smooth: here.isSmooth, lengths: (length[before], length[vertex]))
        }
    }

    /// Continues the outline's right side, travelled backward, around `vertex` of `points`, coming back from the
    /// piece after it to the piece from `before`.
    @inline(__always)
    private func backward(
        at points: UnsafeMutablePointer<Vertex>, _ vertex: Int, before: Int, unit: UnsafeMutablePointer<Point>,
        length: UnsafeMutablePointer<Double>
    ) {
        let here = points[vertex]
        if here.isSmooth, here.leaving != .zero {
            followCurve(
                at: here.point, from: -here.leaving, to: -points[before].leaving, facing: -here.leaving,
                previous: points[before].point, sharply: here.turnsSharply)
        } else {
            corner(
                at: here.point, from: -unit[vertex], to: -unit[before], arriving: -here.leaving,
                leaving: -here.arriving, smooth: here.isSmooth, lengths: (length[vertex], length[before]))
        }
    }

    /// Joins the chord arriving along `incoming` to the chord leaving along `outgoing`, through the directions the
    /// curves on either side arrive and leave in where they give them (zero where not).
    @inline(__always)
    private func corner(
        at point: Point, from incoming: Point, to outgoing: Point, arriving: Point, leaving: Point, smooth: Bool,
        lengths: (Double, Double)
    ) {
        let arriving = Self.direction(arriving, or: incoming), leaving = Self.direction(leaving, or: outgoing)
        turnToChord(at: point, from: incoming, to: arriving, lengths: lengths)
        join(at: point, from: arriving, to: leaving, smooth: smooth, lengths: lengths)
        turnToChord(at: point, from: leaving, to: outgoing, lengths: lengths)
    }

    /// Where a curve's end meets its first or last chord. Cairo's dasher strokes a curve's pieces as lines, joined
    /// round to each other and to the curve's own directions at its ends; its polygon stroker, for solid lines,
    /// offsets every point along the curve's normal, and nothing is needed.
    @inline(__always)
    private func turnToChord(at point: Point, from incoming: Point, to outgoing: Point, lengths: (Double, Double)) {
        guard dashesCurves, incoming != outgoing else { return }
        join(at: point, from: incoming, to: outgoing, smooth: true, lengths: lengths)
    }

    /// A curve's own direction where it gives one, else the chord's.
    @inline(__always)
    static func direction(_ tangent: Point, or chord: Point) -> Point { tangent == .zero ? chord : tangent }

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
