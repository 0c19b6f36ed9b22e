import ImageCodecs

/// The PNG encoder's deflate step alone, for benchmarks that set another deflater (libdeflate) beside it on the
/// same filtered rows (`Benchmarks/`).
@_spi(Benchmarking) public enum PNGDeflateProbe {
    /// The image's rows as the PNG encoder filters them before deflating.
    public static func filteredRows(_ image: PixelImage) -> [UInt8] {
        PNGEncoder.filteredRows(width: image.width, height: image.height, rgba: image.rgba)
    }

    /// The encoder's own raw deflate stream of `bytes`.
    public static func deflate(_ bytes: [UInt8]) -> [UInt8] { PNGEncoder.rawDeflate(bytes) }
}
