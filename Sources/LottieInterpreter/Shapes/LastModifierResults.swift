import Foundation
import VectorGraphics

/// What a modifier worked out for each shape it changed at the frame before, kept while the shape reaches it
/// unchanged. Icons animate a trim over a still outline, and rounded corners sit under that trim: the outline, its
/// rounding and its measurements are the same every frame, and working them out again was a tenth of a frame.
///
/// Compiled items are shared by every renderer of a document, on any thread, so the results sit behind a lock. Equal
/// inputs give equal results, so what is kept changes no pixel, only the work.
final class LastModifierResults<Result: Sendable>: @unchecked Sendable {
    private struct Entry {
        let input: BezierPath
        let parameter: Double
        let result: Result
    }

    private let lock = NSLock()
    private var entries: [Entry?] = []

    /// Shapes past this many under one modifier (a repeater's copies) are worked out every time.
    static var maximumShapes: Int { 64 }

    /// The result for the shape at `index` under the modifier, given its `input` path and the modifier's
    /// `parameter` at this frame: kept when both are as last time, else made by `make` and kept.
    func result(forShape index: Int, input: BezierPath, parameter: Double = 0, make: (BezierPath) -> Result) -> Result {
        guard index < Self.maximumShapes else { return make(input) }
        if let kept = lock.withLock({ index < entries.count ? entries[index] : nil }), kept.parameter.bitPattern == parameter.bitPattern, kept.input == input {
            return kept.result
        }
        let result = make(input)
        lock.withLock {
            if entries.count <= index { entries.append(contentsOf: repeatElement(nil, count: index + 1 - entries.count)) }
            entries[index] = Entry(input: input, parameter: parameter, result: result)
        }
        return result
    }
}
