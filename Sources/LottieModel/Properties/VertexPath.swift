import VectorGraphics

/// A Lottie bezier shape: vertices with tangents relative to their vertex.
@_spi(Model) public struct VertexPath: Sendable, Hashable {
    /// The points the path passes through.
    public var vertices: [Point]
    /// Each vertex's incoming handle, relative to it.
    public var inTangents: [Point]
    /// Each vertex's outgoing handle, relative to it.
    public var outTangents: [Point]
    /// Whether the last vertex joins the first.
    public var isClosed: Bool

    /// A path as Lottie stores it.
    public init(vertices: [Point], inTangents: [Point], outTangents: [Point], isClosed: Bool) {
        self.vertices = vertices
        self.inTangents = inTangents
        self.outTangents = outTangents
        self.isClosed = isClosed
    }

    /// No vertices.
    public static let empty = VertexPath(vertices: [], inTangents: [], outTangents: [], isClosed: false)

    /// The same shape as one cubic contour.
    public var contour: BezierContour? {
        guard let first = vertices.first else { return nil }
        var contour = BezierContour(start: first, isClosed: isClosed)
        let count = vertices.count
        let segmentCount = isClosed ? count : count - 1
        contour.segments.reserveCapacity(max(segmentCount, 0))
        for index in 0..<max(segmentCount, 0) {
            let next = (index + 1) % count
            contour.segments.append(
                CubicSegment(
                    control1: vertices[index] + tangent(outTangents, index),
                    control2: vertices[next] + tangent(inTangents, next),
                    end: vertices[next]
                ))
        }
        return contour
    }

    private func tangent(_ tangents: [Point], _ index: Int) -> Point {
        index < tangents.count ? tangents[index] : .zero
    }
}
