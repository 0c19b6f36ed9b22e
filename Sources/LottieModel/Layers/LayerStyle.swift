import VectorGraphics

/// A layer style (spec `sy`), After Effects' Photoshop-like decoration of a layer's outline; parameters keep After
/// Effects' units (opacities and chokes in percent, angles in degrees, lengths in composition pixels).
public enum LayerStyle: Sendable, Equatable {
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
        public init(color: AnimatedValue<LottieColor> = .constant(.black), opacity: AnimatedValue<Double> = .constant(75), angle: AnimatedValue<Double> = .constant(120), size: AnimatedValue<Double> = .constant(5), distance: AnimatedValue<Double> = .constant(5), choke: AnimatedValue<Double> = .constant(0)) {
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
        public init(color: AnimatedValue<LottieColor> = .constant(LottieColor(red: 1, green: 1, blue: 0.745)), opacity: AnimatedValue<Double> = .constant(75), size: AnimatedValue<Double> = .constant(5), choke: AnimatedValue<Double> = .constant(0), fromEdges: Bool = true) {
            self.color = color
            self.opacity = opacity
            self.size = size
            self.choke = choke
            self.fromEdges = fromEdges
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
}
