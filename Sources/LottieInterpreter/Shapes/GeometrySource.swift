@_spi(Model) import LottieModel
import VectorGraphics

/// A compiled shape: its outline at any frame, in its group's coordinates.
///
/// A class, read by reference every frame (see `TransformTimeline`); nothing changes after `init`.
final class GeometrySource: Sendable {
    fileprivate enum Kind: Sendable {
        case rectangle(position: Timeline<Point>, size: Timeline<Point>, roundness: Timeline<Double>)
        case ellipse(position: Timeline<Point>, size: Timeline<Point>)
        case polystar(
            Polystar.Kind, position: Timeline<Point>, points: Timeline<Double>, rotation: Timeline<Double>,
            outerRadius: Timeline<Double>, outerRoundness: Timeline<Double>, innerRadius: Timeline<Double>,
            innerRoundness: Timeline<Double>)
        case path(Timeline<VertexPath>)
    }

    private let kind: Kind
    private let isReversed: Bool
    /// The item's keypath, under which overrides name `Size`, `Position` and `Roundness`.
    private let keypath: [String]
    /// The outline when nothing in it is animated, worked out once at compile time: every frame shares its
    /// contours (no new array per frame, and paths compared later find them identical at once).
    private let constantPath: BezierPath??

    /// The outline never changes.
    var isConstant: Bool { constantPath != nil }

    private init(kind: Kind, isReversed: Bool, keypath: [String] = []) {
        self.kind = kind
        self.isReversed = isReversed
        self.keypath = keypath
        constantPath =
            kind.isConstant
            ? .some(Self.contour(of: kind, reversed: isReversed, at: 0).map { BezierPath(contours: [$0]) }) : nil
    }

    static func rectangle(_ shape: RectangleShape, keypath: [String] = []) -> GeometrySource {
        GeometrySource(
            kind: .rectangle(
                position: Timeline(shape.position), size: Timeline(shape.size), roundness: Timeline(shape.roundness)),
            isReversed: shape.direction == .counterclockwise, keypath: keypath)
    }

    static func ellipse(_ shape: EllipseShape, keypath: [String] = []) -> GeometrySource {
        GeometrySource(
            kind: .ellipse(position: Timeline(shape.position), size: Timeline(shape.size)),
            isReversed: shape.direction == .counterclockwise, keypath: keypath)
    }

    static func polystar(_ shape: Polystar, keypath: [String] = []) -> GeometrySource {
        GeometrySource(
            kind: .polystar(
                shape.kind, position: Timeline(shape.position), points: Timeline(shape.pointCount),
                rotation: Timeline(shape.rotation),
                outerRadius: Timeline(shape.outerRadius), outerRoundness: Timeline(shape.outerRoundness),
                innerRadius: Timeline(shape.innerRadius), innerRoundness: Timeline(shape.innerRoundness)
            ), isReversed: shape.direction == .counterclockwise, keypath: keypath)
    }

    static func path(_ shape: PathShape) -> GeometrySource {
        GeometrySource(kind: .path(Timeline(shape.path)), isReversed: shape.direction == .counterclockwise)
    }

    /// The outline at `frame` as a path of its own.
    func path(at frame: Double) -> BezierPath? {
        if let constantPath { return constantPath }
        return contour(at: frame).map { BezierPath(contours: [$0]) }
    }

    /// The outline at `frame` with a rectangle's, an ellipse's or a star's properties replaced where `overrides`
    /// name them, by lottie-ios's names.
    func path(at frame: Double, overrides: PropertyOverrides) -> BezierPath? {
        guard overrides.hasNumbersOrPoints, !keypath.isEmpty else { return path(at: frame) }
        var replaced = false
        let keypath = self.keypath
        let replacements = Replacements(
            number: { name in
                overrides.number(for: keypath + [name]).map {
                    replaced = true; return $0
                }
            },
            point: { name in
                overrides.point(for: keypath + [name]).map {
                    replaced = true; return $0
                }
            }
        )
        let contour = Self.contour(of: kind, reversed: isReversed, at: frame, replacing: replacements)
        // An outline no override names keeps its shared constant path.
        guard replaced else { return path(at: frame) }
        return contour.map { BezierPath(contours: [$0]) }
    }

    func contour(at frame: Double) -> BezierContour? {
        Self.contour(of: kind, reversed: isReversed, at: frame)
    }

    /// Values that take the place of a shape's own, by property name (`Size`, `Outer Radius`…); nil keeps its own.
    private struct Replacements {
        let number: (String) -> Double?
        let point: (String) -> Point?
    }

    private static func contour(
        of kind: Kind, reversed isReversed: Bool, at frame: Double, replacing replacements: Replacements? = nil
    ) -> BezierContour? {
        func number(_ name: String, _ timeline: Timeline<Double>) -> Double {
            replacements?.number(name) ?? timeline.value(at: frame)
        }
        func point(_ name: String, _ timeline: Timeline<Point>) -> Point {
            replacements?.point(name) ?? timeline.value(at: frame)
        }
        let contour: BezierContour?
        switch kind {
        case .rectangle(let position, let size, let roundness):
            contour = ShapeGeometry.rectangle(
                center: point("Position", position), size: point("Size", size),
                roundness: number("Roundness", roundness))
        case .ellipse(let position, let size):
            contour = ShapeGeometry.ellipse(center: point("Position", position), size: point("Size", size))
        case .polystar(
            let kind, let position, let points, let rotation, let outerRadius, let outerRoundness, let innerRadius,
            let innerRoundness):
            contour = ShapeGeometry.polystar(
                kind: kind, center: point("Position", position), pointCount: number("Points", points),
                rotationDegrees: number("Rotation", rotation),
                outerRadius: number("Outer Radius", outerRadius),
                outerRoundness: number("Outer Roundedness", outerRoundness),
                innerRadius: number("Inner Radius", innerRadius),
                innerRoundness: number("Inner Roundedness", innerRoundness)
            )
        case .path(let path):
            contour = path.value(at: frame).contour
        }
        return isReversed ? contour?.reversed : contour
    }
}

extension GeometrySource.Kind {
    var isConstant: Bool {
        switch self {
        case .rectangle(let position, let size, let roundness):
            position.isConstant && size.isConstant && roundness.isConstant
        case .ellipse(let position, let size): position.isConstant && size.isConstant
        case .polystar(
            _, let position, let points, let rotation, let outerRadius, let outerRoundness, let innerRadius,
            let innerRoundness):
            [points, rotation, outerRadius, outerRoundness, innerRadius, innerRoundness].allSatisfy(\.isConstant)
                && position.isConstant
        case .path(let path): path.isConstant
        }
    }
}

extension GeometrySource {
    /// Where the outline may change.
    var motion: ChangingFrames {
        switch kind {
        case .rectangle(let position, let size, let roundness):
            ChangingFrames.union([position.motion, size.motion, roundness.motion])
        case .ellipse(let position, let size): ChangingFrames.union([position.motion, size.motion])
        case .polystar(
            _, let position, let points, let rotation, let outerRadius, let outerRoundness, let innerRadius,
            let innerRoundness):
            ChangingFrames.union(
                [position.motion]
                    + [points, rotation, outerRadius, outerRoundness, innerRadius, innerRoundness].map(\.motion))
        case .path(let path): path.motion
        }
    }
}
