import ScriptSyntax

extension Compiler {
    func compile(_ expression: Expression) throws(ScriptSyntaxError) -> Code {
        switch expression {
        case .number(let value):
            return { _ throws(ScriptError) in .number(value) }
        case .string(let text):
            return { _ throws(ScriptError) in .string(text) }
        case .boolean(let value):
            return { _ throws(ScriptError) in .bool(value) }
        case .null:
            return { _ throws(ScriptError) in .null }
        case .this:
            let depth = ownerOfThisDepth()
            return { activation throws(ScriptError) in activation.ancestor(depth).this }
        case .identifier(let name, let offset):
            return try compileRead(name, offset: offset)
        case .regularExpression(let pattern, let flags, let offset):
            let compiled: RegularExpression
            do throws(ScriptSyntaxError) { compiled = try RegularExpression(pattern: pattern, flags: flags) } catch {
                throw self.error(error.message, at: offset)
            }
            return { activation throws(ScriptError) in .object(try activation.context.makeRegularExpression(compiled)) }
        case .array(let elements):
            let codes = try elements.map { (element) throws(ScriptSyntaxError) in
                try element.map { (value) throws(ScriptSyntaxError) in try compile(value) }
            }
            return { activation throws(ScriptError) in
                var values: [ScriptValue] = []
                values.reserveCapacity(codes.count)
                for code in codes { values.append(try code?(activation) ?? .undefined) }
                return .object(try activation.context.makeArray(values))
            }
        case .object(let members):
            let codes = try members.map { (member) throws(ScriptSyntaxError) in (member.key, try compile(member.value))
            }
            return { activation throws(ScriptError) in
                let object = try activation.context.makeObject()
                for (key, code) in codes { try object.set(key, try code(activation), activation.context) }
                return .object(object)
            }
        case .function(let literal):
            let function = try compileFunction(literal)
            return { activation throws(ScriptError) in .object(try function.makeClosure(in: activation)) }
        case .unary(let unary, let operand, let offset):
            return try compileUnary(unary, operand, offset: offset)
        case .update(let increment, let prefix, let target, _):
            return try compileUpdate(increment: increment, prefix: prefix, target: target)
        case .binary(let binary, let left, let right, _):
            return try compileBinary(binary, left, right)
        case .logical(let and, let left, let right):
            let leftCode = try compile(left), rightCode = try compile(right)
            if and {
                return { activation throws(ScriptError) in
                    let value = try leftCode(activation)
                    return value.isTruthy ? try rightCode(activation) : value
                }
            }
            return { activation throws(ScriptError) in
                let value = try leftCode(activation)
                return value.isTruthy ? value : try rightCode(activation)
            }
        case .conditional(let test, let then, let otherwise):
            let testCode = try compile(test), thenCode = try compile(then), otherwiseCode = try compile(otherwise)
            return { activation throws(ScriptError) in
                try testCode(activation).isTruthy ? try thenCode(activation) : try otherwiseCode(activation)
            }
        case .assignment(let binary, let target, let value, _):
            return try compileAssignment(binary, target: target, value: value)
        case .sequence(let list):
            let codes = try list.map { (item) throws(ScriptSyntaxError) in try compile(item) }
            return { activation throws(ScriptError) in
                var last = ScriptValue.undefined
                for code in codes { last = try code(activation) }
                return last
            }
        case .member(let base, let name, _):
            let baseCode = try compile(base)
            let description = describe(expression)
            return { activation throws(ScriptError) in
                try Self.member(try baseCode(activation), name, activation.context, description: description)
            }
        case .index(let base, let key, _):
            let baseCode = try compile(base), keyCode = try compile(key)
            let description = describe(base)
            return { activation throws(ScriptError) in
                let object = try baseCode(activation)
                return try Self.element(object, try keyCode(activation), activation.context, description: description)
            }
        case .call(let callee, let arguments, _):
            return try compileCall(callee, arguments)
        case .new(let callee, let arguments, _):
            let calleeCode = try compile(callee)
            let argumentCodes = try arguments.map { (argument) throws(ScriptSyntaxError) in try compile(argument) }
            let description = describe(callee)
            return { activation throws(ScriptError) in
                let constructor = try calleeCode(activation)
                var values: [ScriptValue] = []
                values.reserveCapacity(argumentCodes.count)
                for code in argumentCodes { values.append(try code(activation)) }
                guard case .object(let object) = constructor else {
                    throw activation.context.typeError("\(description) is not a constructor")
                }
                return try object.construct(activation.context, arguments: values)
            }
        case .arrowParameters:
            throw error("\"=>\" expected after a parameter list", at: 0)
        }
    }

    // MARK: - Names

    private func compileRead(_ name: String, offset: Int) throws(ScriptSyntaxError) -> Code {
        if name == "arguments", case .unresolved = resolveSkippingHost(name) {
            let depth = ownerOfThisDepth()
            return { activation throws(ScriptError) in try activation.ancestor(depth).argumentsValue() }
        }
        switch resolve(name) {
        case .local(0, let slot):
            return { activation throws(ScriptError) in activation.slots[slot] }
        case .local(1, let slot):
            return { activation throws(ScriptError) in activation.parent!.slots[slot] }
        case .local(let depth, let slot):
            return { activation throws(ScriptError) in activation.ancestor(depth).slots[slot] }
        case .host(let depth, let index):
            return { activation throws(ScriptError) in try activation.ancestor(depth).hostValue(index) }
        case .constant(let value):
            return { _ throws(ScriptError) in value }
        case .unresolved:
            return { activation throws(ScriptError) in throw activation.context.referenceError("\(name) is not defined")
            }
        }
    }

    /// `arguments` is a local only where a function declares it; elsewhere it is the arguments object.
    private func resolveSkippingHost(_ name: String) -> Binding {
        let binding = resolve(name)
        if case .local = binding { return binding }
        return .unresolved
    }

    /// Code that stores a value into an assignment target (a name, `a.b` or `a[b]`).
    func compileStore(
        into target: Expression
    ) throws(ScriptSyntaxError) -> @Sendable (Activation, ScriptValue) throws(ScriptError) -> Void {
        switch target {
        case .identifier(let name, _):
            switch resolve(name) {
            case .local(let depth, let slot):
                if depth == 0 { return { activation, value throws(ScriptError) in activation.slots[slot] = value } }
                return { activation, value throws(ScriptError) in activation.ancestor(depth).slots[slot] = value }
            case .host(let depth, let index):
                return { activation, value throws(ScriptError) in activation.ancestor(depth).setHostValue(index, value)
                }
            case .constant:
                return { activation, _ throws(ScriptError) in throw activation.context.typeError("\(name) is read-only")
                }
            case .unresolved:
                // Strict mode: no new globals.
                return { activation, _ throws(ScriptError) in
                    throw activation.context.referenceError("\(name) is not defined")
                }
            }
        case .member(let base, let name, _):
            let baseCode = try compile(base)
            let description = describe(base)
            return { activation, value throws(ScriptError) in
                try Self.setMember(try baseCode(activation), name, value, activation.context, description: description)
            }
        case .index(let base, let key, _):
            let baseCode = try compile(base), keyCode = try compile(key)
            let description = describe(base)
            return { activation, value throws(ScriptError) in
                let object = try baseCode(activation)
                let keyValue = try keyCode(activation)
                try Self.setElement(object, keyValue, value, activation.context, description: description)
            }
        default:
            throw error("cannot assign to this", at: 0)
        }
    }

    // MARK: - Operators

    private func compileAssignment(
        _ binary: BinaryOperator?, target: Expression, value: Expression
    ) throws(ScriptSyntaxError) -> Code {
        let valueCode = try compile(value)
        guard let binary else {
            if case .identifier(let name, _) = target, case .local(0, let slot) = resolve(name) {
                return { activation throws(ScriptError) in
                    let result = try valueCode(activation)
                    activation.slots[slot] = result
                    return result
                }
            }
            let store = try compileStore(into: target)
            return { activation throws(ScriptError) in
                let result = try valueCode(activation)
                try store(activation, result)
                return result
            }
        }
        // Compound: read the target once (its object and key evaluated once), combine, store.
        let access = try compileReadWrite(target)
        let combine = Self.binaryFunction(binary)
        return { activation throws(ScriptError) in
            let reference = try access(activation)
            let result = try combine(try reference.read(), try valueCode(activation), activation.context)
            try reference.write(result)
            return result
        }
    }

    private func compileUpdate(increment: Bool, prefix: Bool, target: Expression) throws(ScriptSyntaxError) -> Code {
        let delta = increment ? 1.0 : -1.0
        if case .identifier(let name, _) = target, case .local(0, let slot) = resolve(name) {
            return { activation throws(ScriptError) in
                let old = try activation.slots[slot].toNumber(activation.context)
                activation.slots[slot] = .number(old + delta)
                return .number(prefix ? old + delta : old)
            }
        }
        let access = try compileReadWrite(target)
        return { activation throws(ScriptError) in
            let reference = try access(activation)
            let old = try reference.read().toNumber(activation.context)
            try reference.write(.number(old + delta))
            return .number(prefix ? old + delta : old)
        }
    }

    /// A target whose object and key are evaluated once, then read and written.
    private func compileReadWrite(
        _ target: Expression
    ) throws(ScriptSyntaxError) -> @Sendable (Activation) throws(ScriptError) -> Reference {
        switch target {
        case .identifier(let name, let offset):
            let read = try compileRead(name, offset: offset)
            let store = try compileStore(into: target)
            return { activation throws(ScriptError) in
                Reference(
                    read: { () throws(ScriptError) in try read(activation) },
                    write: { value throws(ScriptError) in try store(activation, value) })
            }
        case .member(let base, let name, _):
            let baseCode = try compile(base)
            let description = describe(base)
            return { activation throws(ScriptError) in
                let object = try baseCode(activation)
                let context = activation.context
                return Reference(
                    read: { () throws(ScriptError) in try Self.member(object, name, context, description: description)
                    },
                    write: { value throws(ScriptError) in
                        try Self.setMember(object, name, value, context, description: description)
                    })
            }
        case .index(let base, let key, _):
            let baseCode = try compile(base), keyCode = try compile(key)
            let description = describe(base)
            return { activation throws(ScriptError) in
                let object = try baseCode(activation)
                let keyValue = try keyCode(activation)
                let context = activation.context
                return Reference(
                    read: { () throws(ScriptError) in
                        try Self.element(object, keyValue, context, description: description)
                    },
                    write: { value throws(ScriptError) in
                        try Self.setElement(object, keyValue, value, context, description: description)
                    })
            }
        default:
            throw error("cannot assign to this", at: 0)
        }
    }

    private func compileBinary(
        _ binary: BinaryOperator, _ left: Expression, _ right: Expression
    ) throws(ScriptSyntaxError) -> Code {
        let leftCode = try compile(left), rightCode = try compile(right)
        switch binary {
        case .add:
            return { activation throws(ScriptError) in
                let a = try leftCode(activation), b = try rightCode(activation)
                if case .number(let x) = a, case .number(let y) = b { return .number(x + y) }
                return try Operators.add(a, b, activation.context)
            }
        case .subtract, .multiply, .divide, .remainder, .power:
            return { activation throws(ScriptError) in
                let a = try leftCode(activation), b = try rightCode(activation)
                if case .number(let x) = a, case .number(let y) = b {
                    return .number(Operators.arithmetic(binary, x, y))
                }
                let context = activation.context
                return .number(Operators.arithmetic(binary, try a.toNumber(context), try b.toNumber(context)))
            }
        case .less, .greater, .lessEqual, .greaterEqual:
            return { activation throws(ScriptError) in
                let a = try leftCode(activation), b = try rightCode(activation)
                if case .number(let x) = a, case .number(let y) = b {
                    switch binary {
                    case .less: return .bool(x < y)
                    case .greater: return .bool(x > y)
                    case .lessEqual: return .bool(x <= y)
                    default: return .bool(x >= y)
                    }
                }
                return .bool(try Operators.compare(binary, a, b, activation.context))
            }
        default:
            let combine = Self.binaryFunction(binary)
            return { activation throws(ScriptError) in
                let a = try leftCode(activation), b = try rightCode(activation)
                return try combine(a, b, activation.context)
            }
        }
    }

    static func binaryFunction(
        _ binary: BinaryOperator
    ) -> @Sendable (ScriptValue, ScriptValue, ScriptContext) throws(ScriptError) -> ScriptValue {
        switch binary {
        case .add:
            return { a, b, context throws(ScriptError) in try Operators.add(a, b, context) }
        case .subtract, .multiply, .divide, .remainder, .power:
            return { a, b, context throws(ScriptError) in
                .number(Operators.arithmetic(binary, try a.toNumber(context), try b.toNumber(context)))
            }
        case .shiftLeft, .shiftRight, .unsignedShiftRight, .bitAnd, .bitOr, .bitXor:
            return { a, b, context throws(ScriptError) in
                .number(Operators.bitwise(binary, try a.toInt32(context), try b.toInt32(context)))
            }
        case .equal:
            return { a, b, context throws(ScriptError) in .bool(try Operators.looseEquals(a, b, context)) }
        case .notEqual:
            return { a, b, context throws(ScriptError) in .bool(!(try Operators.looseEquals(a, b, context))) }
        case .strictEqual:
            return { a, b, _ throws(ScriptError) in .bool(Operators.strictEquals(a, b)) }
        case .strictNotEqual:
            return { a, b, _ throws(ScriptError) in .bool(!Operators.strictEquals(a, b)) }
        case .less, .greater, .lessEqual, .greaterEqual:
            return { a, b, context throws(ScriptError) in .bool(try Operators.compare(binary, a, b, context)) }
        case .instanceOf:
            return { a, b, context throws(ScriptError) in .bool(try Operators.instanceOf(a, b, context)) }
        case .in:
            return { a, b, context throws(ScriptError) in
                guard case .object(let object) = b else {
                    throw context.typeError("the right side of \"in\" is not an object")
                }
                return .bool(try object.has(try Operators.propertyKey(a, context), context))
            }
        }
    }

    private func compileUnary(
        _ unary: UnaryOperator, _ operand: Expression, offset: Int
    ) throws(ScriptSyntaxError) -> Code {
        if unary == .typeof, case .identifier(let name, _) = operand, case .unresolved = resolve(name),
            name != "arguments"
        {
            return { _ throws(ScriptError) in .string("undefined") }
        }
        if unary == .delete {
            switch operand {
            case .member(let base, let name, _):
                let baseCode = try compile(base)
                return { activation throws(ScriptError) in
                    guard case .object(let object) = try baseCode(activation) else { return .bool(true) }
                    return .bool(try object.delete(name, activation.context))
                }
            case .index(let base, let key, _):
                let baseCode = try compile(base), keyCode = try compile(key)
                return { activation throws(ScriptError) in
                    let object = try baseCode(activation)
                    let keyValue = try keyCode(activation)
                    guard case .object(let target) = object else { return .bool(true) }
                    return .bool(
                        try target.delete(try Operators.propertyKey(keyValue, activation.context), activation.context))
                }
            case .identifier:
                throw error("deleting a variable is not allowed in strict mode", at: offset)
            default:
                let code = try compile(operand)
                return { activation throws(ScriptError) in
                    _ = try code(activation); return .bool(true)
                }
            }
        }
        let code = try compile(operand)
        switch unary {
        case .negate:
            return { activation throws(ScriptError) in
                let value = try code(activation)
                if case .number(let number) = value { return .number(-number) }
                return .number(-(try value.toNumber(activation.context)))
            }
        case .plus:
            return { activation throws(ScriptError) in .number(try code(activation).toNumber(activation.context)) }
        case .not:
            return { activation throws(ScriptError) in .bool(!(try code(activation).isTruthy)) }
        case .bitNot:
            return { activation throws(ScriptError) in
                .number(Double(~(try code(activation).toInt32(activation.context))))
            }
        case .typeof:
            return { activation throws(ScriptError) in .string(try code(activation).typeName) }
        case .void:
            return { activation throws(ScriptError) in
                _ = try code(activation); return .undefined
            }
        case .delete:
            return { _ throws(ScriptError) in .bool(true) }
        }
    }

    // MARK: - Calls

    private func compileCall(_ callee: Expression, _ arguments: [Expression]) throws(ScriptSyntaxError) -> Code {
        let argumentCodes = try arguments.map { (argument) throws(ScriptSyntaxError) in try compile(argument) }
        let description = describe(callee)
        @Sendable func evaluateArguments(_ activation: Activation) throws(ScriptError) -> [ScriptValue] {
            var values: [ScriptValue] = []
            values.reserveCapacity(argumentCodes.count)
            for code in argumentCodes { values.append(try code(activation)) }
            return values
        }
        switch callee {
        case .member(let base, let name, _):
            let baseCode = try compile(base)
            let baseDescription = describe(base)
            return { activation throws(ScriptError) in
                let this = try baseCode(activation)
                let function = try Self.member(this, name, activation.context, description: baseDescription)
                let values = try evaluateArguments(activation)
                guard case .object(let object) = function, object.isCallable else {
                    throw activation.context.typeError("\(description) is not a function")
                }
                return try object.call(activation.context, this: this, arguments: values)
            }
        case .index(let base, let key, _):
            let baseCode = try compile(base), keyCode = try compile(key)
            let baseDescription = describe(base)
            return { activation throws(ScriptError) in
                let this = try baseCode(activation)
                let function = try Self.element(
                    this, try keyCode(activation), activation.context, description: baseDescription)
                let values = try evaluateArguments(activation)
                guard case .object(let object) = function, object.isCallable else {
                    throw activation.context.typeError("\(description) is not a function")
                }
                return try object.call(activation.context, this: this, arguments: values)
            }
        default:
            let calleeCode = try compile(callee)
            return { activation throws(ScriptError) in
                let function = try calleeCode(activation)
                let values = try evaluateArguments(activation)
                guard case .object(let object) = function, object.isCallable else {
                    throw activation.context.typeError("\(description) is not a function")
                }
                return try object.call(activation.context, this: .undefined, arguments: values)
            }
        }
    }

    /// Source-like text for messages: `thisComp.layer`, `a[…]`.
    func describe(_ expression: Expression) -> String {
        switch expression {
        case .identifier(let name, _): name
        case .member(let base, let name, _): describe(base) + "." + name
        case .index(let base, _, _): describe(base) + "[…]"
        case .call(let callee, _, _): describe(callee) + "(…)"
        case .this: "this"
        case .string(let text): "\"\(text.prefix(20))\""
        case .number(let number): NumberFormatting.string(number)
        default: "the value"
        }
    }

    // MARK: - Properties

    /// `value.name`, for any value: strings, numbers and booleans find their prototype's methods.
    static func member(
        _ value: ScriptValue, _ name: String, _ context: ScriptContext, description: String
    ) throws(ScriptError) -> ScriptValue {
        switch value {
        case .object(let object):
            return try object.get(name, context)
        case .string(let text):
            if name == "length" { return .number(Double(text.utf16.count)) }
            if let index = ScriptObject.arrayIndex(name) {
                return StringFunctions.character(text, at: index).map { .string($0) } ?? .undefined
            }
            return try context.realm.stringPrototype.get(name, context)
        case .number:
            return try context.realm.numberPrototype.get(name, context)
        case .bool:
            return try context.realm.booleanPrototype.get(name, context)
        case .undefined, .null:
            throw context.typeError(
                "cannot read property \"\(name.prefix(40))\" of \(description), which is \(value.toDisplayString())")
        }
    }

    /// `value[key]`, with a fast path for arrays indexed by numbers.
    static func element(
        _ value: ScriptValue, _ key: ScriptValue, _ context: ScriptContext, description: String
    ) throws(ScriptError) -> ScriptValue {
        if case .object(let object) = value, case .number(let number) = key,
            object.kind == .array || object.kind == .arguments
        {
            let index = Int(exactly: number) ?? -1
            if index >= 0 { return index < object.elements.count ? object.elements[index] : .undefined }
        }
        if case .string(let text) = value, case .number(let number) = key, let index = Int(exactly: number) {
            return StringFunctions.character(text, at: index).map { .string($0) } ?? .undefined
        }
        return try member(value, try Operators.propertyKey(key, context), context, description: description)
    }

    static func setMember(
        _ value: ScriptValue, _ name: String, _ newValue: ScriptValue, _ context: ScriptContext, description: String
    ) throws(ScriptError) {
        guard case .object(let object) = value else {
            throw context.typeError(
                "cannot set property \"\(name.prefix(40))\" of \(description), which is \(value.isNullOrUndefined ? value.toDisplayString() : "a \(value.typeName)")"
            )
        }
        try object.set(name, newValue, context)
    }

    static func setElement(
        _ value: ScriptValue, _ key: ScriptValue, _ newValue: ScriptValue, _ context: ScriptContext, description: String
    ) throws(ScriptError) {
        if case .object(let object) = value, case .number(let number) = key, object.kind == .array,
            let index = Int(exactly: number), index >= 0
        {
            return try object.set(index: index, newValue, context)
        }
        try setMember(value, try Operators.propertyKey(key, context), newValue, context, description: description)
    }
}

/// A place to read and write once its object and key are known.
struct Reference {
    let read: () throws(ScriptError) -> ScriptValue
    let write: (ScriptValue) throws(ScriptError) -> Void
}
