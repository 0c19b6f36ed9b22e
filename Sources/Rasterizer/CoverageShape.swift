import VectorGraphics

/// What a rasterizer covers: a path filled under a rule, or a path's stroke.
package enum CoverageShape: Equatable {
    case fill(BezierPath, FillRule)
    case stroke(BezierPath, StrokeAttributes)

    /// The rule its polygon is filled with: a stroke's outline overlaps itself, and non-zero fills it once.
    var rule: FillRule {
        if case .fill(_, let rule) = self { return rule }
        return .nonZero
    }

    /// A box around everything the shape covers, in its path's own coordinates.
    package var extent: PaintExtent {
        switch self {
        case .fill(let path, _): PaintExtent(path.controlBounds)
        case .stroke(let path, let style): PaintExtent(path.controlBounds).expanded(by: style.reach)
        }
    }
}
