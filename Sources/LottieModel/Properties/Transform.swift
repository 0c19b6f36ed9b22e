import VectorGraphics

/// The transform of a layer or a shape group (spec `ks` / `tr`).
///
/// Applied as: translate by −anchor, scale, skew, rotate, translate by position. Scale is in percent, angles
/// in degrees, opacity in 0...1.
@_spi(Model) public struct Transform: Sendable, Equatable {
    /// The point that scales and rotates in place (`a`).
    public var anchor: AnimatedValue<Point>
    /// Where the anchor goes (`p`).
    public var position: PositionValue
    /// Scale per axis, percent (`s`).
    public var scale: AnimatedValue<Point>
    /// Degrees clockwise (`r`).
    public var rotation: AnimatedValue<Double>
    /// Skew in degrees (`sk`).
    public var skew: AnimatedValue<Double>
    /// The axis the skew runs along, degrees (`sa`).
    public var skewAxis: AnimatedValue<Double>
    /// Opacity, percent (`o`).
    public var opacity: AnimatedValue<Double>
    /// 3D layers only: rotations about the x and y axes in degrees (orientation included), shown flattened.
    public var rotationX: AnimatedValue<Double>
    /// 3D rotation about y, degrees (`ry`).
    public var rotationY: AnimatedValue<Double>

    /// A transform; every property defaults to the identity's.
    public init(
        anchor: AnimatedValue<Point> = .constant(.zero),
        position: PositionValue = .combined(.constant(.zero)),
        scale: AnimatedValue<Point> = .constant(Point(x: 100, y: 100)),
        rotation: AnimatedValue<Double> = .constant(0),
        skew: AnimatedValue<Double> = .constant(0),
        skewAxis: AnimatedValue<Double> = .constant(0),
        opacity: AnimatedValue<Double> = .constant(1),
        rotationX: AnimatedValue<Double> = .constant(0),
        rotationY: AnimatedValue<Double> = .constant(0)
    ) {
        self.anchor = anchor
        self.position = position
        self.scale = scale
        self.rotation = rotation
        self.skew = skew
        self.skewAxis = skewAxis
        self.opacity = opacity
        self.rotationX = rotationX
        self.rotationY = rotationY
    }

    /// The transform that changes nothing.
    public static let identity = Transform()
}
