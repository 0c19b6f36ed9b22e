@_spi(Model) import LottieModel
import VectorGraphics

extension JSONValue {
    /// Layer effects (`ef`): every entry as an `EffectInstance` (names and parameters, for expressions), and the ones
    /// the player draws by type: 20 tint, 21 fill, 23 tritone, 25 drop shadow, 29 gaussian blur. Parameters are read
    /// by position, as After Effects lists them; other effects become diagnostics unless they are expression
    /// controls, which draw nothing by design.
    func effects(
        context: DecodingContext
    ) throws(LottieDecodingError) -> (drawn: [LayerEffect], instances: [EffectInstance]) {
        var drawn: [LayerEffect] = []
        var instances: [EffectInstance] = []
        for element in try requireArray() {
            try element.requireObject()
            instances.append(try element.effectInstance(context: context))
            if let enabled = element["en"]?.bool, !enabled { continue }
            let type = element["ty"]?.code ?? -1
            let parameters = try element["ef"]?.requireArray() ?? []
            // Read by the type each effect needs at each position; the same property read for the instance above
            // keeps its expression's id (the context knows each expression by its JSON value).
            func value<Value>(
                _ index: Int, _ reader: ValueReader<Value>, _ fallback: Value
            ) throws(LottieDecodingError) -> AnimatedValue<Value> {
                guard index < parameters.count, let property = parameters[index]["v"] else {
                    return .constant(fallback)
                }
                return try property.animatedValue(reader, context: context)
            }
            func ignored(_ index: Int, _ name: String, unless neutral: Double) {
                guard index < parameters.count, let property = parameters[index]["v"],
                    let current = property["k"]?.number, current != neutral
                else { return }
                context.note(property, "\(name) is not honoured")
            }
            switch type {
            case 20:
                drawn.append(
                    .tint(
                        black: try value(0, .color, .black), white: try value(1, .color, .white),
                        amountPercent: try value(2, .scalar, 100)))
            case 21:
                ignored(0, "fill mask", unless: 0)
                ignored(3, "invert", unless: 0)
                ignored(4, "horizontal feather", unless: 0)
                ignored(5, "vertical feather", unless: 0)
                drawn.append(.fill(color: try value(2, .color, .black), opacity: try value(6, .scalar, 1)))
            case 23:
                drawn.append(
                    .tritone(
                        highlights: try value(0, .color, .white),
                        midtones: try value(1, .color, LottieColor(red: 0.5, green: 0.5, blue: 0.5)),
                        shadows: try value(2, .color, .black), blendPercent: try value(3, .scalar, 0)))
            case 25:
                ignored(5, "shadow only", unless: 0)
                drawn.append(
                    .dropShadow(
                        color: try value(0, .color, .black), opacity: try value(1, .scalar, 128),
                        direction: try value(2, .scalar, 135), distance: try value(3, .scalar, 5),
                        softness: try value(4, .scalar, 0)))
            case 29:
                ignored(2, "repeat edge pixels", unless: 0)
                let dimensions = parameters.count > 1 ? parameters[1]["v"]?["k"]?.code ?? 1 : 1
                drawn.append(
                    .gaussianBlur(
                        blurriness: try value(0, .scalar, 0), dimensions: (1...3).contains(dimensions) ? dimensions : 1)
                )
            case 5:
                // An expression control (slider, colour, checkbox…): read by expressions, never drawn.
                break
            default:
                context.note(element, "effect \"\(element.displayName)\" (type \(type)) is not supported yet; skipped")
            }
        }
        return (drawn, instances)
    }

    private func effectInstance(context: DecodingContext) throws(LottieDecodingError) -> EffectInstance {
        EffectInstance(
            name: displayName, matchName: self["mn"]?.string ?? "", type: self["ty"]?.code ?? -1,
            isEnabled: self["en"]?.bool ?? true,
            parameters: try effectParameters(context: context, depth: 0)
        )
    }

    /// Groups nest parameters; deeper than this is not an effect anyone made.
    private static let maximumParameterNesting = 8

    private func effectParameters(context: DecodingContext, depth: Int) throws(LottieDecodingError) -> [EffectParameter]
    {
        guard let list = self["ef"], depth < Self.maximumParameterNesting else { return [] }
        return try list.requireArray().map { (parameter) throws(LottieDecodingError) in
            try parameter.requireObject()
            let value: EffectParameter.Value
            do throws(LottieDecodingError) {
                value = try parameter.effectParameterValue(context: context, depth: depth)
            } catch {
                // A parameter nothing reads must not cost the whole file; one that is read falls back to its default.
                context.note(path: error.path, "\(error.message); the parameter is ignored")
                value = .none
            }
            return EffectParameter(name: parameter.displayName, matchName: parameter["mn"]?.string ?? "", value: value)
        }
    }

    private func effectParameterValue(
        context: DecodingContext, depth: Int
    ) throws(LottieDecodingError) -> EffectParameter.Value {
        let parameter = self
        let value: EffectParameter.Value
        switch parameter["ty"]?.code ?? parameter.inferredParameterType {
        case 2:
            value =
                try parameter["v"].map { (json) throws(LottieDecodingError) in
                    .color(try json.animatedValue(.color, context: context))
                } ?? .none
        case 3:
            value =
                try parameter["v"].map { (json) throws(LottieDecodingError) in
                    .point(try json.animatedValue(.point, context: context))
                } ?? .none
        case 5: value = .group(try parameter.effectParameters(context: context, depth: depth + 1))
        case 6: value = .none
        case 10:
            value =
                try parameter["v"].map { (json) throws(LottieDecodingError) in
                    .layer(try json.animatedValue(.scalar, context: context))
                } ?? .none
        default:
            value =
                try parameter["v"].map { (json) throws(LottieDecodingError) in
                    .number(try json.animatedValue(.scalar, context: context))
                } ?? .none
        }
        return value
    }
}

extension JSONValue {
    /// A parameter without `ty` (hand-written files): a colour when its value has three or four numbers, a point
    /// when two, else a number.
    fileprivate var inferredParameterType: Int {
        let content = self["v"]?["k"]
        guard let content, content.kind == .array else { return 0 }
        if let first = content.elements.first, first.kind == .object, let start = first["s"] {
            return start.count == 2 ? 3 : start.count >= 3 ? 2 : 0
        }
        return content.count == 2 ? 3 : content.count >= 3 ? 2 : 0
    }
}
