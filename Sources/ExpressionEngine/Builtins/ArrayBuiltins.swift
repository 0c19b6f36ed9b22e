/// `Array` and `Array.prototype`.
enum ArrayBuiltins {
    static func install(in realm: ScriptRealm) {
        let prototype = realm.arrayPrototype
        let make: NativeFunction.Constructor = { context, arguments throws(ScriptError) in
            if arguments.count == 1, case .number(let length) = arguments[0] {
                guard length >= 0, length == length.rounded(), length <= 4_294_967_295 else {
                    throw context.rangeError("invalid array length")
                }
                let count = Int(exactly: length) ?? 0
                try context.allowArrayLength(count)
                return .object(try context.makeArray(Array(repeating: .undefined, count: count)))
            }
            return .object(try context.makeArray(arguments))
        }
        let array = realm.constructor("Array", 1, prototype: prototype, construct: make) {
            context, _, arguments throws(ScriptError) in try make(context, arguments)
        }
        realm.method(array, "isArray", 1) { _, _, arguments throws(ScriptError) in
            .bool(arguments[argument: 0].object?.kind == .array)
        }

        realm.method(prototype, "push", 1) { context, this, arguments throws(ScriptError) in
            let target = try elementsOwner(this, context)
            for value in arguments { try target.set(index: target.elements.count, value, context) }
            return .number(Double(target.elements.count))
        }
        realm.method(prototype, "pop", 0) { context, this, _ throws(ScriptError) in
            let target = try mutableArray(this, context)
            return target.elements.popLast() ?? .undefined
        }
        realm.method(prototype, "shift", 0) { context, this, _ throws(ScriptError) in
            let target = try mutableArray(this, context)
            guard !target.elements.isEmpty else { return .undefined }
            try context.step(count: target.elements.count)
            return target.elements.removeFirst()
        }
        realm.method(prototype, "unshift", 1) { context, this, arguments throws(ScriptError) in
            let target = try mutableArray(this, context)
            try context.allowArrayLength(target.elements.count + arguments.count)
            try context.charge(bytes: arguments.count * MemoryLayout<ScriptValue>.stride)
            try context.step(count: target.elements.count)
            target.elements.insert(contentsOf: arguments, at: 0)
            return .number(Double(target.elements.count))
        }
        realm.method(prototype, "slice", 2) { context, this, arguments throws(ScriptError) in
            let elements = try elementsOf(this, context)
            let (start, end) = try range(arguments[argument: 0], arguments[argument: 1], count: elements.count, context)
            try context.step(count: end - start)
            return .object(try context.makeArray(start < end ? Array(elements[start..<end]) : []))
        }
        realm.method(prototype, "splice", 2) { context, this, arguments throws(ScriptError) in
            let target = try mutableArray(this, context)
            let count = target.elements.count
            let start = relativeIndex(try arguments[argument: 0].toInteger(context), count: count)
            let deleteCount =
                arguments.count < 2
                ? count - start : min(max(try arguments[argument: 1].toInteger(context), 0), count - start)
            let inserted = Array(arguments.dropFirst(2))
            try context.allowArrayLength(count - deleteCount + inserted.count)
            try context.charge(bytes: inserted.count * MemoryLayout<ScriptValue>.stride)
            try context.step(count: count)
            let removed = Array(target.elements[start..<(start + deleteCount)])
            target.elements.replaceSubrange(start..<(start + deleteCount), with: inserted)
            return .object(try context.makeArray(removed))
        }
        realm.method(prototype, "concat", 1) { context, this, arguments throws(ScriptError) in
            var result = try elementsOf(this, context)
            for value in arguments {
                if case .object(let other) = value, other.kind == .array {
                    result += other.elements
                } else {
                    result.append(value)
                }
                try context.allowArrayLength(result.count)
            }
            try context.step(count: result.count)
            return .object(try context.makeArray(result))
        }
        realm.method(prototype, "join", 1) { context, this, arguments throws(ScriptError) in
            let elements = try elementsOf(this, context)
            let separator = arguments[argument: 0].isUndefined ? "," : try arguments[argument: 0].toString(context)
            return try context.makeString(try join(elements, separator: separator, context))
        }
        realm.method(prototype, "toString", 0) { context, this, _ throws(ScriptError) in
            guard case .object(let target) = this, target.kind == .array || target.kind == .arguments else {
                return .string("[object Object]")
            }
            return try context.makeString(try join(target.elements, separator: ",", context))
        }
        realm.method(prototype, "indexOf", 1) { context, this, arguments throws(ScriptError) in
            let elements = try elementsOf(this, context)
            let start =
                arguments.count > 1 ? relativeIndex(try arguments[1].toInteger(context), count: elements.count) : 0
            for index in start..<max(start, elements.count) {
                try context.step()
                if Operators.strictEquals(elements[index], arguments[argument: 0]) { return .number(Double(index)) }
            }
            return .number(-1)
        }
        realm.method(prototype, "lastIndexOf", 1) { context, this, arguments throws(ScriptError) in
            let elements = try elementsOf(this, context)
            for index in elements.indices.reversed() {
                try context.step()
                if Operators.strictEquals(elements[index], arguments[argument: 0]) { return .number(Double(index)) }
            }
            return .number(-1)
        }
        realm.method(prototype, "includes", 1) { context, this, arguments throws(ScriptError) in
            let elements = try elementsOf(this, context)
            try context.step(count: elements.count)
            return .bool(elements.contains { Operators.sameValueZero($0, arguments[argument: 0]) })
        }
        realm.method(prototype, "reverse", 0) { context, this, _ throws(ScriptError) in
            let target = try mutableArray(this, context)
            try context.step(count: target.elements.count)
            target.elements.reverse()
            return this
        }
        realm.method(prototype, "fill", 1) { context, this, arguments throws(ScriptError) in
            let target = try mutableArray(this, context)
            let (start, end) = try range(
                arguments[argument: 1], arguments[argument: 2], count: target.elements.count, context)
            try context.step(count: end - start)
            for index in start..<max(start, end) { target.elements[index] = arguments[argument: 0] }
            return this
        }
        realm.method(prototype, "sort", 1) { context, this, arguments throws(ScriptError) in
            let target = try mutableArray(this, context)
            let comparator = arguments[argument: 0].object
            if let comparator, !comparator.isCallable {
                throw context.typeError("sort needs a function to compare with")
            }
            target.elements = try mergeSort(target.elements, context) { left, right throws(ScriptError) in
                if left.isUndefined { return false }
                if right.isUndefined { return true }
                if let comparator {
                    return try comparator.call(context, this: .undefined, arguments: [left, right]).toNumber(context)
                        < 0
                }
                return try left.toString(context) < right.toString(context)
            }
            return this
        }
        realm.method(prototype, "forEach", 1) { context, this, arguments throws(ScriptError) in
            try iterate(this, arguments, context) { _, _ in true }
            return .undefined
        }
        realm.method(prototype, "map", 1) { context, this, arguments throws(ScriptError) in
            var results: [ScriptValue] = []
            try iterate(this, arguments, context) { _, result in
                results.append(result); return true
            }
            return .object(try context.makeArray(results))
        }
        realm.method(prototype, "filter", 1) { context, this, arguments throws(ScriptError) in
            var results: [ScriptValue] = []
            try iterate(this, arguments, context) { element, keep in
                if keep.isTruthy { results.append(element) }
                return true
            }
            return .object(try context.makeArray(results))
        }
        realm.method(prototype, "some", 1) { context, this, arguments throws(ScriptError) in
            var found = false
            try iterate(this, arguments, context) { _, result in
                if result.isTruthy { found = true }
                return !found
            }
            return .bool(found)
        }
        realm.method(prototype, "every", 1) { context, this, arguments throws(ScriptError) in
            var all = true
            try iterate(this, arguments, context) { _, result in
                if !result.isTruthy { all = false }
                return all
            }
            return .bool(all)
        }
        realm.method(prototype, "find", 1) { context, this, arguments throws(ScriptError) in
            var found = ScriptValue.undefined
            try iterate(this, arguments, context) { element, result in
                if result.isTruthy { found = element; return false }
                return true
            }
            return found
        }
        realm.method(prototype, "findIndex", 1) { context, this, arguments throws(ScriptError) in
            var found = -1, index = 0
            try iterate(this, arguments, context) { _, result in
                if result.isTruthy { found = index; return false }
                index += 1
                return true
            }
            return .number(Double(found))
        }
        realm.method(prototype, "reduce", 2) { context, this, arguments throws(ScriptError) in
            try reduce(this, arguments, reversed: false, context)
        }
        realm.method(prototype, "reduceRight", 2) { context, this, arguments throws(ScriptError) in
            try reduce(this, arguments, reversed: true, context)
        }
    }

    // MARK: - Helpers

    private static func elementsOwner(_ this: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> ScriptObject
    {
        guard case .object(let object) = this, object.kind == .array || object.kind == .arguments else {
            throw context.typeError("an array method was called on something that is not an array")
        }
        return object
    }

    private static func mutableArray(_ this: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> ScriptObject
    {
        let object = try elementsOwner(this, context)
        guard !object.isFrozen else { throw context.typeError("cannot change a read-only array") }
        return object
    }

    private static func elementsOf(_ this: ScriptValue, _ context: ScriptContext) throws(ScriptError) -> [ScriptValue] {
        try elementsOwner(this, context).elements
    }

    /// A relative index (negative counts from the end) clamped into 0...count.
    static func relativeIndex(_ index: Int, count: Int) -> Int {
        index < 0 ? max(count + index, 0) : min(index, count)
    }

    /// `slice`-style start and end arguments.
    static func range(
        _ start: ScriptValue, _ end: ScriptValue, count: Int, _ context: ScriptContext
    ) throws(ScriptError) -> (Int, Int) {
        let from = relativeIndex(try start.toInteger(context), count: count)
        let to = end.isUndefined ? count : relativeIndex(try end.toInteger(context), count: count)
        return (from, max(from, to))
    }

    static func join(
        _ elements: [ScriptValue], separator: String, _ context: ScriptContext
    ) throws(ScriptError) -> String {
        var result = ""
        var length = 0
        for (offset, element) in elements.enumerated() {
            try context.step()
            if offset > 0 {
                result += separator
                length += separator.utf16.count
            }
            let text = element.isNullOrUndefined ? "" : try element.toString(context)
            length += text.utf16.count
            try context.allowString(length: length)
            result += text
        }
        return result
    }

    /// Calls the callback argument with (element, index, array) for each element, in order, while `body` says go on.
    private static func iterate(
        _ this: ScriptValue, _ arguments: [ScriptValue], _ context: ScriptContext,
        _ body: (ScriptValue, ScriptValue) throws(ScriptError) -> Bool
    ) throws(ScriptError) {
        let target = try elementsOwner(this, context)
        guard case .object(let callback) = arguments[argument: 0], callback.isCallable else {
            throw context.typeError("the argument is not a function")
        }
        let count = target.elements.count
        var index = 0
        while index < count, index < target.elements.count {
            let element = target.elements[index]
            let result = try callback.call(
                context, this: arguments[argument: 1], arguments: [element, .number(Double(index)), this])
            guard try body(element, result) else { return }
            index += 1
        }
    }

    private static func reduce(
        _ this: ScriptValue, _ arguments: [ScriptValue], reversed: Bool, _ context: ScriptContext
    ) throws(ScriptError) -> ScriptValue {
        let target = try elementsOwner(this, context)
        guard case .object(let callback) = arguments[argument: 0], callback.isCallable else {
            throw context.typeError("reduce needs a function")
        }
        var indices = Array(target.elements.indices)
        if reversed { indices.reverse() }
        var accumulator: ScriptValue
        if arguments.count > 1 {
            accumulator = arguments[1]
        } else {
            guard let first = indices.first else {
                throw context.typeError("reduce of an empty array with no initial value")
            }
            accumulator = target.elements[first]
            indices.removeFirst()
        }
        for index in indices where index < target.elements.count {
            accumulator = try callback.call(
                context, this: .undefined,
                arguments: [accumulator, target.elements[index], .number(Double(index)), this])
        }
        return accumulator
    }

    /// A stable merge sort whose comparison may throw (a script comparator) and is charged a step each.
    static func mergeSort(
        _ elements: [ScriptValue], _ context: ScriptContext,
        isOrderedBefore: (ScriptValue, ScriptValue) throws(ScriptError) -> Bool
    ) throws(ScriptError) -> [ScriptValue] {
        var items = elements
        var buffer = elements
        var width = 1
        let count = items.count
        while width < count {
            var start = 0
            while start < count {
                let middle = min(start + width, count), end = min(start + 2 * width, count)
                var left = start, right = middle, out = start
                while left < middle, right < end {
                    try context.step()
                    if try isOrderedBefore(items[right], items[left]) {
                        buffer[out] = items[right]
                        right += 1
                    } else {
                        buffer[out] = items[left]
                        left += 1
                    }
                    out += 1
                }
                while left < middle { buffer[out] = items[left]; left += 1; out += 1 }
                while right < end { buffer[out] = items[right]; right += 1; out += 1 }
                start += 2 * width
            }
            swap(&items, &buffer)
            width *= 2
        }
        return items
    }
}
