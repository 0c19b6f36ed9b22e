import CairoRendering
import Foundation
import LottieInterpreter
import VectorGraphics

/// Renders frame after frame of one animation at one size, keeping everything that can be kept between frames.
///
/// Made once per document and output size, it owns one raster: it redraws that raster in place, decodes the
/// document's images once, skips the interpreter when asked for the frame it already shows or for one the
/// animation holds still from it (`AnimationDocument.holdsStill`), reuses the nodes of layers that hold still
/// (`SceneMemory`), and skips drawing when a frame's scene equals the one on the canvas. Pixels stay in Cairo's
/// premultiplied format until straight RGBA or PNG is asked for. One renderer serves one thread at a time; parallel
/// work gives each worker its own.
///
/// ```swift
/// let renderer = try AnimationRenderer(document: document, viewport: Viewport(width: 96, height: 96))
/// for frame in stride(from: document.firstFrame, through: document.lastFrame, by: 1) {
///     try renderer.render(frame: frame)
///     renderer.canvas.withPremultipliedPixels { pixels in upload(pixels) }
/// }
/// ```
public final class AnimationRenderer {
    /// The animation this renderer draws.
    public let document: AnimationDocument
    /// The surface the frames are drawn on; its pixels are the last frame rendered.
    package let canvas: RasterCanvas
    private var shownFrame: Double?
    /// The top-level layers' nodes of the last scene made, reused where they hold still.
    private let memory = SceneMemory()

    /// A renderer of `document` at `viewport`, on `background` when given (transparent otherwise).
    public init(document: AnimationDocument, viewport: Viewport, background: LottieColor? = nil) throws(PlayerError) {
        self.document = document
        do {
            canvas = try RasterCanvas(viewport: viewport, background: background)
        } catch {
            throw .rendering(file: document.name, error)
        }
    }

    /// Draws `frame` onto the canvas; returns whether any pixel had to be redrawn.
    @discardableResult
    package func render(frame: Double) throws(PlayerError) -> Bool {
        if frame == shownFrame { return false }
        // Icons rest between their moves: a frame the animation holds still from the one shown is that frame.
        if let shownFrame, document.holdsStill(from: shownFrame, to: frame) {
            try document.checkFrame(frame)
            self.shownFrame = frame
            return false
        }
        let scene = try document.scene(at: frame, memory: memory)
        // A frame at most one from the last is the next of a player, forward or backward; further is a seek.
        if let shownFrame, abs(frame - shownFrame) > 1 { canvas.noteSeek() }
        let redrawn = try draw(scene)
        shownFrame = frame
        return redrawn
    }

    /// Draws `scene` onto the canvas, which then shows no frame of the document until `render` draws one; returns
    /// whether any pixel had to be redrawn. Public only to the speed comparison (`Benchmarks/`), which times
    /// drawing apart from making the scene.
    @_spi(Benchmarking) @discardableResult
    public func draw(_ scene: LottieScene) throws(PlayerError) -> Bool {
        shownFrame = nil
        do {
            return try canvas.draw(scene)
        } catch {
            throw .rendering(file: document.name, error)
        }
    }

    /// The frame's pixels as straight RGBA.
    public func image(frame: Double) throws(PlayerError) -> PixelImage {
        try render(frame: frame)
        return canvas.image()
    }

    /// The frame encoded as a PNG.
    public func pngData(frame: Double) throws(PlayerError) -> Data {
        try render(frame: frame)
        do {
            return try canvas.pngData()
        } catch {
            throw .rendering(file: document.name, error)
        }
    }

    /// The frame encoded as `format`: a PNG from the canvas, which keeps what it can between frames; SVG and PDF
    /// written from the frame's scene at the canvas's size and background.
    public func data(frame: Double, format: OutputFormat) throws(PlayerError) -> Data {
        guard format != .png else { return try pngData(frame: frame) }
        return try document.render(
            frame: frame, viewport: canvas.viewport, format: format, background: canvas.background)
    }
}
