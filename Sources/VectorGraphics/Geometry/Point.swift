import Foundation

/// A point or a 2D vector in a drawing's coordinate space.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Across, to the right.
    public var x: Double
    /// Down.
    public var y: Double

    /// The point (x, y).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// The distance from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The vector's direction in radians from the positive x axis, clockwise on a y-down screen.
    public var angle: Double { atan2(y, x) }

    /// The distance to `other`.
    public func distance(to other: Point) -> Double { (other - self).length }

    /// The vector turned by `radians`, clockwise on a y-down screen.
    public func rotated(radians: Double) -> Point {
        let c = cos(radians), s = sin(radians)
        return Point(x: x * c - y * s, y: x * s + y * c)
    }

    /// The point `progress` of the way from `self` to `other`.
    public func interpolated(to other: Point, progress: Double) -> Point {
        Point(x: x + (other.x - x) * progress, y: y + (other.y - y) * progress)
    }

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }

    /// The sum, component by component.
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// The difference, component by component.
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// The point scaled by `rhs`.
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// The point through the origin.
    public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }
}
