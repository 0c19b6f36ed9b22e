import CairoRendering
import Foundation
import ImageCodecs
import LottieStateMachines
import VectorGraphics

/// Draws what a state machine puts on screen: a frame through an `AnimationRenderer` (which keeps what it can
/// between frames), a tween's blend of poses on a canvas of its own.
final class PoseRenderer {
    let viewport: Viewport
    private var renderer: AnimationRenderer?
    private var rendererKey: (version: Int, background: LottieColor?)?
    private var blendCanvas: RasterCanvas?

    init(viewport: Viewport) {
        self.viewport = viewport
    }

    /// The canvas showing `pose` of `document` (the `version`th document a run has used) on `background`.
    func draw(
        _ pose: PlaybackClock.Pose, of document: AnimationDocument, version: Int, background: LottieColor?
    ) throws(PlayerError) -> RasterCanvas {
        if rendererKey == nil || rendererKey!.version != version || rendererKey!.background != background {
            renderer = try AnimationRenderer(document: document, viewport: viewport, background: background)
            rendererKey = (version, background)
            blendCanvas = nil
        }
        guard let renderer else { throw .invalidArgument("\(document.name): no renderer") }
        guard case .between = pose else {
            try renderer.render(frame: Self.frame(pose, in: document))
            return renderer.canvas
        }
        let scene = try Self.scene(of: pose, in: document)
        do throws(OutputError) {
            if blendCanvas == nil { blendCanvas = try RasterCanvas(viewport: viewport, background: background) }
            guard let blendCanvas else { return renderer.canvas }
            try blendCanvas.draw(scene)
            return blendCanvas
        } catch {
            throw .rendering(file: document.name, error)
        }
    }

    /// A pose's frame of the document (the clock counts from the first frame), kept inside the animation.
    static func frame(_ pose: PlaybackClock.Pose, in document: AnimationDocument) -> Double {
        guard case .frame(let frame) = pose else { return document.firstFrame }
        return min(max(document.firstFrame + frame, document.firstFrame), document.lastFrame)
    }

    static func scene(of pose: PlaybackClock.Pose, in document: AnimationDocument) throws(PlayerError) -> LottieScene {
        switch pose {
        case .frame:
            return try document.scene(at: frame(pose, in: document))
        case .between(let source, let target, let progress):
            return try scene(of: source, in: document).blended(
                with: scene(of: .frame(target), in: document), progress: progress)
        }
    }
}
