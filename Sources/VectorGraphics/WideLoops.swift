/// Whether the pixel loops of the targets above (blending in `Rasterizer`; unpremultiplying, the PNG sub filter
/// and Adler-32 in `ImageCodecs`) take their SIMD lanes by default.
///
/// In a debug build every SIMD operation is an unspecialised generic call, tens of times slower than the scalar
/// loop each lane loop ends with, which gives the same bytes; debug builds, and so `swift test`, take the scalar
/// loop, and the tests of each of those loops run both and compare them byte for byte.
#if DEBUG
package let wideLoopsByDefault = false
#else
package let wideLoopsByDefault = true
#endif
