import VectorGraphics

/// Copies everything before it in its group, each copy transformed once more than the last.
@_spi(Model) public struct Repeater: Sendable, Equatable {
    /// Whether each copy goes above or below the one before.
    public enum Composite: Sendable, Equatable {
        /// Each copy draws over the one before.
        case above
        /// Each copy draws under the one before.
        case below
    }

    /// How many copies (`c`).
    public var copies: AnimatedValue<Double>
    /// Copies to skip before the first (`o`).
    public var offset: AnimatedValue<Double>
    /// Stacking order of the copies (`m`).
    public var composite: Composite
    /// Applied once per copy: anchor, position, scale (percent) and rotation (degrees).
    public var transform: Transform
    /// Opacity of the first and last copies, 0…1, with the copies between interpolated.
    public var startOpacity: AnimatedValue<Double>
    /// The last copy's opacity, percent (`eo`).
    public var endOpacity: AnimatedValue<Double>

    /// A repeater (`rp`).
    public init(
        copies: AnimatedValue<Double>, offset: AnimatedValue<Double> = .constant(0), composite: Composite = .above,
        transform: Transform = .identity, startOpacity: AnimatedValue<Double> = .constant(1),
        endOpacity: AnimatedValue<Double> = .constant(1)
    ) {
        self.copies = copies
        self.offset = offset
        self.composite = composite
        self.transform = transform
        self.startOpacity = startOpacity
        self.endOpacity = endOpacity
    }
}

/// A path modifier with one or two parameters.
@_spi(Model) public enum PathModifier: Sendable, Equatable {
    /// Sharp corners become arcs of this radius.
    case roundCorners(radius: AnimatedValue<Double>)
    /// Outlines move outward by `amount` (inward when negative), corners joined as given.
    case offsetPath(amount: AnimatedValue<Double>, join: StrokeAttributes.Join, miterLimit: AnimatedValue<Double>)
    /// Each segment gets `ridges` bumps of `size` across it, sharp or smooth.
    case zigZag(ridges: AnimatedValue<Double>, size: AnimatedValue<Double>, smooth: Bool)
    /// Vertices pulled toward their centre (positive) with tangents pushed out, or the reverse; percent.
    case puckerBloat(amount: AnimatedValue<Double>)
    /// Points turned about `center` by up to `angle` degrees, more the farther out they are.
    case twist(angle: AnimatedValue<Double>, center: AnimatedValue<Point>)
}

/// Combines the shapes before it into one outline.
@_spi(Model) public enum MergeMode: Sendable, Equatable {
    case merge, add, subtract, intersect, exclude
}
