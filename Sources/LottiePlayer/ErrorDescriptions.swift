import CairoRendering
import Foundation
import LottieDecoding
import TabShiftEngine

// Errors read the same everywhere: `localizedDescription`, string interpolation and the CLI all give the one
// sentence the CLI prints, instead of Foundation's "The operation could not be completed".

extension PlayerError: LocalizedError {
    public var errorDescription: String? { description }
}

extension LottieDecodingError: LocalizedError {
    public var errorDescription: String? { description }
}

extension CairoRenderingError: LocalizedError {
    public var errorDescription: String? { description }
}

extension TabShiftError: LocalizedError {
    public var errorDescription: String? { description }
}
