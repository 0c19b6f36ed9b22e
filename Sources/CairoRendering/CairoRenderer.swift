import CCairo
import Foundation
import ImageCodecs
import VectorGraphics

/// Draws any `LottieScene` into pixels, PNG or PDF with Cairo. (SVG is written by `SVGWriter`, which needs no Cairo.)
package struct CairoRenderer: Sendable {
    /// Painted under the scene; nil leaves the background transparent.
    package var background: LottieColor?

    /// Shortcuts that change no pixel; tests turn them off to check that.
    var options = DrawingOptions.standard

    /// A renderer that paints `background` under every scene; transparent without one.
    package init(background: LottieColor? = nil) {
        self.background = background
    }

    /// One frame's pixels as straight RGBA. To draw many frames at one size, a `RasterCanvas` keeps its surface.
    package func image(_ scene: LottieScene, viewport: Viewport) throws(OutputError) -> PixelImage {
        let surface = try rasterize(scene, viewport: viewport)
        return PixelImage(surface: surface)
    }

    /// Straight (not premultiplied) RGBA PNG bytes.
    package func png(_ scene: LottieScene, viewport: Viewport) throws(OutputError) -> Data {
        let canvas = try RasterCanvas(viewport: viewport, background: background)
        try canvas.draw(scene)
        return try canvas.pngData()
    }

    /// The scene as a one-page PDF of the viewport's size.
    package func pdf(_ scene: LottieScene, viewport: Viewport) throws(OutputError) -> Data {
        try viewport.validate()
        let surface = try CairoSurface.pdf(width: Double(viewport.width), height: Double(viewport.height))
        try draw(scene, viewport: viewport, into: surface)
        return try surface.finishedDocument()
    }

    private func rasterize(_ scene: LottieScene, viewport: Viewport) throws(OutputError) -> CairoSurface {
        try viewport.validate()
        let surface = try CairoSurface.image(width: viewport.width, height: viewport.height)
        try draw(scene, viewport: viewport, into: surface)
        cairo_surface_flush(surface.handle)
        return surface
    }

    private func draw(_ scene: LottieScene, viewport: Viewport, into surface: CairoSurface) throws(OutputError) {
        try SceneDrawing.draw(
            scene,
            in: DrawingContext(
                surface: surface, viewport: viewport, background: background, images: DecodedImages(), options: options)
        )
    }
}
