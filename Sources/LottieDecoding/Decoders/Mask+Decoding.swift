@_spi(Model) import LottieModel
import VectorGraphics

extension JSONValue {
    /// `masksProperties`: mode letters `a s i l d f n`, `inv`, path `pt`, opacity `o` (percent), expansion `x`,
    /// feather `f`.
    func masks(context: DecodingContext) throws(LottieDecodingError) -> [Mask] {
        try requireArray().map { (element) throws(LottieDecodingError) in
            try element.requireObject()
            let letter = try element.optionalString("mode") ?? "a"
            let mode: Mask.Mode
            switch letter {
            case "a": mode = .add
            case "s": mode = .subtract
            case "i": mode = .intersect
            case "l": mode = .lighten
            case "d": mode = .darken
            case "f": mode = .difference
            case "n": mode = .none
            default:
                context.note(element, key: "mode", "mask mode \"\(letter)\" is unknown; read as add")
                mode = .add
            }
            let feather = try element.animatedValue("f", .point, default: .zero, context: context)
            if feather != .constant(.zero) {
                context.note(element, key: "f", "mask feather is approximated with a blur, and only in raster output")
            }
            return Mask(
                name: element.displayName, mode: mode, isInverted: element.flag("inv"),
                path: try element.required("pt").animatedValue(.vertexPath, context: context),
                opacity: try element.animatedValue("o", .scalar, default: 100, context: context).fractionOfPercent(),
                expansion: try element.animatedValue("x", .scalar, default: 0, context: context),
                feather: feather
            )
        }
    }

    /// `bm` as a number (0 normal … 15 luminosity, 16 add) or, as newer files write it, a CSS-style name.
    func blendMode(context: DecodingContext) -> BlendingMode {
        if let number {
            let modes: [BlendingMode] = [
                .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight,
                .softLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity, .add
            ]
            guard let index = code, modes.indices.contains(index) else {
                context.note(self, "blend mode \(number) is unknown; drawn in normal mode")
                return .normal
            }
            return modes[index]
        }
        let name = (string ?? "").replacingOccurrences(of: "-", with: "").lowercased()
        if let mode = BlendingMode.allCases.first(where: { $0.rawValue.lowercased() == name }) { return mode }
        context.note(self, "blend mode \"\(string ?? "")\" is unknown; drawn in normal mode")
        return .normal
    }
}
