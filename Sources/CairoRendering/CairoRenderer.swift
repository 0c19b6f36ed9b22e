import CCairo
import Foundation
import VectorGraphics

/// Draws any `Scene` with Cairo into pixels, PNG, SVG or PDF.
public struct CairoRenderer: Sendable {
    /// Painted under the scene; nil leaves the background transparent.
    public var background: Color?

    public init(background: Color? = nil) {
        self.background = background
    }

    public func image(_ scene: Scene, viewport: Viewport) throws(CairoRenderingError) -> PixelImage {
        let surface = try rasterize(scene, viewport: viewport)
        return PixelImage(surface: surface)
    }

    /// Straight (not premultiplied) RGBA PNG bytes.
    public func png(_ scene: Scene, viewport: Viewport) throws(CairoRenderingError) -> Data {
        try rasterize(scene, viewport: viewport).pngData()
    }

    public func svg(_ scene: Scene, viewport: Viewport) throws(CairoRenderingError) -> Data {
        try document(.svg, scene, viewport: viewport)
    }

    public func pdf(_ scene: Scene, viewport: Viewport) throws(CairoRenderingError) -> Data {
        try document(.pdf, scene, viewport: viewport)
    }

    private func rasterize(_ scene: Scene, viewport: Viewport) throws(CairoRenderingError) -> CairoSurface {
        try viewport.validate()
        let surface = try CairoSurface.image(width: viewport.width, height: viewport.height)
        try draw(scene, viewport: viewport, into: surface)
        cairo_surface_flush(surface.handle)
        return surface
    }

    private func document(_ format: CairoSurface.VectorFormat, _ scene: Scene, viewport: Viewport) throws(CairoRenderingError) -> Data {
        try viewport.validate()
        let surface = try CairoSurface.vector(format, width: Double(viewport.width), height: Double(viewport.height))
        try draw(scene, viewport: viewport, into: surface)
        return try surface.finishedDocument()
    }

    private func draw(_ scene: Scene, viewport: Viewport, into surface: CairoSurface) throws(CairoRenderingError) {
        guard scene.width > 0, scene.height > 0 else {
            throw CairoRenderingError(operation: "drawing", message: "the scene is \(scene.width)x\(scene.height); it must be larger than 0x0")
        }
        let context = try CairoContext(surface: surface)
        let cr = context.handle
        if let background {
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
        }
        let (transform, frame) = viewport.fit(scene)
        cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(cr)
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &matrix)
        SceneDrawing(context: context).draw(scene.nodes)
        try context.checkStatus("drawing the scene")
    }
}
