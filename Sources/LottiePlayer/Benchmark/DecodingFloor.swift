import Foundation
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
