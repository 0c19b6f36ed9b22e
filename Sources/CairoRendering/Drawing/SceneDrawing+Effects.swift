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
                content =
                    withDropShadow(
                        content, color: color, opacity: shadowOpacity, directionDegrees: direction, distance: distance,
                        softness: softness) ?? content
            case .shadow(let shadow):
                content = withShadow(content, shadow) ?? content
            case .outline(let color, let outlineOpacity, let width):
                content = withOutline(content, color: color, opacity: outlineOpacity, width: width) ?? content
            case .gradientOverlay(let stops, let overlayOpacity, let angle, let scale, let isRadial):
                content =
                    withGradientOverlay(
                        content, stops: stops, opacity: overlayOpacity, angleDegrees: angle, scale: scale,
                        isRadial: isRadial) ?? content
            case .gaussianBlur(let blurriness, let horizontal, let vertical):
                RasterPixels(pattern: content.handle)?.blur(
                    sigma: deviceLength(blurriness) * RasterEffect.blurrinessToSigma, horizontal: horizontal,
                    vertical: vertical
                )
            case .fill(let color, let amount):
                RasterPixels(pattern: content.handle)?.mapPixels { a, r, g, b in
                    let mix = min(max(amount, 0), 1)
                    return (
                        a, r + (color.red * a - r) * mix, g + (color.green * a - g) * mix,
                        b + (color.blue * a - b) * mix
                    )
                }
            case .tint(let black, let white, let amount):
                mapLuminance(content, amount: amount) { black.interpolated(to: white, progress: $0) }
            case .tritone(let highlights, let midtones, let shadows, let blend):
                mapLuminance(content, amount: 1 - blend) { luma in
                    luma < 0.5
                        ? shadows.interpolated(to: midtones, progress: luma * 2)
                        : midtones.interpolated(to: highlights, progress: (luma - 0.5) * 2)
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
            return (
                a, r + (mapped.red * a - r) * mix, g + (mapped.green * a - g) * mix, b + (mapped.blue * a - b) * mix
            )
        }
    }

    /// A new group: the content's coverage blurred, offset and coloured, with the content over it.

    /// The shadow is the content's alpha, blurred, in `color`, moved `distance` toward `directionDegrees` (After
    /// Effects' convention: 0° up, 90° right, 135° down-right), under the content.
    private func withDropShadow(
        _ content: CairoPattern, color: LottieColor, opacity: Double, directionDegrees: Double, distance: Double,
        softness: Double
    ) -> CairoPattern? {
        guard let shadow = copy(of: content) else { return nil }
        RasterPixels(pattern: shadow.handle)?.blur(sigma: deviceLength(softness) * RasterEffect.softnessToSigma)
        let radians = directionDegrees * .pi / 180
        return flood(
            color: color, opacity: opacity, through: shadow,
            offsetBy: (sin(radians) * distance, -cos(radians) * distance), under: content)
    }

    /// A new group holding `content` as it is, for an effect to change.
    private func copy(of content: CairoPattern) -> CairoPattern? {
        cairo_push_group(cr)
        cairo_set_source(cr, content.handle)
        cairo_paint(cr)
        return CairoPattern(cairo_pop_group(cr))
    }

    /// A new group: `color` at `opacity` through `mask`, moved by `offset`, with `content` over it.
    private func flood(
        color: LottieColor, opacity: Double, through mask: CairoPattern, offsetBy offset: (x: Double, y: Double),
        under content: CairoPattern
    ) -> CairoPattern? {
        cairo_push_group(cr)
        paintFlood(color: color, opacity: opacity, through: mask, offsetBy: offset)
        cairo_set_source(cr, content.handle)
        cairo_paint(cr)
        return CairoPattern(cairo_pop_group(cr))
    }

    /// A layer style's shadow or glow (`RasterEffect.shadow`): the coverage (or what lies outside it), blurred,
    /// made more solid by `alphaGain`, coloured and offset, under the content or over it and within it.
    private func withShadow(_ content: CairoPattern, _ style: ShadowEffect) -> CairoPattern? {
        let (color, opacity, directionDegrees, distance, size, alphaGain, placement) =
            (
                style.color, style.opacity, style.directionDegrees, style.distance, style.size, style.alphaGain,
                style.placement
            )
        guard let shadow = copy(of: content), let pixels = RasterPixels(pattern: shadow.handle) else { return nil }
        if placement == .insideFromEdges {
            // Colour channels are dropped: the shadow's colour is a flood masked by this alpha.
            pixels.mapPixels { a, _, _, _ in (255 - a, 0, 0, 0) }
        }
        pixels.blur(sigma: deviceLength(size) * RasterEffect.blurrinessToSigma)
        if alphaGain > 1 {
            let gain = min(alphaGain, 1e6)
            pixels.mapPixels { a, _, _, _ in (min(a * gain, 255), 0, 0, 0) }
        }
        let radians = directionDegrees * .pi / 180, offset = (sin(radians) * distance, -cos(radians) * distance)
        if placement == .behind {
            return flood(color: color, opacity: opacity, through: shadow, offsetBy: offset, under: content)
        }
        cairo_push_group(cr)
        cairo_set_source(cr, content.handle)
        cairo_paint(cr)
        cairo_push_group(cr)
        paintFlood(color: color, opacity: opacity, through: shadow, offsetBy: offset)
        guard let flooded = CairoPattern(cairo_pop_group(cr)) else { return CairoPattern(cairo_pop_group(cr)) }
        // Within the content only: the flood masked by the content's own coverage.
        cairo_set_source(cr, flooded.handle)
        cairo_mask(cr, content.handle)
        return CairoPattern(cairo_pop_group(cr))
    }

    /// `color` at `opacity` through `mask`'s alpha, moved by `offset` in the content's units. The colour's own alpha
    /// is not used: After Effects' shadow colour is opaque, and lottie-web floods with the colour's RGB at the
    /// effect's opacity alone.
    private func paintFlood(
        color: LottieColor, opacity: Double, through mask: CairoPattern, offsetBy offset: (x: Double, y: Double)
    ) {
        cairo_save(cr)
        cairo_translate(cr, offset.x, offset.y)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, min(max(opacity, 0), 1))
        cairo_mask(cr, mask.handle)
        cairo_restore(cr)
    }

    /// A layer style's stroke (`RasterEffect.outline`): the coverage grown by `width` (`CoverageOutline`) in
    /// `color`, under the content.
    private func withOutline(
        _ content: CairoPattern, color: LottieColor, opacity: Double, width: Double
    ) -> CairoPattern? {
        guard let outline = copy(of: content), let pixels = RasterPixels(pattern: outline.handle) else { return nil }
        CoverageOutline(width: pixels.width, height: pixels.height, stride: pixels.stride).grow(
            pixels.data, by: deviceLength(width))
        pixels.commit()
        return flood(color: color, opacity: opacity, through: outline, offsetBy: (0, 0), under: content)
    }

    /// A layer style's gradient overlay (`RasterEffect.gradientOverlay`): the gradient laid across the content's
    /// bounds in device pixels and painted atop it, so that coverage stays and the content's colour shows through
    /// the gradient's transparency and the overlay's opacity.
    private func withGradientOverlay(
        _ content: CairoPattern, stops: [GradientStop], opacity: Double, angleDegrees: Double, scale: Double,
        isRadial: Bool
    ) -> CairoPattern? {
        guard !stops.isEmpty, let pixels = RasterPixels(pattern: content.handle), let bounds = pixels.inkBounds else {
            return nil
        }
        let centre = Point(x: Double(bounds.left + bounds.right) / 2, y: Double(bounds.top + bounds.bottom) / 2)
        let width = Double(bounds.right - bounds.left), height = Double(bounds.bottom - bounds.top)
        let radians = angleDegrees * .pi / 180
        let gradient: OpaquePointer?
        if isRadial {
            gradient = cairo_pattern_create_radial(
                centre.x, centre.y, 0, centre.x, centre.y,
                max((width * width + height * height).squareRoot() / 2 * scale, 1e-3))
        } else {
            // From the first stop to the last along the angle, as far as the bounds reach that way.
            let direction = Point(x: cos(radians), y: -sin(radians))
            let reach = max((abs(direction.x) * width + abs(direction.y) * height) / 2 * scale, 1e-3)
            gradient = cairo_pattern_create_linear(
                centre.x - direction.x * reach, centre.y - direction.y * reach, centre.x + direction.x * reach,
                centre.y + direction.y * reach)
        }
        guard let gradient = CairoPattern(gradient) else { return nil }
        Self.addStops(stops, to: gradient)
        // The gradient is laid out in device pixels, where the bounds were found.
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(cr, &userToDevice)
        cairo_pattern_set_matrix(gradient.handle, &userToDevice)
        cairo_push_group(cr)
        cairo_set_source(cr, content.handle)
        cairo_paint(cr)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_ATOP)
        cairo_set_source(cr, gradient.handle)
        cairo_paint_with_alpha(cr, min(max(opacity, 0), 1))
        cairo_restore(cr)
        return CairoPattern(cairo_pop_group(cr))
    }
}
