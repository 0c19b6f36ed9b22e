import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

extension HostLayer {
    /// The box around what a shape layer draws at `frame`, in the layer's coordinates, strokes included: what
    /// `sourceRectAtTime()` reports.
    func shapeBounds(atFrame frame: Double) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard let shapeItems else { return nil }
        var box = ShapeBounds()
        for node in ShapeRenderingModel(frame: frame, overrides: .none).nodes(for: shapeItems) {
            box.add(node, transform: .identity)
        }
        return box.isEmpty ? nil : (box.minX, box.minY, box.maxX, box.maxY)
    }
}

/// Bounds of scene nodes: each path's curves by their extremes, not their control points.
private struct ShapeBounds {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    var isEmpty: Bool { minX > maxX }

    mutating func add(_ node: SceneNode, transform: AffineTransform) {
        switch node {
        case .group(let group):
            let inner = group.transform.followed(by: transform)
            for child in group.children { add(child, transform: inner) }
        case .fill(let fill): add(fill.path, transform: transform, outset: 0)
        case .stroke(let stroke): add(stroke.path, transform: transform, outset: stroke.style.width / 2)
        case .masked(let masked): for child in masked.content { add(child, transform: transform) }
        case .matted(let matted): for child in matted.content { add(child, transform: transform) }
        case .effected(let effected): for child in effected.content { add(child, transform: transform) }
        case .image, .text: break
        }
    }

    private mutating func add(_ path: BezierPath, transform: AffineTransform, outset: Double) {
        for contour in path.contours {
            var start = transform.apply(to: contour.start)
            include(start, outset)
            for segment in contour.segments {
                let c1 = transform.apply(to: segment.control1), c2 = transform.apply(to: segment.control2),
                    end = transform.apply(to: segment.end)
                include(end, outset)
                for t in Self.extremes(start.x, c1.x, c2.x, end.x) + Self.extremes(start.y, c1.y, c2.y, end.y) {
                    include(CubicSegment(control1: c1, control2: c2, end: end).point(at: t, from: start), outset)
                }
                start = end
            }
        }
    }

    private mutating func include(_ point: Point, _ outset: Double) {
        guard point.x.isFinite, point.y.isFinite else { return }
        minX = min(minX, point.x - outset)
        minY = min(minY, point.y - outset)
        maxX = max(maxX, point.x + outset)
        maxY = max(maxY, point.y + outset)
    }

    /// Parameters in (0, 1) where a cubic's coordinate has a turning point.
    private static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [Double] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
