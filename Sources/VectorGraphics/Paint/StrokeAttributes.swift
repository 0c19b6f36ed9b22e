/// How a path's outline is drawn; lengths are in the coordinate space the stroke is drawn in.
public struct StrokeAttributes: Hashable, Sendable {
    public enum Cap: String, Hashable, Sendable { case butt, round, square }
    public enum Join: String, Hashable, Sendable { case miter, round, bevel }

    public var width: Double
    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dashes: [Double]
    public var dashOffset: Double

    public init(width: Double, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 4, dashes: [Double] = [], dashOffset: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashOffset = dashOffset
    }
}
