@_spi(Model) import LottieModel
import VectorGraphics

/// Turns a compiled composition at one frame into display-list nodes, bottom layer first.
struct CompositionRenderer {
    let frameRate: Double
    /// Named from this composition's root: a precomposition's renderer gets them relative to where it is placed.
    let overrides: PropertyOverrides
    /// Shared by every composition one frame draws, so that precompositions placing precompositions cannot
    /// multiply the work without end; it lives for one `scene(at:)` call only.
    let budget: LayerBudget
    /// Where shape modifiers keep their results for the renderer's next frame; nil when no renderer keeps them.
    let modifierResults: ModifierResults?

    init(
        frameRate: Double, overrides: PropertyOverrides, budget: LayerBudget = LayerBudget(),
        modifierResults: ModifierResults? = nil
    ) {
        self.frameRate = frameRate
        self.overrides = overrides
        self.budget = budget
        self.modifierResults = modifierResults
    }

    /// With `memory` (and the composition's `nodeMotions`), a layer that holds still since the frame the memory
    /// keeps gives the node it gave then; the memory then keeps this frame's.
    func nodes(
        for composition: CompiledComposition, at frame: Double, memory: (SceneMemory, [ChangingFrames])? = nil
    ) -> [SceneNode] {
        // The layers' own matrices live on the stack for this call: a heap object and array per composition and
        // frame cost more than the few multiplications they hold.
        withUnsafeTemporaryAllocation(of: AffineTransform?.self, capacity: composition.layers.count) { storage in
            storage.initialize(repeating: nil)
            let locals = LocalMatrices(matrices: storage, overrides: overrides)
            guard let (memory, motions) = memory else { return nodes(for: composition, at: frame, locals: locals) }
            return nodes(for: composition, at: frame, locals: locals, memory: memory, motions: motions)
        }
    }

    private func nodes(for composition: CompiledComposition, at frame: Double, locals: LocalMatrices) -> [SceneNode] {
        var nodes: [SceneNode] = []
        // One allocation for the most the layers can give, not one per doubling as they are appended.
        nodes.reserveCapacity(composition.layers.count)
        // The first layer in the list is the top one, so drawing runs from the end.
        for position in composition.layers.indices.reversed() {
            if let layerNode = node(at: position, in: composition, at: frame, locals: locals) {
                nodes.append(layerNode)
            }
        }
        return nodes
    }

    private func nodes(
        for composition: CompiledComposition, at frame: Double, locals: LocalMatrices, memory: SceneMemory,
        motions: [ChangingFrames]
    ) -> [SceneNode] {
        let kept = memory.holds(composition, overrides: overrides) ? memory.frame : nil
        if kept == nil {
            memory.nodes = Array(repeating: nil, count: composition.layers.count)
            memory.spentLayers = Array(repeating: 0, count: composition.layers.count)
        }
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(composition.layers.count)
        for position in composition.layers.indices.reversed() {
            // A layer reused takes from the budget what it took when made, so every later layer finds the budget
            // as a fresh frame leaves it; one the budget ran out in (or runs out for now) is made again.
            if let kept, motions[position].holdsStill(from: kept, to: frame), budget.spend(memory.spentLayers[position])
            {
                if let layerNode = memory.nodes[position] { nodes.append(layerNode) }
                continue
            }
            let before = budget.remaining
            let layerNode = node(at: position, in: composition, at: frame, locals: locals)
            memory.nodes[position] = layerNode
            memory.spentLayers[position] = budget.remaining > 0 ? before - budget.remaining : Int.max
            if let layerNode { nodes.append(layerNode) }
        }
        memory.frame = frame
        memory.overrides = overrides
        memory.composition = ObjectIdentifier(composition)
        return nodes
    }

    /// What the layer at `position` adds to its composition's nodes: nothing, its node, or its node matted.
    private func node(
        at position: Int, in composition: CompiledComposition, at frame: Double, locals: LocalMatrices
    ) -> SceneNode? {
        let layer = composition.layers[position]
        guard layer.isVisible(at: frame), budget.spend(),
            let layerNode = node(for: position, in: composition, at: frame, locals: locals)
        else { return nil }
        guard let matteMode = layer.matteMode, let mattePosition = layer.mattePosition else { return layerNode }
        // A matte hidden at this frame lets nothing through (or, inverted, everything).
        let matte = node(for: mattePosition, in: composition, at: frame, locals: locals).map { [$0] } ?? []
        let matted = SceneNode.matted(MattedNode(content: [layerNode], matte: matte, mode: matteMode))
        return layer.blendMode == .normal ? matted : .group(SceneGroup(blendMode: layer.blendMode, children: [matted]))
    }

    /// One layer as a group: its content clipped, masked and with its effects, placed by its world transform.
    /// A matted layer's blend mode applies after the matte, outside this group.
    private func node(
        for position: Int, in composition: CompiledComposition, at frame: Double, locals: LocalMatrices
    ) -> SceneNode? {
        let layer = composition.layers[position]
        guard layer.isInRange(at: frame) else { return nil }
        let opacity = layer.transform.opacity(at: frame, overrides: overrides)
        guard opacity > 0 else { return nil }
        var (children, clip) = content(of: layer, at: frame)
        guard !children.isEmpty else { return nil }
        if !layer.masks.isEmpty {
            children = [.masked(MaskedNode(content: children, masks: layer.masks.map { $0.mask(at: frame) }))]
        }
        let transform = worldTransform(of: position, in: composition, at: frame, locals: locals)
        if !layer.effects.isEmpty {
            children = [
                .effected(
                    EffectedNode(
                        content: children,
                        effects: layer.effects.map { $0.effect(at: frame, layerTransform: transform) }))
            ]
        }
        let blendMode = layer.mattePosition == nil ? layer.blendMode : .normal
        return .group(
            SceneGroup(transform: transform, opacity: opacity, clip: clip, blendMode: blendMode, children: children))
    }

    private func content(of layer: CompiledLayer, at frame: Double) -> ([SceneNode], BezierPath?) {
        switch layer.content {
        case .none:
            return ([], nil)
        case .shapes(let items):
            if overrides.isEmpty, let constant = layer.constantNodes { return (constant, nil) }
            return (
                ShapeRenderingModel(frame: frame, overrides: overrides, modifierResults: modifierResults).nodes(
                    for: items), nil
            )
        case .solid(_, let width, let height):
            if !overrides.colors.isEmpty, let replacement = overrides.color(for: layer.transform.keypath + ["Color"]) {
                return (CompiledLayer.solidNodes(replacement, width: width, height: height), nil)
            }
            return (layer.constantNodes ?? [], nil)
        case .text(let text):
            return (text.nodes(at: frame, overrides: overrides), nil)
        case .image(let image, let width, let height):
            return ([.image(ImageNode(image: image, width: width, height: height))], nil)
        case .precomposition(let composition, _, _, let timeRemap):
            let innerFrame = layer.contentFrame(at: frame, timeRemap: timeRemap, frameRate: frameRate)
            let inner =
                overrides.isEmpty
                ? self
                : CompositionRenderer(
                    frameRate: frameRate, overrides: overrides.relative(to: [layer.name]), budget: budget,
                    modifierResults: modifierResults)
            return (inner.nodes(for: composition, at: innerFrame), layer.precompositionClip)
        }
    }

    /// The layer's matrix followed by each ancestor's. Parents lend their transform only:
    /// not their opacity, and not their visibility.
    ///
    /// Each layer's own matrix is evaluated once per frame however many descendants walk through it; the products
    /// are still taken from the layer up, in the same order as always, so that no rounding changes.
    private func worldTransform(
        of position: Int, in composition: CompiledComposition, at frame: Double, locals: LocalMatrices
    ) -> AffineTransform {
        var current = position
        var transform = locals.matrix(of: current, in: composition, at: frame)
        var steps = 0
        while let parent = composition.layers[current].parentPosition,
            steps < min(composition.layers.count, CompiledComposition.maximumParentDepth)
        {
            current = parent
            transform = transform.followed(by: locals.matrix(of: current, in: composition, at: frame))
            steps += 1
        }
        return transform
    }
}

/// Each layer's own matrix at one frame, worked out on first use; lives for one composition's nodes at one frame,
/// in storage that call owns.
struct LocalMatrices {
    let matrices: UnsafeMutableBufferPointer<AffineTransform?>
    let overrides: PropertyOverrides

    func matrix(of position: Int, in composition: CompiledComposition, at frame: Double) -> AffineTransform {
        if let known = matrices[position] { return known }
        let matrix = composition.layers[position].transform.matrix(at: frame, overrides: overrides)
        matrices[position] = matrix
        return matrix
    }
}

/// How many layers one frame may still draw.
final class LayerBudget {
    /// Icons draw tens of layers; twenty thousand is far beyond any real animation.
    static let layersPerFrame = 20_000
    private(set) var remaining = LayerBudget.layersPerFrame

    /// Takes one layer from the budget; false once it is spent.
    func spend() -> Bool {
        guard remaining > 0 else { return false }
        remaining -= 1
        return true
    }

    /// Takes `count` layers at once, all or none: false, taking none, when fewer remain.
    func spend(_ count: Int) -> Bool {
        guard remaining >= count else { return false }
        remaining -= count
        return true
    }
}
