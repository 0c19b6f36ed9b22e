import ExpressionEngine
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// A property read by an expression: its value as a number or array (a `Number` object or an array, as lottie-web
/// gives them, so that arithmetic and indexing work), with the property's methods beside it (`valueAtTime`,
/// `key`, `loopOut`, `propertyGroup`, and for paths `points`, `pointOnPath`…).
final class PropertyValue: HostObject, @unchecked Sendable {
    let property: HostProperty
    let frame: Double
    let evaluation: ExpressionEvaluation
    let functions: PropertyFunctions
    /// A path property's path at the frame.
    private let path: VertexPath?

    private init(property: HostProperty, frame: Double, evaluation: ExpressionEvaluation, path: VertexPath?) {
        self.property = property
        self.frame = frame
        self.evaluation = evaluation
        self.path = path
        let layer = property.owner?.layer
        let frameRate = layer?.composition.frameRate ?? evaluation.host.document.root.frameRate
        functions = PropertyFunctions(
            property: property, frame: frame, frameRate: frameRate, evaluation: evaluation,
            layerInPoint: layer?.model.inPoint ?? 0, layerOutPoint: layer?.model.outPoint ?? 0,
            wiggleSeed: UInt64(truncatingIfNeeded: property.expression?.id ?? 0) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// The property as a value object at `frame`: its own property (`thisProperty`) gives its keyframes' value,
    /// any other its value with its expression applied.
    static func make(
        _ property: HostProperty, frame: Double, evaluation: ExpressionEvaluation, isOwnProperty: Bool,
        _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        if isOwnProperty ? property.keyframesMove : property.mayChange { evaluation.noteTimeRead() }
        if property.dimensions == 0, property.name != "Colors" {
            let path =
                isOwnProperty
                ? try VertexPath.from(property.keyframeValue(at: frame, context))
                : try property.currentPath(at: frame, evaluation, context)
            return try context.makeHostObject(
                PropertyValue(property: property, frame: frame, evaluation: evaluation, path: path ?? .empty))
        }
        let value =
            isOwnProperty
            ? try property.keyframeValue(at: frame, context) : try property.currentValue(at: frame, evaluation, context)
        let host = PropertyValue(property: property, frame: frame, evaluation: evaluation, path: nil)
        switch value {
        case .object(let array) where array.kind == .array:
            return .object(try context.makeArray(array.arrayElements ?? [], host: host))
        case .number(let number):
            return .object(try context.makeNumber(number, host: host))
        default:
            return value
        }
    }

    func currentPath(_ context: ScriptContext) throws(ScriptError) -> VertexPath? { path }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        switch name {
        case "value":
            if let path { return try context.makeHostObject(PathValue(path: path)) }
            return try property.currentValue(at: frame, evaluation, context)
        case "numKeys": return .number(Double(property.keyCount))
        case "name", "_name": return .string(property.name)
        case "propertyIndex": return property.index.map { .number(Double($0)) } ?? .undefined
        case "velocity": return try functions.velocityAtTime(functions.time, context)
        case "speed": return try functions.speedAtTime(functions.time, context)
        case "propertyGroup":
            let property = property, evaluation = evaluation, frame = frame
            return .object(
                try context.makeFunction(
                    NativeFunction(name: name, length: 1) { context, _, arguments throws(ScriptError) in
                        let levels =
                            arguments[argument: 0].isUndefined ? 1 : try arguments[argument: 0].toInteger(context)
                        var node = property.owner
                        for _ in 1..<max(levels, 1) { node = node?.parent }
                        guard let node else { return .null }
                        return try Interfaces.make(node, evaluation: evaluation, frame: frame, context)
                    }))
        default:
            break
        }
        if let path, let value = try PathValue(path: path).property(name, of: object, context) { return value }
        guard let body = Self.method(name, functions, time: functions.time) else { return nil }
        return .object(try context.makeFunction(NativeFunction(name: name, length: 2, body: body)))
    }

    /// The property methods expressions call on a property or, for their own property, as globals.
    static func method(_ name: String, _ functions: PropertyFunctions, time: Double) -> NativeFunction.Body? {
        @Sendable func seconds(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> Double {
            if value.isUndefined {
                functions.evaluation.noteTimeRead()
                return time
            }
            return try value.toNumber(context)
        }
        @Sendable func loopType(
            _ value: ScriptValue, _ context: ScriptContext
        ) throws(ScriptError) -> PropertyFunctions.LoopType {
            PropertyFunctions.LoopType(value.isUndefined ? "cycle" : try value.toString(context))
        }
        @Sendable func count(_ value: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> Double {
            value.isUndefined ? 0 : try value.toNumber(context)
        }
        switch name {
        case "key":
            return { context, _, arguments throws(ScriptError) in
                try functions.key(try arguments[argument: 0].toInteger(context), context)
            }
        case "nearestKey":
            return { context, _, arguments throws(ScriptError) in
                try functions.nearestKey(try seconds(arguments[argument: 0], context), context)
            }
        case "valueAtTime":
            return { context, _, arguments throws(ScriptError) in
                try functions.valueAtTime(try seconds(arguments[argument: 0], context), context)
            }
        case "velocityAtTime":
            return { context, _, arguments throws(ScriptError) in
                try functions.velocityAtTime(try seconds(arguments[argument: 0], context), context)
            }
        case "speedAtTime":
            return { context, _, arguments throws(ScriptError) in
                try functions.speedAtTime(try seconds(arguments[argument: 0], context), context)
            }
        case "loopOut", "loop_out", "loopOutDuration":
            let isDuration = name == "loopOutDuration"
            return { context, _, arguments throws(ScriptError) in
                try functions.loopOut(
                    try loopType(arguments[argument: 0], context), count: try count(arguments[argument: 1], context),
                    isDuration: isDuration, context)
            }
        case "loopIn", "loop_in", "loopInDuration":
            let isDuration = name == "loopInDuration"
            return { context, _, arguments throws(ScriptError) in
                try functions.loopIn(
                    try loopType(arguments[argument: 0], context), count: try count(arguments[argument: 1], context),
                    isDuration: isDuration, context)
            }
        case "smooth":
            return { context, _, arguments throws(ScriptError) in
                let width = arguments[argument: 0].isUndefined ? 0.2 : try arguments[argument: 0].toNumber(context)
                let samples = arguments[argument: 1].isUndefined ? 5 : try arguments[argument: 1].toInteger(context)
                return try functions.smooth(
                    width: width, samples: samples, at: try seconds(arguments[argument: 2], context), context)
            }
        case "wiggle", "temporalWiggle":
            let temporal = name == "temporalWiggle"
            return { context, _, arguments throws(ScriptError) in
                let frequency = try arguments[argument: 0].toNumber(context),
                    amplitude = try arguments[argument: 1].toNumber(context)
                let octaves = arguments[argument: 2].isUndefined ? 1 : try arguments[argument: 2].toInteger(context)
                let multiplier = arguments[argument: 3].isUndefined ? 0.5 : try arguments[argument: 3].toNumber(context)
                let at = try seconds(arguments[argument: 4], context)
                guard frequency.isFinite, amplitude.isFinite, multiplier.isFinite else {
                    return try functions.valueAtTime(at, context)
                }
                return temporal
                    ? try functions.temporalWiggle(
                        frequency: frequency, amplitude: amplitude, octaves: octaves, amplitudeMultiplier: multiplier,
                        at: at, context)
                    : try functions.wiggle(
                        frequency: frequency, amplitude: amplitude, octaves: octaves, amplitudeMultiplier: multiplier,
                        at: at, context)
            }
        default:
            return nil
        }
    }
}

/// A path: what `createPath` makes and path properties hold, with `points()`, `inTangents()`, `outTangents()`,
/// `isClosed()`, and `pointOnPath`, `tangentOnPath`, `normalOnPath` by fraction of length.
final class PathValue: HostObject, @unchecked Sendable {
    let path: VertexPath

    init(path: VertexPath) {
        self.path = path
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        let path = path
        let body: NativeFunction.Body
        switch name {
        case "points", "inTangents", "outTangents":
            body = { context, _, _ throws(ScriptError) in
                let list = name == "points" ? path.vertices : name == "inTangents" ? path.inTangents : path.outTangents
                try context.step(count: list.count)
                var elements: [ScriptValue] = []
                for point in list { elements.append(try context.makeArray(numbers: [point.x, point.y])) }
                return .object(try context.makeArray(elements))
            }
        case "isClosed":
            body = { _, _, _ throws(ScriptError) in .bool(path.isClosed) }
        case "pointOnPath", "tangentOnPath", "normalOnPath":
            body = { context, _, arguments throws(ScriptError) in
                let fraction = arguments[argument: 0].isUndefined ? 0.5 : try arguments[argument: 0].toNumber(context)
                try context.step(count: path.vertices.count * 8)
                guard let contour = path.contour, fraction.isFinite else {
                    return try context.makeArray(numbers: [0, 0])
                }
                if name == "pointOnPath" {
                    let point = PathValue.point(on: contour, atFraction: fraction)
                    return try context.makeArray(numbers: [point.x, point.y])
                }
                let before = PathValue.point(on: contour, atFraction: fraction)
                let after = PathValue.point(on: contour, atFraction: fraction + 0.001)
                let direction = after - before
                let length = direction.length
                guard length > 0 else { return try context.makeArray(numbers: [0, 0]) }
                let unit = Point(x: direction.x / length, y: direction.y / length)
                return try context.makeArray(numbers: name == "tangentOnPath" ? [unit.x, unit.y] : [-unit.y, unit.x])
            }
        case "createPath":
            body = { context, _, arguments throws(ScriptError) in
                try context.makeHostObject(PathValue(path: try ExpressionFunctions.makePath(arguments, context)))
            }
        default:
            return nil
        }
        return .object(try context.makeFunction(NativeFunction(name: name, length: 1, body: body)))
    }
}

extension PathValue {
    /// The point `fraction` of the way along the contour's length (clamped to its ends).
    static func point(on contour: BezierContour, atFraction fraction: Double) -> Point {
        let lengths = contour.segments.reduce(into: (start: contour.start, list: [Double]())) { state, segment in
            state.list.append(segment.length(from: state.start))
            state.start = segment.end
        }.list
        let total = lengths.reduce(0, +)
        guard total > 0 else { return contour.start }
        var remaining = min(max(fraction, 0), 1) * total
        var start = contour.start
        for (segment, length) in zip(contour.segments, lengths) {
            if remaining <= length, length > 0 {
                // A straight segment's controls sit on its ends, so its parameter does not run at constant speed.
                if segment.isStraight(from: start) {
                    return start.interpolated(to: segment.end, progress: remaining / length)
                }
                return segment.point(
                    at: segment.parameter(atLengthFraction: remaining / length, from: start), from: start)
            }
            remaining -= length
            start = segment.end
        }
        return start
    }
}

extension VertexPath {
    /// The path a script value holds, if it holds one.
    static func from(_ value: ScriptValue) -> VertexPath? {
        guard case .object(let object) = value else { return nil }
        return (object.host as? PathValue)?.path
    }
}
