import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

/// Outlines of Lottie's parametric shapes, with the start points and directions players agree on,
/// which matter once a trim path cuts them.
enum ShapeGeometry {
    /// The cubic approximation of a quarter circle: handle length over radius.
    static let circleHandle = 0.5519150244935105

    /// Clockwise from the top-right corner (down the right edge first), rounded corners cut into the sides.
    static func rectangle(center: Point, size: Point, roundness: Double) -> BezierContour {
        let halfWidth = abs(size.x) / 2, halfHeight = abs(size.y) / 2
        let radius = min(max(roundness, 0), halfWidth, halfHeight)
        let left = center.x - halfWidth, right = center.x + halfWidth, top = center.y - halfHeight,
            bottom = center.y + halfHeight
        guard radius > 0 else {
            let topRight = Point(x: right, y: top), bottomRight = Point(x: right, y: bottom)
            let bottomLeft = Point(x: left, y: bottom), topLeft = Point(x: left, y: top)
            return BezierContour(
                start: topRight,
                segments: [
                    .line(from: topRight, to: bottomRight), .line(from: bottomRight, to: bottomLeft),
                    .line(from: bottomLeft, to: topLeft), .line(from: topLeft, to: topRight)
                ], isClosed: true)
        }
        let handle = radius * (1 - circleHandle)
        var contour = BezierContour(start: Point(x: right, y: top + radius), isClosed: true)
        contour.segments.reserveCapacity(8)
        func line(to point: Point) { contour.segments.append(.line(from: contour.last, to: point)) }
        func corner(via control1: Point, _ control2: Point, to end: Point) {
            contour.segments.append(CubicSegment(control1: control1, control2: control2, end: end))
        }
        line(to: Point(x: right, y: bottom - radius))
        corner(
            via: Point(x: right, y: bottom - handle), Point(x: right - handle, y: bottom),
            to: Point(x: right - radius, y: bottom))
        line(to: Point(x: left + radius, y: bottom))
        corner(
            via: Point(x: left + handle, y: bottom), Point(x: left, y: bottom - handle),
            to: Point(x: left, y: bottom - radius))
        line(to: Point(x: left, y: top + radius))
        corner(
            via: Point(x: left, y: top + handle), Point(x: left + handle, y: top), to: Point(x: left + radius, y: top))
        line(to: Point(x: right - radius, y: top))
        corner(
            via: Point(x: right - handle, y: top), Point(x: right, y: top + handle),
            to: Point(x: right, y: top + radius))
        return contour
    }

    /// Clockwise from the top.
    static func ellipse(center: Point, size: Point) -> BezierContour {
        let rx = size.x / 2, ry = size.y / 2
        let hx = rx * circleHandle, hy = ry * circleHandle
        let top = Point(x: center.x, y: center.y - ry), right = Point(x: center.x + rx, y: center.y)
        let bottom = Point(x: center.x, y: center.y + ry), left = Point(x: center.x - rx, y: center.y)
        return BezierContour(
            start: top,
            segments: [
                CubicSegment(
                    control1: Point(x: top.x + hx, y: top.y), control2: Point(x: right.x, y: right.y - hy), end: right),
                CubicSegment(
                    control1: Point(x: right.x, y: right.y + hy), control2: Point(x: bottom.x + hx, y: bottom.y),
                    end: bottom),
                CubicSegment(
                    control1: Point(x: bottom.x - hx, y: bottom.y), control2: Point(x: left.x, y: left.y + hy),
                    end: left),
                CubicSegment(
                    control1: Point(x: left.x, y: left.y - hy), control2: Point(x: top.x - hx, y: top.y), end: top)
            ], isClosed: true)
    }

    /// Points alternate outer and inner (stars) from straight up, turned by `rotationDegrees`. Roundness pulls
    /// tangent handles along the circle, a quarter of the arc between neighbouring points at 100%.
    static func polystar(
        kind: Polystar.Kind, center: Point, pointCount: Double, rotationDegrees: Double, outerRadius: Double,
        outerRoundness: Double, innerRadius: Double, innerRoundness: Double
    ) -> BezierContour? {
        let points = Int(clampingRounded: pointCount, to: 0...1000, rule: .down)
        guard points >= 1 else { return nil }
        let vertexCount = kind == .star ? points * 2 : points
        let step = 2 * Double.pi / Double(vertexCount)
        var angle = -Double.pi / 2 + rotationDegrees * .pi / 180
        var vertices: [Point] = [], outs: [Point] = [], ins: [Point] = []
        for index in 0..<vertexCount {
            let isOuter = kind == .polygon || index % 2 == 0
            let radius = isOuter ? outerRadius : innerRadius
            let roundness = (isOuter ? outerRoundness : innerRoundness) / 100
            // A quarter of the circumference's share of one point, stars and polygons alike: lottie-web's
            // `perimSegment` (a star's is over twice its vertex count, which is four times its points).
            let handleLength = 2 * Double.pi * radius / Double(points * 4) * roundness
            let direction = Point(x: cos(angle), y: sin(angle))
            let vertex = center + direction * radius
            // The tangent is perpendicular to the radius, pointing along the direction of travel.
            let tangent = Point(x: -direction.y, y: direction.x) * handleLength
            vertices.append(vertex)
            outs.append(tangent)
            ins.append(-tangent)
            angle += step
        }
        return VertexPath(vertices: vertices, inTangents: ins, outTangents: outs, isClosed: true).contour
    }
}
