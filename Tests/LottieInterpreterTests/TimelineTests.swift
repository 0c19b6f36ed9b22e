@testable import LottieInterpreter
@_spi(Model) import LottieModel
import Testing
import VectorGraphics

@Suite("Timelines")
struct TimelineTests {
    let linear = Timeline<Double>(.keyframed([
        Keyframe(frame: 10, value: 0),
        Keyframe(frame: 20, value: 100, isHold: true),
        Keyframe(frame: 30, value: 200),
    ]))

    @Test("edge frames: before, at and just around each keyframe", arguments: [
        (0.0, 0.0), (10.0.nextDown, 0.0), (10.0, 0.0), (10.0.nextUp, 1e-13), (15.0, 50.0),
        (20.0.nextDown, 100.0), (20.0, 100.0), (25.0, 100.0), (30.0.nextDown, 100.0), (30.0, 200.0), (1e9, 200.0),
    ])
    func edges(frame: Double, expected: Double) {
        #expect(abs(linear.value(at: frame) - expected) < 1e-9)
    }

    @Test("a constant ignores time")
    func constant() {
        let timeline = Timeline<Double>(.constant(7))
        #expect(timeline.isConstant)
        #expect(timeline.value(at: -100) == 7 && timeline.value(at: 1e6) == 7)
    }

    @Test("ease-in-out is symmetric and slow at the ends")
    func easing() {
        let easeInOut = KeyframeEasing(outHandles: [Point(x: 0.42, y: 0)], inHandles: [Point(x: 0.58, y: 1)])
        let timeline = Timeline<Double>(.keyframed([Keyframe(frame: 0, value: 0, easing: easeInOut), Keyframe(frame: 100, value: 1)]))
        #expect(abs(timeline.value(at: 50) - 0.5) < 1e-6)
        #expect(timeline.value(at: 10) < 0.05)
        #expect(abs(timeline.value(at: 10) + timeline.value(at: 90) - 1) < 1e-6)
    }

    @Test("per-dimension easing moves x and y on their own curves")
    func perDimensionEasing() {
        let easing = KeyframeEasing(outHandles: [Point(x: 0, y: 0), Point(x: 1, y: 0)], inHandles: [Point(x: 0, y: 1), Point(x: 1, y: 1)])
        let timeline = Timeline<Point>(.keyframed([Keyframe(frame: 0, value: .zero, easing: easing), Keyframe(frame: 10, value: Point(x: 100, y: 100))]))
        let middle = timeline.value(at: 5)
        // x eases out fast (handles at 0), y eases in slowly (handles at 1): x is ahead of y halfway through.
        #expect(middle.x > 70 && middle.y < 30)
    }

    @Test("one curve written per dimension moves every dimension exactly as that curve alone")
    func repeatedPerDimensionEasing() {
        let once = KeyframeEasing(outHandles: [Point(x: 0.833, y: 0.833)], inHandles: [Point(x: 0.167, y: 0.167)])
        let perDimension = KeyframeEasing(outHandles: Array(repeating: Point(x: 0.833, y: 0.833), count: 3), inHandles: Array(repeating: Point(x: 0.167, y: 0.167), count: 3))
        func timeline(_ easing: KeyframeEasing) -> Timeline<Point> {
            Timeline<Point>(.keyframed([Keyframe(frame: 0, value: Point(x: 0, y: 100), easing: easing), Keyframe(frame: 10, value: Point(x: 40, y: -60))]))
        }
        let single = timeline(once), repeated = timeline(perDimension)
        for step in 0...40 {
            let frame = Double(step) / 4
            #expect(repeated.value(at: frame) == single.value(at: frame))
        }
        // A curve differing in one dimension still moves that dimension on its own.
        let differing = KeyframeEasing(outHandles: [Point(x: 0.833, y: 0.833), Point(x: 0.9, y: 0)], inHandles: [Point(x: 0.167, y: 0.167), Point(x: 0.1, y: 1)])
        let split = timeline(differing).value(at: 2.5)
        #expect(split.x == single.value(at: 2.5).x)
        #expect(split.y != single.value(at: 2.5).y)
    }

    @Test("positions with spatial tangents move along the curve at constant speed")
    func motionPath() {
        let timeline = Timeline<Point>(.keyframed([
            Keyframe(frame: 0, value: .zero, spatialOutTangent: Point(x: 0, y: 100), spatialInTangent: Point(x: 0, y: 100)),
            Keyframe(frame: 10, value: Point(x: 100, y: 0)),
        ]))
        let middle = timeline.value(at: 5)
        // The curve bulges downward, symmetric about x = 50: halfway along sits on the axis of symmetry.
        #expect(abs(middle.x - 50) < 0.5)
        #expect(middle.y > 70)
        let quarter = timeline.value(at: 2.5), threeQuarters = timeline.value(at: 7.5)
        #expect(abs(quarter.distance(to: .zero) - threeQuarters.distance(to: Point(x: 100, y: 0))) < 0.5)
    }

    @Test("paths morph vertex by vertex")
    func pathMorph() {
        let square = VertexPath(vertices: [.zero, Point(x: 10, y: 0)], inTangents: [.zero, .zero], outTangents: [.zero, .zero], isClosed: false)
        let wide = VertexPath(vertices: [.zero, Point(x: 30, y: 0)], inTangents: [.zero, .zero], outTangents: [.zero, .zero], isClosed: false)
        let timeline = Timeline<VertexPath>(.keyframed([Keyframe(frame: 0, value: square), Keyframe(frame: 10, value: wide)]))
        #expect(timeline.value(at: 5).vertices[1] == Point(x: 20, y: 0))
    }

    @Test("evaluation order does not change values")
    func orderIndependence() {
        let frames = stride(from: -5.0, through: 35, by: 0.25).map { $0 }
        let forward = frames.map { linear.value(at: $0) }
        var generator = SystemRandomNumberGenerator()
        let shuffled = frames.indices.shuffled(using: &generator)
        for index in shuffled { #expect(linear.value(at: frames[index]) == forward[index]) }
    }
}

@Suite("Timing curves")
struct UnitCubicBezierTests {
    @Test("known values of CSS ease curves", arguments: [
        (0.42, 0.0, 1.0, 1.0, 0.5, 0.3153),
        (0.0, 0.0, 0.58, 1.0, 0.5, 0.6847),
        (0.42, 0.0, 0.58, 1.0, 0.25, 0.1291),
    ])
    func knownValues(x1: Double, y1: Double, x2: Double, y2: Double, progress: Double, expected: Double) {
        let curve = UnitCubicBezier(handle1: Point(x: x1, y: y1), handle2: Point(x: x2, y: y2))
        #expect(abs(curve.value(at: progress) - expected) < 1e-3)
    }

    @Test("ends are exact and handles outside 0...1 in x are clamped")
    func ends() {
        let curve = UnitCubicBezier(handle1: Point(x: -1, y: 2), handle2: Point(x: 3, y: -1))
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
        #expect(curve.handle1.x == 0 && curve.handle2.x == 1)
    }
}
