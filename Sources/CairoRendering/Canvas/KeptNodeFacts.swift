import VectorGraphics

/// What a canvas works out about each top-level node of the scenes it draws (its drawing cost, the box around its
/// outlines), kept while the next scene holds the very same node at the same place.
///
/// An interpreter with a `SceneMemory` hands a layer at rest on in the same storage, frame after frame; walking its
/// tree again to count its cost or measure it took a retain and a release for every node in it.
final class KeptNodeFacts {
    private struct Facts {
        /// Held so that its storage, which identifies it, stays its own.
        let node: SceneNode
        let cost: DrawingCost
        var geometryExtent: PaintExtent?
    }

    // One owner (a canvas) on one thread: Swift's dynamic exclusivity checks on these cost more than the lookups.
    @exclusivity(unchecked) private var facts: [Facts] = []

    /// What drawing `scene` costs: kept for the nodes the last scene asked about held at the same place, counted
    /// for the others. The scene's nodes become the ones kept.
    func drawingCost(of scene: LottieScene) -> DrawingCost {
        var total = DrawingCost()
        for index in scene.nodes.indices {
            if index == facts.count {
                facts.append(Facts(node: scene.nodes[index], cost: scene.nodes[index].drawingCost))
            } else if !facts[index].node.isSameStorage(as: scene.nodes[index]) {
                facts[index] = Facts(node: scene.nodes[index], cost: scene.nodes[index].drawingCost)
            }
            total.add(facts[index].cost)
        }
        if facts.count > scene.nodes.count { facts.removeSubrange(scene.nodes.count...) }
        return total
    }

    /// The box around the outlines of `node`, the scene's node at `index`: kept when the last scene counted by
    /// `drawingCost(of:)` held the same node there.
    func geometryExtent(of node: SceneNode, at index: Int) -> PaintExtent {
        guard index < facts.count, facts[index].node.isSameStorage(as: node) else { return node.geometryExtent }
        if let known = facts[index].geometryExtent { return known }
        let extent = node.geometryExtent
        facts[index].geometryExtent = extent
        return extent
    }

    func removeAll() {
        facts.removeAll()
    }
}
