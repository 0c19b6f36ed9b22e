import CCairo
import Foundation
import VectorGraphics

/// The one owner of a `cairo_surface_t`, checked when created and destroyed in `deinit`.
final class CairoSurface {
    let handle: OpaquePointer
    /// Vector surfaces stream into this; it must live as long as the surface.
    private let sink: ByteSink?

    private init(handle: OpaquePointer?, sink: ByteSink?, operation: String) throws(OutputError) {
        guard let handle else { throw OutputError(operation: operation, message: "Cairo returned no surface") }
        if let error = OutputError(status: cairo_surface_status(handle), operation: operation) {
            cairo_surface_destroy(handle)
            throw error
        }
        self.handle = handle
        self.sink = sink
    }

    deinit {
        cairo_surface_destroy(handle)
    }

    /// A premultiplied ARGB32 raster, cleared to transparent.
    static func image(width: Int, height: Int) throws(OutputError) -> CairoSurface {
        try CairoSurface(
            handle: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)), sink: nil,
            operation: "creating a \(width)x\(height) image")
    }

    /// A PDF document streamed into memory; read it with `finishedDocument()`. (SVG is written by `SVGWriter`.)
    static func pdf(width: Double, height: Double) throws(OutputError) -> CairoSurface {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        return try CairoSurface(
            handle: cairo_pdf_surface_create_for_stream(ByteSink.write, closure, width, height), sink: sink,
            operation: "creating a PDF document")
    }

    /// Reads a PNG into an image surface.
    static func png(_ data: Data) throws(OutputError) -> CairoSurface {
        let source = ByteSource(data: data)
        let handle = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(ByteSource.read, Unmanaged.passUnretained(source).toOpaque())
        }
        return try CairoSurface(handle: handle, sink: nil, operation: "reading a PNG")
    }

    /// Sets every byte of an image surface to zero, behind Cairo's back (it is told afterwards). Returns false,
    /// having done nothing, for other surfaces.
    func zeroPixels() -> Bool {
        cairo_surface_flush(handle)
        guard cairo_surface_get_type(handle) == CAIRO_SURFACE_TYPE_IMAGE,
            let data = cairo_image_surface_get_data(handle)
        else { return false }
        memset(
            data, 0,
            Int(truncatingIfNeeded: cairo_image_surface_get_stride(handle))
                * Int(truncatingIfNeeded: cairo_image_surface_get_height(handle)))
        cairo_surface_mark_dirty(handle)
        return true
    }

    func finishedDocument() throws(OutputError) -> Data {
        cairo_surface_finish(handle)
        if let error = OutputError(status: cairo_surface_status(handle), operation: "finishing the document") {
            throw error
        }
        return sink?.data ?? Data()
    }
}
