import VectorGraphics

/// What the last scene an interpreter made worked out, so that the next `scene(at:memory:)` can reuse it: the node of
/// every top-level layer that holds still in between (its own values, its ancestors', its matte's), and what shape
/// modifiers made of outlines that reach them unchanged. A player keeps one per animation and uses it from one
/// thread.
package final class SceneMemory {
    // One owner on one thread: Swift's dynamic exclusivity checks on these would cost more than the reuse saves on
    // an icon of two layers.
    /// The frame, overrides and composition the nodes were made for.
    @exclusivity(unchecked) var frame: Double?
    @exclusivity(unchecked) var overrides = PropertyOverrides.none
    @exclusivity(unchecked) var composition: ObjectIdentifier?
    /// Per layer of the composition, the node it added (nil when it added none) and how many layers it took from the
    /// frame's budget doing so (`Int.max` where the budget ran out).
    @exclusivity(unchecked) var nodes: [SceneNode?] = []
    @exclusivity(unchecked) var spentLayers: [Int] = []
    /// Rounded corners and measured outlines of the last frame, by modifier and shape.
    let modifierResults = ModifierResults()

    /// An empty memory: the first scene made with it works out every layer.
    package init() {}

    /// Whether the nodes kept were made for `composition` with `overrides`.
    func holds(_ composition: CompiledComposition, overrides: PropertyOverrides) -> Bool {
        frame != nil && self.composition == ObjectIdentifier(composition) && self.overrides == overrides
            && nodes.count == composition.layers.count
    }
}
