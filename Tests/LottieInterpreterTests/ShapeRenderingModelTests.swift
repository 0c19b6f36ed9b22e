@testable import LottieInterpreter
import LottieTestFixtures
import Testing
import VectorGraphics

/// One test per rule of the spec's shape rendering model, asserted on the scene.
@Suite("Shape rendering model")
struct ShapeRenderingModelTests {
    typealias F = LottieFixture
    let red = "#FF0000FF", green = "#00FF00FF", blue = "#0000FFFF"

    @Test("items earlier in the list draw on top: the scene lists them last")
    func bottomToTop() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.group([F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(red: 1, green: 0, blue: 0)]),
            F.group([F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(red: 0, green: 1, blue: 0)]),
        ])])
        #expect(probe.paintOrder() == ["fill \(green)", "fill \(red)"])
    }

    @Test("a style paints only the shapes before it")
    func stylePaintsPrecedingShapes() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.rectangle(x: 0, y: 0, width: 10, height: 10),
            F.fill(red: 1, green: 0, blue: 0),
            F.ellipse(x: 50, y: 50, width: 10, height: 10),
            F.fill(red: 0, green: 0, blue: 1),
        ])])
        let drawables = probe.drawables()
        #expect(probe.paintOrder() == ["fill \(blue)", "fill \(red)"])
        // The blue fill comes after both shapes and paints both; the red fill paints the rectangle only.
        #expect(drawables[0].node.path?.contours.count == 2)
        #expect(drawables[1].node.path?.contours.count == 1)
    }

    @Test("a style after a group also paints the group's shapes, through the group's transform")
    func styleReachesIntoGroups() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.group([F.rectangle(x: 0, y: 0, width: 10, height: 10)], transform: F.transform(position: (40, 0))),
            F.fill(red: 1, green: 0, blue: 0),
        ])])
        let drawables = probe.drawables()
        #expect(drawables.count == 1)
        let contour = try #require(drawables.first?.node.path?.contours.first)
        // The rectangle centred at the origin moved 40 to the right; it starts at its top-right corner.
        #expect(contour.start == Point(x: 45, y: -5))
    }

    @Test("a style inside a group does not reach shapes outside it")
    func groupsScopeStyles() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.rectangle(x: 0, y: 0, width: 10, height: 10),
            F.group([F.ellipse(x: 0, y: 0, width: 4, height: 4), F.fill(red: 1, green: 0, blue: 0)]),
        ])])
        let drawables = probe.drawables()
        #expect(drawables.count == 1)
        #expect(drawables.first?.node.path?.contours.count == 1)
    }

    @Test("several styles on one shape each draw it, the later style underneath")
    func multipleStyles() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.rectangle(x: 0, y: 0, width: 10, height: 10),
            F.stroke(red: 0, green: 0, blue: 1, width: 2),
            F.fill(red: 1, green: 0, blue: 0),
        ])])
        #expect(probe.paintOrder() == ["fill \(red)", "stroke \(blue)"])
    }

    @Test("a modifier changes the shapes before it, whether the style comes before or after it")
    func modifiersApplyToPrecedingShapes() throws {
        for styleFirst in [true, false] {
            let stroke = F.stroke(red: 0, green: 0, blue: 1, width: 1)
            let trim = F.trim(start: 0, end: 50)
            let probe = try SceneProbe(layers: [F.shapeLayer([F.rectangle(x: 0, y: 0, width: 100, height: 100)] + (styleFirst ? [stroke, trim] : [trim, stroke]))])
            let length = try #require(probe.drawables().first?.node.path).length
            #expect(abs(length - 200) < 1e-6, "style first: \(styleFirst)")
        }
    }

    @Test("a modifier does not change shapes after it")
    func modifiersSkipLaterShapes() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.rectangle(x: 0, y: 0, width: 100, height: 100),
            F.trim(start: 0, end: 25),
            F.rectangle(x: 0, y: 0, width: 100, height: 100),
            F.stroke(red: 0, green: 0, blue: 1, width: 1),
        ])])
        let length = try #require(probe.drawables().first?.node.path).length
        #expect(abs(length - 500) < 1e-6)
    }

    @Test("two trims compose: the second trims what the first left")
    func modifiersCompose() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.rectangle(x: 0, y: 0, width: 100, height: 100),
            F.trim(start: 0, end: 50),
            F.trim(start: 0, end: 50),
            F.stroke(red: 0, green: 0, blue: 1, width: 1),
        ])])
        #expect(abs(try #require(probe.drawables().first?.node.path).length - 100) < 1e-6)
    }

    @Test("transforms of nested groups add up")
    func nestedTransforms() throws {
        let inner = F.group([F.rectangle(x: 0, y: 0, width: 2, height: 2), F.fill(red: 1, green: 0, blue: 0)], transform: F.transform(scale: (200, 200)))
        let probe = try SceneProbe(layers: [F.shapeLayer([F.group([inner], transform: F.transform(position: (10, 0)))])])
        let placed = try #require(probe.drawables().first)
        #expect(placed.transform.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test("group opacity applies to the group as a whole")
    func groupOpacity() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.group([F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(red: 1, green: 0, blue: 0, opacity: 50)], transform: F.transform(opacity: 40)),
        ])])
        let scene = probe.interpreter.scene(at: 0)
        guard case .group(let layer) = try #require(scene.nodes.first), case .group(let group) = try #require(layer.children.first),
              case .fill(let fill) = try #require(group.children.first) else {
            Issue.record("expected layer → group → fill")
            return
        }
        #expect(abs(group.opacity - 0.4) < 1e-12)
        #expect(abs(fill.opacity - 0.5) < 1e-12)
    }

    @Test("hidden items draw nothing and paint nothing")
    func hiddenItems() throws {
        let probe = try SceneProbe(layers: [F.shapeLayer([
            F.rectangle(x: 0, y: 0, width: 10, height: 10, extra: #""hd": true"#),
            F.ellipse(x: 0, y: 0, width: 10, height: 10),
            F.fill(red: 1, green: 0, blue: 0),
        ])])
        #expect(probe.drawables().first?.node.path?.contours.count == 1)
    }
}
