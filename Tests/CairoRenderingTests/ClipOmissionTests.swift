@testable import CairoRendering
import LottieTestFixtures
@testable import Rasterizer
import Testing
import VectorGraphics

/// Clips left out where they cut nothing must change no pixel. Cairo clips polygons before scan conversion, places
/// offscreen groups by the clip, and rasterises an intersected unaligned clip differently, so only a careful rule
/// keeps every pixel: random scenes of masks, mattes, group opacity, blend modes and clips under fractional
/// transforms are drawn with and without it and compared byte for byte. The same scenes check two more shortcuts:
/// a kept raster's clip drawn as the whole pixels around it, and groups composited only where their content reaches.
/// (They also showed that sizing offscreen groups to their content cannot be made exact in Cairo 1.16 where Cairo
/// paints inside, since its gradients and images step from a surface's first pixel; for solid paint it can, with a
/// pixel to spare around the box composited within, but did not pay: see docs/performance.md.)
@Suite("Clips left out and composites kept to their ink")
struct ClipOmissionTests {
    @Test("leaving out clips that cut nothing draws exactly the pixels of keeping them", arguments: RandomSeeds.upTo(150))
    func exactness(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x51ED_2701)
        let scene = LottieScene(width: 96, height: 80, nodes: (0..<4).map { _ in Self.node(depth: 0, using: &random) })
        try Self.expectUnchanged(scene, without: \.leavesOutUncuttingClips, seed: seed)
    }

    /// Groups composited over only the pixels their content can reach (blend modes, group opacity) must change no
    /// pixel either: the same scenes with and without it.
    @Test("compositing only where a group's content reaches draws exactly the pixels of compositing it whole", arguments: RandomSeeds.upTo(150))
    func compositingWithinInk(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x2545_F491)
        let scene = LottieScene(width: 96, height: 80, nodes: (0..<4).map { _ in Self.node(depth: 0, using: &random) })
        try Self.expectUnchanged(scene, without: \.compositesWithinInk, seed: seed)
    }

    /// Layer opacities such as 50% or 70% put the alpha on a half step of 1/255, where pixman's paths round apart:
    /// inside a letterboxed frame's clip, a group composited within its ink must still go the frame clip's way.
    @Test("groups at half-step opacities composited within their ink inside a letterbox draw exactly as whole", arguments: 0..<40)
    func halfStepOpacitiesInLetterbox(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x5EED_0070 &+ 1)
        // Round shapes at fractional places, some overlapping: their edges give the composite every alpha and
        // colour to round, onto a clear canvas, as most icons are drawn.
        func layer(opacity: Double) -> SceneNode {
            let shapes: [SceneNode] = (0..<Int.random(in: 2...4, using: &random)).map { _ in
                .fill(FillNode(
                    path: .ellipse(in: Rect(x: Double.random(in: 0...40, using: &random), y: Double.random(in: 0...40, using: &random), width: Double.random(in: 4...40, using: &random), height: Double.random(in: 4...40, using: &random))),
                    paint: .solid(Self.color(using: &random))))
            }
            let place = AffineTransform.translation(x: Double.random(in: -10...70, using: &random), y: Double.random(in: -10...60, using: &random))
            return .group(SceneGroup(transform: place, opacity: opacity, isSeparateLayer: Bool.random(using: &random), children: shapes))
        }
        let nodes = [0.5, 0.7, 0.9, 0.3, 0.1, 0.7, 0.7].map { layer(opacity: $0) }
        let scene = LottieScene(width: 96, height: 160, nodes: nodes)
        for size in [(48, 48), (37, 53), (53, 37), (101, 60)] {
            let viewport = Viewport(width: size.0, height: size.1)
            var whole = CairoRenderer()
            whole.options.compositesWithinInk = false
            #expect(try CairoRenderer().image(scene, viewport: viewport) == whole.image(scene, viewport: viewport), "seed \(seed) at \(size.0)x\(size.1)")
        }
    }

    /// A translucent group's offscreen surface is cut to the whole pixels around its ink, over what TabShift's
    /// rasterizer blends alone; groups holding what Cairo paints itself (nested offscreen groups, gradients), which
    /// rounded a step apart on a surface moved to the ink in a corpus file, are composited whole. Small groups at
    /// fractional places on canvases several times their size.
    @Test("translucent groups holding offscreen groups and gradients, composited within their ink, draw exactly as whole", arguments: 0..<30)
    func translucentGroupsWithinInk(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x6A09_E667 &+ 3)
        func stops() -> [GradientStop] {
            [GradientStop(offset: 0, color: Self.color(using: &random)), GradientStop(offset: 1, color: Self.color(using: &random))]
        }
        func layer() -> SceneNode {
            let size = Double.random(in: 6...24, using: &random)
            let box = Rect(x: 0, y: 0, width: size, height: size * Double.random(in: 0.6...1.4, using: &random))
            let paint: Paint = Bool.random(using: &random)
                ? .radialGradient(RadialGradientPaint(center: Point(x: size / 2, y: size / 2), radius: size / 2, focus: Point(x: size / 3, y: size / 2), stops: stops()))
                : .linearGradient(LinearGradientPaint(start: Point(x: 0, y: 0), end: Point(x: size, y: size), stops: stops()))
            let nested = SceneNode.group(SceneGroup(
                transform: .translation(x: size / 5, y: size / 7), opacity: Double.random(in: 0.3...0.9, using: &random),
                blendMode: Bool.random(using: &random) ? .multiply : .screen,
                children: [
                    .fill(FillNode(path: .ellipse(in: Rect(x: 0, y: 0, width: size / 2, height: size / 2)), paint: .solid(Self.color(using: &random)))),
                    .fill(FillNode(path: .rectangle(x: size / 8, y: 0, width: size / 3, height: size / 2), paint: .solid(Self.color(using: &random)))),
                ]))
            let solid = SceneNode.fill(FillNode(path: .rectangle(x: size / 4, y: size / 4, width: size / 2, height: size / 3), paint: .solid(Self.color(using: &random))))
            // Half the groups hold solid paint alone, whose surfaces are cut to the ink; the others are composited whole.
            let shapes: [SceneNode] = Bool.random(using: &random)
                ? [.fill(FillNode(path: .ellipse(in: box), paint: .solid(Self.color(using: &random)))), solid]
                : [.fill(FillNode(path: .ellipse(in: box), paint: paint)), nested, solid]
            let place = AffineTransform.translation(x: Double.random(in: 0...70, using: &random), y: Double.random(in: 0...130, using: &random))
            return .group(SceneGroup(transform: place, opacity: Double.random(in: 0.2...0.9, using: &random), children: shapes))
        }
        let scene = LottieScene(width: 96, height: 160, nodes: (0..<5).map { _ in layer() })
        for size in [(96, 160), (61, 101), (128, 213)] {
            let viewport = Viewport(width: size.0, height: size.1)
            var whole = CairoRenderer()
            whole.options.compositesWithinInk = false
            #expect(try CairoRenderer().image(scene, viewport: viewport) == whole.image(scene, viewport: viewport), "seed \(seed) at \(size.0)x\(size.1)")
        }
    }

    @Test("groups that neither move nor clip draw exactly the same without saving Cairo's state", arguments: RandomSeeds.upTo(150))
    func unsavedGroups(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0xA24B_AED4)
        // Unmoved, unclipped groups around random nodes, each followed by siblings that draw with whatever state
        // the group left behind: strokes, even-odd fills, masks, mattes and blend modes.
        func unmoved(depth: Int) -> SceneNode {
            let children = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                depth < 2 && Bool.random(using: &random) ? unmoved(depth: depth + 1) : Self.node(depth: 1, using: &random)
            }
            return .group(SceneGroup(opacity: Bool.random(using: &random) ? 1 : 0.7, blendMode: Int.random(in: 0...3, using: &random) == 0 ? .multiply : .normal, children: children))
        }
        let nodes = (0..<4).flatMap { _ in [unmoved(depth: 0), Self.node(depth: 2, using: &random)] }
        let scene = LottieScene(width: 96, height: 80, nodes: nodes)
        try Self.expectUnchanged(scene, without: \.savesStateOnlyWhereNeeded, seed: seed)
    }

    /// `scene` drawn with every shortcut and with `shortcut` turned off, at sizes that scale it down, up to fit, and
    /// into a letterbox, is the same byte for byte.
    static func expectUnchanged(_ scene: LottieScene, without shortcut: WritableKeyPath<DrawingOptions, Bool>, seed: Int) throws {
        for size in [(48, 40), (96, 80), (37, 53)] {
            let viewport = Viewport(width: size.0, height: size.1)
            var plain = CairoRenderer()
            plain.options[keyPath: shortcut] = false
            #expect(try CairoRenderer().image(scene, viewport: viewport) == plain.image(scene, viewport: viewport), "seed \(seed) at \(size.0)x\(size.1)")
        }
    }

    /// A canvas keeps the rasters of masked, matted and effected nodes (and of groups that ask) and composites them
    /// again while they rest; the first draw already composites them from their own rasters. Under a background that
    /// moves, every node above is drawn again, from its kept raster where it has one.
    @Test("a canvas keeping rasters draws exactly the pixels of a fresh render, first and when the background moves", arguments: RandomSeeds.upTo(100))
    func keptRastersExact(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0xD6E8_FEB8)
        let layers = (0..<4).map { _ in Self.node(depth: 0, using: &random) }
        func scene(_ step: Double) -> LottieScene {
            let background = SceneNode.fill(FillNode(path: .rectangle(x: 2.5 + step, y: 3.25, width: 60, height: 50), paint: .solid(LottieColor(red: 0.9, green: 0.8, blue: 0.3, alpha: 1))))
            return LottieScene(width: 96, height: 80, nodes: [background] + layers)
        }
        for size in [(48, 40), (96, 80)] {
            let viewport = Viewport(width: size.0, height: size.1)
            let canvas = try RasterCanvas(viewport: viewport)
            for step in [0.0, 1, 2] {
                try canvas.draw(scene(step))
                #expect(canvas.image() == (try CairoRenderer().image(scene(step), viewport: viewport)), "seed \(seed) at \(size.0)x\(size.1), step \(step)")
            }
        }
    }

    /// Masked and matted nodes keep their rasters only on the canvas itself: nested in offscreen groups (here, a
    /// group shrinking the scene with opacity), the random scenes found pixels a step apart, so there they draw as
    /// a fresh render does.
    @Test("nested masked and matted nodes on a canvas draw exactly the pixels of a fresh render", arguments: RandomSeeds.upTo(100))
    func nestedKeptRasters(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0xA076_1D64)
        let content = SceneNode.group(SceneGroup(transform: AffineTransform.scale(x: 0.3, y: 0.3).followed(by: .translation(x: 33.3, y: 27.1)), opacity: 0.8,
                                                 children: (0..<4).map { _ in Self.node(depth: 0, using: &random) }))
        let scene = LottieScene(width: 96, height: 80, nodes: [content])
        for size in [(37, 53), (61, 29), (48, 40)] {
            let viewport = Viewport(width: size.0, height: size.1)
            let canvas = try RasterCanvas(viewport: viewport)
            try canvas.draw(scene)
            #expect(canvas.image() == (try CairoRenderer().image(scene, viewport: viewport)), "seed \(seed) at \(size.0)x\(size.1)")
        }
    }

    @Test("a kept raster's clip that cuts nothing drawn as whole pixels gives exactly the pixels of the clip", arguments: RandomSeeds.upTo(100))
    func keptRasterClips(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9)
        // Icons as a tab bar places them: content, a clip a little around it, scaled and moved by fractions.
        let icons: [SceneNode] = (0..<3).map { _ in
            let content = (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.node(depth: Bool.random(using: &random) ? 3 : 2, using: &random) }
            var clip: BezierPath?
            if case .box(let minX, let minY, let maxX, let maxY) = content.geometryExtent {
                let margin = Double.random(in: 0.3...4, using: &random)
                clip = .rectangle(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
            }
            let scale = Double.random(in: 0.3...1.4, using: &random)
            let placement = AffineTransform.scale(x: scale, y: scale).followed(by: .translation(x: Double.random(in: -10...40, using: &random), y: Double.random(in: -10...40, using: &random)))
            return .group(SceneGroup(transform: placement, opacity: Bool.random(using: &random) ? 1 : 0.6, clip: clip, isSeparateLayer: true, children: content))
        }
        let scene = LottieScene(width: 96, height: 80, nodes: [.fill(FillNode(path: .rectangle(x: 3.5, y: 2.25, width: 80, height: 70), paint: .solid(Self.color(using: &random))))] + icons)
        try Self.expectUnchanged(scene, without: \.leavesOutUncuttingClips, seed: seed)
    }

    /// Precompositions as a particle effect builds them: a turned, scaled group whose clip cuts its content (so it
    /// stays, and is not whole pixels), holding turned groups each clipped to a rectangle around a small shape, fills
    /// and strokes with mitred corners and square ends near the clip's sides. Shapes the clips let through whole are
    /// blended without working out the clips' coverage.
    @Test("shapes inside clips that let them through whole, nested in an unaligned clip, draw exactly as through the clips", arguments: RandomSeeds.upTo(100))
    func shapesInsideNestedClips(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0xC2B2_AE35 &+ 11)
        func particle() -> SceneNode {
            let size = Double.random(in: 2...14, using: &random)
            let shape: SceneNode = Bool.random(using: &random)
                ? .fill(FillNode(path: .ellipse(in: Rect(x: 0, y: 0, width: size, height: size)), paint: .solid(Self.color(using: &random))))
                : .stroke(StrokeNode(path: .rectangle(x: 0, y: 0, width: size, height: size * 0.7), paint: .solid(Self.color(using: &random)),
                                     style: StrokeAttributes(width: Double.random(in: 0.5...3, using: &random), cap: .square, join: [.miter, .round, .bevel].randomElement(using: &random)!)))
            // The clip a fraction of a unit to a few units around the shape: some cut it, most hold it whole.
            let margin = Double.random(in: -0.5...4, using: &random)
            let clip = BezierPath.rectangle(x: -margin - 2, y: -margin - 2, width: size + 2 * margin + 4, height: size + 2 * margin + 4)
            let place = AffineTransform.rotation(degrees: Double.random(in: -180...180, using: &random))
                .followed(by: .translation(x: Double.random(in: 10...80, using: &random), y: Double.random(in: 10...70, using: &random)))
            return .group(SceneGroup(transform: place, clip: clip, children: [shape]))
        }
        let outer = SceneGroup(
            transform: AffineTransform.rotation(degrees: Double.random(in: -20...20, using: &random))
                .followed(by: .scale(x: Double.random(in: 0.6...1.3, using: &random), y: Double.random(in: 0.6...1.3, using: &random)))
                .followed(by: .translation(x: Double.random(in: -3...3, using: &random), y: Double.random(in: -3...3, using: &random))),
            clip: .rectangle(x: 6.3, y: 5.7, width: 77.1, height: 63.4),
            children: (0..<12).map { _ in particle() })
        let scene = LottieScene(width: 96, height: 80, nodes: [.group(outer)])
        try Self.expectUnchanged(scene, without: \.leavesOutUncuttingClips, seed: seed)
    }

    static func node(depth: Int, using random: inout SeededGenerator) -> SceneNode {
        let choice = depth >= 3 ? Int.random(in: 0...1, using: &random) : Int.random(in: 0...5, using: &random)
        func children() -> [SceneNode] { (0..<Int.random(in: 1...3, using: &random)).map { _ in node(depth: depth + 1, using: &random) } }
        switch choice {
        case 0:
            return .fill(FillNode(path: shape(using: &random), paint: .solid(color(using: &random)), opacity: Double.random(in: 0.3...1, using: &random)))
        case 1:
            let style = StrokeAttributes(width: Double.random(in: 0.4...6, using: &random), join: [.miter, .round, .bevel].randomElement(using: &random)!)
            return .stroke(StrokeNode(path: shape(using: &random), paint: .solid(color(using: &random)), style: style))
        case 2:
            // Often a clip just around the content, as a precomposition's is around its layers: one to leave out.
            let content = children()
            var clip: BezierPath?
            switch Int.random(in: 0...2, using: &random) {
            case 0:
                clip = .rectangle(x: Double.random(in: -5...30, using: &random), y: Double.random(in: -5...30, using: &random), width: Double.random(in: 20...90, using: &random), height: Double.random(in: 20...90, using: &random))
            case 1:
                if case .box(let minX, let minY, let maxX, let maxY) = content.geometryExtent {
                    let margin = Double.random(in: 0.5...8, using: &random)
                    clip = .rectangle(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
                }
            default:
                clip = nil
            }
            let scale = Double.random(in: 0.5...1.6, using: &random)
            let placement = Bool.random(using: &random) ? AffineTransform.scale(x: scale, y: scale).followed(by: .translation(x: Double.random(in: -20...40, using: &random), y: Double.random(in: -20...40, using: &random))) : transform(using: &random)
            // Some keep their raster, as tab-bar icons do: there a clip that cuts nothing becomes whole pixels.
            return .group(SceneGroup(transform: placement, opacity: Bool.random(using: &random) ? 1 : Double.random(in: 0.2...0.9, using: &random), clip: clip, isSeparateLayer: Int.random(in: 0...3, using: &random) == 0, children: content))
        case 3:
            let masks = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                SceneMask(path: shape(using: &random), mode: [.add, .subtract, .intersect, .difference].randomElement(using: &random)!, isInverted: Bool.random(using: &random), opacity: Double.random(in: 0.4...1, using: &random), expansion: Bool.random(using: &random) ? 0 : Double.random(in: -3...3, using: &random))
            }
            return .masked(MaskedNode(content: children(), masks: masks))
        case 4:
            return .matted(MattedNode(content: children(), matte: children(), mode: [.alpha, .invertedAlpha, .luma, .invertedLuma].randomElement(using: &random)!))
        default:
            return .group(SceneGroup(transform: transform(using: &random), blendMode: [.multiply, .screen, .difference].randomElement(using: &random)!, children: children()))
        }
    }

    static func shape(using random: inout SeededGenerator) -> BezierPath {
        let rect = Rect(x: Double.random(in: -10...70, using: &random), y: Double.random(in: -10...60, using: &random), width: Double.random(in: 3...50, using: &random), height: Double.random(in: 3...50, using: &random))
        return Bool.random(using: &random) ? .ellipse(in: rect) : .rectangle(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    static func transform(using random: inout SeededGenerator) -> AffineTransform {
        AffineTransform.rotation(degrees: Double.random(in: -40...40, using: &random))
            .followed(by: .scale(x: Double.random(in: 0.5...1.6, using: &random), y: Double.random(in: 0.5...1.6, using: &random)))
            .followed(by: .translation(x: Double.random(in: -20...40, using: &random), y: Double.random(in: -20...40, using: &random)))
    }

    static func color(using random: inout SeededGenerator) -> LottieColor {
        LottieColor(red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random), blue: Double.random(in: 0...1, using: &random), alpha: Double.random(in: 0.3...1, using: &random))
    }
}
