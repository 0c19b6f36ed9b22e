/// The colour and opacity stops of a gradient, packed as Lottie packs them.
///
/// `values` holds `colorStopCount` quadruples (offset, red, green, blue), then optionally pairs (offset, opacity).
/// It stays packed because keyframes interpolate the numbers element by element.
public struct GradientColors: Sendable, Equatable {
    public var colorStopCount: Int
    public var values: AnimatedValue<[Double]>

    public init(colorStopCount: Int, values: AnimatedValue<[Double]>) {
        self.colorStopCount = colorStopCount
        self.values = values
    }
}
