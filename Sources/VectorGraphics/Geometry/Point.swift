import Foundation

/// A point or a 2D vector in a drawing's coordinate space.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var length: Double { (x * x + y * y).squareRoot() }

    /// The vector's direction in radians from the positive x axis, clockwise on a y-down screen.
    public var angle: Double { atan2(y, x) }

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

    public var description: String { "(\(x), \(y))" }

    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    public static prefix func - (point: Point) -> Point { Point(x: -point.x, y: -point.y) }
}
