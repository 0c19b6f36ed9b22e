import VectorGraphics

/// Typed reads that throw a `LottieDecodingError` naming the value's path.
extension JSONValue {
    package func wrongType(_ expected: String) -> LottieDecodingError {
        LottieDecodingError(path: path.description, reason: .wrongType(expected: expected, found: foundDescription))
    }

    private var foundDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string \"\(string?.prefix(40) ?? "")\""
        case .number: "the number \(number ?? 0)"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    package func required(_ key: StaticString) throws(LottieDecodingError) -> JSONValue {
        guard let value = self[key] else {
            throw LottieDecodingError(path: path.description, reason: .missingKey("\(key)"))
        }
        return value
    }

    @discardableResult
    package func requireObject() throws(LottieDecodingError) -> JSONValue {
        guard kind == .object else { throw wrongType("an object") }
        return self
    }

    package func requireArray() throws(LottieDecodingError) -> [JSONValue] {
        guard kind == .array else { throw wrongType("an array") }
        return elements
    }

    package func requireNumber() throws(LottieDecodingError) -> Double {
        guard let number, number.isFinite else { throw wrongType("a number") }
        return number
    }

    package func requireString() throws(LottieDecodingError) -> String {
        guard let string else { throw wrongType("a string") }
        return string
    }

    /// A number written bare or as the first element of an array (`30` or `[30]`), as exporters do for scalars.
    package func requireScalar() throws(LottieDecodingError) -> Double {
        if let number, number.isFinite { return number }
        if let first = element(at: 0)?.number, first.isFinite { return first }
        throw wrongType("a number")
    }

    /// A 2D point written as `[x, y]` or `[x, y, z]`; a bare number stands for both coordinates. An array of one
    /// number is `[x, 0]`, as lottie-ios reads missing components (`LottieVector3D`); the animation's decoder says so
    /// in a diagnostic (`noteShortVectors`).
    package func requirePoint() throws(LottieDecodingError) -> Point {
        if let number, number.isFinite { return Point(x: number, y: number) }
        guard let read = leadingNumbers, read.allNumbers, read.count > 0 else {
            throw wrongType("an array of two numbers")
        }
        let x = read.values[0], y = read.count > 1 ? read.values[1] : 0
        guard x.isFinite, y.isFinite else { throw wrongType("an array of two numbers") }
        return Point(x: x, y: y)
    }

    /// `[r, g, b]` or `[r, g, b, a]` in 0...1; files that write 0...255 are recognised by a component above 1.
    package func requireColor() throws(LottieDecodingError) -> LottieColor {
        guard let read = leadingNumbers, read.allNumbers, read.count >= 3,
            (0..<min(read.count, 4)).allSatisfy({ read.values[$0].isFinite }),
            read.count <= 4 || (try? requireNumbers()) != nil
        else {
            throw wrongType("a colour array [r, g, b] or [r, g, b, a]")
        }
        let numbers = read.values
        let scale = max(numbers[0], numbers[1], numbers[2]) > 1 ? 255.0 : 1.0
        let clamp = { (value: Double) in min(max(value / scale, 0), 1) }
        return LottieColor(
            red: clamp(numbers[0]), green: clamp(numbers[1]), blue: clamp(numbers[2]),
            alpha: read.count > 3 ? min(max(numbers[3], 0), 1) : 1)
    }

    package func requireNumbers() throws(LottieDecodingError) -> [Double] {
        guard kind == .array else { throw wrongType("an array of numbers") }
        return try mapElements { (element) throws(LottieDecodingError) in
            guard let number = element.number, number.isFinite else { throw wrongType("an array of numbers") }
            return number
        }
    }

    /// Throws an invalid-value error at the member `key` unless `condition` holds. The message is made only when it
    /// does not: formatting numbers on every decode cost time and paged in the standard library's number printing.
    package func check(_ condition: Bool, key: String, _ message: @autoclosure () -> String) throws(LottieDecodingError)
    {
        if !condition {
            throw LottieDecodingError(path: path.appending(key: key).description, reason: .invalidValue(message()))
        }
    }

    /// Optional members: absent (or null) gives nil, present but of the wrong type throws.
    package func optionalNumber(_ key: StaticString) throws(LottieDecodingError) -> Double? {
        guard let value = self[key] else { return nil }
        return try value.requireNumber()
    }

    package func optionalString(_ key: StaticString) throws(LottieDecodingError) -> String? {
        guard let value = self[key] else { return nil }
        return try value.requireString()
    }

    package func optionalInt(_ key: StaticString) throws(LottieDecodingError) -> Int? {
        guard let number = try optionalNumber(key) else { return nil }
        guard let integer = Self.integer(number) else {
            throw LottieDecodingError(
                path: path.appending(key: "\(key)").description, reason: .invalidValue("\(number) is out of range"))
        }
        return integer
    }

    /// A setting written as a bare number or as a property (`{"a": 0, "k": 1}`), read at its first value (a
    /// keyframed one at its first keyframe, an array at its first element): the switches and codes a player reads
    /// once rather than animating.
    package var firstNumber: Double? {
        guard let content = kind == .object ? self["k"] : self else { return nil }
        if let number = content.number { return number }
        guard let first = content.element(at: 0) else { return nil }
        guard first.kind == .object else { return first.number }
        return first["s"].flatMap { $0.number ?? $0.element(at: 0)?.number }
    }

    /// This value as an integer code (a layer type, a mode, a justification): a number within ±2³¹, truncated like
    /// the players do; nil for anything else, which callers treat as an unknown code. Never traps.
    package var code: Int? { number.flatMap(Self.integer) }

    /// `number` truncated toward zero when it is finite and within ±2³¹; nil otherwise.
    package static func integer(_ number: Double) -> Int? {
        guard number.isFinite, abs(number) < Double(Int32.max) else { return nil }
        return Int(clampingRounded: number, to: Int.min...Int.max, rule: .towardZero)
    }

    /// A flag written as `true`/`false` or `1`/`0`.
    package func flag(_ key: StaticString) -> Bool { self[key]?.bool ?? false }

    /// The element's name for messages: its `nm`, else nothing.
    package var displayName: String { self["nm"]?.string ?? "" }
}
