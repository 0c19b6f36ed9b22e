/// Whether the pixel loops of the targets above (blending in `Rasterizer`; unpremultiplying, the PNG sub filter
/// and Adler-32 in `ImageCodecs`) take their SIMD lanes by default.
///
/// In a debug build every SIMD operation is an unspecialised generic call, tens of times slower than the scalar
/// loop each lane loop ends with, which gives the same bytes; debug builds, and so `swift test`, take the scalar
/// loop, and the tests of each of those loops run both and compare them byte for byte.
///
/// A constant the caller's module sees: a stored global of another module is read through an accessor call on
/// every use, inside the loops.
@inlinable
package var wideLoopsByDefault: Bool {
    #if DEBUG
    false
    #else
    true
    #endif
}
