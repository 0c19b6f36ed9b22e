import VectorGraphics

/// Values that replace an animation's own at render time, chosen by keypath, as a tab bar's tint does.
///
/// Keypaths name layers, then groups, then the style, then the property: `Layer.Group.Fill 1.Color`.
/// Fill and stroke colours are named `Color`. When several patterns match, the last one added wins.
public struct PropertyOverrides: Sendable, Hashable {
    public private(set) var colors: [ColorOverride] = []

    public init() {}

    public static let none = PropertyOverrides()

    public struct ColorOverride: Sendable, Hashable {
        public var pattern: KeypathPattern
        public var color: LottieColor
    }

    public mutating func setColor(_ color: LottieColor, for pattern: KeypathPattern) {
        colors.append(ColorOverride(pattern: pattern, color: color))
    }

    public func settingColor(_ color: LottieColor, for pattern: KeypathPattern) -> PropertyOverrides {
        var copy = self
        copy.setColor(color, for: pattern)
        return copy
    }

    /// These overrides followed by `other`'s, which win where both match.
    public func merging(_ other: PropertyOverrides) -> PropertyOverrides {
        var merged = self
        merged.colors += other.colors
        return merged
    }

    func color(for keypath: [String]) -> LottieColor? {
        colors.last { $0.pattern.matches(keypath) }?.color
    }

    public var isEmpty: Bool { colors.isEmpty }
}
