import VectorGraphics

/// Values that replace an animation's own at render time, chosen by keypath, as a tab bar's tint does, or as
/// lottie-ios's value providers do.
///
/// Keypaths name layers, then groups, then the item, then the property, with lottie-ios's property names:
///
/// | property | keypath ends in | value |
/// |---|---|---|
/// | fill or stroke colour | `Fill 1.Color`, `Stroke 1.Color` | `setColor` |
/// | fill or stroke opacity | `Fill 1.Opacity` | `setNumber`, percent (0–100) |
/// | stroke width | `Stroke 1.Stroke Width` | `setNumber` |
/// | layer or group position, anchor | `Transform.Position`, `Transform.Anchor Point` | `setPoint` |
/// | layer or group scale | `Transform.Scale` | `setPoint`, percent per axis |
/// | layer or group rotation | `Transform.Rotation` | `setNumber`, degrees |
/// | layer or group opacity | `Transform.Opacity` | `setNumber`, percent (0–100) |
/// | a text layer's text | `Layer Name.Text` | `setText` |
///
/// `*` stands for one name and `**` for any number: `**.Stroke 1.Stroke Width`. When several entries match,
/// the last one set wins. `AnimationInterpreter.keypaths` lists every keypath a file has.
public struct PropertyOverrides: Sendable, Hashable {
    /// One override: a pattern and the value for what it matches.
    public struct Entry<Value: Sendable & Hashable>: Sendable, Hashable {
        /// What the entry applies to.
        public var pattern: KeypathPattern
        /// The value put in place.
        public var value: Value
    }

    /// Colour entries, in the order set.
    public private(set) var colors: [Entry<LottieColor>] = []
    /// Opacity, stroke width and rotation entries, in the order set.
    public private(set) var numbers: [Entry<Double>] = []
    /// Position, anchor and scale entries, in the order set.
    public private(set) var points: [Entry<Point>] = []
    /// Text entries, in the order set.
    public private(set) var texts: [Entry<String>] = []

    /// No overrides.
    public init() {}

    /// No overrides: the animation as authored.
    public static let none = PropertyOverrides()

    /// Replaces the colours `pattern` matches (`…Color`).
    public mutating func setColor(_ color: LottieColor, for pattern: KeypathPattern) {
        colors.append(Entry(pattern: pattern, value: color))
    }

    /// An opacity (percent), stroke width or rotation (degrees).
    public mutating func setNumber(_ number: Double, for pattern: KeypathPattern) {
        numbers.append(Entry(pattern: pattern, value: number))
    }

    /// A position, anchor point or scale (percent per axis).
    public mutating func setPoint(_ point: Point, for pattern: KeypathPattern) {
        points.append(Entry(pattern: pattern, value: point))
    }

    /// Replaces the text of the text layers `pattern` matches (`…Text`).
    public mutating func setText(_ text: String, for pattern: KeypathPattern) {
        texts.append(Entry(pattern: pattern, value: text))
    }

    /// A copy with `setColor` applied.
    public func settingColor(_ color: LottieColor, for pattern: KeypathPattern) -> PropertyOverrides {
        var copy = self
        copy.setColor(color, for: pattern)
        return copy
    }

    /// A copy with `setNumber` applied.
    public func settingNumber(_ number: Double, for pattern: KeypathPattern) -> PropertyOverrides {
        var copy = self
        copy.setNumber(number, for: pattern)
        return copy
    }

    /// A copy with `setPoint` applied.
    public func settingPoint(_ point: Point, for pattern: KeypathPattern) -> PropertyOverrides {
        var copy = self
        copy.setPoint(point, for: pattern)
        return copy
    }

    /// A copy with `setText` applied.
    public func settingText(_ text: String, for pattern: KeypathPattern) -> PropertyOverrides {
        var copy = self
        copy.setText(text, for: pattern)
        return copy
    }

    /// These overrides followed by `other`'s, which win where both match.
    public func merging(_ other: PropertyOverrides) -> PropertyOverrides {
        var merged = self
        merged.colors += other.colors
        merged.numbers += other.numbers
        merged.points += other.points
        merged.texts += other.texts
        return merged
    }

    /// These overrides as seen from inside a precomposition placed at `prefix`: keypaths inside it are named from
    /// its own root, so that one compiled precomposition serves every placement while an override can still
    /// target one instance (`Left.**.Fill 1.Color`).
    func relative(to prefix: [String]) -> PropertyOverrides {
        guard !isEmpty else { return self }
        func shift<Value>(_ entries: [Entry<Value>]) -> [Entry<Value>] {
            entries.flatMap { entry in entry.pattern.residuals(after: prefix).map { Entry(pattern: $0, value: entry.value) } }
        }
        var shifted = PropertyOverrides()
        shifted.colors = shift(colors)
        shifted.numbers = shift(numbers)
        shifted.points = shift(points)
        shifted.texts = shift(texts)
        return shifted
    }

    /// Whether there is no entry at all.
    public var isEmpty: Bool { colors.isEmpty && numbers.isEmpty && points.isEmpty && texts.isEmpty }

    /// Whether any entry could change a transform or a style's numbers; most renders (a tint) have none, and
    /// then keypaths are not even built.
    var hasNumbersOrPoints: Bool { !numbers.isEmpty || !points.isEmpty }

    func color(for keypath: [String]) -> LottieColor? { colors.last { $0.pattern.matches(keypath) }?.value }
    func number(for keypath: [String]) -> Double? { numbers.last { $0.pattern.matches(keypath) }?.value }
    func point(for keypath: [String]) -> Point? { points.last { $0.pattern.matches(keypath) }?.value }
    func text(for keypath: [String]) -> String? { texts.last { $0.pattern.matches(keypath) }?.value }

    /// Every entry's pattern with the kind of keypath it must match to do anything.
    public var patterns: [(pattern: KeypathPattern, kind: Keypath.Kind)] {
        colors.map { ($0.pattern, .color) } + numbers.map { ($0.pattern, .number) } + points.map { ($0.pattern, .point) } + texts.map { ($0.pattern, .text) }
    }
}
