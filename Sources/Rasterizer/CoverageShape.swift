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
}
