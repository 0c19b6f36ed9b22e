import Foundation

/// A 2D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), the same layout as Cairo's matrix.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Positive angles turn clockwise on screen, where y grows downward.
    public static func rotation(radians: Double) -> AffineTransform {
        let cosine = cos(radians), sine = sin(radians)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public static func rotation(degrees: Double) -> AffineTransform {
        rotation(radians: degrees * .pi / 180)
    }

    /// A horizontal shear: x moves by tan(angle)·y.
    public static func shear(radians: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tan(radians), d: 1, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `next`.
    public func followed(by next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * next.a + b * next.c,
            b: a * next.b + b * next.d,
            c: c * next.a + d * next.c,
            d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx,
            ty: tx * next.b + ty * next.d + next.ty
        )
    }

    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Applies only the linear part, for vectors such as tangents.
    public func applyLinear(to vector: Point) -> Point {
        Point(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
    }

    public var determinant: Double { a * d - b * c }

    public var isIdentity: Bool { self == .identity }

    public var isInvertible: Bool { abs(determinant) > 1e-12 }

    /// How much the transform scales lengths on average, for quantities such as stroke widths.
    public var averageScale: Double { abs(determinant).squareRoot() }

    public var inverted: AffineTransform? {
        let det = determinant
        guard abs(det) > 1e-12 else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det
        )
    }
}
