/// A set of contours filled or stroked together.
public struct BezierPath: Hashable, Sendable {
    /// The contours, drawn together.
    public var contours: [BezierContour]

    /// A path of `contours`.
    public init(contours: [BezierContour] = []) {
        self.contours = contours
    }

    /// Whether no contour has a segment.
    public var isEmpty: Bool { contours.allSatisfy { $0.segments.isEmpty } }

    /// How many segments the contours have together.
    public var segmentCount: Int { contours.reduce(0) { $0 + $1.segments.count } }

    /// The path with every point transformed.
    public func transformed(by transform: AffineTransform) -> BezierPath {
        if transform.isIdentity { return self }
        return BezierPath(contours: contours.map { $0.transformed(by: transform) })
    }

    /// Adds `other`'s contours.
    public mutating func append(_ other: BezierPath) {
        contours.append(contentsOf: other.contours)
    }

    /// The smallest rectangle holding every end and control point: it contains the outline.
    /// Visits the points in place: renderers ask for it on every frame.
    public var controlBounds: Rect? {
        guard let first = contours.first?.start else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        func include(_ point: Point) {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        for contour in contours {
            include(contour.start)
            for segment in contour.segments {
                include(segment.control1)
                include(segment.control2)
                include(segment.end)
            }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether both hold their contours in the very same storage, which makes them equal without a look at a point:
    /// storage both refer to is shared, and shared storage is never changed in place. A path passed on from frame to
    /// frame (a title, a shape at rest) is found this way under a paint that changed.
    package func isSameStorage(as other: BezierPath) -> Bool {
        contours.withUnsafeBufferPointer { mine in
            other.contours.withUnsafeBufferPointer { theirs in
                mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
            }
        }
    }

    /// An axis-aligned rectangle, clockwise from its top-left corner.
    public static func rectangle(x: Double, y: Double, width: Double, height: Double) -> BezierPath {
        let topLeft = Point(x: x, y: y), topRight = Point(x: x + width, y: y)
        let bottomRight = Point(x: x + width, y: y + height), bottomLeft = Point(x: x, y: y + height)
        let segments: [CubicSegment] = [
            .line(from: topLeft, to: topRight), .line(from: topRight, to: bottomRight),
            .line(from: bottomRight, to: bottomLeft), .line(from: bottomLeft, to: topLeft)
        ]
        return BezierPath(contours: [BezierContour(start: topLeft, segments: segments, isClosed: true)])
    }
}
