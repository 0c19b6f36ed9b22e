import VectorGraphics

/// The clips in force while drawing, outermost first, each with the device matrix it was set under.
///
/// Every clip the drawing sets is pushed here as it is set and popped as it is undone, so the trail also knows
/// whether the clip in force is whole device pixels without asking Cairo, which meant copying its rectangles
/// and changing its matrix on every group.
final class ClipTrail {
    struct Clip: Equatable {
        var path: BezierPath
        var matrix: AffineTransform
        /// This clip and every clip outside it are rectangles with corners on whole device pixels.
        var isWholePixelsSoFar: Bool
    }

    private(set) var clips: [Clip] = []

    func push(_ path: BezierPath, under matrix: AffineTransform) {
        let isWholePixels = isWholePixels && Self.isWholePixelRectangle(path, under: matrix)
        clips.append(Clip(path: path, matrix: matrix, isWholePixelsSoFar: isWholePixels))
    }

    func pop() {
        clips.removeLast()
    }

    /// Whether the clip in force is a set of whole device pixels (a region, in Cairo's terms); with no clip, the
    /// whole surface is. Never true when Cairo's clip is not a region; it may be false where Cairo's is (an unaligned
    /// rectangle holding an aligned one), which only forgoes the shortcuts that need whole pixels.
    var isWholePixels: Bool { clips.last?.isWholePixelsSoFar ?? true }

    /// A rectangle along the axes whose corners land on whole device pixels: Cairo keeps such a clip as boxes of
    /// whole pixels, and intersections of those stay whole pixels.
    static func isWholePixelRectangle(_ path: BezierPath, under matrix: AffineTransform) -> Bool {
        guard path.isAxisAlignedRectangle, let contour = path.contours.first,
              (matrix.b == 0 && matrix.c == 0) || (matrix.a == 0 && matrix.d == 0) else { return false }
        func isWhole(_ point: Point) -> Bool {
            let device = matrix.apply(to: point)
            return device.x.isFinite && device.y.isFinite && device.x == device.x.rounded() && device.y == device.y.rounded()
        }
        return isWhole(contour.start) && contour.segments.allSatisfy { isWhole($0.end) }
    }
}
