import CTabShift
import CairoRendering
import LottiePlayer

// The C functions on renderers (tabshift.h, "Renderers").

@_cdecl("tabshift_renderer_new")
public func tabshiftRendererNew(
    _ animation: OpaquePointer?, _ width: UInt32, _ height: UInt32, _ background: UnsafePointer<CChar>?,
    _ renderer: UnsafeMutablePointer<OpaquePointer?>?
) -> tabshift_status {
    call {
        let document = try Handle.object(animation, "animation", as: AnimationHandle.self).document
        let out = try output(renderer, "renderer")
        let made = try AnimationRenderer(
            document: document, viewport: try viewport(width, height), background: try color(background, "background"))
        Handle.give(RendererHandle(made), to: out)
    }
}

@_cdecl("tabshift_renderer_free")
public func tabshiftRendererFree(_ renderer: OpaquePointer?) {
    Handle.release(renderer, as: RendererHandle.self)
}

@_cdecl("tabshift_renderer_render")
public func tabshiftRendererRender(
    _ renderer: OpaquePointer?, _ frame: Double, _ layout: tabshift_pixel_layout, _ buffer: UnsafeMutableRawPointer?,
    _ bytesPerRow: Int
) -> tabshift_status {
    call {
        let handle = try Handle.object(renderer, "renderer", as: RendererHandle.self)
        try draw(handle.renderer, frame: frame, layout: layout, into: buffer, bytesPerRow: bytesPerRow)
    }
}

/// Checks a caller's buffer for `canvas` and copies its pixels there in `layout`.
func copyPixels(
    of canvas: RasterCanvas, layout: tabshift_pixel_layout, into buffer: UnsafeMutableRawPointer?, bytesPerRow: Int
) throws(CallFailure) {
    guard let buffer else { throw .invalidArgument("buffer is NULL") }
    let width = canvas.viewport.width
    guard bytesPerRow >= width * 4 else {
        throw .invalidArgument("bytes_per_row \(bytesPerRow) is less than 4 × the width \(width)")
    }
    let straight: Bool
    switch layout {
    case TABSHIFT_PIXELS_BGRA_PREMULTIPLIED: straight = false
    case TABSHIFT_PIXELS_RGBA_STRAIGHT: straight = true
    default:
        throw .invalidArgument(
            "pixel layout \(layout.rawValue) is neither TABSHIFT_PIXELS_BGRA_PREMULTIPLIED nor TABSHIFT_PIXELS_RGBA_STRAIGHT"
        )
    }
    canvas.withPremultipliedPixels { pixels in pixels.copy(to: buffer, bytesPerRow: bytesPerRow, straight: straight) }
}

/// Draws `frame` with `renderer` into a caller's buffer.
func draw(
    _ renderer: AnimationRenderer, frame: Double, layout: tabshift_pixel_layout, into buffer: UnsafeMutableRawPointer?,
    bytesPerRow: Int
) throws {
    // The buffer is checked before drawing, so that a bad one costs nothing.
    guard buffer != nil else { throw CallFailure.invalidArgument("buffer is NULL") }
    try renderer.render(frame: try frameNumber(frame))
    try copyPixels(of: renderer.canvas, layout: layout, into: buffer, bytesPerRow: bytesPerRow)
}
