import CairoRendering
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// Whether a point of the output falls on a named layer's pixels: the animation drawn with every other layer
/// hidden and the layer's opacities at full (hit areas are often drawn transparent), and the pixel's coverage read.
/// dotlottie-rs tests a layer's bounding box instead, so a tap in the hole of a ring, or beside a diagonal stroke,
/// hits there and not here.
final class LayerHitTest {
    private let document: AnimationDocument
    private let viewport: Viewport
    /// Per layer name: the animation with only that layer shown, compiled once; nil when no layer has the name.
    private var isolated: [String: AnimationInterpreter?] = [:]
    private var canvas: RasterCanvas?
    private var drawn: (layer: String, frame: Double)?
    /// The isolated layer's pixels for `drawn`, read once for every point asked about.
    private var pixels: PixelImage?

    init(document: AnimationDocument, viewport: Viewport) {
        self.document = document
        self.viewport = viewport
    }

    /// `x`, `y` in output pixels; `frame` the animation's frame on screen.
    func hits(layer name: String, x: Double, y: Double, frame: Double) -> Bool {
        guard x >= 0, y >= 0, x < Double(viewport.width), y < Double(viewport.height) else { return false }
        let interpreter: AnimationInterpreter?
        if let known = isolated[name] {
            interpreter = known
        } else {
            let only = Self.isolating(name, in: document.animation)
            interpreter = only.map {
                AnimationInterpreter(
                    animation: $0, runsExpressions: document.expressionMode.runs,
                    expressionLimits: document.expressionMode.limits)
            }
            isolated[name] = .some(interpreter)
        }
        guard let interpreter else { return false }
        do {
            if canvas == nil { canvas = try RasterCanvas(viewport: viewport) }
            guard let canvas else { return false }
            if drawn == nil || drawn! != (name, frame) {
                drawn = nil
                pixels = nil
                let clamped = min(max(frame, document.firstFrame), document.lastFrame)
                let opaque = document.overrides.settingNumber(100, for: KeypathPattern("**.\(name).**.Opacity"))
                    .settingNumber(100, for: KeypathPattern("**.\(name).Transform.Opacity"))
                try canvas.draw(interpreter.scene(at: clamped, overrides: opaque))
                drawn = (name, frame)
                pixels = canvas.image()
            }
            guard let pixels else { return false }
            let pixel = pixels.bytes(
                x: Int(clampingRounded: x, to: 0...(viewport.width - 1), rule: .down),
                y: Int(clampingRounded: y, to: 0...(viewport.height - 1), rule: .down))
            return pixel[3] > 0
        } catch {
            return false
        }
    }

    /// Where the layer `name` can be hit at `frame`: the box round its hit pixels, sampled on a grid of about 48
    /// steps a side, and the hit pixel nearest the box's centre (what a tap aims at); nil when nothing hits.
    func target(layer name: String, frame: Double) -> (box: Rect, point: Point)? {
        let step = max(1, min(viewport.width, viewport.height) / 48)
        var hits: [Point] = []
        for y in stride(from: step / 2, to: viewport.height, by: step) {
            for x in stride(from: step / 2, to: viewport.width, by: step)
            where self.hits(layer: name, x: Double(x), y: Double(y), frame: frame) {
                hits.append(Point(x: Double(x), y: Double(y)))
            }
        }
        guard let first = hits.first else { return nil }
        let half = Double(step) / 2
        let minX = hits.map(\.x).min()! - half, maxX = hits.map(\.x).max()! + half
        let minY = hits.map(\.y).min()! - half, maxY = hits.map(\.y).max()! + half
        let box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        let centre = Point(x: box.midX, y: box.midY)
        let point =
            hits.min {
                ($0.x - centre.x) * ($0.x - centre.x) + ($0.y - centre.y) * ($0.y - centre.y) < ($1.x - centre.x)
                    * ($1.x - centre.x) + ($1.y - centre.y) * ($1.y - centre.y)
            } ?? first
        return (box, point)
    }

    /// The animation with only the layers named `name` drawn (and the precomposition layers that hold them); nil
    /// when no layer has that name. Hidden layers still move their children, and mattes stay with their layers.
    static func isolating(_ name: String, in animation: LottieAnimation) -> LottieAnimation? {
        var holding: [String: Bool] = [:]
        func holds(_ layers: [Layer], depth: Int) -> Bool {
            guard depth < 64 else { return false }
            return layers.contains { layer in
                if layer.name == name { return true }
                guard case .precomposition(let reference) = layer.content else { return false }
                if let known = holding[reference.assetID] { return known }
                holding[reference.assetID] = false
                let found =
                    animation.precompositions[reference.assetID].map { holds($0.layers, depth: depth + 1) } ?? false
                holding[reference.assetID] = found
                return found
            }
        }
        guard holds(animation.layers, depth: 0) else { return nil }
        func hideOthers(_ layers: [Layer]) -> [Layer] {
            layers.map { layer in
                var copy = layer
                if layer.name == name || layer.isMatteSource { return copy }
                if case .precomposition(let reference) = layer.content, holding[reference.assetID] == true {
                    return copy
                }
                copy.isHidden = true
                return copy
            }
        }
        var copy = animation
        copy.layers = hideOthers(animation.layers)
        for (id, precomposition) in animation.precompositions where holding[id] == true {
            var kept = precomposition
            kept.layers = hideOthers(precomposition.layers)
            copy.precompositions[id] = kept
        }
        return copy
    }
}
