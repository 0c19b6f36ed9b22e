import ExpressionEngine
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

// The interfaces below are `@unchecked Sendable` because the functions they hand a script capture them; each is
// made during one run, on one thread, and never outlives it.

/// Makes the interface of any node a property can climb to (`propertyGroup(n)`).
enum Interfaces {
    static func make(
        _ node: HostNode, evaluation: ExpressionEvaluation, frame: Double, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        let host: HostObject
        switch node {
        case let layer as HostLayer: host = LayerInterface(layer, evaluation: evaluation, frame: frame)
        case let transform as HostTransform:
            host = TransformInterface(transform, evaluation: evaluation, frame: frame)
        case let contents as HostContents:
            host = ContentsInterface(contents, evaluation: evaluation, frame: frame)
        case let item as HostShapeItem: host = ShapeItemInterface(item, evaluation: evaluation, frame: frame)
        case let effect as HostEffect:
            host = EffectInterface(
                name: effect.name, parameters: effect.parameters, evaluation: evaluation, frame: frame)
        case let group as HostEffectParameter:
            host = EffectInterface(
                name: group.name, parameters: group.group ?? [], evaluation: evaluation, frame: frame)
        case let mask as HostMask: host = MaskInterface(mask, evaluation: evaluation, frame: frame)
        default: return .null
        }
        return try context.makeHostObject(host)
    }

    /// Whether a look-up argument names something: by name or match name when a string, by index when a number.
    static func matches(_ argument: ScriptValue, name: String, matchName: String? = nil, index: Int?) -> Bool {
        switch argument {
        case .string(let text): text == name || (matchName.map { !$0.isEmpty && $0 == text } ?? false)
        case .number(let number): index.map { Double($0) == number } ?? false
        case .object(let object):
            if case .string(let text)? = object.primitiveValue {
                text == name
            } else if case .number(let number)? = object.primitiveValue {
                index.map { Double($0) == number } ?? false
            } else {
                false
            }
        default: false
        }
    }

    static func property(
        _ property: HostProperty?, _ evaluation: ExpressionEvaluation, _ frame: Double, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        guard let property else { return .undefined }
        return try PropertyValue.make(property, frame: frame, evaluation: evaluation, isOwnProperty: false, context)
    }
}

/// A composition: `thisComp`, or `comp(name)`. Called with a name or index it gives that layer.
final class CompositionInterface: FrameBoundInterface<HostComposition>, HostObject, @unchecked Sendable {
    var composition: HostComposition { subject }

    var isCallable: Bool { true }

    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        let argument = arguments[argument: 0]
        let found: HostLayer?
        if let number = ExpressionNumbers.number(argument) {
            found = composition.layer(index: Int(exactly: number) ?? Int.min)
        } else {
            found = composition.layer(named: try argument.toString(context))
        }
        guard let found else {
            throw context.makeReferenceError(
                "no layer \(argument.toDisplayString().prefix(60)) in composition \"\(composition.name)\"")
        }
        return try context.makeHostObject(LayerInterface(found, evaluation: evaluation, frame: frame))
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        switch name {
        case "layer": .object(object)
        case "name", "_name": .string(composition.name)
        case "width": .number(composition.width)
        case "height": .number(composition.height)
        case "frameDuration": .number(1 / composition.frameRate)
        case "duration": .number((composition.outPoint - composition.inPoint) / composition.frameRate)
        case "numLayers": .number(Double(composition.layers.count))
        case "pixelAspect": .number(1)
        case "displayStartTime": .number(0)
        case "marker":
            try context.makeHostObject(MarkerInterface(markers: composition.markers, frameRate: composition.frameRate))
        default: nil
        }
    }
}

/// A layer: `thisLayer`, `thisComp.layer(…)`, `parent`. Called with a group's name or index (`("ADBE Root
/// Vectors Group")`, `(4)` for effects) it gives that group.
final class LayerInterface: FrameBoundInterface<HostLayer>, HostObject, @unchecked Sendable {
    var layer: HostLayer { subject }

    var isCallable: Bool { true }

    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        let argument = arguments[argument: 0]
        let object = ScriptObject(host: self, context: context)
        switch argument.toDisplayString() {
        case "ADBE Root Vectors Group", "Contents", "2": return try property("content", of: object, context) ?? .null
        case "1", "6", "Transform", "transform", "ADBE Transform Group":
            return try property("transform", of: object, context) ?? .null
        case "4", "ADBE Effect Parade", "effects", "Effects":
            return try property("effect", of: object, context) ?? .null
        case "ADBE Text Properties", "Text": return try property("text", of: object, context) ?? .null
        default: return .null
        }
    }

    private var frameRate: Double { layer.composition.frameRate }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        let model = layer.model
        switch name {
        case "transform":
            return try context.makeHostObject(
                TransformInterface(layer.transform, evaluation: evaluation, frame: frame))
        case "position", "scale", "rotation", "opacity", "anchorPoint", "anchor_point":
            let transform = TransformInterface(layer.transform, evaluation: evaluation, frame: frame)
            return try transform.property(name == "anchor_point" ? "anchorPoint" : name, of: object, context)
        case "effect":
            return try context.makeHostObject(EffectsInterface(layer, evaluation: evaluation, frame: frame))
        case "content":
            guard let contents = layer.contents else { return .undefined }
            return try context.makeHostObject(
                ContentsInterface(contents, evaluation: evaluation, frame: frame))
        case "mask":
            let layer = layer, evaluation = evaluation, frame = frame
            return .object(
                try context.makeFunction(
                    NativeFunction(name: "mask", length: 1) { context, _, arguments throws(ScriptError) in
                        let argument = arguments[argument: 0]
                        guard
                            let mask = layer.masks.enumerated().first(where: {
                                Interfaces.matches(argument, name: $1.name, index: $0 + 1)
                            })?.element
                        else { return .null }
                        return try context.makeHostObject(
                            MaskInterface(mask, evaluation: evaluation, frame: frame))
                    }))
        case "text":
            guard let text = layer.text else { return .undefined }
            return try context.makeHostObject(TextInterface(layerInterface: self, text: text))
        case "name", "_name": return .string(model.name)
        case "index": return model.index.map { .number(Double($0)) } ?? .undefined
        case "inPoint": return .number(model.inPoint / frameRate)
        case "outPoint": return .number(model.outPoint / frameRate)
        case "startTime": return .number(model.startTime / frameRate)
        case "stretch": return .number(model.timeStretch * 100)
        case "hasParent": return .bool(layer.parentLayer != nil)
        case "parent":
            guard let parent = layer.parentLayer else { return .undefined }
            return try context.makeHostObject(LayerInterface(parent, evaluation: evaluation, frame: frame))
        case "active", "enabled":
            evaluation.noteTimeRead()
            return .bool(!model.isHidden && frame >= model.inPoint && frame < model.outPoint)
        case "width", "height":
            let size: (Double, Double) =
                switch model.content {
                case .solid(let solid): (solid.width, solid.height)
                case .precomposition(let reference): (reference.width, reference.height)
                default: (100, 100)
                }
            return .number(name == "width" ? size.0 : size.1)
        case "source":
            guard let placed = layer.placedComposition else { return .undefined }
            return try context.makeHostObject(
                CompositionInterface(placed, evaluation: evaluation, frame: frame))
        case "timeRemap": return try Interfaces.property(layer.timeRemap, evaluation, frame, context)
        case "marker": return try context.makeHostObject(MarkerInterface(markers: [], frameRate: frameRate))
        case "toComp", "toWorld", "fromComp", "fromWorld", "toWorldVec", "fromWorldVec", "fromCompToSurface":
            return .object(
                try context.makeFunction(
                    NativeFunction(name: name, length: 2) { [self] context, _, arguments throws(ScriptError) in
                        try mapPoint(name, arguments, context)
                    }))
        case "sourceRectAtTime":
            return .object(
                try context.makeFunction(
                    NativeFunction(name: name, length: 2) { [self] context, _, arguments throws(ScriptError) in
                        let seconds =
                            arguments[argument: 0].isUndefined
                            ? frame / frameRate : try arguments[argument: 0].toNumber(context)
                        return try sourceRect(atFrame: seconds * frameRate, context)
                    }))
        case "sampleImage":
            return .object(
                try context.makeFunction(
                    NativeFunction(name: name, length: 4) { context, _, _ throws(ScriptError) in
                        try context.makeArray(numbers: [1, 1, 1, 1])
                    }))
        default:
            return nil
        }
    }

    /// The layer's matrix to its composition at `frame`: its own transform, then each parent's.
    func matrix(atFrame frame: Double) -> AffineTransform {
        evaluation.noteTimeRead()
        var matrix = layer.transformTimeline.matrix(at: frame)
        var current = layer.parentLayer
        var links = 0
        while let parent = current, links < CompiledComposition.maximumParentDepth {
            matrix = matrix.followed(by: parent.transformTimeline.matrix(at: frame))
            current = parent.parentLayer
            links += 1
        }
        return matrix
    }

    private func mapPoint(
        _ name: String, _ arguments: [ScriptValue], _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        let coordinates = try ExpressionFunctions.vector(arguments[argument: 0], context)
        let point = Point(x: coordinates.first ?? 0, y: coordinates.count > 1 ? coordinates[1] : 0)
        let at = arguments[argument: 1].isUndefined ? frame : try arguments[argument: 1].toNumber(context) * frameRate
        let matrix = matrix(atFrame: at)
        let mapped: Point
        switch name {
        case "toComp", "toWorld": mapped = matrix.apply(to: point)
        case "toWorldVec": mapped = matrix.applyLinear(to: point)
        case "fromWorldVec": mapped = matrix.inverted?.applyLinear(to: point) ?? point
        default: mapped = matrix.inverted?.apply(to: point) ?? point
        }
        var result = [mapped.x, mapped.y]
        if coordinates.count > 2 { result.append(coordinates[2]) }
        return try context.makeArray(numbers: result)
    }

    /// `sourceRectAtTime()`: the bounds of what a shape layer draws, in its own coordinates, as
    /// `{top, left, width, height}`; other layers give their own size.
    private func sourceRect(atFrame frame: Double, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        evaluation.noteTimeRead()
        var box = (left: 0.0, top: 0.0, width: 100.0, height: 100.0)
        switch layer.model.content {
        case .solid(let solid): box = (0, 0, solid.width, solid.height)
        case .precomposition(let reference): box = (0, 0, reference.width, reference.height)
        case .shapes:
            if let bounds = layer.shapeBounds(atFrame: frame) {
                box = (bounds.minX, bounds.minY, bounds.maxX - bounds.minX, bounds.maxY - bounds.minY)
            }
        default: break
        }
        let object = try context.makeObject()
        try object.set("top", .number(box.top), context)
        try object.set("left", .number(box.left), context)
        try object.set("width", .number(box.width), context)
        try object.set("height", .number(box.height), context)
        return .object(object)
    }

    func sourceText(_ text: HostText, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        try TextInterface(layerInterface: self, text: text).property(
            "sourceText", of: ScriptObject(host: self, context: context), context) ?? .undefined
    }
}

/// A transform: a layer's or a shape group's. Called with a property's name or index, it gives that property.
final class TransformInterface: FrameBoundInterface<HostTransform>, HostObject, @unchecked Sendable {
    var transform: HostTransform { subject }

    var isCallable: Bool { true }

    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        let argument = arguments[argument: 0]
        let aliases: [String: String] = [
            "ADBE Position": "position", "ADBE Scale": "scale", "ADBE Rotate Z": "rotation",
            "ADBE Rotation": "rotation",
            "ADBE Anchor Point": "anchorPoint", "ADBE AnchorPoint": "anchorPoint", "ADBE Opacity": "opacity",
            "ADBE Vector Rotation": "rotation", "ADBE Position_0": "xPosition", "ADBE Position_1": "yPosition"
        ]
        let object = ScriptObject(host: self, context: context)
        if case .string(let text) = argument, let accessor = aliases[text] {
            return try property(accessor, of: object, context) ?? .null
        }
        for (accessor, property) in transform.properties
        where Interfaces.matches(argument, name: property.name, index: property.index)
            || argument.toDisplayString() == accessor
        {
            return try self.property(accessor, of: object, context) ?? .null
        }
        return .null
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        switch name {
        case "position":
            if let position = transform.position {
                return try Interfaces.property(position, evaluation, frame, context)
            }
            let x = try transform.xPosition?.currentValue(at: frame, evaluation, context).toNumber(context) ?? 0
            let y = try transform.yPosition?.currentValue(at: frame, evaluation, context).toNumber(context) ?? 0
            if transform.xPosition?.mayChange == true || transform.yPosition?.mayChange == true {
                evaluation.noteTimeRead()
            }
            return try context.makeArray(numbers: [x, y])
        case "zRotation": return try Interfaces.property(transform.rotation, evaluation, frame, context)
        case "name", "_name": return .string(transform.name)
        default:
            guard let found = transform.properties.first(where: { $0.accessor == name }) else { return nil }
            return try Interfaces.property(found.property, evaluation, frame, context)
        }
    }
}

/// Markers of a composition: `marker.numKeys`, `marker.key(i or name)`, `marker.nearestKey(t)`.
final class MarkerInterface: HostObject, @unchecked Sendable {
    let markers: [Marker]
    let frameRate: Double

    init(markers: [Marker], frameRate: Double) {
        self.markers = markers.sorted { $0.frame < $1.frame }
        self.frameRate = frameRate
    }

    private func marker(_ index: Int, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        let marker = markers[index]
        let object = try context.makeObject()
        try object.set("time", .number(marker.frame / frameRate), context)
        try object.set("duration", .number(marker.durationFrames / frameRate), context)
        try object.set("comment", .string(marker.name), context)
        try object.set("index", .number(Double(index + 1)), context)
        return .object(object)
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        switch name {
        case "numKeys": return .number(Double(markers.count))
        case "key":
            return .object(
                try context.makeFunction(
                    NativeFunction(name: name, length: 1) { [self] context, _, arguments throws(ScriptError) in
                        let argument = arguments[argument: 0]
                        if case .string(let comment) = argument {
                            guard let index = markers.firstIndex(where: { $0.name == comment }) else {
                                throw context.rangeError("no marker \"\(comment.prefix(60))\"")
                            }
                            return try marker(index, context)
                        }
                        let index = try argument.toInteger(context)
                        guard index >= 1, index <= markers.count else {
                            throw context.rangeError("no marker \(index) (there are \(markers.count))")
                        }
                        return try marker(index - 1, context)
                    }))
        case "nearestKey":
            return .object(
                try context.makeFunction(
                    NativeFunction(name: name, length: 1) { [self] context, _, arguments throws(ScriptError) in
                        let target = try arguments[argument: 0].toNumber(context) * frameRate
                        guard
                            let index = markers.indices.min(by: {
                                abs(markers[$0].frame - target) < abs(markers[$1].frame - target)
                            })
                        else { throw context.rangeError("there are no markers") }
                        return try marker(index, context)
                    }))
        default: return nil
        }
    }
}

extension ScriptContext {
    func makeReferenceError(_ message: String) -> ScriptError { referenceError(message) }
}
