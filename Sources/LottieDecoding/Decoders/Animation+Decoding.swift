@_spi(Model) import LottieModel

extension JSONValue {
    /// The root object: header, assets, layers, markers.
    /// `callerSlots` are `slots` objects from outside the document (a theme, values set at run time), later ones
    /// winning over earlier ones and all over the document's own.
    func animation(
        context: DecodingContext, callerSlots: [JSONValue] = []
    ) throws(LottieDecodingError) -> LottieAnimation {
        try requireObject()
        // Before anything that may name a slot: assets come first.
        if let slots = self["slots"] { try context.addSlots(slots, isDocument: true) }
        for slots in callerSlots { try context.addSlots(slots, isDocument: false) }
        let frameRate = try required("fr").requireNumber()
        let width = try required("w").requireNumber()
        let height = try required("h").requireNumber()
        let inPoint = try required("ip").requireNumber()
        let outPoint = try required("op").requireNumber()
        try check(
            frameRate > 0 && frameRate <= 1000, key: "fr", "the frame rate must be between 0 and 1000, not \(frameRate)"
        )
        try check(
            width > 0 && height > 0, key: width > 0 ? "h" : "w",
            "the composition must be wider and taller than 0 (it is \(width)x\(height))")
        try check(
            outPoint > inPoint, key: "op", "the out point (\(outPoint)) must come after the in point (\(inPoint))")
        var precompositions: [String: Precomposition] = [:]
        var images: [String: ImageAsset] = [:]
        for asset in try self["assets"]?.requireArray() ?? [] {
            try asset.requireObject()
            guard let layers = asset["layers"] else {
                if asset["p"] != nil {
                    if let image = try asset.imageAsset(context: context) { images[image.id] = image }
                } else {
                    context.note(asset, "an asset with neither layers nor an image; skipped")
                }
                continue
            }
            let id = try asset.required("id").requireString()
            precompositions[id] = Precomposition(
                id: id, layers: try layers.layers(context: context), frameRate: try asset.optionalNumber("fr"),
                name: asset["nm"]?.string)
        }
        let markers = try (self["markers"]?.requireArray() ?? []).map { (marker) throws(LottieDecodingError) in
            Marker(
                name: try marker.optionalString("cm") ?? "", frame: try marker.required("tm").requireNumber(),
                durationFrames: try marker.optionalNumber("dr") ?? 0)
        }
        let layers = try required("layers").layers(context: context)
        let fonts = try self["fonts"]?.fonts(context: context) ?? []
        let glyphs = try self["chars"]?.glyphs(context: context) ?? []
        return LottieAnimation(
            name: displayName,
            version: try optionalString("v") ?? "",
            frameRate: frameRate,
            inPoint: inPoint,
            outPoint: outPoint,
            width: width,
            height: height,
            layers: layers,
            precompositions: precompositions,
            images: images,
            fonts: fonts,
            glyphs: glyphs,
            markers: markers,
            slots: context.slots
        )
    }
}
