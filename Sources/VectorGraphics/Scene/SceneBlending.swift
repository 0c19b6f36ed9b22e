/// A scene between two others: what a tween between two poses of one animation shows. Where both scenes have the
/// same shape (the same nodes in the same order, paths with the same segments), numbers are interpolated: transforms
/// entry by entry, opacities, path points, solid colours and stroke widths. Where they differ, the nearer scene's
/// node is shown. Two frames of one animation usually differ only in numbers, so a tween moves, turns and fades
/// the pose on screen into the target rather than cutting to it.
extension LottieScene {
    /// `self` at `progress` 0, `target` at 1.
    public func blended(with target: LottieScene, progress: Double) -> LottieScene {
        if progress <= 0 { return self }
        if progress >= 1 { return target }
        return LottieScene(
            width: target.width, height: target.height, nodes: SceneBlend.nodes(nodes, target.nodes, progress))
    }
}

private enum SceneBlend {
    static func mix(_ from: Double, _ to: Double, _ progress: Double) -> Double { from + (to - from) * progress }

    static func nodes(_ from: [SceneNode], _ to: [SceneNode], _ progress: Double) -> [SceneNode] {
        guard from.count == to.count else { return progress < 0.5 ? from : to }
        return zip(from, to).map { node($0, $1, progress) }
    }

    static func node(_ from: SceneNode, _ to: SceneNode, _ progress: Double) -> SceneNode {
        switch (from, to) {
        case (.group(let a), .group(let b)) where a.blendMode == b.blendMode && a.isSeparateLayer == b.isSeparateLayer:
            var group = b
            group.transform = transform(a.transform, b.transform, progress)
            group.opacity = mix(a.opacity, b.opacity, progress)
            group.clip = optionalPath(a.clip, b.clip, progress)
            group.children = nodes(a.children, b.children, progress)
            return .group(group)
        case (.fill(let a), .fill(let b)) where a.rule == b.rule:
            var fill = b
            fill.path = path(a.path, b.path, progress)
            fill.paint = paint(a.paint, b.paint, progress)
            fill.opacity = mix(a.opacity, b.opacity, progress)
            return .fill(fill)
        case (.stroke(let a), .stroke(let b)) where a.style.dashes.count == b.style.dashes.count:
            var stroke = b
            stroke.path = path(a.path, b.path, progress)
            stroke.paint = paint(a.paint, b.paint, progress)
            stroke.opacity = mix(a.opacity, b.opacity, progress)
            stroke.style.width = mix(a.style.width, b.style.width, progress)
            return .stroke(stroke)
        default:
            return progress < 0.5 ? from : to
        }
    }

    static func transform(_ a: AffineTransform, _ b: AffineTransform, _ progress: Double) -> AffineTransform {
        AffineTransform(
            a: mix(a.a, b.a, progress), b: mix(a.b, b.b, progress), c: mix(a.c, b.c, progress),
            d: mix(a.d, b.d, progress), tx: mix(a.tx, b.tx, progress), ty: mix(a.ty, b.ty, progress))
    }

    static func point(_ a: Point, _ b: Point, _ progress: Double) -> Point {
        Point(x: mix(a.x, b.x, progress), y: mix(a.y, b.y, progress))
    }

    static func path(_ a: BezierPath, _ b: BezierPath, _ progress: Double) -> BezierPath {
        guard a.contours.count == b.contours.count,
            zip(a.contours, b.contours).allSatisfy({
                $0.segments.count == $1.segments.count && $0.isClosed == $1.isClosed
            })
        else {
            return progress < 0.5 ? a : b
        }
        return BezierPath(
            contours: zip(a.contours, b.contours).map { from, to in
                BezierContour(
                    start: point(from.start, to.start, progress),
                    segments: zip(from.segments, to.segments).map { s, t in
                        CubicSegment(
                            control1: point(s.control1, t.control1, progress),
                            control2: point(s.control2, t.control2, progress), end: point(s.end, t.end, progress))
                    }, isClosed: to.isClosed)
            })
    }

    static func optionalPath(_ a: BezierPath?, _ b: BezierPath?, _ progress: Double) -> BezierPath? {
        guard let a, let b else { return progress < 0.5 ? a : b }
        return path(a, b, progress)
    }

    static func paint(_ a: Paint, _ b: Paint, _ progress: Double) -> Paint {
        guard case .solid(let from) = a, case .solid(let to) = b else { return progress < 0.5 ? a : b }
        return .solid(
            LottieColor(
                red: mix(from.red, to.red, progress), green: mix(from.green, to.green, progress),
                blue: mix(from.blue, to.blue, progress), alpha: mix(from.alpha, to.alpha, progress)))
    }
}
