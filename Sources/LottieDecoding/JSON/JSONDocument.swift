import CJansson
import Foundation

/// Owns one parsed jansson document; the only place that creates or frees jansson values.
///
/// Values read from it are borrowed references, valid only while the document lives, so every `JSONValue`
/// keeps its document alive.
final class JSONDocument {
    fileprivate let root: UnsafeMutablePointer<json_t>
    /// Holds every jansson value of the document; freeing it frees them all, with no walk over the tree.
    private let arena: JSONArena

    /// Parses `data`, rejecting duplicate keys is left to jansson's defaults (the last one wins).
    init(data: Data) throws(LottieDecodingError) {
        var error = json_error_t()
        let arena = JSONArena()
        let parsed = arena.serving {
            data.withUnsafeBytes { buffer -> UnsafeMutablePointer<json_t>? in
                guard let base = buffer.baseAddress else { return nil }
                return json_loadb(base.assumingMemoryBound(to: CChar.self), buffer.count, 0, &error)
            }
        }
        self.arena = arena
        guard let parsed else {
            if data.isEmpty {
                throw LottieDecodingError(path: "$", reason: .malformedJSON(line: 1, column: 0, message: "the file is empty"))
            }
            let message = withUnsafeBytes(of: error.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw LottieDecodingError(path: "$", reason: .malformedJSON(line: Int(truncatingIfNeeded: error.line), column: Int(truncatingIfNeeded: error.column), message: message))
        }
        root = parsed
    }

    var rootValue: JSONValue { JSONValue(pointer: root, document: self) }

    /// Each value's container and its key or index there, mapped on the first message that needs a path: reading
    /// a value builds no path at all.
    /// Each value's container and where in it the value sits.
    private typealias ParentMap = [UnsafeMutablePointer<json_t>: (container: UnsafeMutablePointer<json_t>, component: JSONPath.Component)]

    private var parents: ParentMap?

    /// Where `value` sits, for messages.
    func path(to value: UnsafeMutablePointer<json_t>) -> JSONPath {
        let parents = self.parents ?? mapParents()
        self.parents = parents
        var components: [JSONPath.Component] = []
        var current = value
        while let link = parents[current] {
            components.append(link.component)
            current = link.container
        }
        return components.reversed().reduce(JSONPath.root) { path, component in
            switch component {
            case .key(let key): path.appending(key: key)
            case .index(let index): path.appending(index: index)
            }
        }
    }

    /// One walk over the tree, with an explicit stack so that deep nesting cannot overflow the call stack.
    private func mapParents() -> ParentMap {
        var map: ParentMap = [:]
        var stack = [root]
        while let container = stack.popLast() {
            switch container.pointee.type {
            case JSON_OBJECT:
                var iterator = json_object_iter(container)
                while let current = iterator {
                    if let key = json_object_iter_key(current), let member = json_object_iter_value(current) {
                        map[member] = (container, .key(String(cString: key)))
                        stack.append(member)
                    }
                    iterator = json_object_iter_next(container, current)
                }
            case JSON_ARRAY:
                for index in 0..<json_array_size(container) {
                    guard let element = json_array_get(container, index) else { continue }
                    map[element] = (container, .index(index))
                    stack.append(element)
                }
            default:
                break
            }
        }
        return map
    }
}

/// A borrowed view of one JSON value. Its place in the document (`path`) is worked out only when asked for, since
/// only messages need it.
struct JSONValue {
    enum Kind: String {
        case object, array, string, number, bool, null
    }

    fileprivate let pointer: UnsafeMutablePointer<json_t>
    fileprivate let document: JSONDocument

    var path: JSONPath { document.path(to: pointer) }

    /// Which value of the document this is, for telling the same value read twice.
    var identity: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    var kind: Kind {
        switch pointer.pointee.type {
        case JSON_OBJECT: .object
        case JSON_ARRAY: .array
        case JSON_STRING: .string
        case JSON_INTEGER, JSON_REAL: .number
        case JSON_TRUE, JSON_FALSE: .bool
        default: .null
        }
    }

    /// The member named `key` of an object; nil when absent, null, or when this is not an object.
    subscript(key: String) -> JSONValue? {
        guard pointer.pointee.type == JSON_OBJECT, let member = json_object_get(pointer, key), member.pointee.type != JSON_NULL else { return nil }
        return JSONValue(pointer: member, document: document)
    }

    /// The elements of an array; empty for anything else.
    var elements: [JSONValue] {
        guard pointer.pointee.type == JSON_ARRAY else { return [] }
        return (0..<json_array_size(pointer)).compactMap { index in
            json_array_get(pointer, index).map { JSONValue(pointer: $0, document: document) }
        }
    }

    var count: Int {
        switch pointer.pointee.type {
        case JSON_ARRAY: json_array_size(pointer)
        case JSON_OBJECT: json_object_size(pointer)
        default: 0
        }
    }

    /// Lottie writes `30` and `30.0` interchangeably, so both read as a Double.
    var number: Double? {
        let type = pointer.pointee.type
        guard type == JSON_INTEGER || type == JSON_REAL else {
            if type == JSON_TRUE { return 1 }
            if type == JSON_FALSE { return 0 }
            return nil
        }
        return json_number_value(pointer)
    }

    var string: String? {
        guard pointer.pointee.type == JSON_STRING, let text = json_string_value(pointer) else { return nil }
        return String(cString: text)
    }

    var bool: Bool? {
        switch pointer.pointee.type {
        case JSON_TRUE: true
        case JSON_FALSE: false
        case JSON_INTEGER, JSON_REAL: json_number_value(pointer) != 0
        default: nil
        }
    }

    /// The value written as compact JSON, for showing a slot's value; nil when jansson cannot write it.
    var compactJSON: String? {
        // Outside an arena's `serving`, jansson writes with the system allocator, so `free` releases its text.
        // Ten significant digits: a colour channel of 0.1 reads 0.1, not 0.10000000000000001.
        guard let text = json_dumps(pointer, size_t(JSON_COMPACT | JSON_ENCODE_ANY) | size_t(10) << 11) else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    var keys: [String] {
        guard pointer.pointee.type == JSON_OBJECT else { return [] }
        var result: [String] = []
        var iterator = json_object_iter(pointer)
        while let current = iterator {
            if let key = json_object_iter_key(current) { result.append(String(cString: key)) }
            iterator = json_object_iter_next(pointer, current)
        }
        return result
    }
}
