import ExpressionEngine
import Foundation
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// The After Effects expression functions that depend on nothing but their arguments, as lottie-web defines
/// them: the `$bm_` operators the exporter writes for `+ - * /` between values, vector math, interpolation,
/// colour conversion and random numbers (from the run's seeded generator). Made once and shared by every run.
enum ExpressionFunctions {
    static let all: [String: ScriptValue] = {
        var table: [String: ScriptValue] = [:]
        func define(_ names: [String], _ length: Int, _ body: @escaping NativeFunction.Body) {
            let function = ScriptRealm.standard.sharedFunction(
                NativeFunction(name: names[0], length: length, body: body))
            for name in names { table[name] = function }
        }
        define(["sum", "add", "$bm_sum"], 2) { context, _, arguments throws(ScriptError) in
            try sum(arguments[argument: 0], arguments[argument: 1], context)
        }
        define(["sub", "$bm_sub"], 2) { context, _, arguments throws(ScriptError) in
            try subtract(arguments[argument: 0], arguments[argument: 1], context)
        }
        define(["mul", "$bm_mul"], 2) { context, _, arguments throws(ScriptError) in
            try scaleElements(arguments[argument: 0], arguments[argument: 1], context, *)
        }
        define(["div", "$bm_div"], 2) { context, _, arguments throws(ScriptError) in
            try scaleElements(arguments[argument: 0], arguments[argument: 1], context, /)
        }
        define(["mod", "$bm_mod"], 2) { context, _, arguments throws(ScriptError) in
            let a = try numberOrParsed(arguments[argument: 0], context),
                b = try numberOrParsed(arguments[argument: 1], context)
            return .number(a.truncatingRemainder(dividingBy: b))
        }
        define(["$bm_neg"], 1) { context, _, arguments throws(ScriptError) in
            let value = arguments[argument: 0]
            if let vector = try ExpressionNumbers.vector(value, context) {
                return try context.makeArray(numbers: vector.map { -$0 })
            }
            return .number(-(try value.toNumber(context)))
        }
        define(["clamp"], 3) { context, _, arguments throws(ScriptError) in
            var low = arguments[argument: 1], high = arguments[argument: 2]
            if let first = ExpressionNumbers.number(low), let second = ExpressionNumbers.number(high), first > second {
                swap(&low, &high)
            }
            return try elementwise(arguments[argument: 0], low, high, context) { value, low, high in
                min(max(value, low), high)
            }
        }
        define(["linear"], 5) { context, _, arguments throws(ScriptError) in try linear(arguments, context) }
        define(["ease"], 5) { context, _, arguments throws(ScriptError) in
            try ease(arguments, curve: easeInOut, context)
        }
        define(["easeIn"], 5) { context, _, arguments throws(ScriptError) in try ease(arguments, curve: easeIn, context)
        }
        define(["easeOut"], 5) { context, _, arguments throws(ScriptError) in
            try ease(arguments, curve: easeOut, context)
        }
        define(["length"], 2) { context, _, arguments throws(ScriptError) in
            .number(try length(arguments[argument: 0], arguments[argument: 1], context))
        }
        define(["normalize"], 1) { context, _, arguments throws(ScriptError) in
            let vector = arguments[argument: 0]
            return try scaleElements(vector, .number(try length(vector, .undefined, context)), context, /)
        }
        define(["dot"], 2) { context, _, arguments throws(ScriptError) in
            let a = try vector(arguments[argument: 0], context), b = try vector(arguments[argument: 1], context)
            return .number(zip(a, b).reduce(0) { $0 + $1.0 * $1.1 })
        }
        define(["cross"], 2) { context, _, arguments throws(ScriptError) in
            let a = try vector(arguments[argument: 0], context) + [0, 0, 0],
                b = try vector(arguments[argument: 1], context) + [0, 0, 0]
            return try context.makeArray(numbers: [
                a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]
            ])
        }
        define(["lookAt"], 2) { context, _, arguments throws(ScriptError) in
            let from = try vector(arguments[argument: 0], context) + [0, 0, 0],
                to = try vector(arguments[argument: 1], context) + [0, 0, 0]
            let direction = [to[0] - from[0], to[1] - from[1], to[2] - from[2]]
            let pitch =
                atan2(direction[0], (direction[1] * direction[1] + direction[2] * direction[2]).squareRoot()) * 180
                / .pi
            let yaw = -atan2(direction[1], direction[2]) * 180 / .pi
            return try context.makeArray(numbers: [yaw, pitch, 0])
        }
        define(["degreesToRadians", "degrees_to_radians"], 1) { context, _, arguments throws(ScriptError) in
            .number(try arguments[argument: 0].toNumber(context) * .pi / 180)
        }
        define(["radiansToDegrees", "radians_to_degrees"], 1) { context, _, arguments throws(ScriptError) in
            .number(try arguments[argument: 0].toNumber(context) * 180 / .pi)
        }
        define(["rgbToHsl"], 1) { context, _, arguments throws(ScriptError) in
            try context.makeArray(numbers: rgbToHsl(try vector(arguments[argument: 0], context) + [0, 0, 0, 1]))
        }
        define(["hslToRgb"], 1) { context, _, arguments throws(ScriptError) in
            try context.makeArray(numbers: hslToRgb(try vector(arguments[argument: 0], context) + [0, 0, 0, 1]))
        }
        define(["hexToRgb"], 1) { context, _, arguments throws(ScriptError) in
            let text = try arguments[argument: 0].toString(context).trimmingCharacters(
                in: CharacterSet(charactersIn: "#"))
            guard let color = LottieColor(hex: "#" + text) else { return try context.makeArray(numbers: [0, 0, 0, 1]) }
            return try context.makeArray(numbers: [color.red, color.green, color.blue, color.alpha])
        }
        define(["random"], 2) { context, _, arguments throws(ScriptError) in
            try random(arguments, context) { $0.random.next() }
        }
        define(["gaussRandom"], 2) { context, _, arguments throws(ScriptError) in
            try random(arguments, context) { context in
                // Box–Muller, squeezed so that nearly all of it falls within the range, as After Effects' does.
                let u = max(context.random.next(), 1e-12), v = context.random.next()
                let normal = (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
                return min(max(0.5 + normal / 6, 0), 1)
            }
        }
        define(["noise"], 1) { context, _, arguments throws(ScriptError) in
            return .number(Noise.value(try vector(arguments[argument: 0], context)))
        }
        define(["createPath"], 4) { context, _, arguments throws(ScriptError) in
            try context.makeHostObject(PathValue(path: try makePath(arguments, context)))
        }
        table["Math"] = math
        return table
    }()

    /// lottie-web's Math: the standard one, with `abs` taking arrays element by element.
    private static let math: ScriptValue = {
        guard case .object(let standard)? = ScriptRealm.standard.globals["Math"] else { return .undefined }
        var properties: [(String, ScriptValue)] = standard.ownPropertyNames.map {
            ($0, standard.plainValue($0) ?? .undefined)
        }
        properties.removeAll { $0.0 == "abs" }
        properties.append(
            (
                "abs",
                ScriptRealm.standard.sharedFunction(
                    NativeFunction(name: "abs", length: 1) { context, _, arguments throws(ScriptError) in
                        if let vector = try ExpressionNumbers.vector(arguments[argument: 0], context) {
                            return try context.makeArray(numbers: vector.map(abs))
                        }
                        return .number(abs(try arguments[argument: 0].toNumber(context)))
                    })
            ))
        return ScriptRealm.standard.sharedObject(properties)
    }()

    // MARK: - Operators on values and vectors

    /// Numbers, Number objects, booleans and strings: what lottie-web's `isNumerable` accepts.
    private static func isNumerable(_ value: ScriptValue) -> Bool {
        switch value {
        case .number, .bool, .string: true
        case .object(let object): if case .number? = object.primitiveValue { true } else { false }
        default: false
        }
    }

    private static func isArray(_ value: ScriptValue) -> Bool {
        if case .object(let object) = value { return object.kind == .array }
        return false
    }

    /// `$bm_sum`: numbers add (strings join), a number adds to an array's first element, arrays add element-wise.
    static func sum(_ a: ScriptValue, _ b: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        if (isNumerable(a) && isNumerable(b)) || a.typeName == "string" || b.typeName == "string" {
            return try Operators.add(a, b, context)
        }
        return try combineArrays(a, b, context, +)
    }

    /// `$bm_sub`: as `sum`, and numeric strings are read as integers first (lottie-web's `parseInt`).
    static func subtract(
        _ a: ScriptValue, _ b: ScriptValue, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        if isNumerable(a) && isNumerable(b) {
            return .number(try numberOrParsed(a, context) - numberOrParsed(b, context))
        }
        return try combineArrays(a, b, context, -)
    }

    private static func numberOrParsed(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> Double {
        if case .string(let text) = value { return GlobalNumberParsing.parseInt(text) }
        return try value.toNumber(context)
    }

    private static func combineArrays(
        _ a: ScriptValue, _ b: ScriptValue, _ context: ScriptContext, _ operation: (Double, Double) -> Double
    ) throws(ScriptError) -> ScriptValue {
        switch (isArray(a), isArray(b)) {
        case (true, false) where isNumerable(b):
            var elements = try vector(a, context)
            if !elements.isEmpty { elements[0] = operation(elements[0], try b.toNumber(context)) }
            return try context.makeArray(numbers: elements)
        case (false, true) where isNumerable(a):
            var elements = try vector(b, context)
            if !elements.isEmpty { elements[0] = operation(try a.toNumber(context), elements[0]) }
            return try context.makeArray(numbers: elements)
        case (true, true):
            let left = try vector(a, context), right = try vector(b, context)
            let count = max(left.count, right.count)
            return try context.makeArray(
                numbers: (0..<count).map { index in
                    index >= right.count
                        ? left[index] : index >= left.count ? right[index] : operation(left[index], right[index])
                })
        default:
            return .number(0)
        }
    }

    /// `$bm_mul` and `$bm_div`: numbers with numbers, or an array with a number element by element; anything else 0.
    static func scaleElements(
        _ a: ScriptValue, _ b: ScriptValue, _ context: ScriptContext, _ operation: (Double, Double) -> Double
    ) throws(ScriptError) -> ScriptValue {
        if isNumerable(a) && isNumerable(b) {
            return .number(operation(try a.toNumber(context), try b.toNumber(context)))
        }
        if isArray(a) && isNumerable(b) {
            let factor = try b.toNumber(context)
            return try context.makeArray(numbers: try vector(a, context).map { operation($0, factor) })
        }
        if isNumerable(a) && isArray(b) {
            let factor = try a.toNumber(context)
            return try context.makeArray(numbers: try vector(b, context).map { operation(factor, $0) })
        }
        return .number(0)
    }

    /// The elements of an array as numbers, or a lone number as a one-element vector.
    static func vector(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> [Double] {
        if let elements = try ExpressionNumbers.vector(value, context) { return elements }
        if value.isUndefined { return [] }
        return [try value.toNumber(context)]
    }

    /// `operation` on a number, or on each element of an array (`low` and `high` numbers or arrays alike).
    private static func elementwise(
        _ value: ScriptValue, _ low: ScriptValue, _ high: ScriptValue, _ context: ScriptContext,
        _ operation: (Double, Double, Double) -> Double
    ) throws(ScriptError) -> ScriptValue {
        guard let elements = try ExpressionNumbers.vector(value, context) else {
            return .number(
                operation(try value.toNumber(context), try low.toNumber(context), try high.toNumber(context)))
        }
        let lows = try vector(low, context), highs = try vector(high, context)
        return try context.makeArray(
            numbers: elements.enumerated().map { index, element in
                operation(
                    element, lows.isEmpty ? -.infinity : lows[min(index, lows.count - 1)],
                    highs.isEmpty ? .infinity : highs[min(index, highs.count - 1)])
            })
    }

    static func length(_ a: ScriptValue, _ b: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> Double {
        if let number = ExpressionNumbers.number(a) {
            return abs(number - (b.isUndefined ? 0 : try b.toNumber(context)))
        }
        let first = try vector(a, context)
        let second = b.isUndefined ? [Double](repeating: 0, count: 6) : try vector(b, context)
        var total = 0.0
        for index in 0..<min(first.count, second.count) {
            let difference = second[index] - first[index]
            total += difference * difference
        }
        return total.squareRoot()
    }

    // MARK: - Interpolation

    /// lottie-web's easing curves for `easeIn`, `easeOut` and `ease`.
    private static let easeIn = UnitCubicBezier(handle1: Point(x: 0.333, y: 0), handle2: Point(x: 0.833, y: 0.833))
    private static let easeOut = UnitCubicBezier(handle1: Point(x: 0.167, y: 0.167), handle2: Point(x: 0.667, y: 1))
    private static let easeInOut = UnitCubicBezier(handle1: Point(x: 0.33, y: 0), handle2: Point(x: 0.667, y: 1))

    /// `linear(t, tMin, tMax, value1, value2)`, or `linear(t, value1, value2)` over 0…1.
    private static func linear(_ arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        var t = try arguments[argument: 0].toNumber(context)
        var tMin = arguments[argument: 1], tMax = arguments[argument: 2]
        var value1 = arguments[argument: 3], value2 = arguments[argument: 4]
        if value1.isUndefined || value2.isUndefined {
            (value1, value2) = (tMin, tMax)
            (tMin, tMax) = (.number(0), .number(1))
        }
        var low = try tMin.toNumber(context), high = try tMax.toNumber(context)
        if high < low { swap(&low, &high) }
        if t <= low { return value1 }
        if t >= high { return value2 }
        t = high == low ? 0 : (t - low) / (high - low)
        return try blend(value1, value2, t, context)
    }

    private static func ease(
        _ arguments: [ScriptValue], curve: UnitCubicBezier, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        var t = try arguments[argument: 0].toNumber(context)
        var value1 = arguments[argument: 3], value2 = arguments[argument: 4]
        if value1.isUndefined {
            (value1, value2) = (arguments[argument: 1], arguments[argument: 2])
        } else {
            let low = try arguments[argument: 1].toNumber(context), high = try arguments[argument: 2].toNumber(context)
            t = (t - low) / (high - low)
        }
        t = t.isNaN ? 0 : min(max(t, 0), 1)
        return try blend(value1, value2, curve.value(at: t), context)
    }

    private static func blend(
        _ from: ScriptValue, _ to: ScriptValue, _ progress: Double, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        if let start = try ExpressionNumbers.vector(from, context) {
            let end = try vector(to, context)
            return try context.makeArray(
                numbers: start.enumerated().map { index, value in
                    value + ((index < end.count ? end[index] : .nan) - value) * progress
                })
        }
        let start = try from.toNumber(context)
        return .number(start + (try to.toNumber(context) - start) * progress)
    }

    // MARK: - Colour

    static func rgbToHsl(_ color: [Double]) -> [Double] {
        let (r, g, b) = (color[0], color[1], color[2])
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        guard high != low else { return [0, 0, lightness, color[3]] }
        let delta = high - low
        let saturation = lightness > 0.5 ? delta / (2 - high - low) : delta / (high + low)
        var hue: Double
        switch high {
        case r: hue = (g - b) / delta + (g < b ? 6 : 0)
        case g: hue = (b - r) / delta + 2
        default: hue = (r - g) / delta + 4
        }
        hue /= 6
        return [hue, saturation, lightness, color[3]]
    }

    static func hslToRgb(_ color: [Double]) -> [Double] {
        let (h, s, l) = (color[0], color[1], color[2])
        guard s != 0 else { return [l, l, l, color[3]] }
        func channel(_ p: Double, _ q: Double, _ t: Double) -> Double {
            var t = t
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s
        let p = 2 * l - q
        return [channel(p, q, h + 1.0 / 3), channel(p, q, h), channel(p, q, h - 1.0 / 3), color[3]]
    }

    // MARK: - Random numbers and paths

    /// `random()`, `random(max)`, `random(min, max)`, with arrays element by element from one draw (lottie-web).
    private static func random(
        _ arguments: [ScriptValue], _ context: ScriptContext, draw: (ScriptContext) -> Double
    ) throws(ScriptError) -> ScriptValue {
        var low = arguments[argument: 0], high = arguments[argument: 1]
        if high.isUndefined {
            if low.isUndefined { (low, high) = (.number(0), .number(1)) } else { (low, high) = (.undefined, low) }
        }
        let sample = draw(context)
        if let highs = try ExpressionNumbers.vector(high, context) {
            let lows = low.isUndefined ? [Double](repeating: 0, count: highs.count) : try vector(low, context)
            return try context.makeArray(
                numbers: highs.enumerated().map { index, value in
                    let start = index < lows.count ? lows[index] : 0
                    return start + sample * (value - start)
                })
        }
        let start = low.isUndefined ? 0 : try low.toNumber(context)
        return .number(start + sample * (try high.toNumber(context) - start))
    }

    /// `createPath(points, inTangents, outTangents, isClosed)`; tangents relative to their points, missing ones zero.
    static func makePath(_ arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> VertexPath {
        func points(_ value: ScriptValue) throws(ScriptError) -> [Point] {
            guard case .object(let list) = value, let elements = list.arrayElements else { return [] }
            try context.step(count: elements.count)
            var result: [Point] = []
            for element in elements {
                let coordinates = try vector(element, context)
                result.append(Point(x: coordinates.first ?? 0, y: coordinates.count > 1 ? coordinates[1] : 0))
            }
            return result
        }
        let vertices = try points(arguments[argument: 0])
        var inTangents = try points(arguments[argument: 1]), outTangents = try points(arguments[argument: 2])
        inTangents += Array(repeating: .zero, count: max(0, vertices.count - inTangents.count))
        outTangents += Array(repeating: .zero, count: max(0, vertices.count - outTangents.count))
        return VertexPath(
            vertices: vertices, inTangents: Array(inTangents.prefix(vertices.count)),
            outTangents: Array(outTangents.prefix(vertices.count)),
            isClosed: arguments.count > 3 ? arguments[3].isTruthy : true)
    }
}

/// Deterministic smooth noise in one to three dimensions, from -1 to 1, for `noise()` and `wiggle()`.
enum Noise {
    static func value(_ coordinates: [Double], seed: UInt64 = 0) -> Double {
        let x = coordinates.first ?? 0, y = coordinates.count > 1 ? coordinates[1] : 0,
            z = coordinates.count > 2 ? coordinates[2] : 0
        guard x.isFinite, y.isFinite, z.isFinite, abs(x) < 1e12, abs(y) < 1e12, abs(z) < 1e12 else { return 0 }
        let x0 = x.rounded(.down), y0 = y.rounded(.down), z0 = z.rounded(.down)
        let fx = fade(x - x0), fy = fade(y - y0), fz = fade(z - z0)
        func corner(_ dx: Double, _ dy: Double, _ dz: Double) -> Double {
            lattice(Int64(x0 + dx), Int64(y0 + dy), Int64(z0 + dz), seed)
        }
        func mix(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
        let bottom = mix(mix(corner(0, 0, 0), corner(1, 0, 0), fx), mix(corner(0, 1, 0), corner(1, 1, 0), fx), fy)
        let top = mix(mix(corner(0, 0, 1), corner(1, 0, 1), fx), mix(corner(0, 1, 1), corner(1, 1, 1), fx), fy)
        return mix(bottom, top, fz)
    }

    private static func fade(_ t: Double) -> Double { t * t * t * (t * (t * 6 - 15) + 10) }

    /// One-dimensional gradient noise, from -1 to 1 and 0 at every whole `x`: a wiggle starts from the value
    /// itself at time 0, as lottie-web's does.
    static func gradient(_ x: Double, seed: UInt64) -> Double {
        guard x.isFinite, abs(x) < 1e12 else { return 0 }
        let x0 = x.rounded(.down), t = x - x0
        let g0 = lattice(Int64(x0), 0, 0, seed), g1 = lattice(Int64(x0) + 1, 0, 0, seed)
        // Each gradient's line, blended; the blend reaches at most a half, so it is doubled to span ±1.
        let a = g0 * t, b = g1 * (t - 1)
        return 2 * (a + (b - a) * fade(t))
    }

    /// A value in [-1, 1] for each lattice point.
    private static func lattice(_ x: Int64, _ y: Int64, _ z: Int64, _ seed: UInt64) -> Double {
        var hash = seed ^ 0x9E37_79B9_7F4A_7C15
        for coordinate in [x, y, z] {
            hash ^= UInt64(bitPattern: coordinate) &* 0xBF58_476D_1CE4_E5B9
            hash = (hash ^ (hash >> 31)) &* 0x94D0_49BB_1331_11EB
        }
        hash ^= hash >> 29
        return Double(hash >> 11) / 4_503_599_627_370_496 - 1
    }
}

/// lottie-web reads numeric strings in `sub` and `mod` with `parseInt(text, 10)`.
enum GlobalNumberParsing {
    static func parseInt(_ text: String) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var digits = ""
        for (offset, character) in trimmed.enumerated() {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if offset == 0, character == "-" || character == "+" {
                digits.append(character)
            } else {
                break
            }
        }
        return Double(digits) ?? .nan
    }
}
