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
    /// How many times a node's tree was walked for its extent (tests count the walks spared).
    @exclusivity(unchecked) private(set) var extentsMeasured = 0

    /// What drawing `scene` costs: kept for the nodes the last scene asked about held at the same place, counted
    /// for the others. The scene's nodes become the ones kept.
    func drawingCost(of scene: LottieScene) -> DrawingCost {
        var total = DrawingCost()
        for index in scene.nodes.indices {
            if index == facts.count {
                facts.append(Facts(node: scene.nodes[index], cost: scene.nodes[index].drawingCost))
            } else if !facts[index].node.isSameStorage(as: scene.nodes[index]) {
                let outlineKept = Self.haveSameOutline(facts[index].node, scene.nodes[index])
                facts[index] = Facts(
                    node: scene.nodes[index], cost: outlineKept ? facts[index].cost : scene.nodes[index].drawingCost,
                    geometryExtent: outlineKept ? facts[index].geometryExtent : nil)
            }
            total.add(facts[index].cost)
        }
        if facts.count > scene.nodes.count { facts.removeSubrange(scene.nodes.count...) }
        return total
    }

    /// The box around the outlines of `node`, the scene's node at `index`: kept when the last scene counted by
    /// `drawingCost(of:)` held the same node there.
    func geometryExtent(of node: SceneNode, at index: Int) -> PaintExtent {
        let isKept = index < facts.count && facts[index].node.isSameStorage(as: node)
        if isKept, let known = facts[index].geometryExtent { return known }
        extentsMeasured += 1
        let extent = node.geometryExtent
        if isKept { facts[index].geometryExtent = extent }
        return extent
    }

    /// Whether two fills, or two strokes of one style, trace the very same path, so that what is known of one's
    /// cost and extent holds for the other: a tab bar's title or a shape whose colour animates is a new node every
    /// frame around the same outline, which is long where it is text.
    private static func haveSameOutline(_ node: SceneNode, _ other: SceneNode) -> Bool {
        switch (node, other) {
        case (.fill(let fill), .fill(let otherFill)):
            fill.path.isSameStorage(as: otherFill.path)
        case (.stroke(let stroke), .stroke(let otherStroke)):
            stroke.path.isSameStorage(as: otherStroke.path) && stroke.style == otherStroke.style
        default:
            false
        }
    }

    func removeAll() {
        facts.removeAll()
    }
}
