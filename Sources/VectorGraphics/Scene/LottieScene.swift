/// A renderer-neutral display list: what to draw for one frame, in a `width` × `height` canvas.
///
/// Nodes are listed bottom to top: later nodes draw over earlier ones.
public struct LottieScene: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var nodes: [SceneNode]

    public init(width: Double, height: Double, nodes: [SceneNode] = []) {
        self.width = width
        self.height = height
        self.nodes = nodes
    }

    /// Every fill and stroke in drawing order, with the transform and opacity the groups above it give it.
    public var drawables: [PlacedDrawable] {
        var result: [PlacedDrawable] = []
        for node in nodes { node.collectDrawables(transform: .identity, opacity: 1, into: &result) }
        return result
    }
}

/// A fill or stroke with its accumulated placement, for inspecting a scene.
public struct PlacedDrawable: Hashable, Sendable {
    public var node: SceneNode
    public var transform: AffineTransform
    public var opacity: Double
}
