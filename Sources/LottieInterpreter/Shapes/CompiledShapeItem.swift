@_spi(Model) import LottieModel
import VectorGraphics

/// A shape item with its properties compiled into timelines.
package struct CompiledShapeItem: Sendable {
    /// Boxed: every frame walks the items, and copying an unboxed case of this size went through a generic copy
    /// that retained each member of the payload.
    indirect enum Kind: Sendable {
        /// With its nodes when nothing in it moves and nothing after it reshapes or paints its geometry (see
        /// `compile`): a still group inside a moving layer is then built once, not every frame.
        case group([CompiledShapeItem], TransformTimeline, constantNodes: [SceneNode]?)
        case geometry(GeometrySource)
        case style(StyleSource)
        case trimPath(TrimPathModifier)
        case pathModifier(PathModifierSource)
        case repeater(RepeaterSource)
        case mergePaths(MergeMode)
    }

    let kind: Kind
    /// What the item adds to its scope's arrays at a frame, at most (a nested group counted as one shape): read
    /// from the item itself, as every group sizes its arrays on every frame, without opening the boxed kind.
    let addsShape: Bool
    let addsDraw: Bool

    init(kind: Kind) {
        self.kind = kind
        switch kind {
        case .group: (addsShape, addsDraw) = (true, true)
        case .geometry: (addsShape, addsDraw) = (true, false)
        case .style: (addsShape, addsDraw) = (false, true)
        case .trimPath, .pathModifier, .repeater, .mergePaths: (addsShape, addsDraw) = (false, false)
        }
    }

    /// Nothing the item draws changes over time, so its nodes at one frame are its nodes at every frame.
    var isConstant: Bool {
        switch kind {
        case .group(let items, let transform, _): transform.isConstant && items.allSatisfy(\.isConstant)
        case .geometry(let geometry): geometry.isConstant
        case .style(let style): style.isConstant
        case .trimPath(let trim): trim.isConstant
        case .pathModifier(let modifier): modifier.isConstant
        case .repeater(let repeater): repeater.isConstant
        case .mergePaths: true
        }
    }

    /// Where anything the item draws may change.
    var motion: ChangingFrames {
        switch kind {
        case .group(let items, let transform, _): ChangingFrames.union([transform.motion] + items.map(\.motion))
        case .geometry(let geometry): geometry.motion
        case .style(let style): style.motion
        case .trimPath(let trim): trim.motion
        case .pathModifier(let modifier): modifier.motion
        case .repeater(let repeater): repeater.motion
        case .mergePaths: .none
        }
    }

    /// Hidden items are dropped here, once, rather than checked at every frame. `keypath` names the layers and
    /// groups above the items, for overrides. `geometryUsedAfter` says whether an item after these, in an
    /// enclosing group, takes their geometry (a style, modifier, trim, repeater or merge): only where none does is a
    /// still group's output its nodes alone.
    package static func compile(
        _ items: [ShapeItem], keypath: [String], geometryUsedAfter: Bool = false
    ) -> [CompiledShapeItem] {
        let shown = items.filter { !$0.isHidden }
        var compiled: [CompiledShapeItem] = []
        compiled.reserveCapacity(shown.count)
        // Right to left, so that each item knows whether one after it takes the geometry before it.
        var usedAfter = geometryUsedAfter
        for item in shown.reversed() {
            compiled.append(
                CompiledShapeItem(
                    kind: compile(item.kind, keypath: keypath + [item.name], geometryUsedAfter: usedAfter)))
            if item.kind.usesGeometryBefore { usedAfter = true }
        }
        return compiled.reversed()
    }

    private static func compile(_ kind: ShapeItem.Kind, keypath: [String], geometryUsedAfter: Bool) -> Kind {
        switch kind {
        case .group(let group): compileGroup(group, keypath: keypath, geometryUsedAfter: geometryUsedAfter)
        case .rectangle(let rectangle): .geometry(.rectangle(rectangle, keypath: keypath))
        case .ellipse(let ellipse): .geometry(.ellipse(ellipse, keypath: keypath))
        case .polystar(let polystar): .geometry(.polystar(polystar, keypath: keypath))
        case .path(let path): .geometry(.path(path))
        case .fill(let fill): .style(.fill(fill, keypath: keypath))
        case .stroke(let stroke): .style(.stroke(stroke, keypath: keypath))
        case .gradientFill(let fill): .style(.gradientFill(fill, keypath: keypath))
        case .gradientStroke(let stroke): .style(.gradientStroke(stroke, keypath: keypath))
        case .trimPath(let trim): .trimPath(TrimPathModifier(trim, keypath: keypath))
        case .modifier(let modifier): .pathModifier(PathModifierSource(modifier))
        case .repeater(let repeater): .repeater(RepeaterSource(repeater))
        case .mergePaths(let mode): .mergePaths(mode)
        }
    }

    private static func compileGroup(_ group: ShapeGroup, keypath: [String], geometryUsedAfter: Bool) -> Kind {
        let items = compile(group.items, keypath: keypath, geometryUsedAfter: geometryUsedAfter)
        let transform = TransformTimeline(group.transform, keypath: keypath)
        let item = CompiledShapeItem(kind: .group(items, transform, constantNodes: nil))
        guard !geometryUsedAfter, item.isConstant else { return item.kind }
        return .group(
            items, transform, constantNodes: ShapeRenderingModel(frame: 0, overrides: .none).nodes(for: [item]))
    }
}

private extension ShapeItem.Kind {
    /// Whether the item paints, reshapes or copies the geometry before it in its group.
    var usesGeometryBefore: Bool {
        switch self {
        case .group, .rectangle, .ellipse, .polystar, .path: false
        case .fill, .stroke, .gradientFill, .gradientStroke, .trimPath, .modifier, .repeater, .mergePaths: true
        }
    }
}
