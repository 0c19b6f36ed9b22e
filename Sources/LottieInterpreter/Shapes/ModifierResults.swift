import VectorGraphics

/// The identity of one compiled modifier, under which a renderer keeps what the modifier worked out
/// (`ModifierResults`). A class only for its identity; it holds nothing.
final class ModifierKey<Result>: Sendable {}

/// What path modifiers worked out for each shape at the last frame a renderer drew, kept while the shape reaches the
/// modifier unchanged. Icons animate a trim over a still outline, and rounded corners sit under that trim: the
/// outline, its rounding and its measurements are the same every frame, and working them out again was a tenth of a
/// frame.
///
/// A renderer owns one (in its `SceneMemory`) and uses it from one thread; the compiled document shares nothing
/// between frames or renderers. Equal inputs give equal results, so what is kept changes no pixel, only the work.
final class ModifierResults {
    // One owner on one thread: Swift's dynamic exclusivity checks on these would cost more than the lookups.
    @exclusivity(unchecked) private var byModifier: [ObjectIdentifier: AnyObject] = [:]

    /// The results kept for the modifier of `key`.
    func results<Result>(for key: ModifierKey<Result>) -> KeptModifierResults<Result> {
        if let found = byModifier[ObjectIdentifier(key)] {
            return unsafeDowncast(found, to: KeptModifierResults<Result>.self)
        }
        let made = KeptModifierResults(key: key)
        byModifier[ObjectIdentifier(key)] = made
        return made
    }
}

/// One modifier's result for each shape it changed at the last frame.
final class KeptModifierResults<Result> {
    private struct Entry {
        let input: BezierPath
        let parameter: Double
        let result: Result
    }

    /// Held so that no other modifier can come to have its identifier while this is kept.
    private let key: ModifierKey<Result>
    @exclusivity(unchecked) private var entries: [Entry?] = []

    /// Shapes past this many under one modifier (a repeater's copies) are worked out every time.
    static var maximumShapes: Int { 64 }

    init(key: ModifierKey<Result>) {
        self.key = key
    }

    /// The result for the shape at `index` under the modifier, given its `input` path and the modifier's
    /// `parameter` at this frame: kept when both are as last time, else made by `make` and kept.
    func result(forShape index: Int, input: BezierPath, parameter: Double = 0, make: (BezierPath) -> Result) -> Result {
        guard index < Self.maximumShapes else { return make(input) }
        if index < entries.count, let kept = entries[index], kept.parameter.bitPattern == parameter.bitPattern,
            kept.input == input
        {
            return kept.result
        }
        let result = make(input)
        if entries.count <= index { entries.append(contentsOf: repeatElement(nil, count: index + 1 - entries.count)) }
        entries[index] = Entry(input: input, parameter: parameter, result: result)
        return result
    }
}

extension Optional {
    /// The result kept for the shape at `index` in these results, or made by `make` when there are none to keep it in.
    func result<Result>(
        forShape index: Int, input: BezierPath, parameter: Double = 0, make: (BezierPath) -> Result
    ) -> Result where Wrapped == KeptModifierResults<Result> {
        switch self {
        case .some(let kept): kept.result(forShape: index, input: input, parameter: parameter, make: make)
        case .none: make(input)
        }
    }
}
