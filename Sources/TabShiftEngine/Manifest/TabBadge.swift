/// What a tab's badge shows: a count, a short text, or a dot.
public enum TabBadge: Sendable, Hashable, CustomStringConvertible {
    /// A number; past 99 it shows `99+`.
    case count(Int)
    /// A short text, such as `new`.
    case text(String)
    /// A dot with nothing in it.
    case dot

    /// The longest text a badge shows; longer texts are cut with an ellipsis.
    public static let maximumTextLength = 8

    /// A badge from how manifests and the CLI write one: `dot`, a whole number, or a text; nil for `none` or an
    /// empty value, which mean no badge.
    public init?(value: String) {
        if value.isEmpty || value == "none" { return nil }
        if value == "dot" {
            self = .dot
        } else if value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber), value.count <= 9,
            let number = Int(exactly: Double(value) ?? -1), number >= 0
        {
            self = .count(number)
        } else {
            self = .text(value)
        }
    }

    /// The text drawn in the badge; nil for a dot.
    public var label: String? {
        switch self {
        case .count(let number): number > 99 ? "99+" : String(number)
        case .text(let text):
            text.count > Self.maximumTextLength ? String(text.prefix(Self.maximumTextLength - 1)) + "…" : text
        case .dot: nil
        }
    }

    /// The badge as manifests write it.
    public var description: String {
        switch self {
        case .count(let number): String(number)
        case .text(let text): text
        case .dot: "dot"
        }
    }
}
