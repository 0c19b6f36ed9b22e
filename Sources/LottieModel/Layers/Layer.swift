import VectorGraphics

/// One layer of a composition: timing, transform, parent and what it draws.
@_spi(Model) public struct Layer: Sendable, Equatable {
    /// The layer's name (`nm`), the first name of its keypaths.
    public var name: String
    /// The `ind` other layers name as their parent.
    public var index: Int?
    /// The index of the layer whose transform this one inherits (`parent`).
    public var parentIndex: Int?
    /// What the layer draws.
    public var content: LayerContent
    /// Anchor, position, scale, rotation, skew and opacity (`ks`).
    public var transform: Transform
    /// Visible for `inPoint ≤ frame < outPoint`, in the frames of the composition that holds the layer.
    public var inPoint: Double
    /// The frame the layer stops showing at (`op`, exclusive).
    public var outPoint: Double
    /// Where the layer's own time starts in its composition's frames.
    public var startTime: Double
    /// Layer time runs `1 / timeStretch` times as fast as composition time.
    public var timeStretch: Double
    /// Hidden in the file (`hd`): not drawn, still a parent.
    public var isHidden: Bool
    /// Drawn only as another layer's track matte (`td`), never on its own.
    public var isMatteSource: Bool
    /// How this layer is matted by its matte layer (`tt`), and which layer that is when named by index (`tp`).
    public var matteMode: MatteMode?
    /// The index of the layer used as this one's matte (`tp`), when not the layer above.
    public var matteLayerIndex: Int?
    /// The layer's masks, combined in order.
    public var masks: [Mask]
    /// How the layer blends with what is under it (`bm`).
    public var blendMode: BlendingMode
    /// The layer's effects the player draws, applied in order.
    public var effects: [LayerEffect]
    /// The layer's styles (drop and inner shadows, glows, stroke, colour overlay), drawn after its effects.
    public var styles: [LayerStyle]
    /// Every effect the file lists with its parameters, drawn or not, for expressions that read them.
    public var effectInstances: [EffectInstance]
    /// Rotates the layer along its motion path.
    public var autoOrient: Bool

    /// A layer; the model of one entry of `layers`.
    public init(
        name: String, index: Int? = nil, parentIndex: Int? = nil, content: LayerContent,
        transform: Transform = .identity, inPoint: Double, outPoint: Double, startTime: Double = 0,
        timeStretch: Double = 1, isHidden: Bool = false, isMatteSource: Bool = false, matteMode: MatteMode? = nil,
        matteLayerIndex: Int? = nil, masks: [Mask] = [], blendMode: BlendingMode = .normal, effects: [LayerEffect] = [],
        styles: [LayerStyle] = [], effectInstances: [EffectInstance] = [], autoOrient: Bool = false
    ) {
        self.name = name
        self.index = index
        self.parentIndex = parentIndex
        self.content = content
        self.transform = transform
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.startTime = startTime
        self.timeStretch = timeStretch
        self.isHidden = isHidden
        self.isMatteSource = isMatteSource
        self.matteMode = matteMode
        self.matteLayerIndex = matteLayerIndex
        self.masks = masks
        self.blendMode = blendMode
        self.effects = effects
        self.styles = styles
        self.effectInstances = effectInstances
        self.autoOrient = autoOrient
    }
}
