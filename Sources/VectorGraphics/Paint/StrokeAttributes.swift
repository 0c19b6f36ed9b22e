/// How a path's outline is drawn; lengths are in the coordinate space the stroke is drawn in.
public struct StrokeAttributes: Hashable, Sendable {
    /// How open ends are drawn.
    public enum Cap: String, Hashable, Sendable { case butt, round, square }
    /// How corners are drawn.
    public enum Join: String, Hashable, Sendable { case miter, round, bevel }

    /// The line width.
    public var width: Double
    /// The ends' shape.
    public var cap: Cap
    /// The corners' shape.
    public var join: Join
    /// How long a mitred corner may get, in widths, before it is bevelled.
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dashes: [Double]
    /// How far into the dash pattern the line starts.
    public var dashOffset: Double

    /// A stroke of `width`, solid unless `dashes` alternates dash and gap lengths.
    public init(
        width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 4, dashes: [Double] = [],
        dashOffset: Double = 0
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashOffset = dashOffset
    }
}

extension StrokeAttributes {
    /// How far from its path the stroke's outline can reach: half the width, times what a mitred corner or a square
    /// end adds at most (a miter reaches `miterLimit` half-widths from its corner, a square cap √2 half-widths).
    package var reach: Double {
        width / 2 * max(join == .miter ? miterLimit : 1, cap == .square ? 2.0.squareRoot() : 1, 1)
    }
}
