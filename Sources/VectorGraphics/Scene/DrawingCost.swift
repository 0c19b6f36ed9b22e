/// What drawing a scene costs a rasteriser, counted in the units that grow fastest, so that a hostile scene can
/// be refused before it takes minutes or gigabytes.
package struct DrawingCost: Sendable, Equatable {
    /// Path segments filled, stroked or used as masks and clips, every copy counted.
    package var segments = 0
    /// The sum over filled and stroked paths of segments squared: a scan converter splits an outline at each
    /// place where it crosses itself, and a path of n segments can cross itself about n² times.
    package var crossings = 0.0
    /// Groups drawn offscreen (masks, mattes, effects, translucent or blended groups), each a surface as large as
    /// the output at worst.
    package var offscreenGroups = 0
    /// Characters of text set in a system font; each is shaped and drawn on its own.
    package var characters = 0

    /// Nothing drawn yet.
    package init() {}

    mutating func addPath(_ path: BezierPath, filledOrStroked: Bool) {
        let count = path.contours.reduce(0) { $0 + $1.segments.count + 1 }
        segments += count
        if filledOrStroked { crossings += Double(count) * Double(count) }
    }
}

extension LottieScene {
    /// What drawing the scene would cost, counted without drawing.
    package var drawingCost: DrawingCost {
        var cost = DrawingCost()
        for node in nodes { node.addCost(to: &cost) }
        return cost
    }
}

extension DrawingCost {
    /// Adds what drawing another part of a scene costs: every measure is a sum over paths, groups or characters.
    package mutating func add(_ other: DrawingCost) {
        segments += other.segments
        crossings += other.crossings
        offscreenGroups += other.offscreenGroups
        characters += other.characters
    }
}

extension SceneNode {
    /// What drawing this node alone would cost; a scene's cost is the sum over its nodes.
    package var drawingCost: DrawingCost {
        var cost = DrawingCost()
        addCost(to: &cost)
        return cost
    }

    func addCost(to cost: inout DrawingCost) {
        switch self {
        case .group(let group):
            group.addOwnCost(to: &cost)
            for child in group.children { child.addCost(to: &cost) }
        case .fill(let fill): cost.addPath(fill.path, filledOrStroked: true)
        case .stroke(let stroke): cost.addPath(stroke.path, filledOrStroked: true)
        case .masked(let masked):
            cost.offscreenGroups += 2 + masked.masks.count
            for mask in masked.masks { cost.addPath(mask.path, filledOrStroked: true) }
            for child in masked.content { child.addCost(to: &cost) }
        case .matted(let matted):
            cost.offscreenGroups += 3
            for child in matted.content { child.addCost(to: &cost) }
            for child in matted.matte { child.addCost(to: &cost) }
        case .effected(let effected):
            cost.offscreenGroups += 2 + effected.effects.count
            for child in effected.content { child.addCost(to: &cost) }
        case .text(let text):
            cost.characters += text.lines.reduce(0) { $0 + $1.text.utf8.count }
        case .image:
            break
        }
    }
}

extension SceneGroup {
    /// What drawing its children costs, without the group's own clip and surface.
    package var childrenCost: DrawingCost {
        var cost = DrawingCost()
        for child in children { child.addCost(to: &cost) }
        return cost
    }

    /// The group node's `drawingCost`, given its `childrenCost`: the same sums, as a clip adds no crossings.
    package func drawingCost(children: DrawingCost) -> DrawingCost {
        var cost = DrawingCost()
        addOwnCost(to: &cost)
        cost.add(children)
        return cost
    }

    @inline(__always) func addOwnCost(to cost: inout DrawingCost) {
        if let clip { cost.addPath(clip, filledOrStroked: false) }
        if opacity < 1 || blendMode != .normal || isSeparateLayer { cost.offscreenGroups += 1 }
    }
}
