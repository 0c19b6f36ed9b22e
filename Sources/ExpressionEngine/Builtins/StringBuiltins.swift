/// `String` and `String.prototype`. Strings are indexed by UTF-16 unit, as in JavaScript.
enum StringBuiltins {
    static func install(in realm: ScriptRealm) {
        let prototype = realm.stringPrototype
        let string = realm.constructor(
            "String", 1, prototype: prototype,
            construct: { context, arguments throws(ScriptError) in
                let text = arguments.isEmpty ? "" : try arguments[0].toString(context)
                return .object(try context.makeWrapper(.string(text), prototype: context.realm.stringPrototype))
            },
            call: { context, _, arguments throws(ScriptError) in
                .string(arguments.isEmpty ? "" : try arguments[0].toString(context))
            })
        realm.method(string, "fromCharCode", 1) { context, _, arguments throws(ScriptError) in
            var units: [UInt16] = []
            for argument in arguments { units.append(UInt16(truncatingIfNeeded: try argument.toInt32(context))) }
            return try context.makeString(String(decoding: units, as: UTF16.self))
        }

        realm.method(prototype, "toString", 0) { context, this, _ throws(ScriptError) in
            .string(try thisString(this, context))
        }
        realm.method(prototype, "valueOf", 0) { context, this, _ throws(ScriptError) in
            .string(try thisString(this, context))
        }
        realm.method(prototype, "charAt", 1) { context, this, arguments throws(ScriptError) in
            let text = try thisString(this, context)
            return .string(StringFunctions.character(text, at: try arguments[argument: 0].toInteger(context)) ?? "")
        }
        realm.method(prototype, "charCodeAt", 1) { context, this, arguments throws(ScriptError) in
            let units = Array(try thisString(this, context).utf16)
            let index = try arguments[argument: 0].toInteger(context)
            return index >= 0 && index < units.count ? .number(Double(units[index])) : .number(.nan)
        }
        realm.method(prototype, "indexOf", 1) { context, this, arguments throws(ScriptError) in
            let units = Array(try thisString(this, context).utf16)
            let needle = Array(try arguments[argument: 0].toString(context).utf16)
            let start = min(max(try arguments[argument: 1].toInteger(context), 0), units.count)
            try context.step(count: units.count)
            return .number(Double(StringFunctions.find(needle, in: units, from: start) ?? -1))
        }
        realm.method(prototype, "lastIndexOf", 1) { context, this, arguments throws(ScriptError) in
            let units = Array(try thisString(this, context).utf16)
            let needle = Array(try arguments[argument: 0].toString(context).utf16)
            try context.step(count: units.count)
            guard needle.count <= units.count else { return .number(-1) }
            for start in stride(from: units.count - needle.count, through: 0, by: -1)
            where Array(units[start..<(start + needle.count)]) == needle {
                return .number(Double(start))
            }
            return .number(-1)
        }
        realm.method(prototype, "includes", 1) { context, this, arguments throws(ScriptError) in
            let units = Array(try thisString(this, context).utf16)
            try context.step(count: units.count)
            return .bool(
                StringFunctions.find(Array(try arguments[argument: 0].toString(context).utf16), in: units, from: 0)
                    != nil)
        }
        realm.method(prototype, "startsWith", 1) { context, this, arguments throws(ScriptError) in
            .bool(try thisString(this, context).utf16.starts(with: try arguments[argument: 0].toString(context).utf16))
        }
        realm.method(prototype, "endsWith", 1) { context, this, arguments throws(ScriptError) in
            .bool(
                Array(try thisString(this, context).utf16).reversed().starts(
                    with: Array(try arguments[argument: 0].toString(context).utf16).reversed()))
        }
        realm.method(prototype, "slice", 2) { context, this, arguments throws(ScriptError) in
            let units = Array(try thisString(this, context).utf16)
            let (start, end) = try ArrayBuiltins.range(
                arguments[argument: 0], arguments[argument: 1], count: units.count, context)
            return try context.makeString(String(decoding: units[start..<end], as: UTF16.self))
        }
        realm.method(prototype, "substring", 2) { context, this, arguments throws(ScriptError) in
            let units = Array(try thisString(this, context).utf16)
            let start = min(max(try arguments[argument: 0].toInteger(context), 0), units.count)
            let end =
                arguments[argument: 1].isUndefined
                ? units.count : min(max(try arguments[argument: 1].toInteger(context), 0), units.count)
            return try context.makeString(String(decoding: units[min(start, end)..<max(start, end)], as: UTF16.self))
        }
        realm.method(prototype, "substr", 2) { context, this, arguments throws(ScriptError) in
            let units = Array(try thisString(this, context).utf16)
            let start = ArrayBuiltins.relativeIndex(try arguments[argument: 0].toInteger(context), count: units.count)
            let length =
                arguments[argument: 1].isUndefined
                ? units.count - start : min(max(try arguments[argument: 1].toInteger(context), 0), units.count - start)
            return try context.makeString(String(decoding: units[start..<(start + length)], as: UTF16.self))
        }
        realm.method(prototype, "toUpperCase", 0) { context, this, _ throws(ScriptError) in
            try context.makeString(try thisString(this, context).uppercased())
        }
        realm.method(prototype, "toLowerCase", 0) { context, this, _ throws(ScriptError) in
            try context.makeString(try thisString(this, context).lowercased())
        }
        realm.method(prototype, "toLocaleUpperCase", 0) { context, this, _ throws(ScriptError) in
            try context.makeString(try thisString(this, context).uppercased())
        }
        realm.method(prototype, "toLocaleLowerCase", 0) { context, this, _ throws(ScriptError) in
            try context.makeString(try thisString(this, context).lowercased())
        }
        realm.method(prototype, "trim", 0) { context, this, _ throws(ScriptError) in
            .string(try thisString(this, context).trimmingScriptWhitespace())
        }
        realm.method(prototype, "concat", 1) { context, this, arguments throws(ScriptError) in
            var text = try thisString(this, context)
            for argument in arguments { text += try argument.toString(context) }
            return try context.makeString(text)
        }
        realm.method(prototype, "repeat", 1) { context, this, arguments throws(ScriptError) in
            let text = try thisString(this, context)
            let count = try arguments[argument: 0].toInteger(context)
            guard count >= 0 else { throw context.rangeError("invalid repeat count") }
            try context.allowString(
                length: text.utf16.count.multipliedReportingOverflow(by: count).overflow
                    ? Int.max : text.utf16.count * count)
            try context.step(count: count)
            return .string(String(repeating: text, count: count))
        }
        for (name, atStart) in [("padStart", true), ("padEnd", false)] {
            realm.method(prototype, name, 2) { context, this, arguments throws(ScriptError) in
                let text = try thisString(this, context)
                let length = try arguments[argument: 0].toInteger(context)
                let filler = arguments[argument: 1].isUndefined ? " " : try arguments[argument: 1].toString(context)
                let missing = length - text.utf16.count
                guard missing > 0, !filler.isEmpty else { return .string(text) }
                try context.allowString(length: length)
                try context.step(count: missing)
                var padding: [UInt16] = []
                let fillerUnits = Array(filler.utf16)
                while padding.count < missing { padding.append(fillerUnits[padding.count % fillerUnits.count]) }
                let pad = String(decoding: padding, as: UTF16.self)
                return .string(atStart ? pad + text : text + pad)
            }
        }
        realm.method(prototype, "localeCompare", 1) { context, this, arguments throws(ScriptError) in
            let left = try thisString(this, context), right = try arguments[argument: 0].toString(context)
            return .number(left < right ? -1 : left > right ? 1 : 0)
        }
        realm.method(prototype, "split", 2) { context, this, arguments throws(ScriptError) in
            let text = try thisString(this, context)
            let limit =
                arguments[argument: 1].isUndefined
                ? Int.max : Int(truncatingIfNeeded: UInt32(bitPattern: try arguments[argument: 1].toInt32(context)))
            let pieces: [String]
            if case .object(let separator) = arguments[argument: 0], let pattern = separator.pattern {
                pieces = try pattern.split(text, context)
            } else if arguments[argument: 0].isUndefined {
                pieces = [text]
            } else {
                pieces = try StringFunctions.split(
                    text, separator: try arguments[argument: 0].toString(context), context)
            }
            return .object(try context.makeArray(pieces.prefix(limit).map { .string($0) }))
        }
        realm.method(prototype, "replace", 2) { context, this, arguments throws(ScriptError) in
            let text = try thisString(this, context)
            let replacement = arguments[argument: 1]
            if case .object(let search) = arguments[argument: 0], let pattern = search.pattern {
                return try context.makeString(try pattern.replace(in: text, with: replacement, context))
            }
            let needle = try arguments[argument: 0].toString(context)
            let units = Array(text.utf16)
            try context.step(count: units.count)
            guard let found = StringFunctions.find(Array(needle.utf16), in: units, from: 0) else {
                return .string(text)
            }
            let match = MatchResult(units: units, captures: [found..<(found + needle.utf16.count)])
            let inserted = try RegularExpression.replacementText(for: match, replacement: replacement, context)
            return try context.makeString(
                String(decoding: units[..<found], as: UTF16.self) + inserted
                    + String(decoding: units[(found + needle.utf16.count)...], as: UTF16.self))
        }
        realm.method(prototype, "match", 1) { context, this, arguments throws(ScriptError) in
            let text = try thisString(this, context)
            let pattern = try RegularExpression.from(arguments[argument: 0], context)
            return try pattern.match(text, context)
        }
        realm.method(prototype, "search", 1) { context, this, arguments throws(ScriptError) in
            let units = Array(try thisString(this, context).utf16)
            let pattern = try RegularExpression.from(arguments[argument: 0], context)
            var start = 0
            while start <= units.count {
                if let found = try pattern.match(units, at: start, context) {
                    return .number(Double(found.captures[0]!.lowerBound))
                }
                start += 1
            }
            return .number(-1)
        }
    }

    static func thisString(_ this: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> String {
        switch this {
        case .string(let text): return text
        case .undefined, .null: throw context.typeError("a string method was called on \(this.toDisplayString())")
        default: return try this.toString(context)
        }
    }
}

enum StringFunctions {
    /// The UTF-16 unit at `index` as a string, or nil past the end.
    static func character(_ text: String, at index: Int) -> String? {
        let units = text.utf16
        guard index >= 0, index < units.count else { return nil }
        let position = units.index(units.startIndex, offsetBy: index)
        return String(decoding: [units[position]], as: UTF16.self)
    }

    static func find(_ needle: [UInt16], in units: [UInt16], from start: Int) -> Int? {
        guard needle.count <= units.count else { return nil }
        if needle.isEmpty { return min(start, units.count) }
        var index = start
        while index + needle.count <= units.count {
            if units[index] == needle[0], units[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    static func split(_ text: String, separator: String, _ context: ScriptContext) throws(ScriptError) -> [String] {
        let units = Array(text.utf16)
        let needle = Array(separator.utf16)
        try context.step(count: units.count)
        try context.charge(bytes: units.count * 24)
        if needle.isEmpty { return units.map { String(decoding: [$0], as: UTF16.self) } }
        var pieces: [String] = []
        var start = 0
        while let found = find(needle, in: units, from: start) {
            pieces.append(String(decoding: units[start..<found], as: UTF16.self))
            start = found + needle.count
        }
        pieces.append(String(decoding: units[start...], as: UTF16.self))
        return pieces
    }
}
