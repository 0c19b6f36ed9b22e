import Foundation
import ImageCodecs
import LottieDecoding

/// jansson's parse of a file alone, for benchmarks that set TabShift's decoding beside it (`Benchmarks/`).
@_spi(Benchmarking) public enum DecodingFloor {
    /// Parses `data` with jansson and frees the tree, nothing more; false when it is not JSON.
    public static func parse(_ data: Data) -> Bool { JSONParseFloor.parseAndFree(data) }

    /// Parses `data` as the decoder does (into an arena) and frees it; false when it is not JSON.
    public static func parseAsDecoding(_ data: Data) -> Bool { JSONParseFloor.parseIntoArena(data) }

    /// Decodes `data` into the model and drops it, without compiling it for drawing; false when it is refused.
    public static func decodeModel(_ data: Data) -> Bool { (try? LottieDecoder().decode(data)) != nil }
}

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
