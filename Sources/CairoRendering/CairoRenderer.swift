import CCairo
import Foundation
import ImageCodecs
import VectorGraphics

/// Draws any `LottieScene` into pixels, PNG or PDF with Cairo, and into SVG with TabShift's own writer.
public struct CairoRenderer: Sendable {
    /// Painted under the scene; nil leaves the background transparent.
    public var background: LottieColor?

    /// Shortcuts that change no pixel; tests turn them off to check that.
    var options = DrawingOptions.standard

    /// A renderer that paints `background` under every scene; transparent without one.
    public init(background: LottieColor? = nil) {
        self.background = background
    }

    /// One frame's pixels as straight RGBA. To draw many frames at one size, a `RasterCanvas` keeps its surface.
    public func image(_ scene: LottieScene, viewport: Viewport) throws(CairoRenderingError) -> PixelImage {
        let surface = try rasterize(scene, viewport: viewport)
        return PixelImage(surface: surface)
    }

    /// Straight (not premultiplied) RGBA PNG bytes.
    public func png(_ scene: LottieScene, viewport: Viewport) throws(CairoRenderingError) -> Data {
        let canvas = try RasterCanvas(viewport: viewport, background: background)
        try canvas.draw(scene)
        return try canvas.pngData()
    }

    /// The scene as an SVG document of the viewport's size, written by TabShift itself (not Cairo's SVG backend,
    /// which loses memory with every group it draws).
    public func svg(_ scene: LottieScene, viewport: Viewport) throws(CairoRenderingError) -> Data {
        try viewport.validate()
        guard scene.width > 0, scene.height > 0 else {
            throw CairoRenderingError(
                operation: "drawing", message: "the scene is \(scene.width)x\(scene.height); it must be larger than 0x0"
            )
        }
        try DrawingBudget.standard.check(scene, viewport: viewport)
        return SVGWriter.document(scene, viewport: viewport, background: background)
    }

    /// The scene as a one-page PDF of the viewport's size.
    public func pdf(_ scene: LottieScene, viewport: Viewport) throws(CairoRenderingError) -> Data {
        try viewport.validate()
        let surface = try CairoSurface.pdf(width: Double(viewport.width), height: Double(viewport.height))
        try draw(scene, viewport: viewport, into: surface)
        return try surface.finishedDocument()
    }

    private func rasterize(_ scene: LottieScene, viewport: Viewport) throws(CairoRenderingError) -> CairoSurface {
        try viewport.validate()
        let surface = try CairoSurface.image(width: viewport.width, height: viewport.height)
        try draw(scene, viewport: viewport, into: surface)
        cairo_surface_flush(surface.handle)
        return surface
    }

    private func draw(_ scene: LottieScene, viewport: Viewport, into surface: CairoSurface) throws(CairoRenderingError)
    {
        try SceneDrawing.draw(
            scene,
            in: DrawingContext(
                surface: surface, viewport: viewport, background: background, images: DecodedImages(), options: options)
        )
    }
}
