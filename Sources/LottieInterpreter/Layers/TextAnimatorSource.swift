import LottieModel
import VectorGraphics

/// A compiled text animator: how much its range selector picks each character at a frame, and what it does to
/// the characters picked. The selector follows lottie-web's (`TextSelectorProp.getMult`) shape by shape.
struct TextAnimatorSource: Sendable {
    private let start, end, offset, amount, easeHigh, easeLow, smoothness: Timeline<Double>
    private let units: TextAnimator.RangeSelector.Units
    private let shape: TextAnimator.RangeSelector.Shape
    private let opacity: Timeline<Double>?
    private let fillColor: Timeline<LottieColor>?
    private let strokeColor: Timeline<LottieColor>?
    private let strokeWidth: Timeline<Double>?
    private let position: Timeline<Point>?

    init(_ animator: TextAnimator) {
        let selector = animator.selector
        start = Timeline(selector.start)
        end = Timeline(selector.end)
        offset = Timeline(selector.offset)
        amount = Timeline(selector.amount)
        easeHigh = Timeline(selector.easeHigh)
        easeLow = Timeline(selector.easeLow)
        smoothness = Timeline(selector.smoothness)
        units = selector.units
        shape = selector.shape
        opacity = animator.opacity.map(Timeline.init)
        fillColor = animator.fillColor.map(Timeline.init)
        strokeColor = animator.strokeColor.map(Timeline.init)
        strokeWidth = animator.strokeWidth.map(Timeline.init)
        position = animator.position.map(Timeline.init)
    }

    var motion: Motion {
        let selector = [start, end, offset, amount, easeHigh, easeLow, smoothness].map(\.motion)
        let targets = [opacity?.motion, fillColor?.motion, strokeColor?.motion, strokeWidth?.motion, position?.motion].compactMap { $0 }
        return Motion.union(selector + targets)
    }

    /// Applies the animator to `styles`, one per character, at `frame`.
    func apply(to styles: inout [TextNode.CharacterStyle], at frame: Double) {
        guard !styles.isEmpty else { return }
        let amounts = self.amounts(count: styles.count, at: frame)
        let targetOpacity = opacity?.value(at: frame)
        let targetFill = fillColor?.value(at: frame)
        let targetStroke = strokeColor?.value(at: frame)
        let addedWidth = strokeWidth?.value(at: frame)
        let movement = position?.value(at: frame)
        for index in styles.indices {
            let mult = amounts[index]
            guard mult != 0 else { continue }
            if let targetOpacity {
                // lottie-web: elemOpacity += (o × mult − elemOpacity) × mult, in percent.
                let percent = styles[index].opacity * 100
                styles[index].opacity = (percent + (targetOpacity * mult - percent) * mult) / 100
            }
            if let targetFill, let fill = styles[index].fill { styles[index].fill = Self.mix(fill, targetFill, mult) }
            // lottie-web starts an animated stroke colour from black when the document has none.
            if let targetStroke { styles[index].strokeColor = Self.mix(styles[index].strokeColor ?? .black, targetStroke, mult) }
            if let addedWidth { styles[index].strokeWidth += addedWidth * mult }
            if let movement { styles[index].offset = styles[index].offset + movement * mult }
        }
    }

    /// `color` moved `amount` of the way to `target`, keeping its alpha.
    private static func mix(_ color: LottieColor, _ target: LottieColor, _ amount: Double) -> LottieColor {
        LottieColor(red: color.red + (target.red - color.red) * amount, green: color.green + (target.green - color.green) * amount,
                    blue: color.blue + (target.blue - color.blue) * amount, alpha: color.alpha)
    }

    /// How much the selector picks each of `count` characters, 0…1 times its amount.
    func amounts(count: Int, at frame: Double) -> [Double] {
        let divisor = units == .index ? 1 : 100 / Double(count)
        let shift = offset.value(at: frame) / divisor
        var low = start.value(at: frame) / divisor + shift, high = end.value(at: frame) / divisor + shift
        if low > high { swap(&low, &high) }
        let easeLowValue = easeLow.value(at: frame), easeHighValue = easeHigh.value(at: frame)
        let easer = UnitCubicBezier(
            handle1: Point(x: easeLowValue > 0 ? easeLowValue / 100 : 0, y: easeLowValue > 0 ? 0 : -easeLowValue / 100),
            handle2: Point(x: easeHighValue > 0 ? 1 - easeHighValue / 100 : 1, y: easeHighValue > 0 ? 1 : 1 + easeHighValue / 100)
        )
        let scale = amount.value(at: frame) / 100
        let smooth = smoothness.value(at: frame)
        return (0..<count).map { index in
            var mult = easer.value(at: Self.shapeValue(shape, index: Double(index), low: low, high: high))
            if smooth != 100 {
                let sharpness = max(smooth / 100, 1e-8)
                let threshold = 0.5 - sharpness / 2
                mult = mult < threshold ? 0 : min((mult - threshold) / sharpness, 1)
            }
            return mult * scale
        }
    }

    private static func shapeValue(_ shape: TextAnimator.RangeSelector.Shape, index: Double, low s: Double, high e: Double) -> Double {
        let ramp = e == s ? (index >= e ? 1 : 0) : max(0, min(0.5 / (e - s) + (index - s) / (e - s), 1))
        switch shape {
        case .rampUp: return ramp
        case .rampDown: return e == s ? (index >= e ? 0 : 1) : 1 - ramp
        case .triangle: return e == s ? 0 : (ramp < 0.5 ? ramp * 2 : 1 - 2 * (ramp - 0.5))
        case .round:
            guard e != s else { return 0 }
            let total = e - s, position = min(max(0, index + 0.5 - s), total)
            let x = -total / 2 + position, a = total / 2
            return max(0, 1 - x * x / (a * a)).squareRoot()
        case .smooth:
            guard e != s else { return 0 }
            let position = min(max(0, index + 0.5 - s), e - s)
            return (1 + Point(x: 1, y: 0).rotated(radians: .pi + .pi * 2 * position / (e - s)).x) / 2
        case .square:
            guard index >= s.rounded(.down) else { return 0 }
            return index - s < 0 ? max(0, min(min(e, 1) - (s - index), 1)) : max(0, min(e - index, 1))
        }
    }
}
