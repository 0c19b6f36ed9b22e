@_spi(Model) import LottieModel
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
package struct ShapeRenderingModel {
    enum Draw {
        case style(StyleSource, [ScopedGeometry])
        case group(transform: AffineTransform, opacity: Double, draws: [Draw])
        /// A still group's nodes, built when compiled.
        case nodes([SceneNode])
    }

    struct Scope {
        var geometry: [ScopedGeometry] = []
        var draws: [Draw] = []
        private(set) var nextOrigin = 0

        mutating func newOrigin() -> Int {
            nextOrigin += 1
            return nextOrigin
        }

        /// Room for what `items` add directly, a shape for each nested group among them: appending one by one
        /// reallocated the arrays two or three times a group, every frame.
        mutating func reserveCapacity(for items: [CompiledShapeItem]) {
            var shapes = 0, draws = 0
            for index in items.indices {
                if items[index].addsShape { shapes += 1 }
                if items[index].addsDraw { draws += 1 }
            }
            if shapes > 0 { geometry.reserveCapacity(shapes) }
            if draws > 0 { self.draws.reserveCapacity(draws) }
        }

        /// Takes in `geometry` from a nested scope whose origins run from 1 to `originCount`, seen through
        /// `transform`: each of its origins becomes one new origin here, in the order first met.
        mutating func adopt(_ geometry: [ScopedGeometry], under transform: AffineTransform, originCount: Int) {
            guard !geometry.isEmpty else { return }
            let needed = self.geometry.count + geometry.count
            // Doubling, as appending would: groups adopt one after another.
            if needed > self.geometry.capacity {
                self.geometry.reserveCapacity(max(needed, 2 * self.geometry.capacity))
            }
            // Origins are small and dense, so a table indexed by them replaces a dictionary on every group and frame;
            // it lives on the stack, as groups adopt on every frame.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: originCount + 1) { renamed in
                renamed.initialize(repeating: 0)
                for item in geometry {
                    let inner = min(max(item.origin, 0), originCount)
                    if renamed[inner] == 0 { renamed[inner] = newOrigin() }
                    self.geometry.append(
                        ScopedGeometry(
                            cell: item.cell, transform: item.transform.followed(by: transform), origin: renamed[inner]))
                }
            }
        }
    }

    let frame: Double
    let overrides: PropertyOverrides
    /// Where modifiers keep what they work out for the next frame; nil works everything out.
    let modifierResults: ModifierResults?

    package init(frame: Double, overrides: PropertyOverrides) {
        self.init(frame: frame, overrides: overrides, modifierResults: nil)
    }

    init(frame: Double, overrides: PropertyOverrides, modifierResults: ModifierResults?) {
        self.frame = frame
        self.overrides = overrides
        self.modifierResults = modifierResults
    }

    package func nodes(for items: [CompiledShapeItem]) -> [SceneNode] {
        emit(collect(items).draws)
    }

    private func collect(_ items: [CompiledShapeItem]) -> Scope {
        var scope = Scope()
        scope.reserveCapacity(for: items)
        for item in items {
            switch item.kind {
            case .geometry(let source):
                guard let path = source.path(at: frame, overrides: overrides) else { continue }
                scope.geometry.append(
                    ScopedGeometry(cell: GeometryCell(path: path), transform: .identity, origin: scope.newOrigin()))
            case .group(let children, let transform, let constantNodes):
                if overrides.isEmpty, let constantNodes {
                    scope.draws.append(.nodes(constantNodes))
                    continue
                }
                let opacity = transform.opacity(at: frame, overrides: overrides)
                let matrix = transform.matrix(at: frame, overrides: overrides)
                let inner = collect(children)
                scope.adopt(inner.geometry, under: matrix, originCount: inner.nextOrigin)
                if opacity > 0 { scope.draws.append(.group(transform: matrix, opacity: opacity, draws: inner.draws)) }
            case .style(let style):
                scope.draws.append(.style(style, scope.geometry))
            case .trimPath(let trim):
                trim.apply(to: scope.geometry, at: frame, overrides: overrides, keeping: modifierResults)
            case .pathModifier(let modifier):
                modifier.apply(to: scope.geometry, at: frame, keeping: modifierResults)
            case .repeater(let repeater):
                scope = repeated(scope, by: repeater)
            case .mergePaths(let mode):
                merge(&scope, mode: mode)
            }
        }
        return scope
    }

    private func emit(_ draws: [Draw]) -> [SceneNode] {
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(draws.count)
        emit(draws, into: &nodes)
        return nodes
    }

    private func emit(_ draws: [Draw], into nodes: inout [SceneNode]) {
        for draw in draws.reversed() {
            switch draw {
            case .style(let style, let geometry):
                paint(geometry, with: style, into: &nodes)
            case .group(let transform, let opacity, let inner):
                let children = emit(inner)
                guard !children.isEmpty else { continue }
                nodes.append(.group(SceneGroup(transform: transform, opacity: opacity, children: children)))
            case .nodes(let constant):
                nodes.append(contentsOf: constant)
            }
        }
    }
}
