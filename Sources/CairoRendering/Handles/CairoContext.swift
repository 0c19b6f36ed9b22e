import CCairo
import VectorGraphics

/// The one owner of a `cairo_t`; it keeps its surface alive for as long as it draws into it.
final class CairoContext {
    let handle: OpaquePointer
    let surface: CairoSurface

    init(surface: CairoSurface) throws(OutputError) {
        guard let handle = cairo_create(surface.handle) else {
            throw OutputError(operation: "creating a drawing context", message: "Cairo returned no context")
        }
        if let error = OutputError(status: cairo_status(handle), operation: "creating a drawing context") {
            cairo_destroy(handle)
            throw error
        }
        self.handle = handle
        self.surface = surface
    }

    deinit {
        cairo_destroy(handle)
    }

    func checkStatus(_ operation: String) throws(OutputError) {
        if let error = OutputError(status: cairo_status(handle), operation: operation) { throw error }
    }
}

/// The one owner of a `cairo_pattern_t` made for a gradient.
final class CairoPattern {
    let handle: OpaquePointer

    init?(_ handle: OpaquePointer?) {
        guard let handle else { return nil }
        guard cairo_pattern_status(handle) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(handle)
            return nil
        }
        self.handle = handle
    }

    deinit {
        cairo_pattern_destroy(handle)
    }

    /// The bytes of the image surface behind a surface pattern; 0 for other patterns.
    var rasterByteCount: Int {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(handle, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return 0 }
        return Int(truncatingIfNeeded: cairo_image_surface_get_stride(surface))
            * Int(truncatingIfNeeded: cairo_image_surface_get_height(surface))
    }
}
