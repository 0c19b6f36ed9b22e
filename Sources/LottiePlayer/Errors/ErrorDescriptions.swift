import CairoRendering
import Foundation
import LottieDecoding
import TabShiftEngine
import VectorGraphics

// Errors read the same everywhere: `localizedDescription`, string interpolation and the CLI all give the one
// sentence the CLI prints, instead of Foundation's "The operation could not be completed".

extension PlayerError: LocalizedError {
    /// The CLI's one sentence.
    public var errorDescription: String? { description }
}

extension LottieDecodingError: LocalizedError {
    /// The CLI's one sentence.
    public var errorDescription: String? { description }
}

extension OutputError: LocalizedError {
    /// The CLI's one sentence.
    public var errorDescription: String? { description }
}

extension TabShiftError: LocalizedError {
    /// The CLI's one sentence.
    public var errorDescription: String? { description }
}
