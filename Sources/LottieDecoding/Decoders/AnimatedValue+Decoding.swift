@_spi(Model) import LottieModel
import VectorGraphics

/// Reads one kind of property value (a number, point, colour, path…) out of a JSON value.
struct ValueReader<Value: Sendable & Equatable> {
    /// What a slot that a property of this kind names holds.
    let slotKind: Slot.Kind
    let read: (JSONValue) throws(LottieDecodingError) -> Value

    static var scalar: ValueReader<Double> {
        ValueReader<Double>(slotKind: .scalar) { value throws(LottieDecodingError) in try value.requireScalar() }
    }
    static var point: ValueReader<Point> {
        ValueReader<Point>(slotKind: .vector) { value throws(LottieDecodingError) in try value.requirePoint() }
    }
    static var color: ValueReader<LottieColor> {
        ValueReader<LottieColor>(slotKind: .color) { value throws(LottieDecodingError) in try value.requireColor() }
    }
    static var numbers: ValueReader<[Double]> {
        ValueReader<[Double]>(slotKind: .gradient) { value throws(LottieDecodingError) in try value.requireNumbers() }
    }
}

extension JSONValue {
    /// Decodes an animatable property object `{"a": 0|1, "k": …}` with keyframes old (`s`/`e`) or new, and its
    /// expression (`x`), which the interpreter runs or ignores. A property that names a slot (`sid`) the document
    /// or the caller fills takes the slot's members over its own, as lottie-web merges them.
    func animatedValue<Value>(
        _ reader: ValueReader<Value>, context: DecodingContext
    ) throws(LottieDecodingError) -> AnimatedValue<Value> {
        guard kind == .object else {
            // Some exporters write a bare value where a property object belongs.
            return .constant(try reader.read(self))
        }
        var ownContent: JSONValue?, ownScript: JSONValue?, slotID: JSONValue?
        try forEachMember { key, value in
            if key == "k" {
                ownContent = value
            } else if key == "x" {
                ownScript = value
            } else if key == "sid" {
                slotID = value
            }
        }
        let slot = try slotID == nil ? nil : context.slotValue(for: self, kind: reader.slotKind)
        if let slot, slot.kind != .object { return .constant(try reader.read(slot)) }
        // The script is keyed by this property, not by the slot's value, which several properties may share.
        let expression = (slot?["x"] ?? ownScript)?.string.flatMap { context.expression($0, at: self) }
        guard let content = slot?["k"] ?? ownContent else {
            if let id = slotID?.string {
                throw LottieDecodingError(
                    path: path.description,
                    reason: .invalidValue(
                        "the property names slot \"\(id)\", which nothing fills, and has no value of its own (k)"))
            }
            throw LottieDecodingError(path: path.description, reason: .missingKey("k"))
        }
        if reader.slotKind == .vector { content.noteShortVectors(context: context) }
        if let first = content.element(at: 0), first.kind == .object, first["t"] != nil {
            let keyframes = try content.keyframes(reader, context: context)
            guard !keyframes.isEmpty else { throw content.wrongType("at least one keyframe with a value") }
            // One keyframe is a constant to the renderer, but an expression counts it (`numKeys`) and reads it
            // (`key(1)`).
            if keyframes.count == 1 && expression == nil { return .constant(keyframes[0].value) }
            return AnimatedValue(source: .keyframed(keyframes), expression: expression)
        }
        return AnimatedValue(source: .constant(try reader.read(content)), expression: expression)
    }

    /// A vector property written with one component (`"k": [9.688]`, or a keyframe's `s`) where it needs two: read as
    /// lottie-ios reads it, the missing ones 0, and said in a diagnostic (lottie-web throws, ThorVG draws nothing).
    private func noteShortVectors(context: DecodingContext) {
        func isShort(_ value: JSONValue) -> Bool {
            value.kind == .array && value.count == 1 && value.element(at: 0)?.number != nil
        }
        let values = (element(at: 0)?.kind == .object ? elements.compactMap { $0["s"] } : [self]).filter(isShort)
        if let first = values.first {
            context.note(
                first,
                "a vector of one component where two are needed; the missing one is read as 0, as lottie-ios reads it")
        }
    }

    /// The member `key` as an animated property, or `fallback` when absent.
    func animatedValue<Value>(
        _ key: StaticString, _ reader: ValueReader<Value>, default fallback: Value, context: DecodingContext
    ) throws(LottieDecodingError) -> AnimatedValue<Value> {
        guard let value = self[key] else { return .constant(fallback) }
        return try value.animatedValue(reader, context: context)
    }

    /// Legacy keyframes carry `s` (start) and `e` (end) per segment; they become point keyframes here, so that
    /// nothing downstream sees two formats. A final keyframe with only `t` takes the previous segment's end.
    private func keyframes<Value>(
        _ reader: ValueReader<Value>, context: DecodingContext
    ) throws(LottieDecodingError) -> [Keyframe<Value>] {
        guard kind == .array else { throw wrongType("an array") }
        var keyframes: [Keyframe<Value>] = []
        keyframes.reserveCapacity(count)
        var pendingEnd: Value?
        for index in 0..<count {
            guard let element = element(at: index) else { continue }
            var time: JSONValue?, start: JSONValue?, end: JSONValue?, hold: JSONValue?, outHandle: JSONValue?,
                inHandle: JSONValue?, outTangent: JSONValue?, inTangent: JSONValue?
            try element.forEachMember { key, value in
                if key == "t" {
                    time = value
                } else if key == "s" {
                    start = value
                } else if key == "e" {
                    end = value
                } else if key == "h" {
                    hold = value
                } else if key == "o" {
                    outHandle = value
                } else if key == "i" {
                    inHandle = value
                } else if key == "to" {
                    outTangent = value
                } else if key == "ti" {
                    inTangent = value
                }
            }
            guard let time else { throw LottieDecodingError(path: element.path.description, reason: .missingKey("t")) }
            let frame = try time.requireNumber()
            let value: Value
            if let start {
                value = try reader.read(start.unwrappingSingleElementArray(for: Value.self))
            } else if let end = pendingEnd {
                value = end
            } else if let previous = keyframes.last {
                value = previous.value
            } else {
                continue
            }
            pendingEnd = try end.map { (end) throws(LottieDecodingError) in
                try reader.read(end.unwrappingSingleElementArray(for: Value.self))
            }
            keyframes.append(
                Keyframe(
                    frame: frame,
                    value: value,
                    isHold: hold?.bool ?? false,
                    easing: try Self.easing(out: outHandle, in: inHandle),
                    spatialOutTangent: try outTangent?.requirePoint(),
                    spatialInTangent: try inTangent?.requirePoint()
                ))
        }
        // Exporters occasionally write keyframes out of order; a stable sort keeps equal frames as written.
        if zip(keyframes, keyframes.dropFirst()).contains(where: { $0.frame > $1.frame }) {
            keyframes = keyframes.enumerated().sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }
                .map(\.element)
        }
        return keyframes
    }

    /// Path keyframes wrap their shape in a one-element array (`"s": [{v, i, o, c}]`).
    private func unwrappingSingleElementArray<Value>(for type: Value.Type) -> JSONValue {
        if Value.self == VertexPath.self, count == 1, let only = element(at: 0), only.kind == .object { return only }
        return self
    }

    private static func easing(
        out outHandle: JSONValue?, in inHandle: JSONValue?
    ) throws(LottieDecodingError) -> KeyframeEasing? {
        guard let outHandle, let inHandle else { return nil }
        let outHandles = try outHandle.easingHandles()
        let inHandles = try inHandle.easingHandles()
        guard !outHandles.isEmpty, !inHandles.isEmpty else { return nil }
        return KeyframeEasing(outHandles: outHandles, inHandles: inHandles)
    }

    /// `{"x": 0.3, "y": 0}` or per dimension `{"x": [0.3, 0.1], "y": [0, 0]}`.
    private func easingHandles() throws(LottieDecodingError) -> [Point] {
        guard let x = self["x"], let y = self["y"] else { return [] }
        if let xNumber = x.number, let yNumber = y.number { return [Point(x: xNumber, y: yNumber)] }
        if let xs = x.leadingNumbers, let ys = y.leadingNumbers, xs.allNumbers, ys.allNumbers, xs.count <= 4,
            ys.count <= 4
        {
            return (0..<min(xs.count, ys.count)).map { Point(x: xs.values[$0], y: ys.values[$0]) }
        }
        let xNumbers = try x.numberOrNumbers(), yNumbers = try y.numberOrNumbers()
        return (0..<min(xNumbers.count, yNumbers.count)).map { Point(x: xNumbers[$0], y: yNumbers[$0]) }
    }

    private func numberOrNumbers() throws(LottieDecodingError) -> [Double] {
        if let number { return [number] }
        return try requireNumbers()
    }
}
