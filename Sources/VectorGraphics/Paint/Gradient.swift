/// A colour at a position along a gradient, with its own opacity.
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: LottieColor

    public init(offset: Double, color: LottieColor) {
        self.offset = offset
        self.color = color
    }
}

/// Colours varying along a line from `start` to `end`.
public struct LinearGradientPaint: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// Colours varying outward from `focus` to a circle of `radius` round `center`.
public struct RadialGradientPaint: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var focus: Point
    public var stops: [GradientStop]

    public init(center: Point, radius: Double, focus: Point, stops: [GradientStop]) {
        self.center = center
        self.radius = radius
        self.focus = focus
        self.stops = stops
    }
}
