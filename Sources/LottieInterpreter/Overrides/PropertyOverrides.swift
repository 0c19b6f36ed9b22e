import VectorGraphics

/// Values that replace an animation's own at render time, chosen by keypath, as a tab bar's tint does, or as
/// lottie-ios's value providers do. Each value is a constant or a provider computing it per frame
/// (`ValueProvider`).
///
/// Keypaths name layers, then groups, then the item, then the property, with lottie-ios's property names:
///
/// | property | keypath ends in | value |
/// |---|---|---|
/// | fill or stroke colour | `Fill 1.Color`, `Stroke 1.Color` | `setColor` |
/// | solid layer colour | `Layer Name.Color` | `setColor` |
/// | gradient colours, stop by stop | `Gradient Fill 1.Colors` | `setGradientColors` |
/// | fill or stroke opacity | `Fill 1.Opacity` | `setNumber`, percent (0–100) |
/// | stroke width | `Stroke 1.Stroke Width` | `setNumber` |
/// | trim start, end, offset | `Trim Paths 1.Start`, `.End` (percent), `.Offset` (degrees) | `setNumber` |
/// | rectangle or ellipse size, position | `Rectangle 1.Size`, `Ellipse 1.Position` | `setPoint` |
/// | rectangle roundness | `Rectangle 1.Roundness` | `setNumber` |
/// | star or polygon position | `Polystar 1.Position` | `setPoint` |
/// | star or polygon points, rotation | `Polystar 1.Points`, `.Rotation` | `setNumber` |
/// | star or polygon radii | `Polystar 1.Outer Radius`, `.Inner Radius` | `setNumber` |
/// | star or polygon roundness | `Polystar 1.Outer Roundedness`, `.Inner Roundedness` | `setNumber` |
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
        /// The value put in place, or the provider computing it.
        public var value: OverrideValue<Value>
    }

    /// The entries of every kind, in one object shared by copies: the interpreter hands the overrides to every
    /// layer and shape it renders, and five arrays would be five references to count each time; none at all when
    /// there is no entry, as in most renders.
    private var lists: SharedLists?

    private struct Lists: Sendable, Hashable {
        var colors: [Entry<LottieColor>] = []
        var gradientColors: [Entry<[LottieColor]>] = []
        var numbers: [Entry<Double>] = []
        var points: [Entry<Point>] = []
        var texts: [Entry<String>] = []

        var isEmpty: Bool {
            colors.isEmpty && gradientColors.isEmpty && numbers.isEmpty && points.isEmpty && texts.isEmpty
        }
    }

    private final class SharedLists: Sendable {
        let value: Lists
        init(_ value: Lists) { self.value = value }
    }

    private var shared: Lists { lists?.value ?? Lists() }

    private init(_ value: Lists) {
        lists = value.isEmpty ? nil : SharedLists(value)
    }

    private mutating func change(_ body: (inout Lists) -> Void) {
        var value = shared
        body(&value)
        self = PropertyOverrides(value)
    }

    /// Colour entries, in the order set.
    public private(set) var colors: [Entry<LottieColor>] {
        get { lists?.value.colors ?? [] }
        set { change { $0.colors = newValue } }
    }
    /// Gradient entries: colours for the stops, first stop first, in the order set.
    public private(set) var gradientColors: [Entry<[LottieColor]>] {
        get { lists?.value.gradientColors ?? [] }
        set { change { $0.gradientColors = newValue } }
    }
    /// Opacity, stroke width, rotation, trim and roundness entries, in the order set.
    public private(set) var numbers: [Entry<Double>] {
        get { lists?.value.numbers ?? [] }
        set { change { $0.numbers = newValue } }
    }
    /// Position, anchor, scale and size entries, in the order set.
    public private(set) var points: [Entry<Point>] {
        get { lists?.value.points ?? [] }
        set { change { $0.points = newValue } }
    }
    /// Text entries, in the order set.
    public private(set) var texts: [Entry<String>] {
        get { lists?.value.texts ?? [] }
        set { change { $0.texts = newValue } }
    }
    /// Whether any entry is a provider, which `resolved` turns into constants for one frame.
    private var hasProviders: Bool {
        guard lists != nil else { return false }
        func any<Value>(_ entries: [Entry<Value>]) -> Bool { entries.contains { $0.value.constant == nil } }
        return any(colors) || any(gradientColors) || any(numbers) || any(points) || any(texts)
    }

    /// No overrides.
    public init() {}

    /// No overrides: the animation as authored.
    public static let none = PropertyOverrides()

    /// Replaces the colours `pattern` matches (`…Color`).
    public mutating func setColor(_ color: LottieColor, for pattern: KeypathPattern) {
        colors.append(Entry(pattern: pattern, value: .constant(color)))
    }

    /// Replaces the colours `pattern` matches with one computed per frame.
    public mutating func setColor(
        for pattern: KeypathPattern, provider: @escaping @Sendable (ValueProvider<LottieColor>.Context) -> LottieColor
    ) {
        colors.append(Entry(pattern: pattern, value: .provider(ValueProvider(provider))))
    }

    /// Replaces the colours of a gradient's stops (`…Colors`), stop by stop: `colors[i]` for stop `i`, alpha
    /// included; stops beyond the list keep theirs, and every stop keeps its place.
    public mutating func setGradientColors(_ colors: [LottieColor], for pattern: KeypathPattern) {
        gradientColors.append(Entry(pattern: pattern, value: .constant(colors)))
    }

    /// Replaces a gradient's stop colours with ones computed per frame.
    public mutating func setGradientColors(
        for pattern: KeypathPattern,
        provider: @escaping @Sendable (ValueProvider<[LottieColor]>.Context) -> [LottieColor]
    ) {
        gradientColors.append(Entry(pattern: pattern, value: .provider(ValueProvider(provider))))
    }

    /// An opacity (percent), stroke width, rotation (degrees), trim or roundness.
    public mutating func setNumber(_ number: Double, for pattern: KeypathPattern) {
        numbers.append(Entry(pattern: pattern, value: .constant(number)))
    }

    /// A number computed per frame.
    public mutating func setNumber(
        for pattern: KeypathPattern, provider: @escaping @Sendable (ValueProvider<Double>.Context) -> Double
    ) {
        numbers.append(Entry(pattern: pattern, value: .provider(ValueProvider(provider))))
    }

    /// A position, anchor point, scale (percent per axis) or size.
    public mutating func setPoint(_ point: Point, for pattern: KeypathPattern) {
        points.append(Entry(pattern: pattern, value: .constant(point)))
    }

    /// A point computed per frame.
    public mutating func setPoint(
        for pattern: KeypathPattern, provider: @escaping @Sendable (ValueProvider<Point>.Context) -> Point
    ) {
        points.append(Entry(pattern: pattern, value: .provider(ValueProvider(provider))))
    }

    /// Replaces the text of the text layers `pattern` matches (`…Text`).
    public mutating func setText(_ text: String, for pattern: KeypathPattern) {
        texts.append(Entry(pattern: pattern, value: .constant(text)))
    }

    /// A text computed per frame.
    public mutating func setText(
        for pattern: KeypathPattern, provider: @escaping @Sendable (ValueProvider<String>.Context) -> String
    ) {
        texts.append(Entry(pattern: pattern, value: .provider(ValueProvider(provider))))
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
        let mine = shared, theirs = other.shared
        return PropertyOverrides(
            Lists(
                colors: mine.colors + theirs.colors, gradientColors: mine.gradientColors + theirs.gradientColors,
                numbers: mine.numbers + theirs.numbers, points: mine.points + theirs.points,
                texts: mine.texts + theirs.texts))
    }

    /// Every provider replaced by its value at `frame` of a document running from `inPoint` to `outPoint`: the
    /// interpreter resolves once per frame, so that the layers below see constants.
    package func resolved(atFrame frame: Double, inPoint: Double, outPoint: Double) -> PropertyOverrides {
        guard hasProviders else { return self }
        let progress = outPoint > inPoint ? (frame - inPoint) / (outPoint - inPoint) : 0
        func resolve<Value>(_ entries: [Entry<Value>]) -> [Entry<Value>] {
            entries.map { entry in
                Entry(
                    pattern: entry.pattern,
                    value: .constant(
                        entry.value.value(in: ValueProvider<Value>.Context(frame: frame, progress: progress))))
            }
        }
        // One new set of lists: assigning each kind on its own would share a new object five times over, every frame.
        let lists = shared
        return PropertyOverrides(
            Lists(
                colors: resolve(lists.colors), gradientColors: resolve(lists.gradientColors),
                numbers: resolve(lists.numbers), points: resolve(lists.points), texts: resolve(lists.texts)))
    }

    /// These overrides as seen from inside a precomposition placed at `prefix`: keypaths inside it are named from
    /// its own root, so that one compiled precomposition serves every placement while an override can still
    /// target one instance (`Left.**.Fill 1.Color`).
    func relative(to prefix: [String]) -> PropertyOverrides {
        guard !isEmpty else { return self }
        func shift<Value>(_ entries: [Entry<Value>]) -> [Entry<Value>] {
            entries.flatMap { entry in
                entry.pattern.residuals(after: prefix).map { Entry(pattern: $0, value: entry.value) }
            }
        }
        let lists = shared
        return PropertyOverrides(
            Lists(
                colors: shift(lists.colors), gradientColors: shift(lists.gradientColors),
                numbers: shift(lists.numbers), points: shift(lists.points), texts: shift(lists.texts)))
    }

    /// Whether every value is the same at every frame (no provider), so that frames the animation holds still
    /// between look the same with these overrides too.
    public var isConstant: Bool { !hasProviders }

    /// Whether these overrides give the same values at both frames of a document running from `inPoint` to
    /// `outPoint`.
    package func holdsStill(from first: Double, to second: Double, inPoint: Double, outPoint: Double) -> Bool {
        !hasProviders
            || resolved(atFrame: first, inPoint: inPoint, outPoint: outPoint)
                == resolved(atFrame: second, inPoint: inPoint, outPoint: outPoint)
    }

    /// Whether there is no entry at all.
    public var isEmpty: Bool { lists == nil }

    /// Whether both hold the same entries in the same order.
    public static func == (left: PropertyOverrides, right: PropertyOverrides) -> Bool {
        left.lists === right.lists || left.shared == right.shared
    }

    /// Hashes the entries, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(shared)
    }

    /// Whether any entry could change a transform, a style's or a shape's numbers; most renders (a tint) have none,
    /// and then keypaths are not even built.
    var hasNumbersOrPoints: Bool { !numbers.isEmpty || !points.isEmpty }

    func color(for keypath: [String]) -> LottieColor? { colors.last { $0.pattern.matches(keypath) }?.value.constant }
    func gradientColors(for keypath: [String]) -> [LottieColor]? {
        gradientColors.last { $0.pattern.matches(keypath) }?.value.constant
    }
    func number(for keypath: [String]) -> Double? { numbers.last { $0.pattern.matches(keypath) }?.value.constant }
    func point(for keypath: [String]) -> Point? { points.last { $0.pattern.matches(keypath) }?.value.constant }
    func text(for keypath: [String]) -> String? { texts.last { $0.pattern.matches(keypath) }?.value.constant }

    /// Every entry's pattern with the kind of keypath it must match to do anything.
    public var patterns: [(pattern: KeypathPattern, kind: Keypath.Kind)] {
        colors.map { ($0.pattern, .color) } + gradientColors.map { ($0.pattern, .gradientColors) }
            + numbers.map { ($0.pattern, .number) }
            + points.map { ($0.pattern, .point) } + texts.map { ($0.pattern, .text) }
    }
}
