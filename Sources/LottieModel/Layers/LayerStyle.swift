import VectorGraphics

/// A layer style (spec `sy`), After Effects' Photoshop-like decoration of a layer's outline; parameters keep After
/// Effects' units (opacities and chokes in percent, angles in degrees, lengths in composition pixels).
@_spi(Model) public enum LayerStyle: Sendable, Equatable {
    /// A shadow cast from the layer's coverage.
    public struct Shadow: Sendable, Equatable {
        /// The shadow's colour.
        public var color: AnimatedValue<LottieColor>
        /// 0…100.
        public var opacity: AnimatedValue<Double>
        /// Where the light comes from, counter-clockwise from the right (After Effects' 120° lights from the upper
        /// left and casts the shadow to the lower right).
        public var angle: AnimatedValue<Double>
        /// The blur's size.
        public var size: AnimatedValue<Double>
        /// How far the shadow is cast from the layer.
        public var distance: AnimatedValue<Double>
        /// How far the blurred edge is made solid, 0…100 (spread for drop shadows, choke for inner ones).
        public var choke: AnimatedValue<Double>

        /// A shadow; the defaults are After Effects' own.
        public init(
            color: AnimatedValue<LottieColor> = .constant(.black), opacity: AnimatedValue<Double> = .constant(75),
            angle: AnimatedValue<Double> = .constant(120), size: AnimatedValue<Double> = .constant(5),
            distance: AnimatedValue<Double> = .constant(5), choke: AnimatedValue<Double> = .constant(0)
        ) {
            self.color = color
            self.opacity = opacity
            self.angle = angle
            self.size = size
            self.distance = distance
            self.choke = choke
        }
    }

    /// A glow around or within the layer's coverage.
    public struct Glow: Sendable, Equatable {
        /// The glow's colour.
        public var color: AnimatedValue<LottieColor>
        /// 0…100.
        public var opacity: AnimatedValue<Double>
        /// The blur's size.
        public var size: AnimatedValue<Double>
        /// 0…100.
        public var choke: AnimatedValue<Double>
        /// An inner glow from the layer's edges (After Effects' default) rather than from its centre.
        public var fromEdges: Bool

        /// A glow; the defaults are After Effects' own.
        public init(
            color: AnimatedValue<LottieColor> = .constant(LottieColor(red: 1, green: 1, blue: 0.745)),
            opacity: AnimatedValue<Double> = .constant(75), size: AnimatedValue<Double> = .constant(5),
            choke: AnimatedValue<Double> = .constant(0), fromEdges: Bool = true
        ) {
            self.color = color
            self.opacity = opacity
            self.size = size
            self.choke = choke
            self.fromEdges = fromEdges
        }
    }

    /// A gradient laid over the layer's coverage.
    public struct GradientOverlay: Sendable, Equatable {
        /// The gradient's colours and opacities (`gf`).
        public var colors: GradientColors
        /// 0…100 (`o`).
        public var opacity: AnimatedValue<Double>
        /// The direction from the first stop to the last, counter-clockwise from the right (`a`; After Effects'
        /// 90° runs from the bottom up).
        public var angle: AnimatedValue<Double>
        /// The gradient's length against the layer's bounds, percent (`s`).
        public var scale: AnimatedValue<Double>
        /// Radial rather than linear (`gt` 2).
        public var isRadial: Bool
        /// The stops run from last to first (`re`).
        public var isReversed: Bool

        /// A gradient overlay; the defaults are After Effects' own.
        public init(
            colors: GradientColors, opacity: AnimatedValue<Double> = .constant(100),
            angle: AnimatedValue<Double> = .constant(90), scale: AnimatedValue<Double> = .constant(100),
            isRadial: Bool = false, isReversed: Bool = false
        ) {
            self.colors = colors
            self.opacity = opacity
            self.angle = angle
            self.scale = scale
            self.isRadial = isRadial
            self.isReversed = isReversed
        }
    }

    /// An outline `size` wide around the layer's coverage (After Effects' default position, outside).
    case stroke(color: AnimatedValue<LottieColor>, size: AnimatedValue<Double>)
    case dropShadow(Shadow)
    case innerShadow(Shadow)
    case outerGlow(Glow)
    case innerGlow(Glow)
    /// The layer's colour replaced by `color` at `opacity` percent, keeping its coverage.
    case colorOverlay(color: AnimatedValue<LottieColor>, opacity: AnimatedValue<Double>)
    case gradientOverlay(GradientOverlay)
}
