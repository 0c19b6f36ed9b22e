import ExpressionEngine
import Foundation
import LottieInterpreter
import VectorGraphics

/// What expressions can ask of a property: its keyframes (`numKeys`, `key`, `nearestKey`), its value at other times
/// (`valueAtTime`, `velocityAtTime`), and the loops and wiggles built on them. Times are seconds; the property's
/// composition gives the frame rate. Values at other times are the keyframes' (before any expression), as in
/// lottie-web.
struct PropertyFunctions: Sendable {
    let property: HostProperty
    /// The frame being drawn, in the property's composition.
    let frame: Double
    let frameRate: Double
    let evaluation: ExpressionEvaluation
    /// The layer's in and out points, which `loopOutDuration(type, 0)` and `loopInDuration` reach to.
    let layerInPoint: Double
    let layerOutPoint: Double
    /// Seeds the property's wiggle; `seedRandom` changes it.
    let wiggleSeed: UInt64

    var time: Double { frame / frameRate }

    /// The keyframe value at `frame`, noting a read of something that changes with time when it can.
    func value(atFrame frame: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        try property.keyframeValue(at: frame, context)
    }

    /// The keyframe value at `frame`, as numbers (one for a scalar).
    func numbers(atFrame frame: Double, _ context: ScriptContext) throws(ScriptError) -> [Double] {
        try ExpressionFunctions.vector(try value(atFrame: frame, context), context)
    }

    private func result(_ numbers: [Double], _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        property.dimensions == 1 && numbers.count == 1 ? .number(numbers[0]) : try context.makeArray(numbers: numbers)
    }

    func noteTime() {
        if property.keyframesMove { evaluation.noteTimeRead() }
    }

    // MARK: - Keyframes

    var keyCount: Int { property.keyCount }

    /// `key(i)`, from 1: an object with the keyframe's `time`, `value` (always an array, as lottie-web makes it),
    /// `index`, and its elements by number.
    func key(_ index: Int, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        guard index >= 1, index <= keyCount else {
            throw context.rangeError("the property has no keyframe \(index) (it has \(keyCount))")
        }
        let elements = try ExpressionFunctions.vector(try property.keyValue(index - 1, context), context)
        var properties: [(String, ScriptValue)] = [
            ("time", .number(property.keyFrame(index - 1) / frameRate)), ("index", .number(Double(index))),
            ("value", try context.makeArray(numbers: elements))
        ]
        for (offset, element) in elements.enumerated() { properties.append((String(offset), .number(element))) }
        return .object(try context.makeObject(properties: properties))
    }

    /// `nearestKey(t)`: the keyframe closest to `t`, as `{index, time}`, the way lottie-web picks it.
    func nearestKey(_ seconds: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        var index = 0
        var keyTime = 0.0
        if keyCount > 0 {
            let target = seconds * frameRate
            if target < property.keyFrame(0) {
                index = 1
                keyTime = property.keyFrame(0)
            } else {
                index = -1
                var position = 0
                while position < keyCount - 1 {
                    let here = property.keyFrame(position), next = property.keyFrame(position + 1)
                    if target == here {
                        index = position + 1
                        keyTime = here
                        break
                    } else if target > here && target < next {
                        (index, keyTime) = target - here > next - target ? (position + 2, next) : (position + 1, here)
                        break
                    }
                    position += 1
                }
                if index == -1 {
                    index = position + 1
                    keyTime = property.keyFrame(position)
                }
            }
        }
        return .object(
            try context.makeObject(properties: [
                ("index", .number(Double(index))), ("time", .number(keyTime / frameRate))
            ]))
    }

    // MARK: - Other times

    func valueAtTime(_ seconds: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        try value(atFrame: seconds * frameRate, context)
    }

    /// Change per second, measured over a thousandth of a second before `seconds` (lottie-web's difference).
    func velocityAtTime(_ seconds: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        let now = try numbers(atFrame: seconds * frameRate, context)
        let before = try numbers(atFrame: (seconds - 0.001) * frameRate, context)
        return try result(zip(now, before).map { ($1 - $0) / -0.001 }, context)
    }

    func speedAtTime(_ seconds: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        let now = try numbers(atFrame: seconds * frameRate, context)
        let before = try numbers(atFrame: (seconds - 0.01) * frameRate, context)
        guard now.count > 1 else { return .number(0) }
        return .number(zip(now, before).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot() * 100)
    }

    // MARK: - Loops

    enum LoopType {
        case cycle, pingPong, offset, `continue`

        init(_ name: String) {
            switch name.lowercased() {
            case "pingpong": self = .pingPong
            case "offset": self = .offset
            case "continue": self = .continue
            default: self = .cycle
            }
        }
    }

    /// `loopOut(type, keyframes)` and `loopOutDuration(type, seconds)`: after the last keyframe, the keyframes
    /// from the `keyframes`-th before the last (all by default) play again.
    func loopOut(
        _ type: LoopType, count: Double, isDuration: Bool, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        noteTime()
        let own = try value(atFrame: frame, context)
        guard keyCount > 1 else { return own }
        let last = property.keyFrame(keyCount - 1)
        guard frame > last else { return own }
        let first: Double
        if isDuration {
            first = count == 0 ? min(last, layerInPoint) : last - abs(count * frameRate)
        } else {
            let span =
                count.isNaN || count <= 0 || count > Double(keyCount - 1)
                ? keyCount - 1 : Int(clampingRounded: count, to: 1...keyCount - 1, rule: .towardZero)
            first = property.keyFrame(keyCount - 1 - span)
        }
        let cycle = last - first
        guard cycle > 0, cycle.isFinite else { return own }
        let elapsed = frame - first
        let repeats = (elapsed / cycle).rounded(.down)
        let phase = elapsed.truncatingRemainder(dividingBy: cycle)
        switch type {
        case .pingPong where repeats.truncatingRemainder(dividingBy: 2) != 0:
            return try value(atFrame: last - phase, context)
        case .offset:
            let start = try numbers(atFrame: first, context), end = try numbers(atFrame: last, context),
                current = try numbers(atFrame: first + phase, context)
            return try result(
                current.indices.map { index in (end[safe: index] - start[safe: index]) * repeats + current[index] },
                context)
        case .continue:
            let end = try numbers(atFrame: last, context), before = try numbers(atFrame: last - 0.001, context)
            return try result(
                end.indices.map { index in end[index] + (end[index] - before[safe: index]) / 0.001 * (frame - last) },
                context)
        default:
            return try value(atFrame: first + phase, context)
        }
    }

    /// `loopIn`: before the first keyframe, the keyframes up to the `keyframes`-th after the first play again.
    func loopIn(
        _ type: LoopType, count: Double, isDuration: Bool, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        noteTime()
        let own = try value(atFrame: frame, context)
        guard keyCount > 1 else { return own }
        let first = property.keyFrame(0)
        guard frame < first else { return own }
        let last: Double
        if isDuration {
            last = count == 0 ? max(first, layerOutPoint) : first + abs(count * frameRate)
        } else {
            let span =
                count.isNaN || count <= 0 || count > Double(keyCount - 1)
                ? keyCount - 1 : Int(clampingRounded: count, to: 1...keyCount - 1, rule: .towardZero)
            last = property.keyFrame(span)
        }
        let cycle = last - first
        guard cycle > 0, cycle.isFinite else { return own }
        let before = first - frame
        let repeats = (before / cycle).rounded(.down) + 1
        let phase = before.truncatingRemainder(dividingBy: cycle)
        switch type {
        case .pingPong where (repeats - 1).truncatingRemainder(dividingBy: 2) == 0:
            return try value(atFrame: first + phase, context)
        case .offset:
            let start = try numbers(atFrame: first, context), end = try numbers(atFrame: last, context),
                current = try numbers(atFrame: last - phase, context)
            return try result(
                current.indices.map { index in current[index] - (end[safe: index] - start[safe: index]) * repeats },
                context)
        case .continue:
            let start = try numbers(atFrame: first, context), after = try numbers(atFrame: first + 0.001, context)
            return try result(
                start.indices.map { index in
                    start[index] + (start[index] - after[safe: index]) / 0.001 * (first - frame)
                }, context)
        default:
            return try value(atFrame: last - phase, context)
        }
    }

    // MARK: - Wiggles and smoothing

    /// `wiggle(freq, amp, octaves, amp_mult, t)`: the value plus smooth noise `amp` high changing `freq` times a
    /// second, each octave twice as fast and `amp_mult` as strong as the one before. The noise is a function of
    /// time and the property alone, so a frame wiggles the same however it is reached.
    func wiggle(
        frequency: Double, amplitude: Double, octaves: Int, amplitudeMultiplier: Double, at seconds: Double,
        _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        evaluation.noteTimeRead()
        var values = try numbers(atFrame: seconds * frameRate, context)
        for dimension in values.indices {
            var sum = 0.0, strength = amplitude, rate = frequency
            for octave in 0..<min(max(octaves, 1), 16) {
                let seed =
                    wiggleSeed ^ (UInt64(truncatingIfNeeded: dimension) &* 0x9E37_79B9_7F4A_7C15)
                    ^ (UInt64(truncatingIfNeeded: octave) &* 0xC2B2_AE3D_27D4_EB4F)
                sum += strength * Noise.gradient(seconds * rate, seed: seed)
                strength *= amplitudeMultiplier
                rate *= 2
            }
            values[dimension] += sum
        }
        return try result(values, context)
    }

    /// `temporalWiggle(freq, amp, …)`: the value at a time wiggled around `t`.
    func temporalWiggle(
        frequency: Double, amplitude: Double, octaves: Int, amplitudeMultiplier: Double, at seconds: Double,
        _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        evaluation.noteTimeRead()
        var offset = 0.0, strength = amplitude, rate = frequency
        for octave in 0..<min(max(octaves, 1), 16) {
            offset +=
                strength
                * Noise.gradient(
                    seconds * rate, seed: wiggleSeed ^ (UInt64(truncatingIfNeeded: octave) &* 0xC2B2_AE3D_27D4_EB4F))
            strength *= amplitudeMultiplier
            rate *= 2
        }
        return try valueAtTime(seconds + offset, context)
    }

    /// `smooth(width, samples, t)`: the mean of `samples` values spread over `width` seconds around `t`.
    func smooth(
        width: Double, samples: Int, at seconds: Double, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        noteTime()
        let count = min(samples, 1000)
        guard count > 1 else { return try value(atFrame: seconds * frameRate, context) }
        let start = seconds - width / 2, step = width / Double(count - 1)
        var total: [Double] = []
        for sample in 0..<count {
            try context.step()
            let values = try numbers(atFrame: (start + Double(sample) * step) * frameRate, context)
            if total.isEmpty {
                total = values
            } else {
                for index in total.indices where index < values.count { total[index] += values[index] }
            }
        }
        return try result(total.map { $0 / Double(count) }, context)
    }
}

extension Array where Element == Double {
    /// The element, or 0 past the end: values of other keyframes may have fewer dimensions.
    subscript(safe index: Int) -> Double { index < count ? self[index] : 0 }
}
