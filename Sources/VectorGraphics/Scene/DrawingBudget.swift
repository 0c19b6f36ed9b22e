import Foundation

/// The most one frame may cost to draw (README, Limits). Real icons stay far below: on the corpus no path has
/// more than 372 vertices and no file more than 20,897. At these limits a 512x512 frame takes about a second.
package struct DrawingBudget: Sendable {
    /// Path segments one frame may draw.
    package var segments = 2_000_000
    /// A single path of 10,000 segments crossing itself everywhere.
    package var crossings = 1e8
    /// Pixels of offscreen groups: 1,024 groups as large as a 512x512 output.
    package var offscreenPixels = 1 << 28
    /// Characters of system-font text (UTF-8 bytes): pages of text, where an icon has a word.
    package var characters = 100_000

    /// The budget every render checks; README "Limits" gives the corpus maxima behind it.
    package static let standard = DrawingBudget()

    /// Checks that `scene` has a size and that drawing it at `viewport` stays within the budget: `cost` when a
    /// caller worked it out beforehand (a canvas keeps its nodes' costs across frames), else the scene's own.
    package func check(_ scene: LottieScene, cost: DrawingCost? = nil, viewport: Viewport) throws(OutputError) {
        guard scene.width > 0, scene.height > 0 else {
            throw OutputError(
                operation: "drawing", message: "the scene is \(scene.width)x\(scene.height); it must be larger than 0x0"
            )
        }
        try check(cost ?? scene.drawingCost, viewport: viewport)
    }

    /// Checks a drawing cost against the budget.
    private func check(_ cost: DrawingCost, viewport: Viewport) throws(OutputError) {
        let neededPixels = Double(cost.offscreenGroups) * Double(viewport.width) * Double(viewport.height)
        let excess: String? =
            if cost.segments > segments {
                "it draws \(cost.segments) path segments; the limit is \(segments)"
            } else if cost.crossings > crossings {
                "its paths could cross themselves \(String(format: "%.0f", cost.crossings)) times (segments squared, path by path); the limit is \(String(format: "%.0f", crossings))"
            } else if neededPixels > Double(offscreenPixels) {
                "its \(cost.offscreenGroups) offscreen groups need up to \(String(format: "%.0f", neededPixels)) pixels at \(viewport.width)x\(viewport.height); the limit is \(offscreenPixels)"
            } else if cost.characters > characters {
                "it sets \(cost.characters) bytes of text; the limit is \(characters)"
            } else {
                nil
            }
        if let excess {
            throw OutputError(operation: "drawing", message: "the frame costs too much to draw: \(excess)")
        }
    }
}
