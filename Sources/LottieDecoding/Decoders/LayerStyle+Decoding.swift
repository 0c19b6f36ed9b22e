@_spi(Model) import LottieModel
import VectorGraphics

extension JSONValue {
    /// Layer styles (`sy`) by type: 0 stroke, 1 drop shadow, 2 inner shadow, 3 outer glow, 4 inner glow, 7 colour
    /// overlay, 8 gradient overlay; bevel and emboss and satin become diagnostics. A style's blend mode, noise, range
    /// and jitter, and a gradient overlay's smoothness, offset and alignment are not honoured (Skottie, the one other
    /// player that draws styles, leaves them too).
    func layerStyles(context: DecodingContext) throws(LottieDecodingError) -> [LayerStyle] {
        var styles: [LayerStyle] = []
        for element in try requireArray() {
            try element.requireObject()
            if let enabled = element["en"]?.bool, !enabled { continue }
            func value<Value>(
                _ key: StaticString, _ reader: ValueReader<Value>, _ fallback: Value
            ) throws(LottieDecodingError) -> AnimatedValue<Value> {
                try element[key]?.animatedValue(reader, context: context) ?? .constant(fallback)
            }
            let type = element["ty"]?.code ?? -1
            switch type {
            case 0:
                styles.append(.stroke(color: try value("c", .color, .black), size: try value("s", .scalar, 3)))
            case 1, 2:
                let shadow = LayerStyle.Shadow(
                    color: try value("c", .color, .black), opacity: try value("o", .scalar, 75),
                    angle: try value("a", .scalar, 120),
                    size: try value("s", .scalar, 5), distance: try value("d", .scalar, 5),
                    choke: try value("ch", .scalar, 0)
                )
                styles.append(type == 1 ? .dropShadow(shadow) : .innerShadow(shadow))
            case 3, 4:
                // Source (`sr`): 1 the edges, 2 the centre.
                let source = element["sr"]?.firstNumber.flatMap(Self.integer) ?? 1
                let glow = LayerStyle.Glow(
                    color: try value("c", .color, LottieColor(red: 1, green: 1, blue: 0.745)),
                    opacity: try value("o", .scalar, 75),
                    size: try value("s", .scalar, 5), choke: try value("ch", .scalar, 0), fromEdges: source != 2
                )
                styles.append(type == 3 ? .outerGlow(glow) : .innerGlow(glow))
            case 7:
                styles.append(
                    .colorOverlay(color: try value("c", .color, .black), opacity: try value("so", .scalar, 100)))
            case 8:
                guard let gradient = element["gf"] else {
                    context.note(element, "a gradient overlay without a gradient (gf) draws nothing; skipped")
                    continue
                }
                styles.append(
                    .gradientOverlay(
                        LayerStyle.GradientOverlay(
                            colors: try Self.gradientColors(counted: gradient, valued: gradient, context: context),
                            opacity: try value("o", .scalar, 100), angle: try value("a", .scalar, 90),
                            scale: try value("s", .scalar, 100),
                            isRadial: element["gt"]?.firstNumber == 2,
                            isReversed: (element["re"]?.firstNumber ?? 0) != 0
                        )))
            default:
                let name = [5: "bevel and emboss", 6: "satin"][type] ?? "type \(type)"
                context.note(element, "layer style \(name) is not supported yet; skipped")
            }
        }
        return styles
    }
}
