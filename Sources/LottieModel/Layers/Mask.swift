import VectorGraphics

/// A layer mask (spec `masksProperties`): a path in layer space combined with the masks before it.
@_spi(Model) public struct Mask: Sendable, Equatable {
    /// How a mask combines with the masks before it (`mode`).
    public enum Mode: String, Sendable, Equatable {
        case add, subtract, intersect, lighten, darken, difference, none
    }

    /// The mask's name.
    public var name: String
    /// How it combines with the masks before it.
    public var mode: Mode
    /// Whether it keeps the outside (`inv`).
    public var isInverted: Bool
    /// The mask's outline (`pt`).
    public var path: AnimatedValue<VertexPath>
    /// 0…1.
    public var opacity: AnimatedValue<Double>
    /// How far the outline is pushed out (`x`).
    public var expansion: AnimatedValue<Double>
    /// How soft the edge is (`f`).
    public var feather: AnimatedValue<Point>

    /// A mask of `path`.
    public init(
        name: String = "", mode: Mode = .add, isInverted: Bool = false, path: AnimatedValue<VertexPath>,
        opacity: AnimatedValue<Double> = .constant(1), expansion: AnimatedValue<Double> = .constant(0),
        feather: AnimatedValue<Point> = .constant(.zero)
    ) {
        self.name = name
        self.mode = mode
        self.isInverted = isInverted
        self.path = path
        self.opacity = opacity
        self.expansion = expansion
        self.feather = feather
    }
}

/// A layer effect TabShift draws; parameters keep After Effects' units (opacity 0…1, amounts in percent).
@_spi(Model) public enum LayerEffect: Sendable, Equatable {
    case fill(color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double>)
    case tint(
        black: AnimatedValue<LottieColor>, white: AnimatedValue<LottieColor>, amountPercent: AnimatedValue<Double>)
    case tritone(
        highlights: AnimatedValue<LottieColor>, midtones: AnimatedValue<LottieColor>,
        shadows: AnimatedValue<LottieColor>, blendPercent: AnimatedValue<Double>)
    /// Opacity in 0…255 as After Effects stores it; direction in degrees clockwise from up.
    case dropShadow(
        color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double>, direction: AnimatedValue<Double>,
        distance: AnimatedValue<Double>, softness: AnimatedValue<Double>)
    /// Dimensions: 1 both, 2 horizontal, 3 vertical.
    case gaussianBlur(blurriness: AnimatedValue<Double>, dimensions: Int)
}

/// An image asset: its size in the composition and where its bytes are.
@_spi(Model) public struct ImageAsset: Sendable, Equatable {
    /// Where an image's bytes are: in the file, or in a file beside it.
    public enum Source: Sendable, Equatable {
        /// Decoded from a `data:` URI, or loaded from a file by the player.
        case embedded(EncodedImage)
        /// A file beside the document: `directory` + `name` as the asset gives them.
        case external(directory: String, name: String)
    }

    /// The asset's id, which layers refer to.
    public var id: String
    /// The image's width as the file declares it.
    public var width: Double
    /// The image's height as the file declares it.
    public var height: Double
    /// Where the bytes are.
    public var source: Source

    /// An image asset.
    public init(id: String, width: Double, height: Double, source: Source) {
        self.id = id
        self.width = width
        self.height = height
        self.source = source
    }
}
