import VectorGraphics

/// What a canvas works out about each top-level node of the scenes it draws (its drawing cost, the box around its
/// outlines), kept while the next scene holds the very same node at the same place.
///
/// An interpreter with a `SceneMemory` hands a layer at rest on in the same storage, frame after frame; walking its
/// tree again to count its cost or measure it took a retain and a release for every node in it.
final class KeptNodeFacts {
    private struct Facts {
        /// Held so that its storage, which identifies it, stays its own.
        private(set) var node: SceneNode
        /// The node's `storageAddress`, compared without copying the node out of the array.
        private(set) var storage: UInt
        private(set) var cost: DrawingCost
        var geometryExtent: PaintExtent?
        /// For a group, which children and clip it holds, what its children cost and the box around them and its
        /// clip: kept for a group moved or faded around the same children.
        private(set) var content: SceneGroup.ContentStorage?
        private(set) var childrenCost = DrawingCost()
        var contentExtent: PaintExtent?

        init(node: SceneNode) {
            self.node = node
            storage = node.storageAddress
            cost = DrawingCost()
            count(node, keeping: false)
        }

        /// Takes `node` in place of the node these facts are about: what does not depend on where it is put or how
        /// opaque it is carries over when it traces the same outline or, a group, holds the same children and clip.
        mutating func take(_ node: SceneNode) {
            // Compared while the old node is still held: its storage cannot have been given to the new one.
            count(node, keeping: Self.haveSameOutline(self.node, node))
            self.node = node
            storage = node.storageAddress
        }

        private mutating func count(_ node: SceneNode, keeping keepsOutline: Bool) {
            if case .group(let group) = node {
                let content = group.contentStorage
                let keepsContent = self.content == content
                if !keepsContent {
                    childrenCost = group.childrenCost
                    contentExtent = nil
                }
                cost = group.drawingCost(children: childrenCost)
                self.content = content
                geometryExtent = nil
            } else {
                content = nil
                contentExtent = nil
                if !keepsOutline {
                    cost = node.drawingCost
                    geometryExtent = nil
                }
            }
        }

        /// Whether two fills, or two strokes of one style, trace the very same path: a tab bar's title or a shape
        /// whose colour animates is a new node every frame around the same outline, which is long where it is text.
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
                facts.append(Facts(node: scene.nodes[index]))
            } else if facts[index].storage != scene.nodes[index].storageAddress {
                facts[index].take(scene.nodes[index])
            }
            total.add(facts[index].cost)
        }
        if facts.count > scene.nodes.count { facts.removeSubrange(scene.nodes.count...) }
        return total
    }

    /// The box around the outlines of `node`, the scene's node at `index`: kept when the last scene counted by
    /// `drawingCost(of:)` held the same node there.
    func geometryExtent(of node: SceneNode, at index: Int) -> PaintExtent {
        let isKept = index < facts.count && facts[index].storage == node.storageAddress
        if isKept, let known = facts[index].geometryExtent { return known }
        let extent: PaintExtent
        if case .group(let group) = node {
            extent = group.geometryExtent(content: contentExtent(of: group, at: index, isKept: isKept))
        } else {
            extentsMeasured += 1
            extent = node.geometryExtent
        }
        if isKept { facts[index].geometryExtent = extent }
        return extent
    }

    /// The box around a group's children and clip: kept when the group at `index` is the one counted there, or holds
    /// the same children and clip as that.
    private func contentExtent(of group: SceneGroup, at index: Int, isKept: Bool) -> PaintExtent {
        if isKept, let known = facts[index].contentExtent { return known }
        extentsMeasured += 1
        let content = group.contentExtent
        if isKept { facts[index].contentExtent = content }
        return content
    }

    func removeAll() {
        facts.removeAll()
    }
}
