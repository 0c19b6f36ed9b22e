import VectorGraphics

/// What a layer draws.
@_spi(Model) public enum LayerContent: Sendable, Equatable {
    /// Nothing: a null layer, or a layer of a kind not supported yet, kept so that parenting still works.
    case none
    case shapes([ShapeItem])
    case solid(SolidContent)
    case precomposition(PrecompositionReference)
    /// An image asset drawn at its own size from the layer's origin.
    case image(assetID: String)
    case text(TextContent)

    /// The spec's word for the layer's kind: shape, solid, precomposition, image, text or null.
    public var kindName: String {
        switch self {
        case .none: "null"
        case .shapes: "shape"
        case .solid: "solid"
        case .precomposition: "precomposition"
        case .image: "image"
        case .text: "text"
        }
    }
}

/// A rectangle of one colour filling `width` × `height` from the layer's origin.
@_spi(Model) public struct SolidContent: Sendable, Equatable {
    /// The solid's colour.
    public var color: LottieColor
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A solid rectangle of `color` from (0, 0).
    public init(color: LottieColor, width: Double, height: Double) {
        self.color = color
        self.width = width
        self.height = height
    }
}

/// A placement of a precomposition asset, clipped to `width` × `height`.
@_spi(Model) public struct PrecompositionReference: Sendable, Equatable {
    /// The precomposition asset placed (`refId`).
    public var assetID: String
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// Maps layer time to the precomposition's time, in seconds.
    public var timeRemap: AnimatedValue<Double>?

    /// A placement of precomposition `assetID`, clipped to `width`×`height`, its time remapped when given.
    public init(assetID: String, width: Double, height: Double, timeRemap: AnimatedValue<Double>? = nil) {
        self.assetID = assetID
        self.width = width
        self.height = height
        self.timeRemap = timeRemap
    }
}
