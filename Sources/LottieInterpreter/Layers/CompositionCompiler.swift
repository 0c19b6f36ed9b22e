@_spi(Model) import LottieModel
import VectorGraphics

/// Builds the compiled layer tree once: every precomposition compiled a single time however often it is
/// placed, parents resolved, and reference cycles cut with a diagnostic instead of recursing forever.
final class CompositionCompiler {
    private let animation: LottieAnimation
    private var compiled: [String: CompiledComposition] = [:]
    private var inProgress: Set<String> = []
    private(set) var diagnostics: [Diagnostic] = []
    /// Deeper nesting than this is refused: no real icon nests precompositions this far.
    static let maximumNestingDepth = 32

    init(animation: LottieAnimation) {
        self.animation = animation
    }

    func compileRoot() -> CompiledComposition {
        compile(animation.layers, path: "layers", keypath: [], depth: 0)
    }

    private func compile(_ layers: [Layer], path: String, keypath: [String], depth: Int) -> CompiledComposition {
        // Mattes and parents are resolved first, so that each layer is made whole; their diagnostics are reported
        // after the layers' own, as they always were.
        let positions = Dictionary(
            layers.enumerated().compactMap { offset, layer in layer.index.map { ($0, offset) } },
            uniquingKeysWith: { first, _ in first })
        let before = diagnostics.count
        let mattePositions = layers.indices.map { offset in
            layers[offset].matteMode == nil
                ? nil : mattePosition(for: offset, in: layers, positions: positions, path: path)
        }
        let parentPositions = layers.indices.map { offset -> Int? in
            guard let parent = layers[offset].parentIndex else { return nil }
            if let position = positions[parent], position != offset { return position }
            diagnostics.append(
                Diagnostic(
                    path: "\(path)[\(offset)].parent",
                    message: "no layer has index \(parent); the layer is drawn without a parent"))
            return nil
        }
        let resolving = Array(diagnostics[before...])
        diagnostics.removeSubrange(before...)
        // A layer above a matted one is its matte, and not drawn, even without `td` (see `mattePosition`).
        let usedAsMattes = Set(
            layers.indices.compactMap { offset in layers[offset].matteLayerIndex == nil ? mattePositions[offset] : nil }
        )
        let result = layers.enumerated().map { offset, layer in
            compile(
                layer, path: LayerPath(composition: path, offset: offset), keypath: keypath + [layer.name],
                depth: depth, parentPosition: parentPositions[offset], mattePosition: mattePositions[offset],
                isMatte: layer.isMatteSource || usedAsMattes.contains(offset))
        }
        diagnostics += resolving
        reportDeepParentChains(in: result, path: path)
        return CompiledComposition(layers: result)
    }

    /// Parent chains are followed at most `CompiledComposition.maximumParentDepth` links (the corpus's deepest is
    /// 7), so a chain of thousands costs a bounded walk per layer; one diagnostic says which layers lose ancestors.
    private func reportDeepParentChains(in layers: [CompiledLayer], path: String) {
        let limit = CompiledComposition.maximumParentDepth
        let deep = layers.indices.filter { offset in
            var current = offset, links = 0
            while let parent = layers[current].parentPosition, links <= limit {
                current = parent
                links += 1
            }
            return links > limit
        }
        guard let first = deep.first else { return }
        diagnostics.append(
            Diagnostic(
                path: "\(path)[\(first)].parent",
                message:
                    "\(deep.count) layer(s) have more than \(limit) ancestors (or a parent cycle); ancestors beyond the \(limit)th are ignored"
            ))
    }

    /// The layer named by `tp`, else the one just above. Without `td` on it, ThorVG, rlottie and lottie-ios still take
    /// the layer above as the matte and do not draw it (`lottie-android__TgsWithoutOpacity`); so does TabShift.
    private func mattePosition(for offset: Int, in layers: [Layer], positions: [Int: Int], path: String) -> Int? {
        if let index = layers[offset].matteLayerIndex {
            if let position = positions[index], position != offset { return position }
            diagnostics.append(
                Diagnostic(
                    path: "\(path)[\(offset)].tp",
                    message: "no layer has index \(index); the layer is drawn without its matte"))
            return nil
        }
        if offset > 0 {
            if !layers[offset - 1].isMatteSource {
                diagnostics.append(
                    Diagnostic(
                        path: "\(path)[\(offset - 1)].td",
                        message:
                            "the layer is the matte of the layer below (tt) without being marked a matte layer (td); it is used as the matte and not drawn, as ThorVG and rlottie do"
                    ))
            }
            return offset - 1
        }
        diagnostics.append(
            Diagnostic(
                path: "\(path)[\(offset)].tt",
                message: "no layer is above to be the matte; the layer is drawn without its matte"))
        return nil
    }

    private func compile(
        _ layer: Layer, path: LayerPath, keypath: [String], depth: Int, parentPosition: Int?, mattePosition: Int?,
        isMatte: Bool
    ) -> CompiledLayer {
        CompiledLayer(
            name: layer.name,
            transform: TransformTimeline(layer.transform, autoOrient: layer.autoOrient, keypath: keypath),
            content: content(of: layer, path: path, keypath: keypath, depth: depth),
            inPoint: layer.inPoint,
            outPoint: layer.outPoint,
            startTime: layer.startTime,
            timeStretch: layer.timeStretch,
            isDrawn: !layer.isHidden && !isMatte,
            masks: layer.masks.compactMap(CompiledMask.init),
            effects: layer.effects.map(CompiledEffect.init)
                + CompiledEffect.drawingOrder(layer.styles).map(CompiledEffect.init),
            blendMode: layer.blendMode,
            matteMode: layer.matteMode,
            parentPosition: parentPosition,
            mattePosition: mattePosition
        )
    }

    private func content(of layer: Layer, path: LayerPath, keypath: [String], depth: Int) -> CompiledLayer.Content {
        switch layer.content {
        case .none:
            return .none
        case .shapes(let items):
            return .shapes(CompiledShapeItem.compile(items, keypath: keypath))
        case .solid(let solid):
            return .solid(solid.color, width: solid.width, height: solid.height)
        case .text(let text):
            return .text(
                TextSource(text, animation: animation, masks: layer.masks, keypath: keypath) { message in
                    diagnostics.append(Diagnostic(path: path.description, message: message))
                })
        case .image(let assetID):
            guard let asset = animation.images[assetID] else {
                diagnostics.append(
                    Diagnostic(
                        path: "\(path).refId", message: "no image asset has id \"\(assetID)\"; the layer draws nothing")
                )
                return .none
            }
            guard case .embedded(let image) = asset.source else {
                diagnostics.append(
                    Diagnostic(
                        path: "\(path).refId",
                        message: "image \"\(assetID)\" was not found beside the file; the layer draws nothing"))
                return .none
            }
            return .image(image, width: asset.width, height: asset.height)
        case .precomposition(let reference):
            guard let composition = precomposition(reference.assetID, path: path, depth: depth) else { return .none }
            return .precomposition(
                composition, width: reference.width, height: reference.height,
                timeRemap: reference.timeRemap.map(Timeline.init))
        }
    }

    /// A precomposition placed several times is compiled once, its keypaths named from its own root; the renderer
    /// makes overrides relative to each placement.
    private func precomposition(_ id: String, path: LayerPath, depth: Int) -> CompiledComposition? {
        if let done = compiled[id] { return done }
        guard let asset = animation.precompositions[id] else {
            diagnostics.append(
                Diagnostic(
                    path: "\(path).refId", message: "no precomposition asset has id \"\(id)\"; the layer draws nothing")
            )
            return nil
        }
        guard !inProgress.contains(id), depth < Self.maximumNestingDepth else {
            diagnostics.append(
                Diagnostic(
                    path: "\(path).refId",
                    message:
                        "precomposition \"\(id)\" contains itself or nests deeper than \(Self.maximumNestingDepth); the layer draws nothing"
                ))
            return nil
        }
        inProgress.insert(id)
        let composition = compile(asset.layers, path: "assets[id=\(id)].layers", keypath: [], depth: depth + 1)
        inProgress.remove(id)
        compiled[id] = composition
        return composition
    }
}

/// A layer's JSON path, written out only for a diagnostic: formatting one per layer on every compile cost time and
/// paged in the standard library's number printing for files that never report anything.
private struct LayerPath: CustomStringConvertible {
    let composition: String
    let offset: Int
    var description: String { "\(composition)[\(offset)]" }
}
