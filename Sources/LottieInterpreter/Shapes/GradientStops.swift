@_spi(Model) import LottieModel
import VectorGraphics

/// Unpacks Lottie's gradient numbers into stops that carry both colour and opacity.
enum GradientStops {
    /// Colour stops come as (offset, r, g, b) quadruples, opacity stops as (offset, alpha) pairs after them. Where
    /// the offsets of the two lists differ, each list is interpolated at the other's offsets.
    /// `replacing` colours (an override's) take the place of the colour stops', first stop first, alpha included;
    /// the gradient then has stops at the colour stops' offsets only, each with its own alpha or the replacement's.
    static func stops(
        from values: [Double], colorStopCount declaredCount: Int, replacing replacements: [LottieColor]? = nil
    ) -> [GradientStop] {
        let colorStopCount = declaredCount > 0 ? min(declaredCount, values.count / 4) : values.count / 4
        var colors: [(offset: Double, color: LottieColor)] = []
        for index in 0..<colorStopCount {
            let base = index * 4
            colors.append(
                (values[base], LottieColor(red: values[base + 1], green: values[base + 2], blue: values[base + 3])))
        }
        var opacities: [(offset: Double, alpha: Double)] = []
        var index = colorStopCount * 4
        while index + 1 < values.count {
            opacities.append((values[index], values[index + 1]))
            index += 2
        }
        guard !colors.isEmpty else { return [] }
        if let replacements {
            return colors.enumerated().map { index, stop in
                let color =
                    index < replacements.count
                    ? replacements[index]
                    : stop.color.withAlpha(opacities.isEmpty ? 1 : alpha(at: stop.offset, in: opacities))
                return GradientStop(offset: stop.offset, color: color)
            }
        }
        guard !opacities.isEmpty else { return colors.map { GradientStop(offset: $0.offset, color: $0.color) } }
        let offsets = Array(Set(colors.map(\.offset) + opacities.map(\.offset))).sorted()
        return offsets.map { offset in
            GradientStop(
                offset: offset, color: color(at: offset, in: colors).withAlpha(alpha(at: offset, in: opacities)))
        }
    }

    private static func color(at offset: Double, in stops: [(offset: Double, color: LottieColor)]) -> LottieColor {
        guard let after = stops.firstIndex(where: { $0.offset >= offset }) else { return stops[stops.count - 1].color }
        guard after > 0 else { return stops[0].color }
        let low = stops[after - 1], high = stops[after]
        let span = high.offset - low.offset
        return low.color.interpolated(to: high.color, progress: span > 0 ? (offset - low.offset) / span : 0)
    }

    private static func alpha(at offset: Double, in stops: [(offset: Double, alpha: Double)]) -> Double {
        guard let after = stops.firstIndex(where: { $0.offset >= offset }) else { return stops[stops.count - 1].alpha }
        guard after > 0 else { return stops[0].alpha }
        let low = stops[after - 1], high = stops[after]
        let span = high.offset - low.offset
        return low.alpha + (high.alpha - low.alpha) * (span > 0 ? (offset - low.offset) / span : 0)
    }
}
