import Foundation
import LottieInterpreter
@_spi(Model) import LottieModel
import VectorGraphics

/// Properties set by keypath from text, as `tabshift --set KEYPATH=VALUE` gives them.
extension AnimationDocument {
    /// The top-level layers' names, in the file's order (first drawn last).
    public var layerNames: [String] { animation.layers.map(\.name) }

    /// Every keypath an override can match (layers, groups, shapes, styles and their settable properties), named
    /// as `tabshift keypaths` lists them.
    public var keypaths: [Keypath] { interpreter.keypaths }

    /// A copy with the properties `pattern` matches set to `text`, read for what they hold: `#RRGGBB[AA]` for a
    /// colour, colours joined by commas for a gradient's stops, a number for an opacity (percent), a rotation
    /// (degrees), a stroke width, a trim, a roundness or a star's points and radii, `X,Y` for a position, an anchor, a
    /// scale (percent) or a size, anything for a text. Throws when the pattern matches no property or the text is none
    /// of what the matches hold, naming the closest keypaths.
    public func settingProperty(
        _ pattern: KeypathPattern, parsing text: String
    ) throws(PlayerError) -> AnimationDocument {
        let catalog = interpreter.keypaths
        let settable: Set<Keypath.Kind> = [.color, .gradientColors, .number, .point, .text]
        let kinds = Set(pattern.matches(in: catalog).map(\.kind)).intersection(settable)
        guard !kinds.isEmpty else {
            let closest = pattern.closest(in: catalog.filter { settable.contains($0.kind) }).map { "'\($0)'" }.joined(
                separator: ", ")
            throw .invalidArgument(
                "\(name): '\(pattern)' matches no property that can be set\(closest.isEmpty ? "" : "; closest: \(closest)") (tabshift keypaths lists them)"
            )
        }
        var overrides = PropertyOverrides()
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let numbers = trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        let colors = trimmed.split(separator: ",").map { LottieColor(hex: $0.trimmingCharacters(in: .whitespaces)) }
        if kinds.contains(.color), colors.count == 1, let color = colors[0] { overrides.setColor(color, for: pattern) }
        if kinds.contains(.gradientColors), !colors.isEmpty, colors.allSatisfy({ $0 != nil }) {
            overrides.setGradientColors(colors.map { $0! }, for: pattern)
        }
        if kinds.contains(.number), numbers.count == 1, let number = numbers[0], number.isFinite {
            overrides.setNumber(number, for: pattern)
        }
        if kinds.contains(.point), numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite {
            overrides.setPoint(Point(x: x, y: y), for: pattern)
        }
        if kinds.contains(.text), overrides.isEmpty { overrides.setText(text, for: pattern) }
        guard !overrides.isEmpty else {
            let expected = kinds.sorted { $0.rawValue < $1.rawValue }.map { kind in
                switch kind {
                case .color: "a colour #RRGGBB[AA]"
                case .gradientColors: "colours #RRGGBB,#RRGGBB… for the gradient's stops"
                case .number: "a number"
                case .point: "two numbers X,Y"
                default: "text"
                }
            }.joined(separator: " or ")
            throw .invalidArgument("\(name): '\(pattern)' holds \(expected); \"\(text)\" is none of these")
        }
        return overriding(overrides)
    }
}
