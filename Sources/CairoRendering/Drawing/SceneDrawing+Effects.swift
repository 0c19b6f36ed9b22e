import CCairo
import Foundation
import VectorGraphics

extension SceneDrawing {
    /// Effects change the content's rendered pixels, one after another. Vector output has no pixels: there the
    /// content is drawn unchanged, except that a drop shadow is still drawn, unblurred.
    ///
    /// The result is kept for the next frames (`KeptGroupRasters`): effects are the costliest pixels of a frame, and
    /// layers carrying them are often still while others move.
    func drawEffected(_ node: EffectedNode, opacity: Double) {
        let placement = placementForKeeping()
        if compositeKept(.effected(node), at: placement, opacity: opacity) { return }
        guard var content = group(node.content) else { return }
        for effect in node.effects {
            switch effect {
            case .dropShadow(let color, let shadowOpacity, let direction, let distance, let softness):
                content = withDropShadow(content, color: color, opacity: shadowOpacity, directionDegrees: direction, distance: distance, softness: softness) ?? content
            case .gaussianBlur(let blurriness, let horizontal, let vertical):
                RasterPixels(pattern: content.handle)?.blur(sigma: deviceLength(blurriness) * Self.blurrinessToSigma, horizontal: horizontal, vertical: vertical)
            case .fill(let color, let amount):
                RasterPixels(pattern: content.handle)?.mapPixels { a, r, g, b in
                    let mix = min(max(amount, 0), 1)
                    return (a, r + (color.red * a - r) * mix, g + (color.green * a - g) * mix, b + (color.blue * a - b) * mix)
                }
            case .tint(let black, let white, let amount):
                mapLuminance(content, amount: amount) { black.interpolated(to: white, progress: $0) }
            case .tritone(let highlights, let midtones, let shadows, let blend):
                mapLuminance(content, amount: 1 - blend) { luma in
                    luma < 0.5 ? shadows.interpolated(to: midtones, progress: luma * 2) : midtones.interpolated(to: highlights, progress: (luma - 0.5) * 2)
                }
            }
        }
        composite(content, opacity: opacity, keepingFor: .effected(node), at: placement)
    }

    /// Each pixel's colour replaced by `map(luminance)`, mixed with the original by `amount`; coverage is kept.
    private func mapLuminance(_ content: CairoPattern, amount: Double, map: (Double) -> LottieColor) {
        let mix = min(max(amount, 0), 1)
        RasterPixels(pattern: content.handle)?.mapPixels { a, r, g, b in
            guard a > 0 else { return (a, r, g, b) }
            let luma = (0.2126 * r + 0.7152 * g + 0.0722 * b) / a
            let mapped = map(min(max(luma, 0), 1))
            return (a, r + (mapped.red * a - r) * mix, g + (mapped.green * a - g) * mix, b + (mapped.blue * a - b) * mix)
        }
    }

    /// A new group: the content's coverage blurred, offset and coloured, with the content over it.
    /// After Effects' Gaussian blur "blurriness" as a standard deviation: lottie-web's empirical match to AE
    /// (`kBlurrinessToSigma`, its SVG, canvas and WebGL renderers alike).
    static let blurrinessToSigma = 0.3
    /// A drop shadow's "softness" as a standard deviation: lottie-web's SVG renderer (`stdDeviation` softness / 4).
    static let softnessToSigma = 0.25

    /// The shadow is the content's alpha, blurred, in `color`, moved `distance` toward `directionDegrees` (After
    /// Effects' convention: 0° up, 90° right, 135° down-right), under the content.
    private func withDropShadow(_ content: CairoPattern, color: LottieColor, opacity: Double, directionDegrees: Double, distance: Double, softness: Double) -> CairoPattern? {
        cairo_push_group(cr)
        cairo_set_source(cr, content.handle)
        cairo_paint(cr)
        guard let shadow = CairoPattern(cairo_pop_group(cr)) else { return nil }
        RasterPixels(pattern: shadow.handle)?.blur(sigma: deviceLength(softness) * Self.softnessToSigma)
        let radians = directionDegrees * .pi / 180
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_translate(cr, sin(radians) * distance, -cos(radians) * distance)
        // The colour's own alpha is not used: After Effects' shadow colour is opaque, and lottie-web floods with the
        // colour's RGB at the effect's opacity alone.
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, min(max(opacity, 0), 1))
        cairo_mask(cr, shadow.handle)
        cairo_restore(cr)
        cairo_set_source(cr, content.handle)
        cairo_paint(cr)
        return CairoPattern(cairo_pop_group(cr))
    }
}
