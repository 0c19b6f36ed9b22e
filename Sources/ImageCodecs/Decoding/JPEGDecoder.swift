import CTurboJPEG

/// The one owner of a TurboJPEG decompressor; TurboJPEG reports errors by return code, never by jumping.
package final class JPEGDecoder {
    private let handle: tjhandle

    package init?() {
        guard let handle = tjInitDecompress() else { return nil }
        self.handle = handle
    }

    deinit {
        tjDestroy(handle)
    }

    /// Width and height from the image's header; nil when it is unreadable.
    package func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(
                handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        return status == 0 ? (Int(truncatingIfNeeded: width), Int(truncatingIfNeeded: height)) : nil
    }

    /// Decodes the image into `pixels`, `height` rows `stride` bytes apart, as premultiplied B, G, R, A bytes (an
    /// opaque image's are straight); false for broken data.
    package func decode(
        _ bytes: [UInt8], into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int
    ) -> Bool {
        let status = bytes.withUnsafeBufferPointer { buffer in
            tjDecompress2(
                handle, buffer.baseAddress, UInt(buffer.count), pixels, Int32(truncatingIfNeeded: width),
                Int32(truncatingIfNeeded: stride), Int32(truncatingIfNeeded: height), Int32(TJPF_BGRA.rawValue), 0)
        }
        return status == 0
    }
}
