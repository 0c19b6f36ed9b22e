@_spi(Model) import LottieModel

/// One name an override can match: a layer, a shape group, a shape or style item, or a colour property.
public struct Keypath: Sendable, Hashable, CustomStringConvertible {
    /// What a keypath names, and so which override can change it.
    public enum Kind: String, Sendable, Hashable {
        case layer, group, shape, style
        /// A solid fill, stroke or solid layer colour (`…Color`): what `PropertyOverrides.setColor` and `--color`
        /// change.
        case color
        /// A gradient's colours (`…Colors`): `PropertyOverrides.setGradientColors`.
        case gradientColors = "gradient colors"
        /// An opacity, stroke width or rotation: `PropertyOverrides.setNumber`.
        case number
        /// A position, anchor point or scale: `PropertyOverrides.setPoint`.
        case point
        /// A text layer's text: `PropertyOverrides.setText`.
        case text
    }

    /// The names, outermost first.
    public let components: [String]
    /// What the keypath names.
    public let kind: Kind

    /// The names joined by dots.
    public var description: String { components.joined(separator: ".") }
}

/// Every keypath of an animation, named exactly as the interpreter names them when it matches overrides: layer
/// names, then shape group and item names, then the property (`Color`, `Opacity`, `Stroke Width`, `Colors` for
/// gradients, `Transform.Position` and the other transform properties, `Text`). A precomposition placed
/// several times is listed under every placement, since an override can target each. Hidden shape items are left
/// out: they draw nothing to change.
enum KeypathCatalog {
    /// A file can place precompositions inside precompositions until the placements number in millions; the
    /// listing stops here.
    static let maximumCount = 100_000

    static func keypaths(of animation: LottieAnimation) -> [Keypath] {
        var catalog: [Keypath] = []
        var placing: [String] = []
        add(animation.layers, under: [], animation: animation, placing: &placing, to: &catalog)
        return catalog
    }

    /// `placing` holds the precompositions being listed above, so that one containing itself is not entered again.
    private static func add(
        _ layers: [Layer], under parent: [String], animation: LottieAnimation, placing: inout [String],
        to catalog: inout [Keypath]
    ) {
        for layer in layers where catalog.count < maximumCount {
            let keypath = parent + [layer.name]
            catalog.append(Keypath(components: keypath, kind: .layer))
            addTransform(under: keypath, to: &catalog)
            switch layer.content {
            case .shapes(let items): add(items, under: keypath, to: &catalog)
            case .text: catalog.append(Keypath(components: keypath + ["Text"], kind: .text))
            case .solid: catalog.append(Keypath(components: keypath + ["Color"], kind: .color))
            case .precomposition(let reference):
                guard !placing.contains(reference.assetID), let asset = animation.precompositions[reference.assetID]
                else { continue }
                placing.append(reference.assetID)
                add(asset.layers, under: keypath, animation: animation, placing: &placing, to: &catalog)
                placing.removeLast()
            default: continue
            }
        }
    }

    private static func add(_ items: [ShapeItem], under parent: [String], to catalog: inout [Keypath]) {
        for item in items where !item.isHidden {
            let keypath = parent + [item.name]
            switch item.kind {
            case .group(let group):
                catalog.append(Keypath(components: keypath, kind: .group))
                addTransform(under: keypath, to: &catalog)
                add(group.items, under: keypath, to: &catalog)
            case .fill:
                catalog.append(Keypath(components: keypath, kind: .style))
                catalog.append(Keypath(components: keypath + ["Color"], kind: .color))
                catalog.append(Keypath(components: keypath + ["Opacity"], kind: .number))
            case .stroke:
                catalog.append(Keypath(components: keypath, kind: .style))
                catalog.append(Keypath(components: keypath + ["Color"], kind: .color))
                catalog.append(Keypath(components: keypath + ["Opacity"], kind: .number))
                catalog.append(Keypath(components: keypath + ["Stroke Width"], kind: .number))
            case .gradientFill, .gradientStroke:
                catalog.append(Keypath(components: keypath, kind: .style))
                catalog.append(Keypath(components: keypath + ["Colors"], kind: .gradientColors))
                catalog.append(Keypath(components: keypath + ["Opacity"], kind: .number))
            case .rectangle, .ellipse:
                catalog.append(Keypath(components: keypath, kind: .shape))
                catalog.append(Keypath(components: keypath + ["Position"], kind: .point))
                catalog.append(Keypath(components: keypath + ["Size"], kind: .point))
                if case .rectangle = item.kind {
                    catalog.append(Keypath(components: keypath + ["Roundness"], kind: .number))
                }
            case .polystar(let star):
                catalog.append(Keypath(components: keypath, kind: .shape))
                catalog.append(Keypath(components: keypath + ["Position"], kind: .point))
                var names = ["Points", "Rotation", "Outer Radius", "Outer Roundedness"]
                if star.kind == .star { names += ["Inner Radius", "Inner Roundedness"] }
                for name in names { catalog.append(Keypath(components: keypath + [name], kind: .number)) }
            case .trimPath:
                catalog.append(Keypath(components: keypath, kind: .shape))
                for name in ["Start", "End", "Offset"] {
                    catalog.append(Keypath(components: keypath + [name], kind: .number))
                }
            default:
                catalog.append(Keypath(components: keypath, kind: .shape))
            }
        }
    }
}

extension KeypathCatalog {
    /// The transform properties every layer and shape group has.
    static func addTransform(under owner: [String], to catalog: inout [Keypath]) {
        for (name, kind) in [
            ("Anchor Point", Keypath.Kind.point), ("Position", .point), ("Scale", .point), ("Rotation", .number),
            ("Opacity", .number)
        ] {
            catalog.append(Keypath(components: owner + ["Transform", name], kind: kind))
        }
    }
}

extension AnimationInterpreter {
    /// Every keypath of the animation, in document order.
    package var keypaths: [Keypath] { KeypathCatalog.keypaths(of: animation) }
}

extension KeypathPattern {
    /// The keypaths of `catalog` this pattern matches.
    package func matches(in catalog: [Keypath]) -> [Keypath] {
        catalog.filter { matches($0.components) }
    }

    /// Up to `count` keypaths of `catalog` closest to this pattern by edit distance over the whole text, for a
    /// "did you mean" when it matches nothing.
    package func closest(in catalog: [Keypath], count: Int = 3) -> [Keypath] {
        let text = description.lowercased()
        let scored: [(keypath: Keypath, distance: Int)] = catalog.map { keypath in
            (keypath, EditDistance.between(text, keypath.description.lowercased()))
        }
        let ranked = scored.sorted { left, right in
            left.distance != right.distance
                ? left.distance < right.distance : left.keypath.description < right.keypath.description
        }
        return ranked.prefix(count).map(\.keypath)
    }
}

/// Levenshtein distance between two strings, by characters.
package enum EditDistance {
    package static func between(_ first: String, _ second: String) -> Int {
        let a = Array(first), b = Array(second)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// An override whose keypath matches nothing of its kind in an animation: most likely a typo, which would
/// otherwise silently do nothing.
public struct UnmatchedOverride: Sendable, Hashable, CustomStringConvertible {
    /// The override's pattern.
    public let pattern: KeypathPattern
    /// The kind of keypath the override's value can change.
    public let kind: Keypath.Kind
    /// The keypaths of that kind closest to the pattern.
    public let closest: [Keypath]

    /// The warning, naming the closest keypaths.
    public var description: String {
        let suggestion =
            closest.isEmpty
            ? "the animation has no \(kind.rawValue) keypaths"
            : "closest: " + closest.map { "'\($0)'" }.joined(separator: ", ")
        return "'\(pattern)' matches no \(kind.rawValue) keypath; \(suggestion)"
    }

    /// The entries of `overrides` that match no keypath of their kind in `catalog`.
    public static func find(in overrides: PropertyOverrides, catalog: [Keypath]) -> [UnmatchedOverride] {
        overrides.patterns.compactMap { pattern, kind in
            let candidates = catalog.filter { $0.kind == kind }
            guard pattern.matches(in: candidates).isEmpty else { return nil }
            return UnmatchedOverride(pattern: pattern, kind: kind, closest: pattern.closest(in: candidates))
        }
    }
}
