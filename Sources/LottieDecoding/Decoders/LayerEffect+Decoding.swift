import LottieModel
import VectorGraphics

extension JSONValue {
    /// Layer effects (`ef`) by type: 20 tint, 21 fill, 23 tritone, 25 drop shadow, 29 gaussian blur. Parameters
    /// are read by position, as After Effects lists them; others become diagnostics.
    func effects(context: DecodingContext) throws(LottieDecodingError) -> [LayerEffect] {
        var effects: [LayerEffect] = []
        for element in try requireArray() {
            try element.requireObject()
            if let enabled = element["en"]?.bool, !enabled { continue }
            let type = element["ty"]?.code ?? -1
            let parameters = try element["ef"]?.requireArray() ?? []
            func value<Value>(_ index: Int, _ reader: ValueReader<Value>, _ fallback: Value) throws(LottieDecodingError) -> AnimatedValue<Value> {
                guard index < parameters.count, let property = parameters[index]["v"] else { return .constant(fallback) }
                return try property.animatedValue(reader, context: context)
            }
            func ignored(_ index: Int, _ name: String, unless neutral: Double) {
                guard index < parameters.count, let property = parameters[index]["v"], let current = property["k"]?.number, current != neutral else { return }
                context.note(path: property.path, "\(name) is not honoured")
            }
            switch type {
            case 20:
                effects.append(.tint(black: try value(0, .color, .black), white: try value(1, .color, .white), amountPercent: try value(2, .scalar, 100)))
            case 21:
                ignored(0, "fill mask", unless: 0)
                ignored(3, "invert", unless: 0)
                ignored(4, "horizontal feather", unless: 0)
                ignored(5, "vertical feather", unless: 0)
                effects.append(.fill(color: try value(2, .color, .black), opacity: try value(6, .scalar, 1)))
            case 23:
                effects.append(.tritone(highlights: try value(0, .color, .white), midtones: try value(1, .color, LottieColor(red: 0.5, green: 0.5, blue: 0.5)), shadows: try value(2, .color, .black), blendPercent: try value(3, .scalar, 0)))
            case 25:
                ignored(5, "shadow only", unless: 0)
                effects.append(.dropShadow(color: try value(0, .color, .black), opacity: try value(1, .scalar, 128), direction: try value(2, .scalar, 135), distance: try value(3, .scalar, 5), softness: try value(4, .scalar, 0)))
            case 29:
                ignored(2, "repeat edge pixels", unless: 0)
                let dimensions = parameters.count > 1 ? parameters[1]["v"]?["k"]?.code ?? 1 : 1
                effects.append(.gaussianBlur(blurriness: try value(0, .scalar, 0), dimensions: (1...3).contains(dimensions) ? dimensions : 1))
            default:
                context.note(element, "effect \"\(element.displayName)\" (type \(type)) is not supported yet; skipped")
            }
        }
        return effects
    }
}
