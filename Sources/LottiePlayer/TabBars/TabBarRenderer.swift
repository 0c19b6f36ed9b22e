import CairoRendering
import Foundation
import LottieInterpreter
import TabBarComposing
import TabShiftEngine
import VectorGraphics

/// Renders pose after pose of one tab bar at one size, keeping what did not change between them.
///
/// It owns one raster, redrawn in place; each icon's scene is kept with the frame and tint it was made for, so an
/// icon at rest, or at frames its animation holds still between, is interpreted once however many frames show
/// it; a bar whose scene equals the one on the canvas
/// is not redrawn. One renderer serves one thread at a time.
public final class TabBarRenderer {
    /// The bar this renderer draws.
    public let document: TabBarDocument
    /// The surface the bar is drawn on; its pixels are the last pose rendered.
    package let canvas: RasterCanvas
    private let composer: TabBarComposer
    /// Per icon, the last scenes made, with the frame and tint each was made for (two at most: a cross-fade shows
    /// two), looked through in order: hashing the keys for every icon of every frame cost more than comparing two.
    private var iconScenes: [[KeptIconScene]]
    /// Per icon, what its last scene worked out, for the next one.
    private let iconMemories: [SceneMemory]

    /// A renderer of `document` at `viewport`, on `background` when given.
    public init(document: TabBarDocument, viewport: Viewport, background: LottieColor? = nil) throws(PlayerError) {
        self.document = document
        composer = TabBarComposer(document: document)
        iconScenes = Array(repeating: [], count: document.icons.count)
        iconMemories = document.icons.map { _ in SceneMemory() }
        do {
            canvas = try RasterCanvas(viewport: viewport, background: background)
        } catch {
            throw .rendering(file: document.name, error)
        }
    }

    /// How many icon scenes are kept, all icons together: those the last pose did not show are let go.
    package var keptIconSceneCount: Int { iconScenes.reduce(0) { $0 + $1.count } }

    /// The bar's scene for `pose`, reusing icon scenes made for the same frame and tint.
    package func scene(for pose: TabBarPose) -> LottieScene {
        // The scenes this pose asks for are marked in place: a list of the keys asked allocated one per icon.
        for index in iconScenes.indices {
            for kept in iconScenes[index].indices { iconScenes[index][kept].isUsed = false }
        }
        let scene = composer.scene(for: pose) { index, frame, tint in
            let key = IconSceneKey(frame: frame, tint: tint)
            if let kept = iconScenes[index].firstIndex(where: { $0.key == key }) {
                iconScenes[index][kept].isUsed = true
                return iconScenes[index][kept].scene
            }
            // An icon resting inside its segment shows the scene of any frame it holds still from.
            if let still = iconScenes[index].first(where: {
                $0.key.tint == tint && document.icons[index].holdsStill(from: $0.key.frame, to: frame)
            }) {
                iconScenes[index].append(KeptIconScene(key: key, scene: still.scene))
                return still.scene
            }
            let made = composer.iconScene(index: index, frame: frame, tint: tint, memory: iconMemories[index])
            iconScenes[index].append(KeptIconScene(key: key, scene: made))
            return made
        }
        for index in iconScenes.indices {
            iconScenes[index].removeAll { !$0.isUsed }
        }
        return scene
    }

    /// The bar at `pose` as straight RGBA.
    public func image(_ pose: TabBarPose) throws(PlayerError) -> PixelImage {
        try render(pose)
        return canvas.image()
    }

    /// The bar at `pose` encoded as a PNG.
    public func pngData(_ pose: TabBarPose) throws(PlayerError) -> Data {
        try render(pose)
        do {
            return try canvas.pngData()
        } catch {
            throw .rendering(file: document.name, error)
        }
    }

    /// The bar at `pose` encoded as `format`: a PNG from the canvas, which keeps what it can between poses; SVG and
    /// PDF written from the pose's scene at the canvas's size and background.
    public func data(_ pose: TabBarPose, format: OutputFormat) throws(PlayerError) -> Data {
        guard format != .png else { return try pngData(pose) }
        return try format.encode(
            scene(for: pose), viewport: canvas.viewport, background: canvas.background, file: document.name)
    }

    /// Draws the bar at `pose`; returns whether any pixel had to be redrawn.
    @discardableResult
    package func render(_ pose: TabBarPose) throws(PlayerError) -> Bool {
        do {
            return try canvas.draw(scene(for: pose))
        } catch {
            throw .rendering(file: document.name, error)
        }
    }
}

private struct IconSceneKey: Equatable {
    var frame: Double
    var tint: LottieColor
}

private struct KeptIconScene {
    var key: IconSceneKey
    var scene: LottieScene
    /// Whether the pose being composed asked for it; those it did not are let go.
    var isUsed = true
}
