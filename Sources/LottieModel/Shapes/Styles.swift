import VectorGraphics

/// A solid fill of the shapes before it. Opacity is in 0...1.
@_spi(Model) public struct Fill: Sendable, Equatable {
    /// The colour (`c`).
    public var color: AnimatedValue<LottieColor>
    /// Opacity, 0…1 (`o` ÷ 100).
    public var opacity: AnimatedValue<Double>
    /// Non-zero or even-odd (`r`).
    public var rule: FillRule

    /// A fill (`fl`).
    public init(
        color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double> = .constant(1), rule: FillRule = .nonZero
    ) {
        self.color = color
        self.opacity = opacity
        self.rule = rule
    }
}

/// Outline settings shared by solid and gradient strokes.
@_spi(Model) public struct StrokeOutline: Sendable, Equatable {
    /// The line width (`w`).
    public var width: AnimatedValue<Double>
    /// The ends' shape (`lc`).
    public var cap: StrokeAttributes.Cap
    /// The corners' shape (`lj`).
    public var join: StrokeAttributes.Join
    /// How long a mitred corner may get (`ml`).
    public var miterLimit: AnimatedValue<Double>
    /// Dashes, gaps and the offset (`d`).
    public var dashes: [StrokeDash]

    /// How a stroke outlines its paths.
    public init(
        width: AnimatedValue<Double>, cap: StrokeAttributes.Cap = .round, join: StrokeAttributes.Join = .round,
        miterLimit: AnimatedValue<Double> = .constant(4), dashes: [StrokeDash] = []
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
    }
}

/// One entry of a dash pattern.
@_spi(Model) public struct StrokeDash: Sendable, Equatable {
    /// A dash, a gap, or where the pattern starts.
    public enum Kind: Sendable, Equatable { case dash, gap, offset }
    /// What the entry is.
    public var kind: Kind
    /// Its length.
    public var length: AnimatedValue<Double>

    /// One entry of a dash pattern.
    public init(kind: Kind, length: AnimatedValue<Double>) {
        self.kind = kind
        self.length = length
    }
}

/// A solid stroke (`st`).
@_spi(Model) public struct Stroke: Sendable, Equatable {
    /// The colour (`c`).
    public var color: AnimatedValue<LottieColor>
    /// Opacity, 0…1 (`o` ÷ 100).
    public var opacity: AnimatedValue<Double>
    /// Width, caps, joins and dashes.
    public var outline: StrokeOutline

    /// A stroke (`st`).
    public init(
        color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double> = .constant(1), outline: StrokeOutline
    ) {
        self.color = color
        self.opacity = opacity
        self.outline = outline
    }
}

/// The geometry and colours of a linear or radial gradient in the style's coordinate space.
@_spi(Model) public struct ShapeGradient: Sendable, Equatable {
    /// Linear or radial (`t`).
    public enum Kind: Sendable, Equatable { case linear, radial }

    /// Linear or radial.
    public var kind: Kind
    /// Where the gradient starts (`s`).
    public var startPoint: AnimatedValue<Point>
    /// Where it ends (`e`).
    public var endPoint: AnimatedValue<Point>
    /// Radial only: how far the focus moves toward the edge, in percent of the radius, along `highlightAngle` degrees.
    public var highlightLength: AnimatedValue<Double>
    /// A radial gradient's highlight direction, degrees (`a`).
    public var highlightAngle: AnimatedValue<Double>
    /// The stops (`g`).
    public var colors: GradientColors

    /// A gradient.
    public init(
        kind: Kind, startPoint: AnimatedValue<Point>, endPoint: AnimatedValue<Point>,
        highlightLength: AnimatedValue<Double> = .constant(0), highlightAngle: AnimatedValue<Double> = .constant(0),
        colors: GradientColors
    ) {
        self.kind = kind
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.highlightLength = highlightLength
        self.highlightAngle = highlightAngle
        self.colors = colors
    }
}

/// A gradient fill (`gf`).
@_spi(Model) public struct GradientFill: Sendable, Equatable {
    /// The gradient.
    public var gradient: ShapeGradient
    /// Opacity, 0…1 (`o` ÷ 100).
    public var opacity: AnimatedValue<Double>
    /// Non-zero or even-odd (`r`).
    public var rule: FillRule

    /// A gradient fill.
    public init(gradient: ShapeGradient, opacity: AnimatedValue<Double> = .constant(1), rule: FillRule = .nonZero) {
        self.gradient = gradient
        self.opacity = opacity
        self.rule = rule
    }
}

/// A gradient stroke (`gs`).
@_spi(Model) public struct GradientStroke: Sendable, Equatable {
    /// The gradient.
    public var gradient: ShapeGradient
    /// Opacity, 0…1 (`o` ÷ 100).
    public var opacity: AnimatedValue<Double>
    /// Width, caps, joins and dashes.
    public var outline: StrokeOutline

    /// A gradient stroke.
    public init(gradient: ShapeGradient, opacity: AnimatedValue<Double> = .constant(1), outline: StrokeOutline) {
        self.gradient = gradient
        self.opacity = opacity
        self.outline = outline
    }
}
