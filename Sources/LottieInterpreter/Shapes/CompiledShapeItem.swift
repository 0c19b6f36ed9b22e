import LottieModel
import VectorGraphics

/// A shape item with its properties compiled into timelines.
struct CompiledShapeItem: Sendable {
    /// Boxed: every frame walks the items, and copying an unboxed case of this size went through a generic copy
    /// that retained each member of the payload.
    indirect enum Kind: Sendable {
        case group([CompiledShapeItem], TransformTimeline)
        case geometry(GeometrySource)
        case style(StyleSource)
        case trimPath(TrimPathModifier)
        case pathModifier(PathModifierSource)
        case repeater(RepeaterSource)
        case mergePaths(MergeMode)
    }

    let kind: Kind

    /// Nothing the item draws changes over time, so its nodes at one frame are its nodes at every frame.
    var isConstant: Bool {
        switch kind {
        case .group(let items, let transform): transform.isConstant && items.allSatisfy(\.isConstant)
        case .geometry(let geometry): geometry.isConstant
        case .style(let style): style.isConstant
        case .trimPath(let trim): trim.isConstant
        case .pathModifier(let modifier): modifier.isConstant
        case .repeater(let repeater): repeater.isConstant
        case .mergePaths: true
        }
    }

    /// Hidden items are dropped here, once, rather than checked at every frame. `keypath` names the layers and
    /// groups above the items, for overrides.
    static func compile(_ items: [ShapeItem], keypath: [String]) -> [CompiledShapeItem] {
        items.compactMap { item in
            guard !item.isHidden else { return nil }
            return CompiledShapeItem(kind: compile(item.kind, keypath: keypath + [item.name]))
        }
    }

    private static func compile(_ kind: ShapeItem.Kind, keypath: [String]) -> Kind {
        switch kind {
        case .group(let group): .group(compile(group.items, keypath: keypath), TransformTimeline(group.transform, keypath: keypath))
        case .rectangle(let rectangle): .geometry(.rectangle(rectangle))
        case .ellipse(let ellipse): .geometry(.ellipse(ellipse))
        case .polystar(let polystar): .geometry(.polystar(polystar))
        case .path(let path): .geometry(.path(path))
        case .fill(let fill): .style(.fill(fill, keypath: keypath))
        case .stroke(let stroke): .style(.stroke(stroke, keypath: keypath))
        case .gradientFill(let fill): .style(.gradientFill(fill, keypath: keypath))
        case .gradientStroke(let stroke): .style(.gradientStroke(stroke, keypath: keypath))
        case .trimPath(let trim): .trimPath(TrimPathModifier(trim))
        case .modifier(let modifier): .pathModifier(PathModifierSource(modifier))
        case .repeater(let repeater): .repeater(RepeaterSource(repeater))
        case .mergePaths(let mode): .mergePaths(mode)
        }
    }
}
