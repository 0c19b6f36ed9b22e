import Foundation
/// The conformance metric: the share of pixels that differ beyond a tolerance, as `refrender.py compare` counts it.
///
/// Per pixel, w = max(alphaA, alphaB) / 255; colour differences are scaled by w, the alpha difference is taken as
/// is. `differingPercent` is the share of pixels where any channel differs by more than `threshold` (of 255).
public struct ImageDifference: Sendable, Equatable, CustomStringConvertible {
    /// The percentage of pixels whose channels differ by more than the threshold.
    public let differingPercent: Double
    /// The mean absolute channel difference, of 255.
    public let meanAbsoluteDifference: Double
    /// The largest channel difference, of 255.
    public let maximumDifference: Int
    /// How far (of 255) a channel may differ before its pixel counts as differing.
    public static let threshold = 16.0
    /// A frame passes the conformance check below this `differingPercent`.
    public static let passingPercent = 3.0

    /// `threshold` is how far (of 255) a channel may differ before the pixel counts as differing.
    public init(_ first: PixelImage, _ second: PixelImage, threshold: Double = ImageDifference.threshold) {
        guard first.width == second.width, first.height == second.height else {
            differingPercent = 100
            meanAbsoluteDifference = 255
            maximumDifference = 255
            return
        }
        // Through buffer pointers, channels unrolled, bytes read through `level` and no generic `abs` or `max`:
        // tests compare thousands of frames in debug builds, where indexing arrays in nested loops and calling the
        // standard library's unspecialized generics (`Double(UInt8)`, a variadic `max` that builds an array) cost
        // most of the time. The arithmetic and its order are unchanged.
        var differing = 0
        var total = 0.0
        var largest = 0.0
        let a = first.rgba, b = second.rgba
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var pixel = 0
                while pixel + 3 < a.count {
                    let alphaA = Self.level(a[pixel + 3]), alphaB = Self.level(b[pixel + 3])
                    let weight = (alphaA > alphaB ? alphaA : alphaB) / 255
                    let red = (Self.level(a[pixel]) - Self.level(b[pixel])).magnitude * weight
                    let green = (Self.level(a[pixel + 1]) - Self.level(b[pixel + 1])).magnitude * weight
                    let blue = (Self.level(a[pixel + 2]) - Self.level(b[pixel + 2])).magnitude * weight
                    let alpha = (alphaA - alphaB).magnitude
                    total += red
                    total += green
                    total += blue
                    total += alpha
                    if red > largest { largest = red }
                    if green > largest { largest = green }
                    if blue > largest { largest = blue }
                    if alpha > largest { largest = alpha }
                    if red > threshold || green > threshold || blue > threshold || alpha > threshold { differing += 1 }
                    pixel += 4
                }
            }
        }
        let pixelCount = max(a.count / 4, 1)
        differingPercent = Double(differing) * 100 / Double(pixelCount)
        meanAbsoluteDifference = total / Double(pixelCount * 4)
        maximumDifference = Int(clampingRounded: largest, to: 0...255)
    }

    /// A channel's byte as a number, through `Int`: a debug build converts a byte to `Int` in place, where
    /// `Double(UInt8)` calls the standard library's unspecialized generic.
    @inline(__always)
    private static func level(_ byte: UInt8) -> Double { Double(Int(truncatingIfNeeded: byte)) }

    /// Whether the images match by the conformance metric.
    public var passes: Bool { differingPercent < Self.passingPercent }

    /// `diff_pct=… mad=… max=…`, the line `tabshift compare` prints.
    public var description: String {
        "diff_pct=\(String(format: "%.3f", differingPercent)) mad=\(String(format: "%.3f", meanAbsoluteDifference)) max=\(maximumDifference)"
    }

    /// A picture of where the images differ: differing pixels red, others a faint grey of the first image.
    public static func visualization(_ first: PixelImage, _ second: PixelImage) -> PixelImage {
        var result = PixelImage(width: first.width, height: first.height, fill: .white)
        guard first.width == second.width, first.height == second.height else { return result }
        for y in 0..<first.height {
            for x in 0..<first.width {
                let a = first.bytes(x: x, y: y), b = second.bytes(x: x, y: y)
                let weight = Double(max(a[3], b[3])) / 255
                let differs = (0..<4).contains { channel in
                    let difference = abs(Double(a[channel]) - Double(b[channel]))
                    return (channel < 3 ? difference * weight : difference) > threshold
                }
                if differs {
                    result.setBytes([255, 0, 0, 255], x: x, y: y)
                } else {
                    let grey = UInt8(255 - Int(truncatingIfNeeded: a[3]) / 4)
                    result.setBytes([grey, grey, grey, 255], x: x, y: y)
                }
            }
        }
        return result
    }
}
