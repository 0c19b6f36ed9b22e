import Foundation

/// A 2D affine transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty), the same layout as Cairo's matrix.
public struct AffineTransform: Hashable, Sendable {
    /// Row 1, column 1: x scale and rotation.
    public var a: Double
    /// Row 1, column 2: y shear and rotation.
    public var b: Double
    /// Row 2, column 1: x shear and rotation.
    public var c: Double
    /// Row 2, column 2: y scale and rotation.
    public var d: Double
    /// Translation along x.
    public var tx: Double
    /// Translation along y.
    public var ty: Double

    /// The transform mapping (x, y) to (a·x + c·y + tx, b·x + d·y + ty).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by (x, y).
    public static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by x and y about the origin.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Positive angles turn clockwise on screen, where y grows downward.
    public static func rotation(radians: Double) -> AffineTransform {
        // Most layers do not turn; cos and sin of zero are exactly 1 and 0, so this is the same matrix, without libm.
        if radians == 0 { return .identity }
        let cosine = cos(radians), sine = sin(radians)
        return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A clockwise rotation on screen (y down) about the origin.
    public static func rotation(degrees: Double) -> AffineTransform {
        rotation(radians: degrees * .pi / 180)
    }

    /// A horizontal shear: x moves by tan(angle)·y.
    public static func shear(radians: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tan(radians), d: 1, tx: 0, ty: 0)
    }

    /// A skew of `degrees` about the axis `axisDegrees` from horizontal, as After Effects and lottie-web skew
    /// (`skewFromAxis(-skew, axis)`): the shear is tan of the angle, so angles a half turn apart skew alike (180°
    /// does not skew at all). Near ±90° the tangent runs off to infinity: within a tenth of a degree the angle
    /// stops at ±89.9° (lottie-web draws a sliver as long as the tangent, which no output can hold), and at 90° the
    /// shape flattens onto the axis and draws nothing, as in lottie-web.
    public static func skew(degrees: Double, axisDegrees: Double) -> AffineTransform {
        guard degrees.isFinite, axisDegrees.isFinite else { return .identity }
        let wrapped = degrees - 180 * (degrees / 180).rounded()
        if wrapped == 0 { return .identity }
        let axis = axisDegrees * .pi / 180
        let across =
            abs(wrapped) >= 90 - 1e-9
            ? AffineTransform(a: 1, b: 0, c: 0, d: 0, tx: 0, ty: 0)
            : .shear(radians: -min(max(wrapped, -89.9), 89.9) * .pi / 180)
        return rotation(radians: axis).followed(by: across).followed(by: .rotation(radians: -axis))
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

    /// `point` transformed.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Applies only the linear part, for vectors such as tangents.
    public func applyLinear(to vector: Point) -> Point {
        Point(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
    }

    /// How much the transform scales areas (negative when it mirrors).
    public var determinant: Double { a * d - b * c }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform can be undone (it does not flatten the plane).
    public var isInvertible: Bool { abs(determinant) > 1e-12 }

    /// How much the transform scales lengths on average, for quantities such as stroke widths.
    public var averageScale: Double { abs(determinant).squareRoot() }

    /// The transform that undoes this one; nil when it flattens the plane.
    public var inverted: AffineTransform? {
        let det = determinant
        guard abs(det) > 1e-12 else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det
        )
    }
}
