@_spi(Model) import LottieModel
import VectorGraphics

/// A layer with its transform and content compiled, its parent resolved to a position in its composition.
///
/// A class: every frame reads each layer, and for parented layers each ancestor, and copying a value this large
/// retains and releases every member on each read. Its positions are set while compiling and never after.
final class CompiledLayer: Sendable {
    enum Content: Sendable {
        case none
        case shapes([CompiledShapeItem])
        case solid(LottieColor, width: Double, height: Double)
        case precomposition(CompiledComposition, width: Double, height: Double, timeRemap: Timeline<Double>?)
        case image(EncodedImage, width: Double, height: Double)
        case text(TextSource)
    }

    let name: String
    let transform: TransformTimeline
    let content: Content
    let inPoint: Double
    let outPoint: Double
    let startTime: Double
    let timeStretch: Double
    let isDrawn: Bool
    let masks: [CompiledMask]
    let effects: [CompiledEffect]
    let blendMode: BlendingMode
    let matteMode: MatteMode?
    /// A shape layer's nodes when nothing in its content moves, and a solid's rectangle: built once here, shared
    /// by every frame drawn without overrides (and, sharing one array, compared with the last frame's at no cost).
    let constantNodes: [SceneNode]?
    /// A precomposition's bounds, outside which its content does not show.
    let precompositionClip: BezierPath?
    /// Where anything the layer draws, or lends as a parent or a matte, may change, in its composition's frames.
    let motion: ChangingFrames
    /// The parent's position in the composition's layer list.
    let parentPosition: Int?
    /// The matte layer's position, when this layer has a matte that exists.
    let mattePosition: Int?

    init(
        name: String, transform: TransformTimeline, content: Content, inPoint: Double, outPoint: Double,
        startTime: Double, timeStretch: Double, isDrawn: Bool, masks: [CompiledMask], effects: [CompiledEffect],
        blendMode: BlendingMode, matteMode: MatteMode?, parentPosition: Int?, mattePosition: Int?
    ) {
        self.parentPosition = parentPosition
        self.mattePosition = mattePosition
        self.name = name
        self.transform = transform
        self.content = content
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.startTime = startTime
        self.timeStretch = timeStretch
        self.isDrawn = isDrawn
        self.masks = masks
        self.effects = effects
        self.blendMode = blendMode
        self.matteMode = matteMode
        switch content {
        case .shapes(let items) where items.allSatisfy(\.isConstant):
            constantNodes = ShapeRenderingModel(frame: 0, overrides: .none).nodes(for: items)
        case .solid(let color, let width, let height):
            constantNodes = Self.solidNodes(color, width: width, height: height)
        default:
            constantNodes = nil
        }
        motion = Self.motion(
            of: content, transform: transform, inPoint: inPoint, outPoint: outPoint, startTime: startTime,
            timeStretch: timeStretch, masks: masks, effects: effects)
        precompositionClip =
            if case .precomposition(_, let width, let height, _) = content, width > 0, height > 0 {
                BezierPath.rectangle(x: 0, y: 0, width: width, height: height)
            } else {
                nil
            }
    }

    private static func motion(
        of content: Content, transform: TransformTimeline, inPoint: Double, outPoint: Double, startTime: Double,
        timeStretch: Double, masks: [CompiledMask], effects: [CompiledEffect]
    ) -> ChangingFrames {
        let contentMotion =
            switch content {
            case .none, .solid, .image: ChangingFrames.none
            case .shapes(let items): ChangingFrames.union(items.map(\.motion))
            case .text(let text): text.motion
            // A remapped precomposition shows one of its frames for as long as the remapping holds still.
            case .precomposition(_, _, _, let timeRemap?): timeRemap.motion
            case .precomposition(let composition, _, _, nil):
                composition.motion.mapped(scale: timeStretch, offset: startTime)
            }
        return ChangingFrames.union(
            [transform.motion, .jump(at: inPoint), .jump(at: outPoint), contentMotion] + masks.map(\.motion)
                + effects.map(\.motion))
    }

    /// The time a precomposition layer's content sees at a frame of the layer's own composition.
    ///
    /// Start time and stretch shift the content, not the layer's own transform: the reference players
    /// (ThorVG, rlottie) evaluate a layer's keyframes at its composition's frame, and so do we.
    func contentFrame(at frame: Double, timeRemap: Timeline<Double>?, frameRate: Double) -> Double {
        let shifted = timeRemap.map { $0.value(at: frame) * frameRate } ?? (frame - startTime)
        return shifted / timeStretch
    }

    func isVisible(at frame: Double) -> Bool { isDrawn && isInRange(at: frame) }

    /// Matte layers are not drawn themselves but still come and go with their in and out points.
    func isInRange(at frame: Double) -> Bool { frame >= inPoint && frame < outPoint }
}

/// The layers of the root or of a precomposition, shared by every layer that places it.
package final class CompiledComposition: Sendable {
    /// Parent links followed from a layer (README, Limits).
    package static let maximumParentDepth = 100

    let layers: [CompiledLayer]
    /// Where any of its layers may change.
    let motion: ChangingFrames

    init(layers: [CompiledLayer]) {
        self.layers = layers
        motion = ChangingFrames.union(layers.map(\.motion))
    }

    /// Per layer, where the node it adds to the composition may change: its own motion, its ancestors' (whose
    /// transforms it takes) and, when matted, its matte's and the matte's ancestors'. A layer's lineage is its own
    /// motion joined with its parent's lineage, so each chain is walked once rather than once for every layer on
    /// it. Where a chain runs deeper than a frame follows it (`maximumParentDepth`), the lineage takes in every
    /// ancestor: more motion than the frame shows, which only ever costs a reuse.
    func nodeMotions() -> [ChangingFrames] {
        let lineages = parentLineages()
        return layers.indices.map { position in
            guard let matte = layers[position].mattePosition else { return lineages[position] }
            return ChangingFrames.union([lineages[position], lineages[matte]])
        }
    }

    /// Per layer, its motion joined with its ancestors'; the layers of a parent loop each take the whole loop's.
    private func parentLineages() -> [ChangingFrames] {
        var lineages = [ChangingFrames?](repeating: nil, count: layers.count)
        // Where a layer stands in the chain being walked, so that a loop is seen when the walk comes back to it.
        var placeInWalk = [Int](repeating: -1, count: layers.count)
        var chain: [Int] = []
        for start in layers.indices where lineages[start] == nil {
            chain.removeAll(keepingCapacity: true)
            var inherited = ChangingFrames.none
            var next: Int? = start
            while let position = next {
                if let known = lineages[position] {
                    inherited = known
                    break
                }
                if placeInWalk[position] >= 0 {
                    let loop = chain[placeInWalk[position]...]
                    inherited = ChangingFrames.union(loop.map { layers[$0].motion })
                    for member in loop { lineages[member] = inherited }
                    chain.removeSubrange(placeInWalk[position]...)
                    break
                }
                placeInWalk[position] = chain.count
                chain.append(position)
                next = layers[position].parentPosition
            }
            for position in chain.reversed() {
                inherited = ChangingFrames.union([layers[position].motion, inherited])
                lineages[position] = inherited
            }
        }
        return lineages.map { $0 ?? .always }
    }
}

extension CompiledLayer {
    /// A solid layer's rectangle in `color`, its alpha as the fill's opacity; nothing for an empty layer.
    static func solidNodes(_ color: LottieColor, width: Double, height: Double) -> [SceneNode] {
        guard width > 0, height > 0 else { return [] }
        return [
            .fill(
                FillNode(
                    path: .rectangle(x: 0, y: 0, width: width, height: height), paint: .solid(color.withAlpha(1)),
                    opacity: color.alpha))
        ]
    }
}
