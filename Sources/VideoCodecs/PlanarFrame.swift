import ImageCodecs

/// One frame as video encoders take it: 8-bit limited-range Y′CbCr 4:2:0 with BT.709 coefficients, and for formats
/// that carry transparency the alpha plane beside it.
///
/// Chroma samples sit where MPEG-2, H.264 and VP9 players put them by default ("left"): horizontally on the even
/// luma column, vertically between the two rows. Each is a [1 2 1] filter across columns and the mean of the two
/// rows, weighted by the pixels' alpha, so the colour of transparent pixels (undefined in straight RGBA) does not
/// bleed into the edges of what is visible.
struct PlanarFrame {
    let width: Int
    let height: Int
    var luma: [UInt8]
    var blueDifference: [UInt8]
    var redDifference: [UInt8]
    var alpha: [UInt8]?

    var chromaWidth: Int { (width + 1) / 2 }
    var chromaHeight: Int { (height + 1) / 2 }

    /// BT.709's luma weights scaled to limited range (219/255) and chroma weights (224/255), in 1/65536.
    private static let scale = 65536.0
    private static let lumaWeights = weights(0.2126 * 219 / 255, 0.7152 * 219 / 255, 0.0722 * 219 / 255)
    private static let blueWeights = weights(-0.2126 / 1.8556 * 224 / 255, -0.7152 / 1.8556 * 224 / 255, 0.5 * 224 / 255)
    private static let redWeights = weights(0.5 * 224 / 255, -0.7152 / 1.5748 * 224 / 255, -0.0722 / 1.5748 * 224 / 255)

    private static func weights(_ red: Double, _ green: Double, _ blue: Double) -> (Int32, Int32, Int32) {
        (Int32((red * scale).rounded()), Int32((green * scale).rounded()), Int32((blue * scale).rounded()))
    }

    /// `image` as Y′CbCr `width`×`height` (at least the image's size; the margin repeats its last column and row).
    /// With `matte`, every pixel is blended onto it and the frame is opaque; without, the alpha plane is kept.
    init(_ image: PixelImage, width: Int, height: Int, matte: (red: UInt8, green: UInt8, blue: UInt8)?) {
        precondition(width >= image.width && height >= image.height && image.width > 0 && image.height > 0)
        self.width = width
        self.height = height
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        image.rgba.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let sourceRow = min(y, image.height - 1) * image.width * 4
                for x in 0..<width {
                    let from = sourceRow + min(x, image.width - 1) * 4
                    let to = (y * width + x) * 4
                    if let matte {
                        let coverage = UInt32(source[from + 3])
                        let blend = { (value: UInt8, under: UInt8) in
                            UInt8((UInt32(value) * coverage + UInt32(under) * (255 - coverage) + 127) / 255)
                        }
                        rgba[to] = blend(source[from], matte.red)
                        rgba[to + 1] = blend(source[from + 1], matte.green)
                        rgba[to + 2] = blend(source[from + 2], matte.blue)
                        rgba[to + 3] = 255
                    } else {
                        for channel in 0..<4 { rgba[to + channel] = source[from + channel] }
                    }
                }
            }
        }
        luma = [UInt8](repeating: 16, count: width * height)
        blueDifference = [UInt8](repeating: 128, count: ((width + 1) / 2) * ((height + 1) / 2))
        redDifference = blueDifference
        alpha = matte == nil ? [UInt8](repeating: 0, count: width * height) : nil
        fill(from: rgba)
    }

    private mutating func fill(from rgba: [UInt8]) {
        let (lr, lg, lb) = Self.lumaWeights
        for index in 0..<(width * height) {
            let red = Int32(rgba[index * 4]), green = Int32(rgba[index * 4 + 1]), blue = Int32(rgba[index * 4 + 2])
            luma[index] = UInt8(16 + ((lr * red + lg * green + lb * blue + 32768) >> 16))
            alpha?[index] = rgba[index * 4 + 3]
        }
        let (br, bg, bb) = Self.blueWeights
        let (rr, rg, rb) = Self.redWeights
        for row in 0..<chromaHeight {
            for column in 0..<chromaWidth {
                var weight: Int64 = 0, red: Int64 = 0, green: Int64 = 0, blue: Int64 = 0
                for y in [row * 2, min(row * 2 + 1, height - 1)] {
                    for (x, tap) in [(column * 2 - 1, 1), (column * 2, 2), (column * 2 + 1, 1)] {
                        let offset = (y * width + min(max(x, 0), width - 1)) * 4
                        let w = Int64(tap) * Int64(rgba[offset + 3])
                        weight += w
                        red += w * Int64(rgba[offset])
                        green += w * Int64(rgba[offset + 1])
                        blue += w * Int64(rgba[offset + 2])
                    }
                }
                guard weight > 0 else { continue }
                let r = Int32((red + weight / 2) / weight), g = Int32((green + weight / 2) / weight), b = Int32((blue + weight / 2) / weight)
                let index = row * chromaWidth + column
                blueDifference[index] = UInt8(clamping: 128 + ((br * r + bg * g + bb * b + 32768) >> 16))
                redDifference[index] = UInt8(clamping: 128 + ((rr * r + rg * g + rb * b + 32768) >> 16))
            }
        }
    }
}
