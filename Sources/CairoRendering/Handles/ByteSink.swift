import CCairo
import Foundation

/// Collects the bytes Cairo streams out while writing PNG, SVG or PDF.
final class ByteSink {
    var data = Data()

    /// A C callback that appends to the sink passed as its closure pointer; it captures nothing, as C requires.
    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data.append(
            bytes, count: Int(truncatingIfNeeded: length))
        return CAIRO_STATUS_SUCCESS
    }
}

/// Feeds Cairo the bytes of a PNG while it reads one.
final class ByteSource {
    let data: Data
    var position = 0

    init(data: Data) {
        self.data = data
    }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
        let wanted = Int(truncatingIfNeeded: length)
        guard source.position + wanted <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
        source.data.copyBytes(to: buffer, from: source.position..<(source.position + wanted))
        source.position += wanted
        return CAIRO_STATUS_SUCCESS
    }
}
