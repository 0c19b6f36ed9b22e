/// A whole Lottie document: composition size and timing, the root layers, assets and markers.
@_spi(Model) public struct LottieAnimation: Sendable, Equatable {
    /// The animation's name (`nm`).
    public var name: String
    /// The Lottie version it declares (`v`).
    public var version: String
    /// Frames per second (`fr`); nil in a precomposition means the animation's.
    public var frameRate: Double
    /// The first frame (`ip`).
    public var inPoint: Double
    /// Exclusive: the last frame shown is just before it.
    public var outPoint: Double
    /// The composition's width (`w`).
    public var width: Double
    /// The composition's height (`h`).
    public var height: Double
    /// The layers, top first.
    public var layers: [Layer] { didSet { isKnownFreeOfExpressions = false } }
    /// Precomposition assets by id.
    public var precompositions: [String: Precomposition] { didSet { isKnownFreeOfExpressions = false } }
    /// Image assets by id.
    public var images: [String: ImageAsset]
    /// The fonts text layers use.
    public var fonts: [FontDescription]
    /// Glyph outlines the file embeds.
    public var glyphs: [Glyph] { didSet { isKnownFreeOfExpressions = false } }
    /// Named frames and stretches of the timeline.
    public var markers: [Marker]
    /// The values the file lets a player replace (`slots`), in the file's order, then the ones only properties name.
    public var slots: [Slot]
    /// Set by the decoder when the file has no expressions, so that finding none costs nothing (looking visits every
    /// property, and copied the model doing so); changing the layers, precompositions or glyphs forgets it.
    package var isKnownFreeOfExpressions = false
    /// Where each expression sits in the file (`layers[2].ks.p`), by expression id, for messages: the decoder finds
    /// every place in one walk once the model is built, so they are kept beside the expressions rather than in them.
    public var expressionPaths: [Int: String] = [:]

    /// Where `expression` sits in the file; empty when the decoder did not say.
    public func path(of expression: PropertyExpression) -> String { expressionPaths[expression.id] ?? "" }

    /// A decoded animation.
    public init(
        name: String, version: String, frameRate: Double, inPoint: Double, outPoint: Double, width: Double,
        height: Double, layers: [Layer], precompositions: [String: Precomposition] = [:],
        images: [String: ImageAsset] = [:], fonts: [FontDescription] = [], glyphs: [Glyph] = [], markers: [Marker] = [],
        slots: [Slot] = []
    ) {
        self.name = name
        self.version = version
        self.frameRate = frameRate
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.width = width
        self.height = height
        self.layers = layers
        self.precompositions = precompositions
        self.images = images
        self.fonts = fonts
        self.glyphs = glyphs
        self.markers = markers
        self.slots = slots
    }

    /// Frames from `ip` to `op`.
    public var durationFrames: Double { outPoint - inPoint }

    /// Seconds from `ip` to `op`.
    public var durationSeconds: Double { durationFrames / frameRate }

    /// The last whole frame shown; `outPoint` is read with a 0.001 tolerance because exporters write 60.0000024.
    public var lastFrame: Double { (outPoint - 0.001).rounded(.up) - 1 }

    /// The first marker called `name`.
    public func marker(named name: String) -> Marker? { markers.first { $0.name == name } }
}

/// A composition stored as an asset and placed by precomposition layers.
@_spi(Model) public struct Precomposition: Sendable, Equatable {
    /// The asset's id, which precomposition layers refer to.
    public var id: String
    /// The layers, top first.
    public var layers: [Layer]
    /// Frames per second (`fr`); nil in a precomposition means the animation's.
    public var frameRate: Double?
    /// The asset's name (`nm`), which expressions find compositions by (`comp("Palette")`).
    public var name: String?

    /// A precomposition asset.
    public init(id: String, layers: [Layer], frameRate: Double? = nil, name: String? = nil) {
        self.id = id
        self.layers = layers
        self.frameRate = frameRate
        self.name = name
    }
}
