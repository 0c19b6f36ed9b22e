import ImageCodecs

/// One frame as video encoders take it: 8-bit limited-range Y′CbCr 4:2:0 with BT.709 coefficients, and for formats
/// that carry transparency the alpha plane beside it.
///
/// Each chroma sample is the mean of its 2×2 block (sited at the block's centre), weighted by the pixels' alpha so
/// that the colour of transparent pixels (undefined in straight RGBA) does not bleed into the edges of what is
/// visible. The centre is where decoders' scalers and browsers' texture sampling read chroma, whatever siting a
/// stream declares; a [1 2 1] filter on the even column (H.264's nominal "left") measured worse through them.
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
    private static let blueWeights = weights(
        -0.2126 / 1.8556 * 224 / 255, -0.7152 / 1.8556 * 224 / 255, 0.5 * 224 / 255)
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
        let rgba = Self.padded(image, width: width, height: height, matte: matte)
        luma = [UInt8](repeating: 16, count: width * height)
        blueDifference = [UInt8](repeating: 128, count: ((width + 1) / 2) * ((height + 1) / 2))
        redDifference = blueDifference
        alpha = matte == nil ? [UInt8](repeating: 0, count: width * height) : nil
        rgba.withUnsafeBufferPointer { fill(from: $0) }
    }

    /// The image's straight RGBA at the frame's size, blended onto `matte` if there is one.
    private static func padded(
        _ image: PixelImage, width: Int, height: Int, matte: (red: UInt8, green: UInt8, blue: UInt8)?
    ) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { target in
            image.rgba.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    let sourceRow = min(y, image.height - 1) * image.width * 4
                    let targetRow = y * width * 4
                    for x in 0..<width {
                        let from = sourceRow + min(x, image.width - 1) * 4, to = targetRow + x * 4
                        guard let matte else {
                            target[to] = source[from]
                            target[to + 1] = source[from + 1]
                            target[to + 2] = source[from + 2]
                            target[to + 3] = source[from + 3]
                            continue
                        }
                        let coverage = UInt32(source[from + 3]), rest = 255 - coverage
                        target[to] = UInt8(
                            truncatingIfNeeded: (UInt32(source[from]) * coverage + UInt32(matte.red) * rest + 127) / 255
                        )
                        target[to + 1] = UInt8(
                            truncatingIfNeeded: (UInt32(source[from + 1]) * coverage + UInt32(matte.green) * rest + 127)
                                / 255)
                        target[to + 2] = UInt8(
                            truncatingIfNeeded: (UInt32(source[from + 2]) * coverage + UInt32(matte.blue) * rest + 127)
                                / 255)
                        target[to + 3] = 255
                    }
                }
            }
        }
        return rgba
    }

    private mutating func fill(from rgba: UnsafeBufferPointer<UInt8>) {
        let (lr, lg, lb) = Self.lumaWeights
        let count = width * height
        luma.withUnsafeMutableBufferPointer { luma in
            for index in 0..<count {
                let red = Int32(rgba[index * 4]), green = Int32(rgba[index * 4 + 1]), blue = Int32(rgba[index * 4 + 2])
                luma[index] = UInt8(truncatingIfNeeded: 16 + ((lr * red + lg * green + lb * blue + 32768) >> 16))
            }
        }
        if alpha != nil {
            alpha!.withUnsafeMutableBufferPointer { alpha in
                for index in 0..<count { alpha[index] = rgba[index * 4 + 3] }
            }
        }
        let (br, bg, bb) = Self.blueWeights
        let (rr, rg, rb) = Self.redWeights
        let chromaWidth = chromaWidth, chromaHeight = chromaHeight, width = width, height = height
        blueDifference.withUnsafeMutableBufferPointer { blue in
            redDifference.withUnsafeMutableBufferPointer { red in
                for row in 0..<chromaHeight {
                    let top = row * 2 * width * 4, bottom = min(row * 2 + 1, height - 1) * width * 4
                    for column in 0..<chromaWidth {
                        // The block's four pixels (clamped to the frame), each weighted by its alpha.
                        let left = column * 2 * 4, right = min(column * 2 + 1, width - 1) * 4
                        var weight: Int32 = 0, sumRed: Int32 = 0, sumGreen: Int32 = 0, sumBlue: Int32 = 0
                        for offset in [top + left, top + right, bottom + left, bottom + right] {
                            let w = Int32(rgba[offset + 3])
                            weight += w
                            sumRed += w * Int32(rgba[offset])
                            sumGreen += w * Int32(rgba[offset + 1])
                            sumBlue += w * Int32(rgba[offset + 2])
                        }
                        guard weight > 0 else { continue }
                        let r = (sumRed + weight / 2) / weight, g = (sumGreen + weight / 2) / weight,
                            b = (sumBlue + weight / 2) / weight
                        let index = row * chromaWidth + column
                        blue[index] = UInt8(clamping: 128 + ((br * r + bg * g + bb * b + 32768) >> 16))
                        red[index] = UInt8(clamping: 128 + ((rr * r + rg * g + rb * b + 32768) >> 16))
                    }
                }
            }
        }
    }
}
