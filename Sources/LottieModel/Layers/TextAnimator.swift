import VectorGraphics

/// A text animator (`t.a[]`): properties applied to the characters its range selector picks, as much as the
/// selector picks each (0…1).
@_spi(Model) public struct TextAnimator: Sendable, Equatable {
    /// Which characters the animator reaches, and how much (`s`).
    public struct RangeSelector: Sendable, Equatable {
        /// Whether start, end and offset are percentages of the text or character indices (`r`).
        public enum Units: Sendable, Equatable { case percentage, index }
        /// What the range counts (`b`): characters, characters but spaces, words or lines.
        public enum Basis: Int, Sendable, Equatable { case characters = 1, charactersExcludingSpaces, words, lines }
        /// How the amount falls off across the range (`sh`).
        public enum Shape: Int, Sendable, Equatable { case square = 1, rampUp, rampDown, triangle, round, smooth }

        /// Where the range starts (`s`).
        public var start: AnimatedValue<Double>
        /// Where it ends (`e`).
        public var end: AnimatedValue<Double>
        /// How far both are moved (`o`).
        public var offset: AnimatedValue<Double>
        /// How strongly the properties apply, percent (`a`).
        public var amount: AnimatedValue<Double>
        /// Easing at the range's high end, percent (`xe`).
        public var easeHigh: AnimatedValue<Double>
        /// Easing at its low end, percent (`ne`).
        public var easeLow: AnimatedValue<Double>
        /// How sharp the square shape's edge is, percent (`sm`).
        public var smoothness: AnimatedValue<Double>
        /// Percentages or indices.
        public var units: Units
        /// The fall-off.
        public var shape: Shape
        /// What it counts.
        public var basis: Basis
        /// Whether the units are taken in a shuffled order (`rn`), shuffled the same way on every frame and run from
        /// `randomSeed` (`rs`).
        public var randomizesOrder: Bool
        /// The seed of the shuffle.
        public var randomSeed: Int

        /// A selector over the whole text unless told otherwise.
        public init(
            start: AnimatedValue<Double> = .constant(0), end: AnimatedValue<Double> = .constant(100),
            offset: AnimatedValue<Double> = .constant(0),
            amount: AnimatedValue<Double> = .constant(100), easeHigh: AnimatedValue<Double> = .constant(0),
            easeLow: AnimatedValue<Double> = .constant(0),
            smoothness: AnimatedValue<Double> = .constant(100), units: Units = .percentage, shape: Shape = .square,
            basis: Basis = .characters, randomizesOrder: Bool = false, randomSeed: Int = 0
        ) {
            self.start = start
            self.end = end
            self.offset = offset
            self.amount = amount
            self.easeHigh = easeHigh
            self.easeLow = easeLow
            self.smoothness = smoothness
            self.units = units
            self.shape = shape
            self.basis = basis
            self.randomizesOrder = randomizesOrder
            self.randomSeed = randomSeed
        }
    }

    /// The range selector.
    public var selector: RangeSelector
    /// The opacity the selected characters take, percent (`a.o`).
    public var opacity: AnimatedValue<Double>?
    /// The fill colour they take (`a.fc`).
    public var fillColor: AnimatedValue<LottieColor>?
    /// The stroke colour they take (`a.sc`).
    public var strokeColor: AnimatedValue<LottieColor>?
    /// Stroke width added to theirs (`a.sw`).
    public var strokeWidth: AnimatedValue<Double>?
    /// How far they move (`a.p`).
    public var position: AnimatedValue<Point>?
    /// The transform the selected characters take about their own centre on the baseline.
    public var transform: CharacterTransform
    /// Space added before each selected character, in text units (`a.t`); it moves the characters after it too.
    public var tracking: AnimatedValue<Double>?
    /// Hue turned on the fill, degrees (`a.fh`).
    public var fillHue: AnimatedValue<Double>?
    /// Saturation added to the fill, percent (`a.fs`).
    public var fillSaturation: AnimatedValue<Double>?
    /// Brightness added to the fill, percent (`a.fb`).
    public var fillBrightness: AnimatedValue<Double>?

    /// A text animator's transform of each character: anchor (`a.a`), scale percent (`a.s`), skew and its axis in
    /// degrees (`a.sk`, `a.sa`), rotation in degrees clockwise (`a.r`).
    public struct CharacterTransform: Sendable, Equatable {
        /// The point characters turn about, from their centre on the baseline (`a.a`).
        public var anchor: AnimatedValue<Point>?
        /// Scale, percent (`a.s`).
        public var scale: AnimatedValue<Point>?
        /// Skew, degrees (`a.sk`).
        public var skew: AnimatedValue<Double>?
        /// The skew's axis, degrees (`a.sa`).
        public var skewAxis: AnimatedValue<Double>?
        /// Rotation, degrees clockwise (`a.r`).
        public var rotation: AnimatedValue<Double>?

        /// A transform of the parts given.
        public init(
            anchor: AnimatedValue<Point>? = nil, scale: AnimatedValue<Point>? = nil, skew: AnimatedValue<Double>? = nil,
            skewAxis: AnimatedValue<Double>? = nil, rotation: AnimatedValue<Double>? = nil
        ) {
            self.anchor = anchor
            self.scale = scale
            self.skew = skew
            self.skewAxis = skewAxis
            self.rotation = rotation
        }
    }

    /// An animator of these properties over `selector`'s range.
    public init(
        selector: RangeSelector, opacity: AnimatedValue<Double>? = nil, fillColor: AnimatedValue<LottieColor>? = nil,
        strokeColor: AnimatedValue<LottieColor>? = nil, strokeWidth: AnimatedValue<Double>? = nil,
        position: AnimatedValue<Point>? = nil,
        transform: CharacterTransform = CharacterTransform(), tracking: AnimatedValue<Double>? = nil,
        fillHue: AnimatedValue<Double>? = nil, fillSaturation: AnimatedValue<Double>? = nil,
        fillBrightness: AnimatedValue<Double>? = nil
    ) {
        self.selector = selector
        self.opacity = opacity
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.position = position
        self.transform = transform
        self.tracking = tracking
        self.fillHue = fillHue
        self.fillSaturation = fillSaturation
        self.fillBrightness = fillBrightness
    }
}
