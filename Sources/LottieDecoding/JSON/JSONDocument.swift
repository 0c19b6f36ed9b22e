import CJansson
import Foundation

/// Owns one parsed jansson document; the only place that creates or frees jansson values.
///
/// Values read from it are borrowed references, valid only while the document lives; whoever parses a document
/// keeps it alive while its values are read.
package final class JSONDocument {
    fileprivate let root: UnsafeMutablePointer<json_t>
    /// Holds every jansson value of the document; freeing it frees them all, with no walk over the tree.
    private let arena: JSONArena

    /// Parses `data`, rejecting duplicate keys is left to jansson's defaults (the last one wins).
    package init(data: Data) throws(LottieDecodingError) {
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
                throw LottieDecodingError(
                    path: "$", reason: .malformedJSON(line: 1, column: 0, message: "the file is empty"))
            }
            let message = withUnsafeBytes(of: error.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw LottieDecodingError(
                path: "$",
                reason: .malformedJSON(
                    line: Int(truncatingIfNeeded: error.line), column: Int(truncatingIfNeeded: error.column),
                    message: message))
        }
        root = parsed
    }

    package var rootValue: JSONValue { JSONValue(pointer: root, document: self) }

    /// The bytes of jansson's tree, all taken from the document's arena.
    var arenaBytes: Int { arena.usedBytes }

    /// Where each of `targets` sits, for messages, found in one walk over the tree that stops once all are found.
    /// Decoding gathers every place it needs and asks once at the end: mapping every value to its container (a
    /// dictionary entry and a key string per value) cost a tenth of decoding a file with expressions.
    func paths(to targets: Set<UnsafeMutableRawPointer>) -> [UnsafeMutableRawPointer: JSONPath] {
        var found: [UnsafeMutableRawPointer: JSONPath] = [:]
        guard !targets.isEmpty else { return found }
        if targets.contains(UnsafeMutableRawPointer(root)) { found[UnsafeMutableRawPointer(root)] = .root }
        // The walk records each container's place as a step from its parent's (keys borrowed from the tree), and
        // makes a `JSONPath` only for a value looked for: one object and one key string per container walked was
        // most of the walk. An explicit stack, so that deep nesting cannot overflow the call stack.
        var steps: [PathStep] = [PathStep(parent: -1, key: nil, index: 0)]
        var stack: [(container: UnsafeMutablePointer<json_t>, step: Int)] = [(root, 0)]
        func path(to step: Int) -> JSONPath {
            var chain: [PathStep] = []
            var current = step
            while current > 0 {
                chain.append(steps[current])
                current = steps[current].parent
            }
            return chain.reversed().reduce(JSONPath.root) { path, step in
                step.key.map { path.appending(key: String(cString: $0)) } ?? path.appending(index: step.index)
            }
        }
        // Most values lie outside the targets' address range, which two comparisons tell without hashing.
        let lowest = targets.min() ?? UnsafeMutableRawPointer(root),
            highest = targets.max() ?? UnsafeMutableRawPointer(root)
        while found.count < targets.count, let (container, parent) = stack.popLast() {
            func visit(_ member: UnsafeMutablePointer<json_t>, key: UnsafePointer<CChar>?, index: Int) {
                let address = UnsafeMutableRawPointer(member)
                let isTarget = address >= lowest && address <= highest && targets.contains(address)
                let type = member.pointee.type
                guard isTarget || type == JSON_OBJECT || type == JSON_ARRAY else { return }
                steps.append(PathStep(parent: parent, key: key, index: index))
                if isTarget { found[UnsafeMutableRawPointer(member)] = path(to: steps.count - 1) }
                if type == JSON_OBJECT || type == JSON_ARRAY { stack.append((member, steps.count - 1)) }
            }
            switch container.pointee.type {
            case JSON_OBJECT:
                var iterator = json_object_iter(container)
                while let current = iterator {
                    if let key = json_object_iter_key(current), let member = json_object_iter_value(current) {
                        visit(member, key: key, index: 0)
                    }
                    iterator = json_object_iter_next(container, current)
                }
            case JSON_ARRAY:
                for index in 0..<json_array_size(container) {
                    guard let element = json_array_get(container, index) else { continue }
                    visit(element, key: nil, index: index)
                }
            default:
                break
            }
        }
        return found
    }

    /// One step of the walk in `paths(to:)`: the member named `key` (borrowed from the tree) or the element at
    /// `index` of the container reached by step `parent`.
    private struct PathStep {
        let parent: Int
        let key: UnsafePointer<CChar>?
        let index: Int
    }
}

/// A borrowed view of one JSON value. Its place in the document (`path`) is worked out only when asked for, since
/// only messages need it.
package struct JSONValue {
    package enum Kind: String {
        case object, array, string, number, bool, null
    }

    fileprivate let pointer: UnsafeMutablePointer<json_t>
    /// Not counted: a value is made for every member read, and counting the document's references cost a seventh
    /// of decoding. Values never outlive their document: the decoder holds each document for as long as it reads it
    /// (`withExtendedLifetime`), and nothing read from a document keeps a value.
    fileprivate unowned(unsafe) let document: JSONDocument

    /// Where the value sits; a walk over the document, so decoding gathers the places it needs and asks once
    /// (`DecodingContext`), and only a thrown error asks alone.
    package var path: JSONPath { document.paths(to: [identity])[identity] ?? .root }

    /// Which document the value is in, for gathering the places to name in each.
    var documentIdentity: ObjectIdentifier { ObjectIdentifier(document) }

    /// Where each of `targets`, values of this value's document, sits.
    func paths(to targets: Set<UnsafeMutableRawPointer>) -> [UnsafeMutableRawPointer: JSONPath] {
        document.paths(to: targets)
    }

    /// Which value of the document this is, for telling the same value read twice.
    var identity: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

    package var kind: Kind {
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
    /// Keys the decoder names are literals, handed to jansson as they are: a `String` was copied into a C string
    /// for every lookup.
    package subscript(key: StaticString) -> JSONValue? {
        guard pointer.pointee.type == JSON_OBJECT else { return nil }
        return key.utf8Start.withMemoryRebound(to: CChar.self, capacity: key.utf8CodeUnitCount + 1) {
            found(json_object_get(pointer, $0))
        }
    }

    /// Each member of an object but nulls, in the file's order, with its key: one pass for objects whose members
    /// the decoder reads several of (a keyframe, a property), where asking for each key by name hashed it every time.
    func forEachMember(_ body: (JSONKey, JSONValue) throws(LottieDecodingError) -> Void) throws(LottieDecodingError) {
        guard pointer.pointee.type == JSON_OBJECT else { return }
        var iterator = json_object_iter(pointer)
        while let current = iterator {
            if let key = json_object_iter_key(current), let member = json_object_iter_value(current),
                member.pointee.type != JSON_NULL
            {
                try body(JSONKey(text: key), JSONValue(pointer: member, document: document))
            }
            iterator = json_object_iter_next(pointer, current)
        }
    }

    /// The member named `key` when the key is not a literal (slot ids, keys the file lists).
    package func member(_ key: String) -> JSONValue? {
        guard pointer.pointee.type == JSON_OBJECT else { return nil }
        return found(json_object_get(pointer, key))
    }

    private func found(_ member: UnsafeMutablePointer<json_t>?) -> JSONValue? {
        guard let member, member.pointee.type != JSON_NULL else { return nil }
        return JSONValue(pointer: member, document: document)
    }

    /// The elements of an array; empty for anything else.
    package var elements: [JSONValue] {
        guard pointer.pointee.type == JSON_ARRAY else { return [] }
        return (0..<json_array_size(pointer)).compactMap { index in
            json_array_get(pointer, index).map { JSONValue(pointer: $0, document: document) }
        }
    }

    /// The element at `index` of an array; nil past its end or for anything else.
    func element(at index: Int) -> JSONValue? {
        guard pointer.pointee.type == JSON_ARRAY, index >= 0, index < json_array_size(pointer),
            let element = json_array_get(pointer, index)
        else { return nil }
        return JSONValue(pointer: element, document: document)
    }

    /// An array's elements transformed in order, without an array of the elements themselves in between.
    func mapElements<Element>(
        _ transform: (JSONValue) throws(LottieDecodingError) -> Element
    ) throws(LottieDecodingError) -> [Element] {
        guard pointer.pointee.type == JSON_ARRAY else { return [] }
        let count = json_array_size(pointer)
        var result: [Element] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            guard let element = json_array_get(pointer, index) else { continue }
            result.append(try transform(JSONValue(pointer: element, document: document)))
        }
        return result
    }

    /// An array's first four elements read as numbers, how many elements it has, and whether all of them are
    /// numbers: what points, colours and scalars need, read without making an array (they are most of a file's
    /// values). Nil when this is not an array.
    var leadingNumbers: (values: SIMD4<Double>, count: Int, allNumbers: Bool)? {
        guard pointer.pointee.type == JSON_ARRAY else { return nil }
        let count = json_array_size(pointer)
        var values = SIMD4<Double>(repeating: 0), allNumbers = true
        for index in 0..<count {
            guard let element = json_array_get(pointer, index), let number = JSONValue.number(of: element) else {
                allNumbers = false
                break
            }
            if index < 4 { values[index] = number }
        }
        return (values, count, allNumbers)
    }

    var count: Int {
        switch pointer.pointee.type {
        case JSON_ARRAY: json_array_size(pointer)
        case JSON_OBJECT: json_object_size(pointer)
        default: 0
        }
    }

    /// Lottie writes `30` and `30.0` interchangeably, so both read as a Double.
    package var number: Double? { Self.number(of: pointer) }

    fileprivate static func number(of pointer: UnsafeMutablePointer<json_t>) -> Double? {
        switch pointer.pointee.type {
        case JSON_REAL: json_real_value(pointer)
        case JSON_INTEGER: Double(json_integer_value(pointer))
        case JSON_TRUE: 1
        case JSON_FALSE: 0
        default: nil
        }
    }

    package var string: String? {
        guard pointer.pointee.type == JSON_STRING, let text = json_string_value(pointer) else { return nil }
        return String(cString: text)
    }

    package var bool: Bool? {
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
        guard let text = json_dumps(pointer, size_t(JSON_COMPACT | JSON_ENCODE_ANY) | size_t(10) << 11) else {
            return nil
        }
        defer { free(text) }
        return String(cString: text)
    }

    package var keys: [String] {
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

/// A member's key as jansson holds it, compared with the decoder's literal keys without making a string.
struct JSONKey {
    fileprivate let text: UnsafePointer<CChar>

    static func == (key: JSONKey, literal: StaticString) -> Bool {
        literal.utf8Start.withMemoryRebound(to: CChar.self, capacity: literal.utf8CodeUnitCount + 1) {
            strcmp(key.text, $0) == 0
        }
    }
}
