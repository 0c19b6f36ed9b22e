@_spi(Model) import LottieModel
import VectorGraphics

extension ShapeRenderingModel {
    /// Everything so far in the group, copied: each copy's draws under its transform and opacity, and its
    /// geometry seen through that transform by later styles and modifiers. No copies leaves nothing.
    ///
    /// Copies multiply when repeaters nest, so a group may not grow past `shapeBudget` drawn shapes and carried
    /// outlines: a repeater makes no more copies than fit, which keeps a hostile file's time and memory bounded.
    func repeated(_ scope: Scope, by repeater: RepeaterSource) -> Scope {
        var result = Scope()
        let weight = max(1, Self.weight(of: scope.draws) + scope.geometry.count)
        for copy in repeater.copies(at: frame, limit: max(1, Self.shapeBudget / weight)) {
            result.draws.append(.group(transform: copy.transform, opacity: copy.opacity, draws: scope.draws))
            // Each copy's items are items of their own, for merge paths after the repeater.
            result.adopt(scope.geometry, under: copy.transform, originCount: scope.nextOrigin)
        }
        // Geometry is listed bottom copy first, the order in which later styles' outlines were drawn anyway.
        return result
    }

    /// Icons draw dozens of shapes; ten thousand is far beyond any real one.
    static let shapeBudget = 10_000

    private static func weight(of draws: [Draw]) -> Int {
        draws.reduce(0) { total, draw in
            switch draw {
            case .style: total + 1
            case .group(_, _, let inner): total + weight(of: inner)
            case .nodes(let nodes): total + nodes.count
            }
        }
    }

    /// The paths so far in the group, nested groups' included, become one merged shape. Each path is one
    /// operand, and so is the compound path an earlier merge in mode `merge` made. Mode `merge` joins the paths
    /// into one compound path, keeping each path's winding (so holes made by direction or the even-odd rule stay
    /// holes): the geometry stays as it is, now one operand. The other modes are booleans: fills show the
    /// combined coverage (masks do the boolean work) and strokes follow the merged outline (see
    /// `boundaryMasks`).
    func merge(_ scope: inout Scope, mode: MergeMode) {
        guard !scope.geometry.isEmpty else { return }
        let origin = scope.newOrigin()
        guard mode != .merge else {
            scope.geometry = scope.geometry.map {
                ScopedGeometry(cell: $0.cell, transform: $0.transform, origin: origin)
            }
            return
        }
        var operandPaths: [BezierPath] = []
        var operandOrigins: [Int: Int] = [:]
        for item in scope.geometry {
            let path = item.cell.path.transformed(by: item.transform)
            if let index = operandOrigins[item.origin] {
                operandPaths[index].append(path)
            } else {
                operandOrigins[item.origin] = operandPaths.count
                operandPaths.append(path)
            }
        }
        var outline = BezierPath()
        let operands = operandPaths.enumerated().map { index, path -> SceneMask in
            outline.append(path)
            let combination: SceneMask.Mode =
                switch mode {
                case .merge, .add: .add
                case .subtract: index == 0 ? .add : .subtract
                case .intersect: index == 0 ? .add : .intersect
                case .exclude: index == 0 ? .add : .difference
                }
            return SceneMask(path: path, mode: combination)
        }
        scope.geometry = [
            ScopedGeometry(
                cell: GeometryCell(path: outline, mergedOperands: operands), transform: .identity, origin: origin)
        ]
    }

    /// The nodes one style draws for its geometry: plain shapes as one path; a merged shape's fill as a fill of
    /// its bounds masked by its operands, and its stroke as each operand's outline where it bounds the result.
    func paint(_ geometry: [ScopedGeometry], with style: StyleSource, into result: inout [SceneNode]) {
        var plain = BezierPath()
        var nodes: [SceneNode] = []
        for item in geometry {
            let path = item.cell.path.transformed(by: item.transform)
            guard let operands = item.cell.mergedOperands else {
                // Most styles paint one shape: its path is the whole outline, with no new array of contours.
                if plain.contours.isEmpty { plain = path } else { plain.append(path) }
                continue
            }
            let placed = operands.map { operand -> SceneMask in
                var moved = operand
                moved.path = operand.path.transformed(by: item.transform)
                return moved
            }
            if style.isFill {
                guard let bounds = path.controlBounds,
                    let fill = style.node(
                        painting: .rectangle(
                            x: bounds.x - 1, y: bounds.y - 1, width: bounds.width + 2, height: bounds.height + 2),
                        at: frame, overrides: overrides)
                else { continue }
                nodes.append(.masked(MaskedNode(content: [fill], masks: placed)))
            } else {
                for (index, operand) in placed.enumerated() {
                    guard let stroke = style.node(painting: operand.path, at: frame, overrides: overrides) else {
                        continue
                    }
                    let visibility = Self.boundaryMasks(forOperand: index, of: placed)
                    nodes.append(
                        visibility.isEmpty ? stroke : .masked(MaskedNode(content: [stroke], masks: visibility)))
                }
            }
        }
        if let node = style.node(painting: plain, at: frame, overrides: overrides) { result.append(node) }
        result.append(contentsOf: nodes)
    }

    /// Where operand `index`'s outline is part of the merged result's outline, as masks. The first operand is
    /// combined with `add`; the rest all share the merge's own mode.
    /// - union: outside every other operand;
    /// - difference (first minus the rest): the first outside all others, another inside the first and outside the
    ///   remaining ones;
    /// - intersection: inside every other operand;
    /// - exclusive-or: every outline is boundary, no mask.
    static func boundaryMasks(forOperand index: Int, of operands: [SceneMask]) -> [SceneMask] {
        let mode = operands.dropFirst().first?.mode ?? .add
        let others = operands.enumerated().filter { $0.offset != index }.map(\.element.path)
        switch mode {
        case .add, .lighten:
            return others.map { SceneMask(path: $0, mode: .subtract) }
        case .intersect, .darken:
            return others.map { SceneMask(path: $0, mode: .intersect) }
        case .subtract:
            guard index > 0 else { return others.map { SceneMask(path: $0, mode: .subtract) } }
            let rest = operands.enumerated().filter { $0.offset != index && $0.offset != 0 }.map {
                SceneMask(path: $0.element.path, mode: .subtract)
            }
            return [SceneMask(path: operands[0].path, mode: .add)] + rest
        case .difference:
            return []
        }
    }
}
