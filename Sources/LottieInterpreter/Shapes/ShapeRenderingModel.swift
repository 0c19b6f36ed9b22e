import LottieModel
import VectorGraphics

/// Geometry that modifiers may still change after styles have claimed it, so it lives in a shared cell.
final class GeometryCell {
    /// A modifier after a merge (a trim, say) changes the outline itself; from then on the path is the shape,
    /// and the boolean operands no longer describe it.
    var path: BezierPath {
        didSet { mergedOperands = nil }
    }
    /// Set by merge paths: the shapes merged and how each combines with those before. Fills use their combined
    /// coverage and strokes the merged outline, until a modifier changes `path`.
    var mergedOperands: [SceneMask]?

    init(path: BezierPath, mergedOperands: [SceneMask]? = nil) {
        self.path = path
        self.mergedOperands = mergedOperands
    }
}

/// A cell as seen from an enclosing group: `transform` maps the cell's coordinates into that group's, and
/// `origin` says which path it belongs to: every path is its own, until a merge paths in mode `merge` joins the
/// paths before it into one compound path. Merge paths treats each origin as one operand.
struct ScopedGeometry {
    let cell: GeometryCell
    let transform: AffineTransform
    var origin: Int = 0
}

/// The spec's shape rendering model (`shapes.md`): a style paints every shape before it in its group and the
/// groups nested there; a modifier changes every such shape, whatever the style's position; items earlier in
/// the list draw on top.
///
/// Two passes: the first walks the list top to bottom, creating geometry, recording which geometry each style
/// claims and letting modifiers change it in place; the second turns the records into nodes bottom to top.
struct ShapeRenderingModel {
    enum Draw {
        case style(StyleSource, [ScopedGeometry])
        case group(transform: AffineTransform, opacity: Double, draws: [Draw])
    }

    struct Scope {
        var geometry: [ScopedGeometry] = []
        var draws: [Draw] = []
        private(set) var nextOrigin = 0

        mutating func newOrigin() -> Int {
            nextOrigin += 1
            return nextOrigin
        }
    }

    let frame: Double
    let overrides: PropertyOverrides

    func nodes(for items: [CompiledShapeItem]) -> [SceneNode] {
        emit(collect(items).draws)
    }

    private func collect(_ items: [CompiledShapeItem]) -> Scope {
        var scope = Scope()
        for item in items {
            switch item.kind {
            case .geometry(let source):
                guard let contour = source.contour(at: frame) else { continue }
                scope.geometry.append(ScopedGeometry(cell: GeometryCell(path: BezierPath(contours: [contour])), transform: .identity, origin: scope.newOrigin()))
            case .group(let children, let transform):
                let opacity = transform.opacity(at: frame, overrides: overrides)
                let matrix = transform.matrix(at: frame, overrides: overrides)
                let inner = collect(children)
                var origins: [Int: Int] = [:]
                for item in inner.geometry {
                    let origin = origins[item.origin] ?? scope.newOrigin()
                    origins[item.origin] = origin
                    scope.geometry.append(ScopedGeometry(cell: item.cell, transform: item.transform.followed(by: matrix), origin: origin))
                }
                if opacity > 0 { scope.draws.append(.group(transform: matrix, opacity: opacity, draws: inner.draws)) }
            case .style(let style):
                scope.draws.append(.style(style, scope.geometry))
            case .trimPath(let trim):
                trim.apply(to: scope.geometry, at: frame)
            case .pathModifier(let modifier):
                modifier.apply(to: scope.geometry, at: frame)
            case .repeater(let repeater):
                scope = repeated(scope, by: repeater)
            case .mergePaths(let mode):
                merge(&scope, mode: mode)
            }
        }
        return scope
    }

    private func emit(_ draws: [Draw]) -> [SceneNode] {
        draws.reversed().flatMap { draw -> [SceneNode] in
            switch draw {
            case .style(let style, let geometry):
                return paint(geometry, with: style)
            case .group(let transform, let opacity, let inner):
                let children = emit(inner)
                guard !children.isEmpty else { return [] }
                return [.group(SceneGroup(transform: transform, opacity: opacity, children: children))]
            }
        }
    }
}
