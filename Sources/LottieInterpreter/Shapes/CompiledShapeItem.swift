import LottieModel
import VectorGraphics

/// A shape item with its properties compiled into timelines.
struct CompiledShapeItem: Sendable {
    enum Kind: Sendable {
        case group([CompiledShapeItem], TransformTimeline)
        case geometry(GeometrySource)
        case style(StyleSource)
        case trimPath(TrimPathModifier)
    }

    let kind: Kind

    /// Hidden items are dropped here, once, rather than checked at every frame.
    static func compile(_ items: [ShapeItem]) -> [CompiledShapeItem] {
        items.compactMap { item in
            guard !item.isHidden else { return nil }
            return CompiledShapeItem(kind: compile(item.kind))
        }
    }

    private static func compile(_ kind: ShapeItem.Kind) -> Kind {
        switch kind {
        case .group(let group): .group(compile(group.items), TransformTimeline(group.transform))
        case .rectangle(let rectangle): .geometry(.rectangle(rectangle))
        case .ellipse(let ellipse): .geometry(.ellipse(ellipse))
        case .polystar(let polystar): .geometry(.polystar(polystar))
        case .path(let path): .geometry(.path(path))
        case .fill(let fill): .style(.fill(fill))
        case .stroke(let stroke): .style(.stroke(stroke))
        case .gradientFill(let fill): .style(.gradientFill(fill))
        case .gradientStroke(let stroke): .style(.gradientStroke(stroke))
        case .trimPath(let trim): .trimPath(TrimPathModifier(trim))
        }
    }
}
