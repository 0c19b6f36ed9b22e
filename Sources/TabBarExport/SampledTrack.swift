import Foundation
import LottieEncoding

/// One property of an exported layer, sampled at every frame of the export and written as Lottie keyframes: a
/// static value when it never changes, else linear keys where the motion bends and hold keys where it rests, so
/// that every sampled frame comes back within `tolerance` of its sample and the file stays small.
struct SampledTrack {
    private(set) var samples: [[Double]] = []
    /// How far a value may come out from its sample, per component.
    let tolerance: Double
    /// Values are rounded to this many decimals.
    let decimals: Int

    init(tolerance: Double, decimals: Int = 4) {
        self.tolerance = tolerance
        self.decimals = decimals
    }

    mutating func append(_ value: [Double]) {
        samples.append(value)
    }

    mutating func append(_ value: Double) {
        samples.append([value])
    }

    /// The property as Lottie writes it: `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`; single numbers
    /// are written bare when static and as one-element arrays in keyframes, as After Effects exports them.
    var property: JSONTree { property(alwaysAnimated: false) }

    /// The property, keyframed even when it never changes if `alwaysAnimated` (rlottie ignores a time remap that is
    /// not animated and plays the precomposition in the layer's own time).
    func property(alwaysAnimated: Bool) -> JSONTree {
        guard let first = samples.first else { return .object(JSONObject(["a": 0, "k": 0])) }
        if samples.allSatisfy({ close($0, first) }), !alwaysAnimated || samples.count < 2 {
            return .object(JSONObject(["a": 0, "k": Self.value(first, bare: true, decimals: decimals)]))
        }
        return .object(JSONObject(["a": 1, "k": .array(keyframes())]))
    }

    /// Whether every sample is `value` (within tolerance).
    func isConstant(_ value: [Double]) -> Bool { samples.allSatisfy { close($0, value) } }

    private func keyframes() -> [JSONTree] {
        var keys: [JSONTree] = []
        var index = 0
        let last = samples.count - 1
        while index < last {
            // A rest: hold until the value changes.
            var rest = index
            while rest < last, close(samples[rest + 1], samples[index]) { rest += 1 }
            if rest > index {
                keys.append(keyframe(index, hold: true))
                // The value changes between `rest` and `rest + 1`: the hold ends exactly there.
                index = rest == last ? last : rest + 1
                continue
            }
            // A motion: the farthest key a straight line from here reproduces every frame to.
            var end = index + 1
            while end < last, fitsLine(from: index, to: end + 1) { end += 1 }
            keys.append(keyframe(index, hold: false))
            index = end
        }
        keys.append(
            .object(
                JSONObject(["t": .number(Double(last)), "s": Self.value(samples[last], bare: false, decimals: decimals)]
                )))
        return keys
    }

    private func keyframe(_ index: Int, hold: Bool) -> JSONTree {
        var key = JSONObject([
            "t": .number(Double(index)), "s": Self.value(samples[index], bare: false, decimals: decimals)
        ])
        if hold {
            key["h"] = 1
        } else {
            key["o"] = .object(JSONObject(["x": [0], "y": [0]]))
            key["i"] = .object(JSONObject(["x": [1], "y": [1]]))
        }
        return .object(key)
    }

    private func fitsLine(from start: Int, to end: Int) -> Bool {
        let span = Double(end - start)
        for index in start + 1..<end {
            let share = Double(index - start) / span
            for component in samples[index].indices {
                let expected = samples[start][component] + (samples[end][component] - samples[start][component]) * share
                if abs(expected - samples[index][component]) > tolerance { return false }
            }
        }
        return true
    }

    private func close(_ first: [Double], _ second: [Double]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { abs($0 - $1) <= tolerance / 4 }
    }

    /// Numbers rounded (by default to a ten-thousandth, finer than a screen shows), so that the file does not carry
    /// noise.
    static func value(_ components: [Double], bare: Bool, decimals: Int = 4) -> JSONTree {
        let scale = pow(10, Double(decimals))
        let rounded = components.map { JSONTree.number(($0 * scale).rounded() / scale) }
        return bare && rounded.count == 1 ? rounded[0] : .array(rounded)
    }
}
