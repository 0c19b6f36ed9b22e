import VectorGraphics

extension SceneNode {
    /// Whether drawing it on a raster canvas has Cairo paint or composite anything: offscreen groups, gradients,
    /// images and text do; solid fills and strokes are blended by TabShift's rasterizer alone.
    var paintsThroughCairo: Bool {
        switch self {
        case .group(let group):
            group.isIsolated(drawables: drawableCount) || group.isSeparateLayer
                || group.children.contains(where: \.paintsThroughCairo)
        case .fill(let fill): !fill.paint.isSolid
        case .stroke(let stroke): !stroke.paint.isSolid
        case .image, .text, .masked, .matted, .effected: true
        }
    }
}
