import CCairo
import VectorGraphics

extension OutputError {
    /// nil when `status` is success; otherwise the error with Cairo's own wording.
    init?(status: cairo_status_t, operation: String) {
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        self.init(operation: operation, message: String(cString: cairo_status_to_string(status)))
    }
}
