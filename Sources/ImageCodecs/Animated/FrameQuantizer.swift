import VectorGraphics

/// A frame reduced to at most 256 colours: the palette and one index per pixel.
struct IndexedImage {
    /// Straight RGBA of each palette entry.
    var palette: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)]
    var indices: [UInt8]
}

/// Chooses a GIF frame's palette and maps its pixels to it.
protocol FrameQuantizer {
    /// The palette and per-pixel indices of a straight RGBA image whose pixels are opaque or fully transparent.
    func quantize(rgba: [UInt8], width: Int, height: Int) throws(OutputError) -> IndexedImage
}

/// TabShift's own quantizer, or libimagequant's when the package is built with its `LibImageQuant` trait.
func makeFrameQuantizer() throws(OutputError) -> any FrameQuantizer {
    #if LibImageQuant
    try ImageQuantPalette()
    #else
    PaletteQuantizer()
    #endif
}
