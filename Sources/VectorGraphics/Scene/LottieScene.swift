/// A renderer-neutral display list: what to draw for one frame, in a `width` × `height` canvas.
///
/// Nodes are listed bottom to top: later nodes draw over earlier ones.
public struct LottieScene: Hashable, Sendable {
    /// The composition's width.
    public var width: Double
    /// The composition's height.
    public var height: Double
    /// The nodes, bottom first.
    public var nodes: [SceneNode]

    /// A scene of `width`×`height` holding `nodes`, bottom first.
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
    /// The drawable node.
    public var node: SceneNode
    /// Its transform to the scene's space.
    public var transform: AffineTransform
    /// Its opacity with its groups' applied.
    public var opacity: Double
}
