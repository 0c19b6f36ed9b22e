import VectorGraphics

/// A layer mask (spec `masksProperties`): a path in layer space combined with the masks before it.
public struct Mask: Sendable, Equatable {
    public enum Mode: String, Sendable, Equatable {
        case add, subtract, intersect, lighten, darken, difference, none
    }

    public var name: String
    public var mode: Mode
    public var isInverted: Bool
    public var path: AnimatedValue<VertexPath>
    /// 0…1.
    public var opacity: AnimatedValue<Double>
    public var expansion: AnimatedValue<Double>
    public var feather: AnimatedValue<Point>

    public init(name: String = "", mode: Mode = .add, isInverted: Bool = false, path: AnimatedValue<VertexPath>, opacity: AnimatedValue<Double> = .constant(1), expansion: AnimatedValue<Double> = .constant(0), feather: AnimatedValue<Point> = .constant(.zero)) {
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
public enum LayerEffect: Sendable, Equatable {
    case fill(color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double>)
    case tint(black: AnimatedValue<LottieColor>, white: AnimatedValue<LottieColor>, amountPercent: AnimatedValue<Double>)
    case tritone(highlights: AnimatedValue<LottieColor>, midtones: AnimatedValue<LottieColor>, shadows: AnimatedValue<LottieColor>, blendPercent: AnimatedValue<Double>)
    /// Opacity in 0…255 as After Effects stores it; direction in degrees clockwise from up.
    case dropShadow(color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double>, direction: AnimatedValue<Double>, distance: AnimatedValue<Double>, softness: AnimatedValue<Double>)
    /// Dimensions: 1 both, 2 horizontal, 3 vertical.
    case gaussianBlur(blurriness: AnimatedValue<Double>, dimensions: Int)
}

/// An image asset: its size in the composition and where its bytes are.
public struct ImageAsset: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// Decoded from a `data:` URI, or loaded from a file by the player.
        case embedded(EncodedImage)
        /// A file beside the document: `directory` + `name` as the asset gives them.
        case external(directory: String, name: String)
    }

    public var id: String
    public var width: Double
    public var height: Double
    public var source: Source

    public init(id: String, width: Double, height: Double, source: Source) {
        self.id = id
        self.width = width
        self.height = height
        self.source = source
    }
}
