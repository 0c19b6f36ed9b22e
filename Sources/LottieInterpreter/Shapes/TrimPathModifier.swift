import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

/// A compiled trim path: cuts the geometry before it down to a stretch of its length.
struct TrimPathModifier: Sendable {
    private let start: Timeline<Double>
    private let end: Timeline<Double>
    private let offset: Timeline<Double>
    private let mode: TrimPath.Mode
    /// The trim's keypath, under which overrides name `Start`, `End` and `Offset`.
    private let keypath: [String]
    /// Under which a renderer keeps each shape's measurements: the trim moves, the outline under it mostly stays.
    private let measurements = ModifierKey<MeasuredPath>()

    init(_ trim: TrimPath, keypath: [String] = []) {
        self.keypath = keypath
        start = Timeline(trim.start)
        end = Timeline(trim.end)
        offset = Timeline(trim.offset)
        mode = trim.mode
    }

    var isConstant: Bool { start.isConstant && end.isConstant && offset.isConstant }

    var motion: ChangingFrames { ChangingFrames.union([start.motion, end.motion, offset.motion]) }

    /// The visible stretch as fractions: `from` in 0..<1 and `to` in `from...from + 1`; nil when all of it shows.
    func stretch(at frame: Double, overrides: PropertyOverrides = .none) -> (from: Double, to: Double)? {
        let replaced = overrides.hasNumbersOrPoints && !keypath.isEmpty
        var from = min(
            max(((replaced ? overrides.number(for: keypath + ["Start"]) : nil) ?? start.value(at: frame)) / 100, 0), 1)
        var to = min(
            max(((replaced ? overrides.number(for: keypath + ["End"]) : nil) ?? end.value(at: frame)) / 100, 0), 1)
        if from > to { swap(&from, &to) }
        if to - from >= 1 { return nil }
        let turn = ((replaced ? overrides.number(for: keypath + ["Offset"]) : nil) ?? offset.value(at: frame)) / 360
        let shift = turn - turn.rounded(.down)
        from += shift
        to += shift
        if from >= 1 {
            from -= 1
            to -= 1
        }
        return (from, to)
    }

    func apply(
        to geometry: [ScopedGeometry], at frame: Double, overrides: PropertyOverrides = .none,
        keeping kept: ModifierResults?
    ) {
        guard let (from, to) = stretch(at: frame, overrides: overrides) else { return }
        let results = kept?.results(for: measurements)
        switch mode {
        case .simultaneously:
            for (index, item) in geometry.enumerated() {
                item.cell.path = measured(item, at: index, in: results).trimmed(fromFraction: from, toFraction: to)
            }
        case .individually:
            trimAsOne(geometry, from: from, to: to, results: results)
        }
    }

    /// The shapes laid end to end in their order, lengths measured where the trim sits.
    private func trimAsOne(
        _ geometry: [ScopedGeometry], from: Double, to: Double, results: KeptModifierResults<MeasuredPath>?
    ) {
        let lengths = geometry.map { $0.cell.path.transformed(by: $0.transform).length }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        var stretches = [(from, min(to, 1))]
        if to > 1 { stretches.append((0, to - 1)) }
        var offset = 0.0
        for (index, (item, length)) in zip(geometry, lengths).enumerated() {
            let low = offset / total, high = (offset + length) / total
            offset += length
            var pieces = BezierPath()
            for (visibleFrom, visibleTo) in stretches {
                let lower = max(visibleFrom, low), upper = min(visibleTo, high)
                guard upper > lower, high > low else { continue }
                pieces.append(
                    measured(item, at: index, in: results).trimmed(
                        fromFraction: (lower - low) / (high - low), toFraction: (upper - low) / (high - low)))
            }
            item.cell.path = pieces
        }
    }

    /// The shape's outline measured, kept from the frame before while the outline is the same.
    private func measured(
        _ item: ScopedGeometry, at index: Int, in results: KeptModifierResults<MeasuredPath>?
    ) -> MeasuredPath {
        results.result(forShape: index, input: item.cell.path) { MeasuredPath($0) }
    }
}
