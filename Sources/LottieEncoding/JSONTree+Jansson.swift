import CJansson
import Foundation

/// Reading and writing through jansson, which keeps an object's members in the order they were added.
extension JSONTree {
    /// Why bytes could not be read as JSON.
    package struct ParseError: Error, Sendable, CustomStringConvertible {
        /// jansson's message, with the line and column.
        package let description: String
    }

    /// The JSON in `data`, members in the order written.
    package init(parsing data: Data) throws(ParseError) {
        var error = json_error_t()
        let root: UnsafeMutablePointer<json_t>? = data.withUnsafeBytes { bytes in
            json_loadb(
                bytes.baseAddress?.assumingMemoryBound(to: CChar.self), bytes.count,
                size_t(JSON_DECODE_ANY | JSON_ALLOW_NUL), &error)
        }
        guard let root else {
            let message = withUnsafeBytes(of: error.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw ParseError(description: "\(message) at line \(error.line), column \(error.column)")
        }
        defer { json_decref(root) }
        self = Self.tree(root)
    }

    private static func tree(_ value: UnsafeMutablePointer<json_t>) -> JSONTree {
        switch value.pointee.type {
        case JSON_OBJECT:
            var object = JSONObject()
            var iterator = json_object_iter(value)
            while let current = iterator {
                if let key = json_object_iter_key(current), let member = json_object_iter_value(current) {
                    object[String(cString: key)] = tree(member)
                }
                iterator = json_object_iter_next(value, current)
            }
            return .object(object)
        case JSON_ARRAY:
            return .array((0..<json_array_size(value)).compactMap { json_array_get(value, $0).map(tree) })
        case JSON_STRING:
            return .string(
                String(
                    decoding: UnsafeRawBufferPointer(start: json_string_value(value), count: json_string_length(value)),
                    as: UTF8.self))
        case JSON_INTEGER, JSON_REAL:
            return .number(json_number_value(value))
        case JSON_TRUE:
            return .bool(true)
        case JSON_FALSE:
            return .bool(false)
        default:
            return .null
        }
    }

    /// Compact JSON text; whole numbers are written without a fraction, others with up to `significantDigits`.
    package func encoded(significantDigits: Int = 9) -> Data {
        guard let root = Self.janssonValue(self) else { return Data("null".utf8) }
        defer { json_decref(root) }
        let flags = size_t(JSON_COMPACT | JSON_ENCODE_ANY) | (size_t(min(max(significantDigits, 1), 17)) & 0x1F) << 11
        guard let text = json_dumps(root, flags) else { return Data("null".utf8) }
        defer { free(text) }
        return Data(bytes: text, count: strlen(text))
    }

    private static func janssonValue(_ tree: JSONTree) -> UnsafeMutablePointer<json_t>? {
        switch tree {
        case .object(let object):
            let made = json_object()
            for (key, value) in object.members {
                if let member = janssonValue(value) { json_object_set_new(made, key, member) }
            }
            return made
        case .array(let elements):
            let made = json_array()
            for element in elements {
                if let member = janssonValue(element) { json_array_append_new(made, member) }
            }
            return made
        case .number(let value):
            guard value.isFinite else { return json_null() }
            if value == value.rounded(), abs(value) < 9e15 { return json_integer(json_int_t(value)) }
            return json_real(value)
        case .string(let text):
            return json_stringn(text, text.utf8.count)
        case .bool(let flag):
            return flag ? json_true() : json_false()
        case .null:
            return json_null()
        }
    }
}
