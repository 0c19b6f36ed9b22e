/// A JSON value whose objects keep their members in the order they were written: what a Lottie file needs, since
/// rlottie and lottie-android decide what a shape or layer is from the keys read before `ty`.
package enum JSONTree: Sendable, Equatable {
    /// Members in order.
    case object(JSONObject)
    /// Elements in order.
    case array([JSONTree])
    /// Written without a fraction when whole.
    case number(Double)
    /// Text.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The object, when this is one.
    package var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The elements, when this is an array.
    package var array: [JSONTree]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The text, when this is a string.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number, when this is one.
    package var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}

/// A JSON object: members in order, each key once.
package struct JSONObject: Sendable, Equatable {
    /// The members in the order they are written.
    package private(set) var members: [(key: String, value: JSONTree)] = []

    /// An empty object.
    package init() {}

    /// An object of `members`, in order; a later member replaces an earlier one of the same key in place.
    package init(_ members: KeyValuePairs<String, JSONTree>) {
        for (key, value) in members { self[key] = value }
    }

    /// The value of `key`; setting a new key appends it, setting an existing one replaces it where it is, nil
    /// removes it.
    package subscript(key: String) -> JSONTree? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// The keys in order.
    package var keys: [String] { members.map(\.key) }

    /// The same members in the same order.
    package static func == (left: JSONObject, right: JSONObject) -> Bool {
        left.members.count == right.members.count
            && zip(left.members, right.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// Literals, so that Lottie objects read as they are written.
extension JSONTree: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    /// A string.
    package init(stringLiteral value: String) { self = .string(value) }
    /// A number.
    package init(floatLiteral value: Double) { self = .number(value) }
    /// A whole number.
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A boolean.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An array.
    package init(arrayLiteral elements: JSONTree...) { self = .array(elements) }
}
