import ExpressionEngine
import Foundation
import LottieInterpreter
@_spi(Model) import LottieModel

/// The names one run of an expression sees besides its own variables: `time`, `value`, `thisLayer`, `thisComp`,
/// the property's own functions (`loopOut`, `wiggle`, `key`…), the layer's attributes as After Effects makes them
/// global (`transform`, `effect`, `content`, `index`…), and the shared functions (`linear`, `$bm_mul`…).
///
/// `@unchecked Sendable`: made for one run on one thread; the functions it hands the script capture it.
final class ExpressionScope: ScriptHostScope, @unchecked Sendable {
    /// The names a run answers itself, then the shared functions'.
    private enum Name: String, CaseIterable {
        case time, value, thisProperty, thisLayer, thisComp, comp, index, name, inPoint, outPoint, startTime
        case width, height, hasParent, parent, active, enabled, transform, bmTransform = "$bm_transform", content,
            effect, mask, text
        case anchorPoint, position, scale, rotation, opacity, marker
        case toComp, fromComp, toWorld, fromWorld, toWorldVec, fromWorldVec, fromCompToSurface, sourceRectAtTime
        case numKeys, key, nearestKey, valueAtTime, velocityAtTime, speedAtTime, velocity, speed
        case loopIn, loopOut, loopInDuration, loopOutDuration, loopInAlias = "loop_in", loopOutAlias = "loop_out",
            smooth, wiggle, temporalWiggle
        case seedRandom, framesToTime, timeToFrames, posterizeTime, textIndex, textTotal, selectorValue, substring,
            substr
    }

    private static let sharedNames = ExpressionFunctions.all.keys.sorted()
    static let names: [String] = Name.allCases.map(\.rawValue) + sharedNames
    /// The shared functions by name index, looked up once rather than by name on every run.
    private static let shared: [ScriptValue] = sharedNames.map { ExpressionFunctions.all[$0]! }

    let evaluation: ExpressionEvaluation
    let expressionID: Int
    /// The property the expression computes; nil for a text layer's source text.
    let property: HostProperty?
    let text: HostText?
    let layer: HostLayer?
    let composition: HostComposition
    /// The frame being drawn, in the composition's frames; `posterizeTime` may move it.
    private(set) var frame: Double
    /// Changed by `seedRandom`.
    private var randomSeed: UInt64

    init(evaluation: ExpressionEvaluation, expressionID: Int, frame: Double) {
        self.evaluation = evaluation
        self.expressionID = expressionID
        self.frame = frame
        let document = evaluation.host.document
        property = document.properties[expressionID]
        text = document.texts[expressionID]
        layer = property?.owner?.layer ?? text?.layer
        composition = layer?.composition ?? document.root
        randomSeed = UInt64(truncatingIfNeeded: expressionID) &* 0x9E37_79B9_7F4A_7C15
    }

    var time: Double { frame / composition.frameRate }

    private lazy var layerInterface: LayerInterface? = layer.map {
        LayerInterface($0, evaluation: evaluation, frame: frame)
    }

    private var functions: PropertyFunctions? {
        property.map {
            PropertyFunctions(
                property: $0, frame: frame, frameRate: composition.frameRate, evaluation: evaluation,
                layerInPoint: layer?.model.inPoint ?? composition.inPoint,
                layerOutPoint: layer?.model.outPoint ?? composition.outPoint,
                wiggleSeed: randomSeed)
        }
    }

    func value(ofName index: Int, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        let ownNames = Name.allCases.count
        if index >= ownNames { return Self.shared[index - ownNames] }
        let name = Name.allCases[index]
        switch name {
        case .time:
            evaluation.noteTimeRead()
            return .number(time)
        case .value:
            if let text {
                if text.content.documents.count > 1 { evaluation.noteTimeRead() }
                return .string(text.document(at: frame).text)
            }
            guard let property else { return .undefined }
            if property.keyframesMove { evaluation.noteTimeRead() }
            return try property.keyframeValue(at: frame, context)
        case .thisProperty:
            if let text, let layerInterface { return try layerInterface.sourceText(text, context) }
            guard let property else { return .undefined }
            return try PropertyValue.make(property, frame: frame, evaluation: evaluation, isOwnProperty: true, context)
        case .thisLayer:
            guard let layerInterface else { return .undefined }
            return try context.makeHostObject(layerInterface)
        case .thisComp:
            return try context.makeHostObject(
                CompositionInterface(composition, evaluation: evaluation, frame: frame))
        case .comp:
            let evaluation = evaluation, seconds = time
            return .object(
                try context.makeFunction(
                    NativeFunction(name: "comp", length: 1) { context, _, arguments throws(ScriptError) in
                        guard
                            let found = evaluation.host.document.composition(
                                named: try arguments[argument: 0].toString(context))
                        else { return .null }
                        return try context.makeHostObject(
                            CompositionInterface(
                                found, evaluation: evaluation, frame: seconds * found.frameRate))
                    }))
        case .textIndex, .textTotal, .selectorValue:
            return .undefined
        default:
            break
        }
        if let functions, let function = try propertyFunction(name.rawValue, functions, context) { return function }
        if let function = try scopeFunction(name.rawValue, context) { return function }
        // Everything else is an attribute of the layer, as After Effects makes them global.
        guard let layerInterface else { return .undefined }
        let attribute = name == .bmTransform ? "transform" : name.rawValue
        return try layerInterface.property(attribute, of: ScriptObject(host: layerInterface, context: context), context)
            ?? .undefined
    }

    /// The property's own functions: `numKeys`, `key`, `loopOut`, `wiggle` and the rest, bound to `thisProperty`.
    private func propertyFunction(
        _ name: String, _ functions: PropertyFunctions, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue? {
        switch name {
        case "numKeys": return .number(Double(functions.keyCount))
        case "velocity":
            functions.noteTime()
            return try functions.velocityAtTime(time, context)
        case "speed":
            functions.noteTime()
            return try functions.speedAtTime(time, context)
        default:
            guard let body = PropertyValue.method(name, functions, time: time) else { return nil }
            return .object(try context.makeFunction(NativeFunction(name: name, length: 2, body: body)))
        }
    }

    /// Functions that need the run's time or random seed.
    private func scopeFunction(_ name: String, _ context: ScriptContext) throws(ScriptError) -> ScriptValue? {
        let frameRate = composition.frameRate
        let body: NativeFunction.Body
        switch name {
        case "seedRandom":
            body = { [self] context, _, arguments throws(ScriptError) in
                let seed = try arguments[argument: 0].toNumber(context)
                let timeless = arguments[argument: 1].isTruthy
                randomSeed =
                    UInt64(truncatingIfNeeded: expressionID) &* 0x9E37_79B9_7F4A_7C15
                    ^ (seed.isFinite ? seed.bitPattern : 0)
                context.random = RandomSource(
                    seed: timeless
                        ? randomSeed : ExpressionEvaluation.seed(id: Int(truncatingIfNeeded: randomSeed), frame: frame))
                return .undefined
            }
        case "framesToTime":
            body = { context, _, arguments throws(ScriptError) in
                let rate = arguments[argument: 1].isUndefined ? frameRate : try arguments[argument: 1].toNumber(context)
                return .number(try arguments[argument: 0].toNumber(context) / rate)
            }
        case "timeToFrames":
            body = { [self] context, _, arguments throws(ScriptError) in
                if arguments[argument: 0].isUndefined { evaluation.noteTimeRead() }
                let seconds = arguments[argument: 0].isUndefined ? time : try arguments[argument: 0].toNumber(context)
                let rate = arguments[argument: 1].isUndefined ? frameRate : try arguments[argument: 1].toNumber(context)
                return .number(seconds * rate)
            }
        case "posterizeTime":
            body = { [self] context, _, arguments throws(ScriptError) in
                let rate = try arguments[argument: 0].toNumber(context)
                let seconds = rate == 0 || !rate.isFinite ? 0 : (time * rate).rounded(.down) / rate
                frame = seconds * frameRate
                return .undefined
            }
        case "substring", "substr":
            body = { [self] context, _, arguments throws(ScriptError) in
                guard let text else { return .string("") }
                let value = ScriptValue.string(text.document(at: frame).text)
                guard case .object(let method) = try context.realm.stringPrototype.get(name, context) else {
                    return .string("")
                }
                return try method.call(context, this: value, arguments: arguments)
            }
        default:
            return nil
        }
        return .object(try context.makeFunction(NativeFunction(name: name, length: 1, body: body)))
    }
}
