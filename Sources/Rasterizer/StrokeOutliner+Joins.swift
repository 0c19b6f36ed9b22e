import Foundation
import VectorGraphics

extension StrokeOutliner {
    /// Continues the outline's left side (of travel) around the corner at `point`, from the end of the side of the
    /// piece arriving along `incoming` to the start of the side of the piece leaving along `outgoing`. `lengths` are
    /// the two pieces' lengths, which decide whether the inner side may be cut where it crosses itself.
    func join(at point: Point, from incoming: Point, to outgoing: Point, smooth: Bool, lengths: (Double, Double)) {
        let before = Self.leftNormal(incoming), after = Self.leftNormal(outgoing)
        let end = point + before * halfWidth, start = point + after * halfWidth
        let turn = outgoing.x * before.x + outgoing.y * before.y
        let cosine = incoming.x * outgoing.x + incoming.y * outgoing.y
        if turn > 0 {
            // The inner side: the two sides cross tan(θ/2) half-widths back from the corner.
            let sine = abs(incoming.x * outgoing.y - incoming.y * outgoing.x)
            let reach = halfWidth * sine / (1 + cosine)
            if 1 + cosine > 1e-9, reach <= min(lengths.0, lengths.1) / 2 {
                line(end - incoming * reach)
            } else {
                line(end)
                line(point)
                line(start)
            }
            return
        }
        line(end)
        if turn == 0, cosine > 0 {
            line(start)
            return
        }
        switch smooth ? .round : style.join {
        case .round:
            // A turn within one chord's reach needs no point between the two sides' ends (most points of a curve).
            let dot = before.x * after.x + before.y * after.y
            if dot < arcStepCosine {
                arc(around: point, from: before, to: after, angle: atan2(before.x * after.y - before.y * after.x, dot))
            }
        case .miter:
            // Cairo's rule: mitre while 1 / sin(φ/2) ≤ limit, φ the angle between the pieces as they are drawn, in
            // device space (Cairo's polygon stroker measures it there), however the path's own space is stretched.
            if style.miterLimit * style.miterLimit * (1 + deviceCosine(incoming, outgoing)) >= 2 {
                let dot = before.x * after.x + before.y * after.y
                line(point + (before + after) * (halfWidth / (1 + dot)))
            }
        case .bevel:
            break
        }
        line(start)
    }

    /// Continues the outline's left side through a point inside a curve, offset along the curve's normal there
    /// (`facing`, the direction of travel at the point). Where the curve turns `sharply` from `incoming` to
    /// `outgoing`, the side first reaches the point along the incoming normal and its outer side is rounded, as
    /// Cairo's stroker does: around the curve's point before this one (`previous`), where Cairo's fan is centred.
    func followCurve(
        at point: Point, from incoming: Point, to outgoing: Point, facing: Point, previous: Point, sharply: Bool
    ) {
        if !sharply {
            line(point + Self.leftNormal(facing) * halfWidth)
            return
        }
        let before = Self.leftNormal(incoming), after = Self.leftNormal(outgoing)
        line(point + before * halfWidth)
        if outgoing.x * before.x + outgoing.y * before.y < 0 {
            arc(
                around: previous, from: before, to: after,
                angle: atan2(before.x * after.y - before.y * after.x, before.x * after.x + before.y * after.y))
        }
        line(point + after * halfWidth)
    }

    /// The cosine of the angle between two directions once transformed to device space.
    private func deviceCosine(_ first: Point, _ second: Point) -> Double {
        let a = transform.applyLinear(to: first), b = transform.applyLinear(to: second)
        return (a.x * b.x + a.y * b.y) / (a.length * b.length)
    }

    /// Ends the left side at `point`, where the run arrives along `direction`, and turns to the right side.
    func cap(at point: Point, direction: Point) {
        let side = Self.leftNormal(direction)
        switch style.cap {
        case .butt:
            break
        case .square:
            line(point + (side + direction) * halfWidth)
            line(point + (direction - side) * halfWidth)
        case .round:
            arc(around: point, from: side, to: -side, angle: .pi)
        }
        line(point - side * halfWidth)
    }

    /// A run with no length: Cairo caps a dash of none on both sides along its piece (a dot, or a square), and
    /// outlines a whole contour of no length only with round caps, as a dot.
    func addDot(at point: Point, direction: Point?) {
        switch (style.cap, direction) {
        case (.round, _):
            let start = Point(x: halfWidth, y: 0)
            beginContour()
            line(point + start)
            arc(around: point, from: Point(x: 1, y: 0), to: Point(x: 1, y: 0), angle: 2 * .pi)
            edges.closeContour()
        case (.square, let direction?):
            let side = Self.leftNormal(direction)
            beginContour()
            line(point + (side - direction) * halfWidth)
            line(point + (side + direction) * halfWidth)
            line(point + (direction - side) * halfWidth)
            line(point - (side + direction) * halfWidth)
            edges.closeContour()
        default:
            break
        }
    }

    /// Points on the circle of half the width around `center`, from `start` turning by `angle` (positive turns
    /// clockwise on a y-down screen), as many as keep the chords within the tolerance; the end itself is left out.
    private func arc(around center: Point, from start: Point, to end: Point, angle: Double) {
        let count = WholePixels.ceiling(abs(angle) / arcStep, clampedTo: 1...1024)
        let turn = angle / Double(count)
        let cosine = cos(turn), sine = sin(turn)
        var direction = start
        for _ in 1..<count {
            direction = Point(
                x: direction.x * cosine - direction.y * sine, y: direction.x * sine + direction.y * cosine)
            line(center + direction * halfWidth)
        }
    }
}
