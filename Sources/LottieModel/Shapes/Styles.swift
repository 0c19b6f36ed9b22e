import VectorGraphics

/// A solid fill of the shapes before it. Opacity is in 0...1.
public struct Fill: Sendable, Equatable {
    public var color: AnimatedValue<LottieColor>
    public var opacity: AnimatedValue<Double>
    public var rule: FillRule

    public init(color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double> = .constant(1), rule: FillRule = .nonZero) {
        self.color = color
        self.opacity = opacity
        self.rule = rule
    }
}

/// Outline settings shared by solid and gradient strokes.
public struct StrokeOutline: Sendable, Equatable {
    public var width: AnimatedValue<Double>
    public var cap: StrokeAttributes.Cap
    public var join: StrokeAttributes.Join
    public var miterLimit: AnimatedValue<Double>
    public var dashes: [StrokeDash]

    public init(width: AnimatedValue<Double>, cap: StrokeAttributes.Cap = .round, join: StrokeAttributes.Join = .round, miterLimit: AnimatedValue<Double> = .constant(4), dashes: [StrokeDash] = []) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
    }
}

/// One entry of a dash pattern.
public struct StrokeDash: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case dash, gap, offset }
    public var kind: Kind
    public var length: AnimatedValue<Double>

    public init(kind: Kind, length: AnimatedValue<Double>) {
        self.kind = kind
        self.length = length
    }
}

public struct Stroke: Sendable, Equatable {
    public var color: AnimatedValue<LottieColor>
    public var opacity: AnimatedValue<Double>
    public var outline: StrokeOutline

    public init(color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double> = .constant(1), outline: StrokeOutline) {
        self.color = color
        self.opacity = opacity
        self.outline = outline
    }
}

/// The geometry and colours of a linear or radial gradient in the style's coordinate space.
public struct ShapeGradient: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case linear, radial }

    public var kind: Kind
    public var startPoint: AnimatedValue<Point>
    public var endPoint: AnimatedValue<Point>
    /// Radial only: how far the focus moves toward the edge, in percent of the radius, along `highlightAngle` degrees.
    public var highlightLength: AnimatedValue<Double>
    public var highlightAngle: AnimatedValue<Double>
    public var colors: GradientColors

    public init(kind: Kind, startPoint: AnimatedValue<Point>, endPoint: AnimatedValue<Point>, highlightLength: AnimatedValue<Double> = .constant(0), highlightAngle: AnimatedValue<Double> = .constant(0), colors: GradientColors) {
        self.kind = kind
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.highlightLength = highlightLength
        self.highlightAngle = highlightAngle
        self.colors = colors
    }
}

public struct GradientFill: Sendable, Equatable {
    public var gradient: ShapeGradient
    public var opacity: AnimatedValue<Double>
    public var rule: FillRule

    public init(gradient: ShapeGradient, opacity: AnimatedValue<Double> = .constant(1), rule: FillRule = .nonZero) {
        self.gradient = gradient
        self.opacity = opacity
        self.rule = rule
    }
}

public struct GradientStroke: Sendable, Equatable {
    public var gradient: ShapeGradient
    public var opacity: AnimatedValue<Double>
    public var outline: StrokeOutline

    public init(gradient: ShapeGradient, opacity: AnimatedValue<Double> = .constant(1), outline: StrokeOutline) {
        self.gradient = gradient
        self.opacity = opacity
        self.outline = outline
    }
}
