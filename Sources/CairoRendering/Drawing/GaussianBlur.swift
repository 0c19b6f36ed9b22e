/// A Gaussian blur of 8-bit pixels in place, as three box blurs per direction.
///
/// Each box pass is a running sum, so its cost does not grow with the radius; rows are blurred from a copy of the
/// row, columns all at once from a copy of the plane, so both directions read memory in order. Every pass rounds its
/// means to bytes, so the result is the same as blurring line by line in any order.
struct GaussianBlur {
    let width: Int
    let height: Int
    /// Bytes from one row to the next.
    let stride: Int
    /// Bytes per pixel, each blurred on its own: 1 for alpha, 4 for premultiplied ARGB.
    let channels: Int

    /// Blurs wider than this many pixels are drawn at this width: beyond it a blur of any surface up to the largest
    /// output is all but flat, and the box widths would overflow.
    static let largestSigma = 4096.0

    /// Blurs `pixels` with standard deviation `sigma` pixels along the directions asked for.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, sigma: Double, horizontal: Bool = true, vertical: Bool = true) {
        guard sigma >= 0.3, width > 0, height > 0, channels > 0 else { return }
        let radii = Self.boxRadii(sigma: sigma)
        // Beyond the ink and the distance the passes carry it, every pass reads and writes transparent pixels only:
        // blurring just the box around the ink gives the same bytes.
        guard let ink = Self.inkBounds(pixels, width: width, height: height, stride: stride, channels: channels) else {
            return
        }
        let reach = radii.reduce(0, +)
        let left = horizontal ? max(0, ink.left - reach) : ink.left,
            right = horizontal ? min(width, ink.right + reach) : ink.right
        let top = vertical ? max(0, ink.top - reach) : ink.top,
            bottom = vertical ? min(height, ink.bottom + reach) : ink.bottom
        GaussianBlur(width: right - left, height: bottom - top, stride: stride, channels: channels)
            .blurBox(pixels + top * stride + left * channels, radii: radii, horizontal: horizontal, vertical: vertical)
    }

    /// The smallest box (half-open, in pixels) holding every byte that is not zero; nil when there is none.
    static func inkBounds(
        _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int
    ) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        let rowBytes = width * channels
        var left = rowBytes, right = 0, top = height, bottom = 0
        for y in 0..<height {
            let row = pixels + y * stride
            guard let first = Self.firstInk(row, count: rowBytes) else { continue }
            let last = Self.lastInk(row, count: rowBytes) ?? first
            left = min(left, first)
            right = max(right, last + 1)
            top = min(top, y)
            bottom = y + 1
        }
        guard top < bottom else { return nil }
        return (left / channels, top, (right + channels - 1) / channels, bottom)
    }

    /// The first byte of `row` that is not zero, read eight at a time: a shadow's surface is mostly clear, and
    /// byte by byte the search took a tenth of a small shadowed icon's frame.
    static func firstInk(_ row: UnsafeMutablePointer<UInt8>, count: Int) -> Int? {
        var index = 0
        while index + 8 <= count, UnsafeRawPointer(row + index).loadUnaligned(as: UInt64.self) == 0 { index += 8 }
        while index < count {
            if row[index] != 0 { return index }
            index += 1
        }
        return nil
    }

    /// The last byte of `row` that is not zero, read eight at a time from the end.
    static func lastInk(_ row: UnsafeMutablePointer<UInt8>, count: Int) -> Int? {
        var end = count
        while end >= 8, UnsafeRawPointer(row + end - 8).loadUnaligned(as: UInt64.self) == 0 { end -= 8 }
        while end > 0 {
            if row[end - 1] != 0 { return end - 1 }
            end -= 1
        }
        return nil
    }

    private func blurBox(_ pixels: UnsafeMutablePointer<UInt8>, radii: [Int], horizontal: Bool, vertical: Bool) {
        let rowBytes = width * channels
        var copy = [UInt8](repeating: 0, count: vertical ? rowBytes * height : rowBytes)
        var sums = [UInt](repeating: 0, count: vertical ? rowBytes : 0)
        for radius in radii where radius > 0 {
            let mean = BoxMean(radius: radius)
            copy.withUnsafeMutableBufferPointer { copy in
                if horizontal {
                    for y in 0..<height { blurRow(pixels + y * stride, through: copy.baseAddress!, mean: mean) }
                }
                if vertical {
                    sums.withUnsafeMutableBufferPointer { sums in
                        blurColumns(pixels, through: copy.baseAddress!, sums: sums.baseAddress!, mean: mean)
                    }
                }
            }
        }
    }

    /// One horizontal box pass over the row at `row`; samples beyond the ends count as transparent.
    private func blurRow(_ row: UnsafeMutablePointer<UInt8>, through copy: UnsafeMutablePointer<UInt8>, mean: BoxMean) {
        copy.update(from: row, count: width * channels)
        let radius = mean.radius
        for channel in 0..<channels {
            var sum: UInt = 0
            for x in 0...min(radius, width - 1) { sum &+= UInt(copy[x * channels + channel]) }
            for x in 0..<width {
                row[x * channels + channel] = mean.byte(sum)
                if x + radius + 1 < width { sum &+= UInt(copy[(x + radius + 1) * channels + channel]) }
                if x >= radius { sum &-= UInt(copy[(x - radius) * channels + channel]) }
            }
        }
    }

    /// One vertical box pass over every column at once, a row at a time; samples beyond the ends count as transparent.
    private func blurColumns(
        _ pixels: UnsafeMutablePointer<UInt8>, through plane: UnsafeMutablePointer<UInt8>,
        sums: UnsafeMutablePointer<UInt>, mean: BoxMean
    ) {
        let rowBytes = width * channels, radius = mean.radius
        for y in 0..<height { (plane + y * rowBytes).update(from: pixels + y * stride, count: rowBytes) }
        sums.update(repeating: 0, count: rowBytes)
        for y in 0...min(radius, height - 1) {
            let row = plane + y * rowBytes
            for index in 0..<rowBytes { sums[index] &+= UInt(row[index]) }
        }
        for y in 0..<height {
            let output = pixels + y * stride
            for index in 0..<rowBytes { output[index] = mean.byte(sums[index]) }
            if y + radius + 1 < height {
                let entering = plane + (y + radius + 1) * rowBytes
                for index in 0..<rowBytes { sums[index] &+= UInt(entering[index]) }
            }
            if y >= radius {
                let leaving = plane + (y - radius) * rowBytes
                for index in 0..<rowBytes { sums[index] &-= UInt(leaving[index]) }
            }
        }
    }

    /// Three box radii whose succession approximates a Gaussian of `sigma`.
    static func boxRadii(sigma requested: Double) -> [Int] {
        let sigma = requested.isFinite ? min(requested, largestSigma) : largestSigma
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(clampingRounded: ideal, to: 1...1 << 20, rule: .down)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let count = Int(
            clampingRounded: (12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
                / (-4 * Double(lower) - 4), to: 0...3)
        return (0..<3).map { ($0 < count ? lower : upper) / 2 }
    }
}

/// The mean of a box of `2 × radius + 1` bytes from their sum, rounded to the nearest byte.
///
/// The rounded mean of `sum` over `width` is ⌊n / d⌋ with n = 2 × sum + width and d = 2 × width (the width is odd,
/// so no mean lies halfway between bytes). ⌊n / d⌋ is (n × m) >> 40 with m = ⌈2⁴⁰ / d⌉ whenever n × d < 2⁴⁰
/// (Granlund and Montgomery, "Division by invariant integers using multiplication"); here n × d ≤ 1022 × width²,
/// and widths stay below 2¹⁴ (`GaussianBlur.largestSigma`).
struct BoxMean {
    let radius: Int
    private let width: UInt64
    private let multiplier: UInt64

    init(radius: Int) {
        self.radius = radius
        width = UInt64(2 * radius + 1)
        let divisor = 2 * width
        multiplier = ((1 << 40) + divisor - 1) / divisor
    }

    @inline(__always)
    func byte(_ sum: UInt) -> UInt8 { UInt8(truncatingIfNeeded: ((UInt64(sum) &<< 1 &+ width) &* multiplier) &>> 40) }
}
