/// Pixels a rasterizer blends into in place: premultiplied 32-bit words (alpha in the top byte) or 8-bit alpha,
/// rows `stride` bytes apart. The memory belongs to whoever made the view (a Cairo image surface, say).
package struct PixelTarget {
    package let data: UnsafeMutablePointer<UInt8>
    package let width: Int
    package let height: Int
    package let stride: Int
    package let isAlphaOnly: Bool

    package init(data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, isAlphaOnly: Bool) {
        self.data = data
        self.width = width
        self.height = height
        self.stride = stride
        self.isAlphaOnly = isAlphaOnly
    }
}
