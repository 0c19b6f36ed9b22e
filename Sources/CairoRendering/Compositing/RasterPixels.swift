import CCairo
import Foundation

/// In-place pixel access to a raster Cairo surface (premultiplied ARGB32 or A8), for what Cairo cannot do:
/// blurs, luminance mattes and colour mapping. Vector surfaces have no pixels and give nil.
struct RasterPixels {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    let isAlphaOnly: Bool
    let data: UnsafeMutablePointer<UInt8>

    init?(_ surface: OpaquePointer) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_A8, let data = cairo_image_surface_get_data(surface) else { return nil }
        self.surface = surface
        width = Int(truncatingIfNeeded: cairo_image_surface_get_width(surface))
        height = Int(truncatingIfNeeded: cairo_image_surface_get_height(surface))
        stride = Int(truncatingIfNeeded: cairo_image_surface_get_stride(surface))
        isAlphaOnly = format == CAIRO_FORMAT_A8
        self.data = data
    }

    /// The pixels of a pattern made by `cairo_pop_group`, when it is raster.
    init?(pattern: OpaquePointer) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface else { return nil }
        self.init(surface)
    }

    func commit() {
        cairo_surface_mark_dirty(surface)
    }

    /// Visits every ARGB32 pixel as premultiplied (a, r, g, b) in 0…255 and stores what the closure returns.
    func mapPixels(_ transform: (_ a: Double, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double, Double)) {
        guard !isAlphaOnly else { return }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let word = row[x]
                let (a, r, g, b) = transform(Double(word >> 24), Double(word >> 16 & 0xFF), Double(word >> 8 & 0xFF), Double(word & 0xFF))
                let alpha = Self.byte(a)
                let clamp = { (value: Double) in min(Self.byte(value), alpha) }
                row[x] = alpha << 24 | clamp(r) << 16 | clamp(g) << 8 | clamp(b)
            }
        }
        commit()
    }

    private static func byte(_ value: Double) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }

    /// A Gaussian blur of standard deviation `sigma` pixels, as three box blurs per direction.
    func blur(sigma: Double, horizontal: Bool = true, vertical: Bool = true) {
        guard sigma >= 0.3 else { return }
        let channels = isAlphaOnly ? 1 : 4
        let radii = Self.boxRadii(sigma: sigma)
        var line = [Double](), output = [Double]()
        for radius in radii {
            if horizontal {
                for y in 0..<height {
                    for channel in 0..<channels {
                        line = (0..<width).map { Double(data[y * stride + $0 * channels + channel]) }
                        Self.boxBlur(line, radius: radius, into: &output)
                        for x in 0..<width { data[y * stride + x * channels + channel] = UInt8(min(max(output[x].rounded(), 0), 255)) }
                    }
                }
            }
            if vertical {
                for x in 0..<width {
                    for channel in 0..<channels {
                        line = (0..<height).map { Double(data[$0 * stride + x * channels + channel]) }
                        Self.boxBlur(line, radius: radius, into: &output)
                        for y in 0..<height { data[y * stride + x * channels + channel] = UInt8(min(max(output[y].rounded(), 0), 255)) }
                    }
                }
            }
        }
        commit()
    }

    /// Blurs wider than this many pixels are drawn at this width: beyond it a blur of any surface up to the largest
    /// output is all but flat, and the box widths would overflow.
    static let largestSigma = 4096.0

    /// Three box widths whose succession approximates a Gaussian of `sigma`.
    private static func boxRadii(sigma requested: Double) -> [Int] {
        let sigma = requested.isFinite ? min(requested, largestSigma) : largestSigma
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(clampingRounded: ideal, to: 1...1 << 20, rule: .down)
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let count = Int(clampingRounded: (12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4), to: 0...3)
        return (0..<3).map { ($0 < count ? lower : upper) / 2 }
    }

    /// A running-sum box blur; samples beyond the ends count as transparent.
    private static func boxBlur(_ input: [Double], radius: Int, into output: inout [Double]) {
        let count = input.count
        output = [Double](repeating: 0, count: count)
        guard radius > 0 else {
            output = input
            return
        }
        let width = Double(2 * radius + 1)
        var sum = 0.0
        for index in 0...min(radius, count - 1) { sum += input[index] }
        for index in 0..<count {
            output[index] = sum / width
            let entering = index + radius + 1, leaving = index - radius
            if entering < count { sum += input[entering] }
            if leaving >= 0 { sum -= input[leaving] }
        }
    }
}
