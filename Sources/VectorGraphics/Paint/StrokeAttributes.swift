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
