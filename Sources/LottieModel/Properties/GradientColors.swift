/// The colour and opacity stops of a gradient, packed as Lottie packs them.
///
/// `values` holds `colorStopCount` quadruples (offset, red, green, blue), then optionally pairs (offset, opacity).
/// It stays packed because keyframes interpolate the numbers element by element.
@_spi(Model) public struct GradientColors: Sendable, Equatable {
    /// How many colour stops the values hold (`p`); opacity stops follow them.
    public var colorStopCount: Int
    /// Offset, red, green, blue for each colour stop, then offset, opacity pairs.
    public var values: AnimatedValue<[Double]>

    /// A gradient's stops as the file stores them.
    public init(colorStopCount: Int, values: AnimatedValue<[Double]>) {
        self.colorStopCount = colorStopCount
        self.values = values
    }
}
