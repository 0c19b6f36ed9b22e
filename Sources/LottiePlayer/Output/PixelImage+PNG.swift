import CairoRendering
import Foundation
import ImageCodecs
import VectorGraphics

extension PixelImage {
    /// Reads PNG bytes of any colour type (grey, palette, RGB, with or without alpha) as straight RGBA.
    public init(png data: Data) throws(OutputError) {
        try self.init(decodingPNG: data)
    }
}
