/// A pattern over keypaths such as `Layer.Group.Fill 1.Color`: names joined by dots, where `*` stands for one
/// name and `**` for any number of names, none included. `**.Color` names every colour.
public struct KeypathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The names and wildcards, outermost first.
    public let components: [String]

    /// A pattern from dot-separated text, e.g. `**.Stroke 1.Stroke Width`.
    public init(_ text: String) {
        components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The pattern as text.
    public var description: String { components.joined(separator: ".") }

    /// Whether the pattern matches `keypath` whole.
    public func matches(_ keypath: [String]) -> Bool {
        Self.match(components[...], keypath[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ keypath: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return keypath.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var remaining = keypath
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let name = keypath.first, head == "*" || head == name else { return false }
        return match(pattern.dropFirst(), keypath.dropFirst())
    }

    /// What must still match after `prefix` has been matched: the patterns that match `rest` exactly when this one
    /// matches `prefix + rest`. None when no keypath under `prefix` can match; a `**` may leave several.
    func residuals(after prefix: [String]) -> [KeypathPattern] {
        var states = Self.closure(of: [0], in: components)
        for name in prefix {
            var next: Set<Int> = []
            for state in states where state < components.count {
                let head = components[state]
                if head == "**" { next.insert(state) } else if head == "*" || head == name { next.insert(state + 1) }
            }
            states = Self.closure(of: next, in: components)
            if states.isEmpty { return [] }
        }
        return states.sorted().map { KeypathPattern(components: Array(components[$0...])) }
    }

    private init(components: [String]) {
        self.components = components
    }

    /// The states reachable without consuming a name: a `**` may match none.
    private static func closure(of states: Set<Int>, in components: [String]) -> Set<Int> {
        var result = states
        var pending = Array(states)
        while let state = pending.popLast() {
            if state < components.count, components[state] == "**", result.insert(state + 1).inserted {
                pending.append(state + 1)
            }
        }
        return result
    }
}
