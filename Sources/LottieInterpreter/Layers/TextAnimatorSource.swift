@_spi(Model) import LottieModel
import VectorGraphics

/// A compiled text animator: how much its range selector picks each character at a frame, and what it does to
/// the characters picked. The selector follows lottie-web's (`TextSelectorProp.getMult`) shape by shape.
struct TextAnimatorSource: Sendable {
    private let start, end, offset, amount, easeHigh, easeLow, smoothness: Timeline<Double>
    private let units: TextAnimator.RangeSelector.Units
    private let shape: TextAnimator.RangeSelector.Shape
    private let basis: TextAnimator.RangeSelector.Basis
    private let randomizesOrder: Bool
    private let randomSeed: Int
    private let opacity: Timeline<Double>?
    private let fillColor: Timeline<LottieColor>?
    private let strokeColor: Timeline<LottieColor>?
    private let strokeWidth: Timeline<Double>?
    private let position: Timeline<Point>?
    private let anchor, scale: Timeline<Point>?
    private let skew, skewAxis, rotation, tracking: Timeline<Double>?
    private let fillHue, fillSaturation, fillBrightness: Timeline<Double>?

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
        basis = selector.basis
        randomizesOrder = selector.randomizesOrder
        randomSeed = selector.randomSeed
        opacity = animator.opacity.map(Timeline.init)
        fillColor = animator.fillColor.map(Timeline.init)
        strokeColor = animator.strokeColor.map(Timeline.init)
        strokeWidth = animator.strokeWidth.map(Timeline.init)
        position = animator.position.map(Timeline.init)
        anchor = animator.transform.anchor.map(Timeline.init)
        scale = animator.transform.scale.map(Timeline.init)
        skew = animator.transform.skew.map(Timeline.init)
        skewAxis = animator.transform.skewAxis.map(Timeline.init)
        rotation = animator.transform.rotation.map(Timeline.init)
        tracking = animator.tracking.map(Timeline.init)
        fillHue = animator.fillHue.map(Timeline.init)
        fillSaturation = animator.fillSaturation.map(Timeline.init)
        fillBrightness = animator.fillBrightness.map(Timeline.init)
    }

    var motion: ChangingFrames {
        let selector = [start, end, offset, amount, easeHigh, easeLow, smoothness].map(\.motion)
        let scalars = [
            strokeWidth, skew, skewAxis, rotation, tracking, fillHue, fillSaturation, fillBrightness, opacity
        ].compactMap { $0?.motion }
        let others = [fillColor?.motion, strokeColor?.motion, position?.motion, anchor?.motion, scale?.motion]
            .compactMap { $0 }
        return ChangingFrames.union(selector + scalars + others)
    }

    /// What the animators do to a character's geometry, gathered over all of them in lottie-web's order: every
    /// animator's anchor, then every scale, then each one's skew and rotation in turn.
    struct CharacterMotion {
        var anchor = Point.zero
        var scaleX = 1.0, scaleY = 1.0
        var turn = AffineTransform.identity

        /// Anchor, scale, then the turns, as the character's transform about its centre.
        var transform: AffineTransform {
            AffineTransform.translation(x: -anchor.x, y: -anchor.y).followed(by: .scale(x: scaleX, y: scaleY)).followed(
                by: turn)
        }
    }

    /// Applies the animator at `frame` to `styles` and `motions`, one per character of `text` (its paragraphs
    /// joined, `paragraphEnds` holding each paragraph's last character's index).
    func apply(
        to styles: inout [TextNode.CharacterStyle], motions: inout [CharacterMotion], text: [Character],
        paragraphEnds: Set<Int>, at frame: Double
    ) {
        guard !styles.isEmpty, styles.count == text.count, motions.count == text.count else { return }
        let (unitOfCharacter, unitCount) = Self.units(of: text, paragraphEnds: paragraphEnds, basis: basis)
        guard unitCount > 0 else { return }
        let unitAmounts = amounts(count: unitCount, at: frame)
        let order = randomizesOrder ? Self.shuffledOrder(count: unitCount, seed: randomSeed) : nil
        let targetOpacity = opacity?.value(at: frame)
        let targetFill = fillColor?.value(at: frame)
        let targetStroke = strokeColor?.value(at: frame)
        let addedWidth = strokeWidth?.value(at: frame)
        let movement = position?.value(at: frame)
        let anchorValue = anchor?.value(at: frame), scaleValue = scale?.value(at: frame)
        let skewValue = skew?.value(at: frame), skewAxisValue = skewAxis?.value(at: frame) ?? 0,
            rotationValue = rotation?.value(at: frame)
        let trackingValue = tracking?.value(at: frame)
        let hue = fillHue?.value(at: frame), saturation = fillSaturation?.value(at: frame),
            brightness = fillBrightness?.value(at: frame)
        for index in styles.indices {
            let unit = unitOfCharacter[index]
            let mult = unitAmounts[order.map { $0[unit] } ?? unit]
            guard mult != 0 else { continue }
            if let targetOpacity {
                // lottie-web: elemOpacity += (o × mult − elemOpacity) × mult, in percent.
                let percent = styles[index].opacity * 100
                styles[index].opacity = (percent + (targetOpacity * mult - percent) * mult) / 100
            }
            if var fill = styles[index].fill {
                if let targetFill { fill = Self.mix(fill, targetFill, mult) }
                if hue != nil || saturation != nil || brightness != nil {
                    fill = fill.adjustingHSV(
                        hueDegrees: (hue ?? 0) * mult, saturation: (saturation ?? 0) / 100 * mult,
                        brightness: (brightness ?? 0) / 100 * mult)
                }
                styles[index].fill = fill
            }
            // lottie-web starts an animated stroke colour from black when the document has none.
            if let targetStroke {
                styles[index].strokeColor = Self.mix(styles[index].strokeColor ?? .black, targetStroke, mult)
            }
            if let addedWidth { styles[index].strokeWidth += addedWidth * mult }
            if let movement { styles[index].offset = styles[index].offset + movement * mult }
            if let trackingValue { styles[index].tracking += trackingValue * mult }
            if let anchorValue { motions[index].anchor = motions[index].anchor + anchorValue * mult }
            if let scaleValue {
                motions[index].scaleX *= 1 + (scaleValue.x / 100 - 1) * mult
                motions[index].scaleY *= 1 + (scaleValue.y / 100 - 1) * mult
            }
            if let skewValue, skewValue != 0 {
                // As a layer's skew, about its axis.
                motions[index].turn = motions[index].turn.followed(
                    by: .skew(degrees: skewValue * mult, axisDegrees: skewAxisValue * mult))
            }
            if let rotationValue {
                motions[index].turn = motions[index].turn.followed(by: .rotation(degrees: rotationValue * mult))
            }
        }
    }

    /// Which unit the selector counts each character as, and how many units there are, as lottie-web counts them
    /// (`TextProperty.completeTextData`): a space belongs to the character after it when spaces are not counted, and
    /// to the word before it when words are.
    static func units(
        of text: [Character], paragraphEnds: Set<Int>, basis: TextAnimator.RangeSelector.Basis
    ) -> (indices: [Int], count: Int) {
        var indices: [Int] = []
        indices.reserveCapacity(text.count)
        var unit = 0
        for (index, character) in text.enumerated() {
            indices.append(unit)
            let isLast = index == text.count - 1 || paragraphEnds.contains(index)
            switch basis {
            case .characters: unit += 1
            case .charactersExcludingSpaces: if character != " " { unit += 1 }
            case .words: if character == " " || isLast { unit += 1 }
            case .lines: if isLast { unit += 1 }
            }
        }
        return (indices, unit)
    }

    /// A shuffle of `0..<count`, the same for the same seed: After Effects' "randomize order" is fixed for a
    /// layer, where lottie-web draws a new order each time it loads the file.
    static func shuffledOrder(count: Int, seed: Int) -> [Int] {
        var order = Array(0..<count)
        var state = UInt64(bitPattern: Int64(seed)) &+ 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for index in stride(from: count - 1, to: 0, by: -1) {
            order.swapAt(index, Int(truncatingIfNeeded: next() % UInt64(index + 1)))
        }
        return order
    }

    /// `color` moved `amount` of the way to `target`, keeping its alpha.
    private static func mix(_ color: LottieColor, _ target: LottieColor, _ amount: Double) -> LottieColor {
        LottieColor(
            red: color.red + (target.red - color.red) * amount,
            green: color.green + (target.green - color.green) * amount,
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
            handle2: Point(
                x: easeHighValue > 0 ? 1 - easeHighValue / 100 : 1, y: easeHighValue > 0 ? 1 : 1 + easeHighValue / 100)
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

    private static func shapeValue(
        _ shape: TextAnimator.RangeSelector.Shape, index: Double, low s: Double, high e: Double
    ) -> Double {
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

extension LottieColor {
    /// The colour with its hue turned by `hueDegrees` and `saturation` and `brightness` (0…1 units) added in HSV,
    /// each clamped, as lottie-web's text animators change a fill (`addHueToRGB` and its siblings).
    func adjustingHSV(hueDegrees: Double, saturation: Double, brightness: Double) -> LottieColor {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), range = maximum - minimum
        var hue = 0.0
        if range > 0 {
            if maximum == red {
                hue = (green - blue) / range + (green < blue ? 6 : 0)
            } else if maximum == green {
                hue = (blue - red) / range + 2
            } else {
                hue = (red - green) / range + 4
            }
            hue /= 6
        }
        var value = (saturation: maximum == 0 ? 0 : range / maximum, brightness: maximum)
        hue += hueDegrees / 360
        hue -= hue.rounded(.down)
        value.saturation = min(max(value.saturation + saturation, 0), 1)
        value.brightness = min(max(value.brightness + brightness, 0), 1)
        let sector = hue * 6, whole = sector.rounded(.down), part = sector - whole
        let v = value.brightness, p = v * (1 - value.saturation), q = v * (1 - part * value.saturation),
            t = v * (1 - (1 - part) * value.saturation)
        let (r, g, b): (Double, Double, Double) =
            switch Int(clampingRounded: whole, to: 0...5, rule: .down) {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        return LottieColor(red: r, green: g, blue: b, alpha: alpha)
    }
}
