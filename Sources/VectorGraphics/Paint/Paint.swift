/// What fills or strokes a path.
public enum Paint: Hashable, Sendable {
    case solid(LottieColor)
    case linearGradient(LinearGradientPaint)
    case radialGradient(RadialGradientPaint)
}
