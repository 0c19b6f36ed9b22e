import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

extension JSONValue {
    func layers(context: DecodingContext) throws(LottieDecodingError) -> [Layer] {
        try requireArray().map { (element) throws(LottieDecodingError) in try element.layer(context: context) }
    }

    func layer(context: DecodingContext) throws(LottieDecodingError) -> Layer {
        try requireObject()
        let type = try required("ty").requireNumber()
        var layer = Layer(
            name: displayName,
            index: try optionalInt("ind"),
            parentIndex: try optionalInt("parent"),
            content: .none,
            transform: try self["ks"]?.transform(context: context) ?? .identity,
            inPoint: try inPoint(context: context),
            outPoint: try required("op").requireNumber(),
            startTime: try optionalNumber("st") ?? 0,
            timeStretch: try optionalNumber("sr") ?? 1,
            isHidden: flag("hd"),
            isMatteSource: flag("td"),
            matteMode: try matteMode(),
            matteLayerIndex: try optionalInt("tp"),
            masks: try self["masksProperties"]?.masks(context: context) ?? [],
            blendMode: self["bm"]?.blendMode(context: context) ?? .normal,
            autoOrient: flag("ao")
        )
        // A 2D layer has no rotation about x or y in After Effects; lottie-ios and ThorVG draw such a layer flat.
        if !flag("ddd"), layer.transform.rotationX != .constant(0) || layer.transform.rotationY != .constant(0) {
            context.note(
                self, key: "ks", "rotation about x or y on a 2D layer (ddd 0) is ignored, as After Effects ignores it")
            layer.transform.rotationX = .constant(0)
            layer.transform.rotationY = .constant(0)
        }
        if let effects = try self["ef"]?.effects(context: context) {
            layer.effects = effects.drawn
            layer.effectInstances = effects.instances
        }
        layer.styles = try self["sy"]?.layerStyles(context: context) ?? []
        if layer.timeStretch == 0 {
            context.note(self, key: "sr", "a time stretch of 0 is read as 1")
            layer.timeStretch = 1
        }
        layer.content = try content(type: Self.integer(type) ?? -1, context: context)
        noteUnsupportedFeatures(context: context)
        return layer
    }

    /// `ip`; ThorVG and rlottie draw a layer without one from frame 0, and so does TabShift, with a diagnostic.
    private func inPoint(context: DecodingContext) throws(LottieDecodingError) -> Double {
        if let value = self["ip"] { return try value.requireNumber() }
        context.note(self, "the layer has no in point (ip); it is shown from frame 0")
        return 0
    }

    private func matteMode() throws(LottieDecodingError) -> MatteMode? {
        switch try optionalInt("tt") ?? 0 {
        case 1: .alpha
        case 2: .invertedAlpha
        case 3: .luma
        case 4: .invertedLuma
        default: nil
        }
    }

    private func content(type: Int, context: DecodingContext) throws(LottieDecodingError) -> LayerContent {
        switch type {
        case 0:
            return .precomposition(
                PrecompositionReference(
                    assetID: try required("refId").requireString(),
                    width: try optionalNumber("w") ?? 0,
                    height: try optionalNumber("h") ?? 0,
                    timeRemap: try self["tm"]?.animatedValue(.scalar, context: context)
                ))
        case 1:
            let colorText = try optionalString("sc") ?? "#000000"
            var color = LottieColor.black
            if let read = LottieColor(hex: colorText) {
                color = read
            } else {
                // lottie-web and ThorVG draw a solid whose colour they cannot read in black.
                context.note(self, key: "sc", "\"\(colorText.prefix(40))\" is not a #RRGGBB colour; the solid is black")
            }
            return .solid(
                SolidContent(color: color, width: try optionalNumber("sw") ?? 0, height: try optionalNumber("sh") ?? 0))
        case 2:
            return .image(assetID: try required("refId").requireString())
        case 3:
            return .none
        case 4:
            return .shapes(try self["shapes"]?.shapeItems(context: context).items ?? [])
        case 5:
            return .text(try required("t").textContent(context: context))
        default:
            let name = [6: "audio layer", 7: "video placeholder", 13: "camera layer"][type] ?? "layer type \(type)"
            context.note(self, "\(name) is not supported yet; drawn as an empty layer")
            return .none
        }
    }

    private func noteUnsupportedFeatures(context: DecodingContext) {
        if flag("ddd") {
            context.note(
                self, key: "ddd",
                "3D layer: rotations about x and y are flattened orthographically; depth, perspective and cameras are ignored"
            )
        }
    }
}
