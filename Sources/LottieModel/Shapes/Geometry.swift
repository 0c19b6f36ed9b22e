import VectorGraphics

/// Which way a shape's outline runs, which matters to trim paths.
public enum PathDirection: Sendable, Equatable {
    case clockwise
    case counterclockwise
}

/// A rectangle centred on `position`.
public struct RectangleShape: Sendable, Equatable {
    public var position: AnimatedValue<Point>
    public var size: AnimatedValue<Point>
    public var roundness: AnimatedValue<Double>
    public var direction: PathDirection

    public init(position: AnimatedValue<Point>, size: AnimatedValue<Point>, roundness: AnimatedValue<Double> = .constant(0), direction: PathDirection = .clockwise) {
        self.position = position
        self.size = size
        self.roundness = roundness
        self.direction = direction
    }
}

/// An ellipse centred on `position`, `size` being its two diameters.
public struct EllipseShape: Sendable, Equatable {
    public var position: AnimatedValue<Point>
    public var size: AnimatedValue<Point>
    public var direction: PathDirection

    public init(position: AnimatedValue<Point>, size: AnimatedValue<Point>, direction: PathDirection = .clockwise) {
        self.position = position
        self.size = size
        self.direction = direction
    }
}

/// A star or regular polygon. Roundness is in percent; the inner radius and roundness matter to stars only.
public struct Polystar: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case star, polygon }

    public var kind: Kind
    public var position: AnimatedValue<Point>
    public var pointCount: AnimatedValue<Double>
    public var rotation: AnimatedValue<Double>
    public var outerRadius: AnimatedValue<Double>
    public var outerRoundness: AnimatedValue<Double>
    public var innerRadius: AnimatedValue<Double>
    public var innerRoundness: AnimatedValue<Double>
    public var direction: PathDirection

    public init(kind: Kind, position: AnimatedValue<Point>, pointCount: AnimatedValue<Double>, rotation: AnimatedValue<Double>, outerRadius: AnimatedValue<Double>, outerRoundness: AnimatedValue<Double>, innerRadius: AnimatedValue<Double> = .constant(0), innerRoundness: AnimatedValue<Double> = .constant(0), direction: PathDirection = .clockwise) {
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
public struct PathShape: Sendable, Equatable {
    public var path: AnimatedValue<VertexPath>
    public var direction: PathDirection

    public init(path: AnimatedValue<VertexPath>, direction: PathDirection = .clockwise) {
        self.path = path
        self.direction = direction
    }
}
