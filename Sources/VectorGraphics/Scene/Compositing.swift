/// How a layer's pixels mix with those under it: the separable and non-separable modes of the W3C compositing
/// specification, plus additive `add`.
public enum BlendingMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight
    case difference, exclusion, hue, saturation, color, luminosity, add
}

/// A region, combined with the regions before it, that decides where content shows.
public struct SceneMask: Hashable, Sendable {
    /// How a mask combines with the masks before it.
    public enum Mode: String, Hashable, Sendable {
        /// Union with what came before.
        case add
        /// What came before, minus this.
        case subtract
        /// What came before, where this also is.
        case intersect
        /// The larger coverage of the two.
        case lighten
        /// The smaller coverage of the two.
        case darken
        /// Where exactly one of the two covers.
        case difference
    }

    /// The mask's outline, in the masked content's space.
    public var path: BezierPath
    /// How it combines with the masks before it.
    public var mode: Mode
    /// Whether the mask keeps the outside instead.
    public var isInverted: Bool
    /// How strongly it applies, 0…1.
    public var opacity: Double
    /// Grows (positive) or shrinks (negative) the region by this distance.
    public var expansion: Double
    /// Softens the edge by a blur of this radius, where the output is raster.
    public var feather: Double

    /// A mask of `path`.
    public init(
        path: BezierPath, mode: Mode = .add, isInverted: Bool = false, opacity: Double = 1, expansion: Double = 0,
        feather: Double = 0
    ) {
        self.path = path
        self.mode = mode
        self.isInverted = isInverted
        self.opacity = opacity
        self.expansion = expansion
        self.feather = feather
    }
}

/// Content shown through its masks.
public struct MaskedNode: Hashable, Sendable {
    /// The nodes drawn through it.
    public var content: [SceneNode]
    /// In the content's coordinates, combined in order.
    public var masks: [SceneMask]

    /// `content` shown through `masks`, combined in order.
    public init(content: [SceneNode], masks: [SceneMask]) {
        self.content = content
        self.masks = masks
    }
}

/// Which part of the matte lets content through.
public enum MatteMode: String, Hashable, Sendable {
    case alpha, invertedAlpha, luma, invertedLuma
}

/// Content shown through another layer's alpha or luminance (a track matte).
public struct MattedNode: Hashable, Sendable {
    /// The nodes drawn through it.
    public var content: [SceneNode]
    /// Drawn only to decide what of the content shows.
    public var matte: [SceneNode]
    /// Alpha or luma, straight or inverted.
    public var mode: MatteMode

    /// `content` shown through `matte` by `mode`.
    public init(content: [SceneNode], matte: [SceneNode], mode: MatteMode) {
        self.content = content
        self.matte = matte
        self.mode = mode
    }
}

/// A change to rendered pixels.
public enum RasterEffect: Hashable, Sendable {
    /// Every pixel takes `color`, keeping its coverage; `opacity` mixes with the original.
    case fill(color: LottieColor, opacity: Double)
    /// Luminance mapped from `black` to `white`, mixed with the original by `amount` (0…1).
    case tint(black: LottieColor, white: LottieColor, amount: Double)
    /// Luminance mapped through shadows, midtones and highlights, mixed with the original by `blend` (0…1).
    case tritone(highlights: LottieColor, midtones: LottieColor, shadows: LottieColor, blend: Double)
    /// A blurred, offset copy of the coverage in `color` drawn under the content. Direction in degrees
    /// clockwise from up, distance and softness in the content's units.
    case dropShadow(color: LottieColor, opacity: Double, directionDegrees: Double, distance: Double, softness: Double)
    /// A Gaussian blur of `radius`, horizontally, vertically or both.
    case gaussianBlur(blurriness: Double, horizontal: Bool, vertical: Bool)
    /// A shadow or glow from the coverage (a layer style).
    case shadow(ShadowEffect)
    /// An outline `width` wide around the coverage in `color` at `opacity`, drawn under the content.
    case outline(color: LottieColor, opacity: Double, width: Double)
    /// A gradient laid over the content at `opacity`, keeping its coverage: linear along `angleDegrees`
    /// (counter-clockwise from the right, first stop to last) across the content's bounds, or radial from their
    /// centre, `scale` times as long as the bounds reach.
    case gradientOverlay(stops: [GradientStop], opacity: Double, angleDegrees: Double, scale: Double, isRadial: Bool)
}

/// A shadow or glow cast from the coverage, placed by `placement`: blurred by `size` (σ = 0.3 × size, as a blur's
/// blurriness), its alpha multiplied by `alphaGain` (1 keeps it; larger makes the blurred edge solid), offset by
/// `distance` toward `directionDegrees` (clockwise from up), in `color` at `opacity`; lengths in the content's units.
public struct ShadowEffect: Hashable, Sendable {
    /// The shadow's colour.
    public var color: LottieColor
    /// Its opacity, 0…1.
    public var opacity: Double
    /// Where it is offset to, in degrees clockwise from up.
    public var directionDegrees: Double
    /// How far it is offset.
    public var distance: Double
    /// How much it is blurred, as a blur's blurriness.
    public var size: Double
    /// What its blurred alpha is multiplied by (1 keeps it).
    public var alphaGain: Double
    /// Where it is cast from and drawn.
    public var placement: ShadowPlacement

    /// A shadow of these parts.
    public init(
        color: LottieColor, opacity: Double, directionDegrees: Double, distance: Double, size: Double,
        alphaGain: Double = 1, placement: ShadowPlacement = .behind
    ) {
        self.color = color
        self.opacity = opacity
        self.directionDegrees = directionDegrees
        self.distance = distance
        self.size = size
        self.alphaGain = alphaGain
        self.placement = placement
    }
}

/// Where a `RasterEffect.shadow` is cast from and drawn.
public enum ShadowPlacement: Hashable, Sendable {
    /// Cast by the coverage and drawn under the content (a drop shadow, an outer glow).
    case behind
    /// Cast by what is outside the coverage and drawn over the content, within it (an inner shadow, an inner glow
    /// from the edges).
    case insideFromEdges
    /// Cast by the coverage and drawn over the content, within it (an inner glow from the centre).
    case insideFromCentre
}

/// Content with raster effects applied in order.
public struct EffectedNode: Hashable, Sendable {
    /// The nodes drawn through it.
    public var content: [SceneNode]
    /// The effects, in the order applied.
    public var effects: [RasterEffect]

    /// `content` with `effects` applied in order.
    public init(content: [SceneNode], effects: [RasterEffect]) {
        self.content = content
        self.effects = effects
    }
}

/// Encoded image bytes shared by every frame that draws them; renderers decode them.
public final class EncodedImage: Hashable, Sendable {
    /// The encodings renderers can decode.
    public enum Format: String, Sendable { case png, jpeg, webp }

    /// The encoded bytes.
    public let data: [UInt8]
    /// How they are encoded.
    public let format: Format

    /// Encoded image bytes in `format`.
    public init(data: [UInt8], format: Format) {
        self.data = data
        self.format = format
    }

    /// The format the bytes' signature names, or nil for anything else.
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        // A RIFF container whose form type is WEBP.
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            return .webp
        }
        return nil
    }

    /// The same bytes in the same format.
    public static func == (lhs: EncodedImage, rhs: EncodedImage) -> Bool {
        lhs === rhs || (lhs.format == rhs.format && lhs.data == rhs.data)
    }

    /// Hashes the format and byte count only: cheap, and equal images hash equal.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(data.count)
    }
}

/// An image drawn into the rectangle from (0, 0) to (`width`, `height`).
public struct ImageNode: Hashable, Sendable {
    /// The image drawn.
    public var image: EncodedImage
    /// The width it is stretched to.
    public var width: Double
    /// The height it is stretched to.
    public var height: Double

    /// `image` stretched over (0, 0) to (width, height).
    public init(image: EncodedImage, width: Double, height: Double) {
        self.image = image
        self.width = width
        self.height = height
    }
}
