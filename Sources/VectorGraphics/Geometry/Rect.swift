/// An axis-aligned rectangle.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// The rectangle with its top-left corner at (x, y).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// Halfway across.
    public var midX: Double { x + width / 2 }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// Halfway down.
    public var midY: Double { y + height / 2 }
    /// The centre.
    public var center: Point { Point(x: midX, y: midY) }

    /// "(x, y, WxH)".
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
