import VectorGraphics

/// A position animated as one point, or as separately animated x and y.
@_spi(Model) public enum PositionValue: Sendable, Equatable {
    case combined(AnimatedValue<Point>)
    case split(x: AnimatedValue<Double>, y: AnimatedValue<Double>)
}
