/// A box around what some nodes draw: nothing, a rectangle, or anything at all (text and effects, whose reach is not
/// worked out here). Clips that it shows to cut nothing are left out; it is conservative, never tight.
package enum PaintExtent: Equatable {
    case nothing
    case box(minX: Double, minY: Double, maxX: Double, maxY: Double)
    case unbounded

    package init(_ rect: Rect?) {
        guard let rect else {
            self = .nothing
            return
        }
        self = .box(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
    }

    package func union(_ other: PaintExtent) -> PaintExtent {
        switch (self, other) {
        case (.nothing, _): other
        case (_, .nothing): self
        case (.unbounded, _), (_, .unbounded): .unbounded
        case (.box(let a, let b, let c, let d), .box(let e, let f, let g, let h)):
            .box(minX: min(a, e), minY: min(b, f), maxX: max(c, g), maxY: max(d, h))
        }
    }

    package func expanded(by distance: Double) -> PaintExtent {
        guard case .box(let minX, let minY, let maxX, let maxY) = self else { return self }
        guard distance.isFinite else { return .unbounded }
        return .box(minX: minX - distance, minY: minY - distance, maxX: maxX + distance, maxY: maxY + distance)
    }

    /// The box in whole device pixels under `transform`, grown by `margin` pixels for antialiasing; nil when it is
    /// not a finite box.
    package func devicePixels(
        under transform: AffineTransform, margin: Double = 1
    ) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard case .box(let minX, let minY, let maxX, let maxY) = transformed(by: transform),
            abs(minX) < 1e7, abs(minY) < 1e7, abs(maxX) < 1e7, abs(maxY) < 1e7
        else { return nil }
        return (
            minX.rounded(.down) - margin, minY.rounded(.down) - margin, maxX.rounded(.up) + margin,
            maxY.rounded(.up) + margin
        )
    }

    /// The box around the four transformed corners.
    package func transformed(by transform: AffineTransform) -> PaintExtent {
        guard case .box(let minX, let minY, let maxX, let maxY) = self else { return self }
        if transform.isIdentity { return self }
        // Extents are worked out for every node of every frame: the corners stay in registers.
        let first = transform.apply(to: Point(x: minX, y: minY)), second = transform.apply(to: Point(x: maxX, y: minY))
        let third = transform.apply(to: Point(x: minX, y: maxY)), fourth = transform.apply(to: Point(x: maxX, y: maxY))
        guard first.x.isFinite, first.y.isFinite, second.x.isFinite, second.y.isFinite,
            third.x.isFinite, third.y.isFinite, fourth.x.isFinite, fourth.y.isFinite
        else { return .unbounded }
        let left = min(first.x, second.x, third.x, fourth.x), right = max(first.x, second.x, third.x, fourth.x)
        let top = min(first.y, second.y, third.y, fourth.y), bottom = max(first.y, second.y, third.y, fourth.y)
        return .box(minX: left, minY: top, maxX: right, maxY: bottom)
    }
}

extension SceneNode {
    /// A box around every path, image and mask outline the node draws, in its own coordinates, ignoring clips.
    ///
    /// Not where the node can show, which clips and mattes make smaller, but what Cairo rasterises: a clip that cuts
    /// through a path makes Cairo clip the polygon first, which moves its edges by a rounding below the cut. A clip
    /// may be left out only when it holds every outline whole.
    package var geometryExtent: PaintExtent {
        switch self {
        case .group(let group):
            return group.geometryExtent(content: group.contentExtent)
        case .fill(let fill):
            return PaintExtent(fill.path.controlBounds)
        case .stroke(let stroke):
            return PaintExtent(stroke.path.controlBounds).expanded(by: stroke.style.reach)
        case .masked(let masked):
            return masked.masks.reduce(masked.content.geometryExtent) { extent, mask in
                extent.union(PaintExtent(mask.path.controlBounds).expanded(by: abs(mask.expansion)))
            }
        case .matted(let matted):
            return matted.content.geometryExtent.union(matted.matte.geometryExtent)
        case .image(let image):
            return .box(minX: 0, minY: 0, maxX: image.width, maxY: image.height)
        case .effected, .text:
            return .unbounded
        }
    }
}

extension SceneNode {
    /// Whether drawing it pushes an offscreen group somewhere inside: masks, mattes, effects, blend modes, and
    /// group opacity over several drawables.
    package var drawsOffscreen: Bool {
        switch self {
        case .group(let group):
            group.isIsolated(drawables: drawableCount) || group.isSeparateLayer
                || group.children.contains(where: \.drawsOffscreen)
        case .fill, .stroke, .image, .text: false
        case .masked, .matted, .effected: true
        }
    }
}

extension SceneGroup {
    /// A box around its children's outlines and, when they draw any, its clip, in the group's own coordinates: what
    /// its `geometryExtent` is made of before the group's transform.
    @inline(__always) package var contentExtent: PaintExtent {
        let inner = children.geometryExtent
        guard let clip, inner != .nothing else { return inner }
        return inner.union(PaintExtent(clip.controlBounds))
    }

    /// The group node's `geometryExtent`, given its `contentExtent` (asked for only when the group shows): a group
    /// moved or faded around the same children and clip keeps the one and works out only this.
    @inline(__always) package func geometryExtent(content: @autoclosure () -> PaintExtent) -> PaintExtent {
        guard opacity > 0, transform.isInvertible else { return .nothing }
        return content().transformed(by: transform)
    }

    /// Which children and clip the group holds, by the storage that holds them: equal for two groups around the very
    /// same ones (see `SceneNode.isSameStorage(as:)`) while something keeps the first group's storage alive.
    package var contentStorage: ContentStorage {
        ContentStorage(
            children: children.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }, childCount: children.count,
            clip: clip?.contours.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
            clipContourCount: clip?.contours.count)
    }

    /// See `contentStorage`: addresses, compared without counting references to what they hold.
    package struct ContentStorage: Equatable {
        let children: UnsafeRawPointer?
        let childCount: Int
        /// Nil counts for no clip.
        let clip: UnsafeRawPointer?
        let clipContourCount: Int?
    }
}

extension SceneGroup {
    /// Whether its children are composited as one before they meet what is under them: group opacity over several
    /// drawables (over one it is handed down to it), or a blend mode. `drawables` is the group node's
    /// `drawableCount`, asked for only when the opacity needs it.
    package func isIsolated(drawables: @autoclosure () -> Int) -> Bool {
        (opacity < 1 && drawables() > 1) || blendMode != .normal
    }
}

extension Paint {
    /// Whether it is one colour.
    package var isSolid: Bool {
        if case .solid = self { return true }
        return false
    }
}

extension Array where Element == SceneNode {
    package var geometryExtent: PaintExtent { reduce(PaintExtent.nothing) { $0.union($1.geometryExtent) } }
}
