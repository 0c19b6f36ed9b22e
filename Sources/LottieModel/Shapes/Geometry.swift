import VectorGraphics

/// Which way a shape's outline runs, which matters to trim paths.
@_spi(Model) public enum PathDirection: Sendable, Equatable {
    case clockwise
    case counterclockwise
}

/// A rectangle centred on `position`.
@_spi(Model) public struct RectangleShape: Sendable, Equatable {
    /// The centre.
    public var position: AnimatedValue<Point>
    /// Width and height.
    public var size: AnimatedValue<Point>
    /// The corners' radius.
    public var roundness: AnimatedValue<Double>
    /// Which way the outline runs, which trims and fill rules see.
    public var direction: PathDirection

    /// A rectangle shape (`rc`).
    public init(
        position: AnimatedValue<Point>, size: AnimatedValue<Point>, roundness: AnimatedValue<Double> = .constant(0),
        direction: PathDirection = .clockwise
    ) {
        self.position = position
        self.size = size
        self.roundness = roundness
        self.direction = direction
    }
}

/// An ellipse centred on `position`, `size` being its two diameters.
@_spi(Model) public struct EllipseShape: Sendable, Equatable {
    /// The centre.
    public var position: AnimatedValue<Point>
    /// Width and height.
    public var size: AnimatedValue<Point>
    /// Which way the outline runs, which trims and fill rules see.
    public var direction: PathDirection

    /// An ellipse shape (`el`).
    public init(position: AnimatedValue<Point>, size: AnimatedValue<Point>, direction: PathDirection = .clockwise) {
        self.position = position
        self.size = size
        self.direction = direction
    }
}

/// A star or regular polygon. Roundness is in percent; the inner radius and roundness matter to stars only.
@_spi(Model) public struct Polystar: Sendable, Equatable {
    /// A star or a polygon (`sy`).
    public enum Kind: Sendable, Equatable { case star, polygon }

    /// Star or polygon.
    public var kind: Kind
    /// The centre.
    public var position: AnimatedValue<Point>
    /// How many points (`pt`).
    public var pointCount: AnimatedValue<Double>
    /// Degrees clockwise (`r`).
    public var rotation: AnimatedValue<Double>
    /// The points' distance from the centre (`or`).
    public var outerRadius: AnimatedValue<Double>
    /// How round the points are, percent (`os`).
    public var outerRoundness: AnimatedValue<Double>
    /// A star's inner vertices' distance (`ir`).
    public var innerRadius: AnimatedValue<Double>
    /// How round the inner vertices are, percent (`is`).
    public var innerRoundness: AnimatedValue<Double>
    /// Which way the outline runs, which trims and fill rules see.
    public var direction: PathDirection

    /// A star or polygon shape (`sr`).
    public init(
        kind: Kind, position: AnimatedValue<Point>, pointCount: AnimatedValue<Double>, rotation: AnimatedValue<Double>,
        outerRadius: AnimatedValue<Double>, outerRoundness: AnimatedValue<Double>,
        innerRadius: AnimatedValue<Double> = .constant(0), innerRoundness: AnimatedValue<Double> = .constant(0),
        direction: PathDirection = .clockwise
    ) {
        self.kind = kind
        self.position = position
        self.pointCount = pointCount
        self.rotation = rotation
        self.outerRadius = outerRadius
        self.outerRoundness = outerRoundness
        self.innerRadius = innerRadius
        self.innerRoundness = innerRoundness
        self.direction = direction
    }
}

/// A free-form bezier shape, possibly morphing between keyframes.
@_spi(Model) public struct PathShape: Sendable, Equatable {
    /// The outline, morphing between keyframes (`ks`).
    public var path: AnimatedValue<VertexPath>
    /// Which way the outline runs, which trims and fill rules see.
    public var direction: PathDirection

    /// A path shape (`sh`).
    public init(path: AnimatedValue<VertexPath>, direction: PathDirection = .clockwise) {
        self.path = path
        self.direction = direction
    }
}
