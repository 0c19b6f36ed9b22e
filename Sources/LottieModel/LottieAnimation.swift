/// A whole Lottie document: composition size and timing, the root layers, assets and markers.
public struct LottieAnimation: Sendable, Equatable {
    public var name: String
    public var version: String
    public var frameRate: Double
    public var inPoint: Double
    /// Exclusive: the last frame shown is just before it.
    public var outPoint: Double
    public var width: Double
    public var height: Double
    public var layers: [Layer]
    public var precompositions: [String: Precomposition]
    public var images: [String: ImageAsset]
    public var fonts: [FontDescription]
    public var glyphs: [Glyph]
    public var markers: [Marker]

    public init(name: String, version: String, frameRate: Double, inPoint: Double, outPoint: Double, width: Double, height: Double, layers: [Layer], precompositions: [String: Precomposition] = [:], images: [String: ImageAsset] = [:], fonts: [FontDescription] = [], glyphs: [Glyph] = [], markers: [Marker] = []) {
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
    }

    public var durationFrames: Double { outPoint - inPoint }

    public var durationSeconds: Double { durationFrames / frameRate }

    /// The last whole frame shown; `outPoint` is read with a 0.001 tolerance because exporters write 60.0000024.
    public var lastFrame: Double { (outPoint - 0.001).rounded(.up) - 1 }

    public func marker(named name: String) -> Marker? { markers.first { $0.name == name } }
}

/// A composition stored as an asset and placed by precomposition layers.
public struct Precomposition: Sendable, Equatable {
    public var id: String
    public var layers: [Layer]
    public var frameRate: Double?

    public init(id: String, layers: [Layer], frameRate: Double? = nil) {
        self.id = id
        self.layers = layers
        self.frameRate = frameRate
    }
}
