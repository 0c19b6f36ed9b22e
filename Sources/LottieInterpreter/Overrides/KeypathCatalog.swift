import LottieModel

/// One name an override can match: a layer, a shape group, a shape or style item, or a colour property.
public struct Keypath: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case layer, group, shape, style
        /// A solid fill or stroke colour (`…Color`): what `PropertyOverrides.setColor` and `--color` change.
        case color
        /// A gradient's colours (`…Colors`), listed but not overridable yet.
        case gradientColors = "gradient colors"
    }

    public let components: [String]
    public let kind: Kind

    public var description: String { components.joined(separator: ".") }
}

/// Every keypath of an animation, named exactly as the interpreter names them when it matches overrides: layer
/// names, then shape group and item names, then `Color` (or `Colors` for gradients). A precomposition placed
/// several times is listed under its first placement, as overrides see it. Hidden shape items are left out: they
/// draw nothing to change.
enum KeypathCatalog {
    static func keypaths(of animation: LottieAnimation) -> [Keypath] {
        var catalog: [Keypath] = []
        var visited: Set<String> = []
        add(animation.layers, under: [], animation: animation, visited: &visited, to: &catalog)
        return catalog
    }

    private static func add(_ layers: [Layer], under parent: [String], animation: LottieAnimation, visited: inout Set<String>, to catalog: inout [Keypath]) {
        for layer in layers {
            let keypath = parent + [layer.name]
            catalog.append(Keypath(components: keypath, kind: .layer))
            switch layer.content {
            case .shapes(let items): add(items, under: keypath, to: &catalog)
            case .precomposition(let reference):
                guard !visited.contains(reference.assetID), let asset = animation.precompositions[reference.assetID] else { continue }
                visited.insert(reference.assetID)
                add(asset.layers, under: keypath, animation: animation, visited: &visited, to: &catalog)
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
                add(group.items, under: keypath, to: &catalog)
            case .fill, .stroke:
                catalog.append(Keypath(components: keypath, kind: .style))
                catalog.append(Keypath(components: keypath + ["Color"], kind: .color))
            case .gradientFill, .gradientStroke:
                catalog.append(Keypath(components: keypath, kind: .style))
                catalog.append(Keypath(components: keypath + ["Colors"], kind: .gradientColors))
            default:
                catalog.append(Keypath(components: keypath, kind: .shape))
            }
        }
    }
}

extension AnimationInterpreter {
    /// Every keypath of the animation, in document order.
    public var keypaths: [Keypath] { KeypathCatalog.keypaths(of: animation) }
}

extension KeypathPattern {
    /// The keypaths of `catalog` this pattern matches.
    public func matches(in catalog: [Keypath]) -> [Keypath] {
        catalog.filter { matches($0.components) }
    }

    /// Up to `count` keypaths of `catalog` closest to this pattern by edit distance over the whole text, for a
    /// "did you mean" when it matches nothing.
    public func closest(in catalog: [Keypath], count: Int = 3) -> [Keypath] {
        let text = description.lowercased()
        let scored: [(keypath: Keypath, distance: Int)] = catalog.map { keypath in
            (keypath, EditDistance.between(text, keypath.description.lowercased()))
        }
        let ranked = scored.sorted { left, right in
            left.distance != right.distance ? left.distance < right.distance : left.keypath.description < right.keypath.description
        }
        return ranked.prefix(count).map(\.keypath)
    }
}

/// Levenshtein distance between two strings, by characters.
enum EditDistance {
    static func between(_ first: String, _ second: String) -> Int {
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
