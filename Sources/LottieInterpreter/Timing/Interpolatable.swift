@_spi(Model) import LottieModel
import VectorGraphics

/// Progress through a keyframe segment after easing, possibly different for each dimension of the value.
package struct EasedProgress {
    let first: Double
    let perDimension: [Double]?

    init(_ first: Double) {
        self.first = first
        perDimension = nil
    }

    init(perDimension: [Double]) {
        first = perDimension.first ?? 0
        self.perDimension = perDimension.count > 1 ? perDimension : nil
    }

    func dimension(_ index: Int) -> Double {
        guard let perDimension else { return first }
        return perDimension[min(index, perDimension.count - 1)]
    }
}

/// A value that keyframes can blend between (and that expressions can read and compute).
package protocol Interpolatable: Sendable, Equatable {
    func interpolated(to other: Self, progress: EasedProgress) -> Self
    /// Points moving along a motion path override this; other values never have one.
    static func along(_ curve: SpatialCurve, progress: Double) -> Self?
}

extension Interpolatable {
    package static func along(_ curve: SpatialCurve, progress: Double) -> Self? { nil }
}

extension Double: Interpolatable {
    package func interpolated(to other: Double, progress: EasedProgress) -> Double {
        self + (other - self) * progress.first
    }
}

extension Point: Interpolatable {
    package func interpolated(to other: Point, progress: EasedProgress) -> Point {
        Point(x: x + (other.x - x) * progress.dimension(0), y: y + (other.y - y) * progress.dimension(1))
    }

    package static func along(_ curve: SpatialCurve, progress: Double) -> Point? {
        curve.point(atLengthFraction: progress)
    }
}

extension LottieColor: Interpolatable {
    package func interpolated(to other: LottieColor, progress: EasedProgress) -> LottieColor {
        LottieColor(
            red: red + (other.red - red) * progress.dimension(0),
            green: green + (other.green - green) * progress.dimension(1),
            blue: blue + (other.blue - blue) * progress.dimension(2),
            alpha: alpha + (other.alpha - alpha) * progress.dimension(3)
        )
    }
}

extension Array: Interpolatable where Element == Double {
    /// Gradient data: element by element; extra elements of the longer side are kept from this side.
    package func interpolated(to other: [Double], progress: EasedProgress) -> [Double] {
        var result = self
        for index in 0..<Swift.min(count, other.count) {
            result[index] = self[index] + (other[index] - self[index]) * progress.first
        }
        return result
    }
}

extension VertexPath: Interpolatable {
    /// Morphs vertex by vertex; shapes with different vertex counts cannot morph and switch at the end.
    package func interpolated(to other: VertexPath, progress: EasedProgress) -> VertexPath {
        guard vertices.count == other.vertices.count else { return progress.first < 1 ? self : other }
        let t = progress.first
        // One array each, filled in place: paths morph on every frame.
        func blend(_ a: [Point], _ b: [Point]) -> [Point] {
            var blended: [Point] = []
            blended.reserveCapacity(a.count)
            for index in a.indices {
                blended.append(index < b.count ? a[index].interpolated(to: b[index], progress: t) : a[index])
            }
            return blended
        }
        return VertexPath(
            vertices: blend(vertices, other.vertices),
            inTangents: blend(inTangents, other.inTangents),
            outTangents: blend(outTangents, other.outTangents),
            isClosed: isClosed
        )
    }
}
