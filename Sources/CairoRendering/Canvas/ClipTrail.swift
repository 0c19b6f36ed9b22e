import Rasterizer
import VectorGraphics

/// The clips in force while drawing, outermost first, each with the device matrix it was set under.
///
/// Every clip the drawing sets is pushed here as it is set and popped as it is undone, so the trail also knows
/// whether the clip in force is whole device pixels without asking Cairo, which meant copying its rectangles
/// and changing its matrix on every group.
final class ClipTrail {
    struct Clip {
        var path: BezierPath
        var matrix: AffineTransform
        /// This clip and every clip outside it are rectangles with corners on whole device pixels.
        var isWholePixelsSoFar: Bool
        /// The device pixels this clip and those outside it can let through: exactly those when whole pixels.
        var deviceBounds: PixelBox
        /// This clip and every clip outside it are rectangles along the device's axes, whole pixels or not: Cairo
        /// keeps them as one box.
        var isRectanglesSoFar: Bool
        /// Where this clip is not whole pixels and is a rectangle in its own coordinates, under any matrix: its
        /// sides there, and the map from device pixels back to them.
        var rectangle: (sides: Rect, fromDevice: AffineTransform)?

        /// Equality with the cheap fields first: clips that differ mostly differ in where they are, and comparing
        /// paths point by point is the costly part.
        func isSame(as other: Clip) -> Bool {
            matrix == other.matrix && deviceBounds == other.deviceBounds
                && isWholePixelsSoFar == other.isWholePixelsSoFar && isRectanglesSoFar == other.isRectanglesSoFar
                && path == other.path
        }

        /// Whether two trails hold the same clips, compared in place: reading a clip out of its array to compare it
        /// copies it, which cost more than the comparison.
        @inline(__always)
        static func areSame(_ clips: [Clip], as others: ArraySlice<Clip>) -> Bool {
            guard clips.count == others.count else { return false }
            for offset in clips.indices where !clips[offset].isSame(as: others[others.startIndex + offset]) {
                return false
            }
            return true
        }
    }

    // One drawing on one thread at a time: Swift's dynamic exclusivity checks on these cost more than the bookkeeping
    // they guard, on every group and path drawn.
    @exclusivity(unchecked) private(set) var clips: [Clip] = []
    /// Per clip, the coverage of it and the clips outside it, worked out when first asked for.
    @exclusivity(unchecked) private var coverages: [CoverageMask?] = []
    /// The rectangle the trail was last started with, while its clip is the first one.
    @exclusivity(unchecked) private var startingRectangle: Rect?
    /// Clip coverages of earlier frames, on a canvas that keeps them.
    private let keptClips: KeptClipCoverages?

    /// A trail that finds clip coverages in `keptClips` (a canvas's), when given.
    init(keptClips: KeptClipCoverages? = nil) {
        self.keptClips = keptClips
    }

    /// Starts a drawing clipped to `rectangle` in device pixels, with no clip inside it. A trail kept across frames
    /// (a canvas's) finds the clip it worked out for the same rectangle in the last frame: building and measuring
    /// it again cost as much as a small icon's interpretation.
    func start(clippedTo rectangle: Rect) {
        if startingRectangle == rectangle, !clips.isEmpty {
            clips.removeSubrange(1...)
            coverages.removeSubrange(1...)
            return
        }
        clips.removeAll(keepingCapacity: true)
        coverages.removeAll(keepingCapacity: true)
        push(
            .rectangle(x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height),
            under: .identity)
        startingRectangle = rectangle
    }

    func push(_ path: BezierPath, under matrix: AffineTransform) {
        let isRectangle = Self.isAxisAlignedRectangle(path, under: matrix)
        let isWholePixels = isWholePixels && isRectangle && Self.hasWholePixelCorners(path, under: matrix)
        let isRectangles = areRectangles && isRectangle
        var bounds = Self.devicePixels(of: path, under: matrix)
        if let outer = clips.last?.deviceBounds { bounds = bounds.intersection(outer) }
        // `letsThroughWhole` asks for the sides of clips that are not whole pixels only: most clips are, and are
        // pushed for every clipped group of every frame.
        var rectangle: (sides: Rect, fromDevice: AffineTransform)?
        if !isWholePixels, path.isAxisAlignedRectangle, let sides = path.controlBounds,
            let fromDevice = matrix.inverted
        {
            rectangle = (sides, fromDevice)
        }
        clips.append(
            Clip(
                path: path, matrix: matrix, isWholePixelsSoFar: isWholePixels, deviceBounds: bounds,
                isRectanglesSoFar: isRectangles, rectangle: rectangle))
        coverages.append(nil)
    }

    /// Whether every clip in force lets all of `box` (whole device pixels) through whole, so that clipping to them
    /// changes no pixel of it: clips of whole pixels around it, and rectangles (under any matrix) holding its corners
    /// a sixteenth of a pixel out, which the rasterizer's snapping of their corners to Cairo's grid cannot reach.
    func letsThroughWhole(_ box: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Bool {
        let margin = 1.0 / 16
        let left = box.minX - margin, right = box.maxX + margin, top = box.minY - margin, bottom = box.maxY + margin
        for clip in clips {
            if clip.isWholePixelsSoFar {
                let bounds = clip.deviceBounds
                guard Double(bounds.columns.lowerBound) <= box.minX, box.maxX <= Double(bounds.columns.upperBound),
                    Double(bounds.rows.lowerBound) <= box.minY, box.maxY <= Double(bounds.rows.upperBound)
                else { return false }
                continue
            }
            // A rectangle is convex: it holds the box when it holds its four corners.
            guard let (sides, fromDevice) = clip.rectangle,
                Self.holds(sides, fromDevice.apply(to: Point(x: left, y: top))),
                Self.holds(sides, fromDevice.apply(to: Point(x: right, y: top))),
                Self.holds(sides, fromDevice.apply(to: Point(x: left, y: bottom))),
                Self.holds(sides, fromDevice.apply(to: Point(x: right, y: bottom)))
            else { return false }
        }
        return true
    }

    @inline(__always)
    private static func holds(_ rectangle: Rect, _ point: Point) -> Bool {
        point.x >= rectangle.minX && point.x <= rectangle.maxX && point.y >= rectangle.minY
            && point.y <= rectangle.maxY
    }

    /// How much of each device pixel the clips in force let through, for drawing that clips on its own rather
    /// than through Cairo: nil when they are whole pixels (`deviceBounds` is then exact). Each clip is rasterized
    /// as Cairo clips, with the non-zero rule, and multiplied into the clips outside it. `canvas` is the drawing's
    /// whole surface (offscreen groups lie inside it), so that a coverage worked out once serves every group.
    func coverage(within canvas: PixelBox, rasterizingWith rasterizer: CoverageRasterizer) -> CoverageMask? {
        coverage(at: clips.count - 1, within: canvas, rasterizingWith: rasterizer)
    }

    private func coverage(
        at index: Int, within canvas: PixelBox, rasterizingWith rasterizer: CoverageRasterizer
    ) -> CoverageMask? {
        guard index >= 0, !clips[index].isWholePixelsSoFar else { return nil }
        if let known = coverages[index] { return known }
        if let kept = keptClips?.coverage(for: clips[0...index], on: canvas) {
            coverages[index] = kept
            return kept
        }
        var clip = clips[index]
        clip.deviceBounds = clip.deviceBounds.intersection(canvas)
        let outer = coverage(at: index - 1, within: canvas, rasterizingWith: rasterizer)
        let result = CoverageMask()
        if Self.isWholePixelRectangle(clip.path, under: clip.matrix), let outer {
            result.keep(outer, within: clip.deviceBounds)
        } else {
            if !rasterizer.clipCoverage(of: clip.path, transform: clip.matrix, within: clip.deviceBounds, into: result)
            {
                result.reset(to: PixelBox(rows: 0..<0, columns: 0..<0))
            }
            if let outer {
                let own = result.copy()
                result.keep(own, multipliedBy: outer)
            }
        }
        coverages[index] = result
        keptClips?.keep(result, for: clips[0...index], on: canvas)
        return result
    }

    /// The device pixels the clips in force can let through; nil with no clip.
    var deviceBounds: PixelBox? { clips.last?.deviceBounds }

    /// The whole pixels around a clip path's control points under `matrix`.
    private static func devicePixels(of path: BezierPath, under matrix: AffineTransform) -> PixelBox {
        guard let bounds = path.controlBounds else { return PixelBox(rows: 0..<0, columns: 0..<0) }
        guard let pixels = PaintExtent(bounds).devicePixels(under: matrix, margin: 0) else {
            return PixelBox(rows: -(1 << 30)..<(1 << 30), columns: -(1 << 30)..<(1 << 30))
        }
        func whole(_ value: Double) -> Int { Int(clampingRounded: value, to: -(1 << 30)...(1 << 30)) }
        return PixelBox(rows: whole(pixels.minY)..<whole(pixels.maxY), columns: whole(pixels.minX)..<whole(pixels.maxX))
    }

    func pop() {
        clips.removeLast()
        coverages.removeLast()
    }

    /// Whether the clip in force is a set of whole device pixels (a region, in Cairo's terms); with no clip, the
    /// whole surface is. Never true when Cairo's clip is not a region; it may be false where Cairo's is (an unaligned
    /// rectangle holding an aligned one), which only forgoes the shortcuts that need whole pixels.
    var isWholePixels: Bool { clips.last?.isWholePixelsSoFar ?? true }

    /// Whether every clip in force is a rectangle along the device's axes, whole pixels or not (a letterboxed
    /// frame's): Cairo's clip is then one box. With no clip, true.
    var areRectangles: Bool { clips.last?.isRectanglesSoFar ?? true }

    /// A rectangle along the axes whose corners land on whole device pixels: Cairo keeps such a clip as boxes of
    /// whole pixels, and intersections of those stay whole pixels.
    static func isWholePixelRectangle(_ path: BezierPath, under matrix: AffineTransform) -> Bool {
        isAxisAlignedRectangle(path, under: matrix) && hasWholePixelCorners(path, under: matrix)
    }

    /// Whether every point of `path`'s first contour lands on a whole device pixel under `matrix`.
    private static func hasWholePixelCorners(_ path: BezierPath, under matrix: AffineTransform) -> Bool {
        guard let contour = path.contours.first else { return false }
        func isWhole(_ point: Point) -> Bool {
            let device = matrix.apply(to: point)
            return device.x.isFinite && device.y.isFinite && device.x == device.x.rounded()
                && device.y == device.y.rounded()
        }
        return isWhole(contour.start) && contour.segments.allSatisfy { isWhole($0.end) }
    }

    /// A rectangle whose sides stay along the device's axes under `matrix`.
    private static func isAxisAlignedRectangle(_ path: BezierPath, under matrix: AffineTransform) -> Bool {
        path.isAxisAlignedRectangle && ((matrix.b == 0 && matrix.c == 0) || (matrix.a == 0 && matrix.d == 0))
    }
}
