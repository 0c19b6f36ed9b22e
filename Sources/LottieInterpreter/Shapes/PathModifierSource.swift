import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

/// A compiled path modifier: changes the geometry before it, in place, at any frame.
struct PathModifierSource: Sendable {
    /// Ridges per segment a zig zag draws at most; icons use a handful, and each one adds vertices to every segment.
    static let maximumZigZagRidges = 1000

    private enum Kind: Sendable {
        case roundCorners(Timeline<Double>)
        case offset(Timeline<Double>, StrokeAttributes.Join, Timeline<Double>)
        case zigZag(Timeline<Double>, Timeline<Double>, smooth: Bool)
        case puckerBloat(Timeline<Double>)
        case twist(Timeline<Double>, Timeline<Point>)
    }

    private let kind: Kind
    /// Under which a renderer keeps each shape's rounded outline, for outlines and radii that hold still.
    private let roundedCorners = ModifierKey<BezierPath>()

    init(_ modifier: PathModifier) {
        switch modifier {
        case .roundCorners(let radius): kind = .roundCorners(Timeline(radius))
        case .offsetPath(let amount, let join, let miterLimit):
            kind = .offset(Timeline(amount), join, Timeline(miterLimit))
        case .zigZag(let ridges, let size, let smooth): kind = .zigZag(Timeline(ridges), Timeline(size), smooth: smooth)
        case .puckerBloat(let amount): kind = .puckerBloat(Timeline(amount))
        case .twist(let angle, let center): kind = .twist(Timeline(angle), Timeline(center))
        }
    }

    var isConstant: Bool {
        switch kind {
        case .roundCorners(let radius): radius.isConstant
        case .offset(let amount, _, let miterLimit): amount.isConstant && miterLimit.isConstant
        case .zigZag(let ridges, let size, _): ridges.isConstant && size.isConstant
        case .puckerBloat(let amount): amount.isConstant
        case .twist(let angle, let center): angle.isConstant && center.isConstant
        }
    }

    var motion: ChangingFrames {
        switch kind {
        case .roundCorners(let radius): radius.motion
        case .offset(let amount, _, let miterLimit): ChangingFrames.union([amount.motion, miterLimit.motion])
        case .zigZag(let ridges, let size, _): ChangingFrames.union([ridges.motion, size.motion])
        case .puckerBloat(let amount): amount.motion
        case .twist(let angle, let center): ChangingFrames.union([angle.motion, center.motion])
        }
    }

    func apply(to geometry: [ScopedGeometry], at frame: Double, keeping kept: ModifierResults?) {
        switch kind {
        case .roundCorners(let radius):
            let value = radius.value(at: frame)
            let results = kept?.results(for: roundedCorners)
            for (index, item) in geometry.enumerated() {
                item.cell.path = results.result(forShape: index, input: item.cell.path, parameter: value) {
                    $0.roundingCorners(radius: value)
                }
            }
        case .offset(let amount, let join, let miterLimit):
            let value = amount.value(at: frame), limit = miterLimit.value(at: frame)
            for item in geometry {
                item.cell.path = item.cell.path.offsetting(by: value, join: join, miterLimit: limit)
            }
        case .zigZag(let ridges, let size, let smooth):
            let ridgeCount = ridges.value(at: frame), amplitude = size.value(at: frame)
            let count = Int(clampingRounded: ridgeCount.isFinite ? ridgeCount : 0, to: 0...Self.maximumZigZagRidges)
            for item in geometry {
                item.cell.path = item.cell.path.zigZagging(ridges: count, size: amplitude, smooth: smooth)
            }
        case .puckerBloat(let amount):
            // The centre is the mean of every vertex the modifier reaches, found where the modifier sits.
            let vertices = geometry.flatMap { item in item.cell.path.vertices.map(item.transform.apply) }
            guard !vertices.isEmpty else { return }
            let center = vertices.reduce(Point.zero, +) * (1 / Double(vertices.count))
            let value = amount.value(at: frame) / 100
            for item in geometry {
                let local = item.transform.inverted?.apply(to: center) ?? center
                item.cell.path = item.cell.path.puckering(toward: local, amount: value)
            }
        case .twist(let angle, let center):
            let degrees = angle.value(at: frame), pivot = center.value(at: frame)
            let reach =
                geometry.flatMap { item in
                    item.cell.path.vertices.map { item.transform.apply(to: $0).distance(to: pivot) }
                }.max() ?? 0
            for item in geometry {
                let local = item.transform.inverted?.apply(to: pivot) ?? pivot
                item.cell.path = item.cell.path.twisting(
                    about: local, degrees: degrees, reach: reach / max(item.transform.averageScale, 1e-9))
            }
        }
    }
}

/// A compiled repeater: how many copies, and each copy's transform and opacity.
struct RepeaterSource: Sendable {
    private let copyCount: Timeline<Double>
    private let offset: Timeline<Double>
    private let composite: Repeater.Composite
    private let anchor: Timeline<Point>
    private let position: Timeline<Point>
    private let scale: Timeline<Point>
    private let rotation: Timeline<Double>
    private let startOpacity: Timeline<Double>
    private let endOpacity: Timeline<Double>
    /// Repeaters multiply: this many copies at the most keeps a nested repeater's cost bounded.
    static let maximumCopies = 1000

    init(_ repeater: Repeater) {
        copyCount = Timeline(repeater.copies)
        offset = Timeline(repeater.offset)
        composite = repeater.composite
        anchor = Timeline(repeater.transform.anchor)
        if case .combined(let value) = repeater.transform.position {
            position = Timeline(value)
        } else {
            position = Timeline(.constant(.zero))
        }
        scale = Timeline(repeater.transform.scale)
        rotation = Timeline(repeater.transform.rotation)
        startOpacity = Timeline(repeater.startOpacity)
        endOpacity = Timeline(repeater.endOpacity)
    }

    var isConstant: Bool {
        copyCount.isConstant && offset.isConstant && anchor.isConstant && position.isConstant && scale.isConstant
            && rotation.isConstant
            && startOpacity.isConstant && endOpacity.isConstant
    }

    var motion: ChangingFrames {
        ChangingFrames.union([
            copyCount.motion, offset.motion, anchor.motion, position.motion, scale.motion, rotation.motion,
            startOpacity.motion, endOpacity.motion
        ])
    }

    /// Each copy's transform and opacity, in the order they are listed (first drawn on top); at most `limit`.
    func copies(
        at frame: Double, limit: Int = maximumCopies
    ) -> [(transform: VectorGraphics.AffineTransform, opacity: Double)] {
        // A fractional count (an animated one, mid-way) shows the whole copies only, as ThorVG and rlottie do.
        let count = Int(
            clampingRounded: copyCount.value(at: frame), to: 0...max(0, min(Self.maximumCopies, limit)), rule: .down)
        guard count > 0 else { return [] }
        let anchorPoint = anchor.value(at: frame), step = position.value(at: frame),
            scalePercent = scale.value(at: frame), degrees = rotation.value(at: frame)
        func transform(times multiple: Double) -> VectorGraphics.AffineTransform {
            VectorGraphics.AffineTransform.translation(x: -anchorPoint.x, y: -anchorPoint.y)
                .followed(by: .scale(x: pow(scalePercent.x / 100, multiple), y: pow(scalePercent.y / 100, multiple)))
                .followed(by: .rotation(degrees: degrees * multiple))
                .followed(by: .translation(x: anchorPoint.x + step.x * multiple, y: anchorPoint.y + step.y * multiple))
        }
        let first = startOpacity.value(at: frame), last = endOpacity.value(at: frame)
        var matrix = transform(times: offset.value(at: frame))
        let single = transform(times: 1)
        var result: [(VectorGraphics.AffineTransform, Double)] = []
        for index in 0..<count {
            let fraction = count > 1 ? Double(index) / Double(count - 1) : 0
            result.append((matrix, min(max(first + (last - first) * fraction, 0), 1)))
            matrix = matrix.followed(by: single)
        }
        // Above: each copy over the one before, so the last is listed first.
        return composite == .above ? result.reversed() : result
    }
}
