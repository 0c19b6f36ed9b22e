/// A pattern over keypaths such as `Layer.Group.Fill 1.Color`: names joined by dots, where `*` stands for one
/// name and `**` for any number of names, none included. `**.Color` names every colour.
public struct KeypathPattern: Sendable, Hashable, CustomStringConvertible {
    public let components: [String]

    public init(_ text: String) {
        components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public var description: String { components.joined(separator: ".") }

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
}
