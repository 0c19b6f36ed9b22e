import ExpressionEngine
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// A shape layer's or group's contents: `content("Group 1")`, `content(1)`, or by match name.
final class ContentsInterface: FrameBoundInterface<HostContents>, HostObject, @unchecked Sendable {
    var contents: HostContents { subject }

    var isCallable: Bool { true }

    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        let argument = arguments[argument: 0]
        guard
            let item = contents.items.enumerated().first(where: {
                Interfaces.matches(argument, name: $1.name, matchName: $1.matchName, index: $0 + 1)
            })?.element
        else {
            throw context.makeReferenceError(
                "no shape item \(argument.toDisplayString().prefix(60)) in \"\(contents.parent?.name ?? "the layer")\"")
        }
        return try context.makeHostObject(ShapeItemInterface(item, evaluation: evaluation, frame: frame))
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        switch name {
        case "numProperties": .number(Double(contents.items.count))
        case "name", "_name": .string(contents.name)
        default: nil
        }
    }
}

/// A shape item: a group (whose `content` and `transform` lead on), a shape, a style or a modifier, with its
/// properties by name (`size`, `color`, `start`…) and, called, by display name or index.
final class ShapeItemInterface: FrameBoundInterface<HostShapeItem>, HostObject, @unchecked Sendable {
    var item: HostShapeItem { subject }

    var isCallable: Bool { true }

    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        let argument = arguments[argument: 0]
        let object = ScriptObject(host: self, context: context)
        if let contents = item.contents {
            switch argument.toDisplayString() {
            case "ADBE Vectors Group", "Contents", "contents", "2":
                return try context.makeHostObject(
                    ContentsInterface(contents, evaluation: evaluation, frame: frame))
            default: return try property("transform", of: object, context) ?? .null
            }
        }
        if case .string(let text) = argument, ["Path", "path", "Shape", "shape", "ADBE Vector Shape"].contains(text),
            let path = item.properties.first(where: { $0.accessor == "path" })
        {
            return try Interfaces.property(path.property, evaluation, frame, context)
        }
        for (_, property) in item.properties
        where Interfaces.matches(argument, name: property.name, index: property.index)
            || argument.toDisplayString() == property.name.lowercased()
        {
            return try Interfaces.property(property, evaluation, frame, context)
        }
        if case .string(let text) = argument, text == "Transform" || text == "transform", item.transform != nil {
            return try property("transform", of: object, context) ?? .null
        }
        return .null
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        switch name {
        case "content":
            guard let contents = item.contents else { return nil }
            return try context.makeHostObject(
                ContentsInterface(contents, evaluation: evaluation, frame: frame))
        case "transform":
            guard let transform = item.transform else { return nil }
            return try context.makeHostObject(
                TransformInterface(transform, evaluation: evaluation, frame: frame))
        case "name", "_name", "nm": return .string(item.name)
        case "mn", "matchName": return .string(item.matchName)
        case "numProperties": return .number(Double(item.contents?.items.count ?? item.properties.count))
        case "shape":
            return try property("path", of: object, context)
        case "dash":
            let dashes = try context.makeObject()
            for dash in item.dashes {
                try dashes.set(
                    dash.name.lowercased(), try Interfaces.property(dash, evaluation, frame, context), context)
            }
            return .object(dashes)
        default:
            guard let found = item.properties.first(where: { $0.accessor == name }) else { return nil }
            return try Interfaces.property(found.property, evaluation, frame, context)
        }
    }
}

/// A layer's effects: `effect("Slider Control")`, `effect(1)`; the result, called with a parameter's name or
/// index, gives the parameter's value.
final class EffectsInterface: FrameBoundInterface<HostLayer>, HostObject, @unchecked Sendable {
    var layer: HostLayer { subject }

    var isCallable: Bool { true }

    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        let argument = arguments[argument: 0]
        guard
            let effect = layer.effects.first(where: {
                Interfaces.matches(argument, name: $0.name, matchName: $0.matchName, index: $0.index)
            })
        else {
            throw context.makeReferenceError(
                "no effect \(argument.toDisplayString().prefix(60)) on layer \"\(layer.name)\"")
        }
        return try context.makeHostObject(
            EffectInterface(name: effect.name, parameters: effect.parameters, evaluation: evaluation, frame: frame))
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        name == "numProperties" ? .number(Double(layer.effects.count)) : nil
    }
}

/// One effect, or a group of its parameters.
final class EffectInterface: FrameBoundInterface<[HostEffectParameter]>, HostObject, @unchecked Sendable {
    let name: String
    var parameters: [HostEffectParameter] { subject }

    init(name: String, parameters: [HostEffectParameter], evaluation: ExpressionEvaluation, frame: Double) {
        self.name = name
        super.init(parameters, evaluation: evaluation, frame: frame)
    }

    var isCallable: Bool { true }

    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        let argument = arguments[argument: 0]
        guard
            let parameter = parameters.first(where: {
                Interfaces.matches(argument, name: $0.name, matchName: $0.matchName, index: $0.index)
            })
        else {
            throw context.makeReferenceError(
                "no parameter \(argument.toDisplayString().prefix(60)) in effect \"\(name)\"")
        }
        return try value(of: parameter, context)
    }

    private func value(of parameter: HostEffectParameter, _ context: ScriptContext) throws(ScriptError) -> ScriptValue {
        if let group = parameter.group {
            return try context.makeHostObject(
                EffectInterface(name: parameter.name, parameters: group, evaluation: evaluation, frame: frame))
        }
        guard let property = parameter.property else { return .undefined }
        if parameter.isLayerReference, let layer = property.owner?.layer {
            // A layer control gives the layer it names.
            let index = try property.currentValue(at: frame, evaluation, context).toNumber(context)
            guard let found = layer.composition.layer(index: Int(exactly: index) ?? Int.min) else { return .null }
            return try context.makeHostObject(LayerInterface(found, evaluation: evaluation, frame: frame))
        }
        return try Interfaces.property(property, evaluation, frame, context)
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        switch name {
        case "name", "_name": return .string(self.name)
        case "numProperties": return .number(Double(parameters.count))
        case "active", "enabled": return .bool(true)
        case "color", "value", "param":
            // Color Control's `.color`, and the first parameter of a single-parameter control.
            guard let first = parameters.first else { return .undefined }
            return try value(of: first, context)
        default:
            return nil
        }
    }
}

/// A mask: `maskPath`, `maskOpacity`, `maskExpansion`, `maskFeather`.
final class MaskInterface: FrameBoundInterface<HostMask>, HostObject, @unchecked Sendable {
    var mask: HostMask { subject }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        let names = [
            "maskPath": "Mask Path", "maskOpacity": "Mask Opacity", "maskExpansion": "Mask Expansion",
            "maskFeather": "Mask Feather"
        ]
        if name == "name" || name == "_name" { return .string(mask.name) }
        guard let displayName = names[name], let property = mask.properties.first(where: { $0.name == displayName })
        else { return nil }
        return try Interfaces.property(property, evaluation, frame, context)
    }
}

/// A text layer's text: `text.sourceText`, a String object with the document's `value` and `style`.
final class TextInterface: HostObject, @unchecked Sendable {
    let layerInterface: LayerInterface
    let text: HostText

    init(layerInterface: LayerInterface, text: HostText) {
        self.layerInterface = layerInterface
        self.text = text
    }

    var isCallable: Bool { true }

    func call(this: ScriptValue, arguments: [ScriptValue], _ context: ScriptContext) throws(ScriptError) -> ScriptValue
    {
        let name = arguments[argument: 0].toDisplayString()
        guard name == "ADBE Text Document" || name == "Source Text" else { return .null }
        return try property("sourceText", of: ScriptObject(host: self, context: context), context) ?? .null
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        guard name == "sourceText" else { return nil }
        let frame = layerInterface.frame
        if text.content.documents.count > 1 || text.content.expression != nil {
            layerInterface.evaluation.noteTimeRead()
        }
        var document = text.document(at: frame)
        if let expression = text.content.expression,
            let result = layerInterface.evaluation.result(of: expression.id, at: frame)
        {
            document.text = try result.toString(context)
        }
        return .object(try context.makeString(document.text, host: SourceTextStyle(document: document)))
    }
}

/// `sourceText.value` and `sourceText.style` beside the text itself.
final class SourceTextStyle: HostObject, @unchecked Sendable {
    let document: TextDocument

    init(document: TextDocument) {
        self.document = document
    }

    func property(_ name: String, of object: ScriptObject, _ context: ScriptContext) throws(ScriptError) -> ScriptValue?
    {
        switch name {
        case "value": return .string(document.text)
        case "style":
            let style = try context.makeObject()
            if let fill = document.fillColor {
                try style.set("fillColor", try context.makeArray(numbers: [fill.red, fill.green, fill.blue]), context)
            }
            try style.set("fontSize", .number(document.fontSize), context)
            try style.set("font", .string(document.fontName), context)
            try style.set("tracking", .number(document.tracking), context)
            return .object(style)
        default: return nil
        }
    }
}
