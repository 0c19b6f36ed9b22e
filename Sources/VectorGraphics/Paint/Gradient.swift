/// A colour at a position along a gradient, with its own opacity.
public struct GradientStop: Hashable, Sendable {
    /// Where along the gradient the stop sits, 0…1.
    public var offset: Double
    /// The colour at the stop, alpha included.
    public var color: LottieColor

    /// A stop of `color` at `offset`.
    public init(offset: Double, color: LottieColor) {
        self.offset = offset
        self.color = color
    }
}

/// Colours varying along a line from `start` to `end`.
public struct LinearGradientPaint: Hashable, Sendable {
    /// Where offset 0 is.
    public var start: Point
    /// Where offset 1 is.
    public var end: Point
    /// The colour stops, by offset.
    public var stops: [GradientStop]

    /// A linear gradient from `start` to `end`.
    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// Colours varying outward from `focus` to a circle of `radius` round `center`.
public struct RadialGradientPaint: Hashable, Sendable {
    /// The centre of the end circle.
    public var center: Point
    /// The end circle's radius, where offset 1 is.
    public var radius: Double
    /// Where offset 0 is (the highlight); the centre for a plain radial gradient.
    public var focus: Point
    /// The colour stops, by offset.
    public var stops: [GradientStop]

    /// A radial gradient from `focus` out to the circle of `radius` about `center`.
    public init(center: Point, radius: Double, focus: Point, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.focus = focus
        self.stops = stops
    }
}
