import Foundation
import VectorGraphics

/// A value for a slot (Lottie 1.0's `slots`): what every property naming the slot's id then holds.
///
/// Values are in the file's units, as the JSON would write them: colour channels 0–1, opacities in percent,
/// rotations in degrees, positions and sizes in the composition's pixels, scales in percent per axis.
public enum SlotValue: Sendable, Hashable {
    /// For a colour slot.
    case color(LottieColor)
    /// For a scalar slot: an opacity, a rotation, a stroke width, a trim…
    case scalar(Double)
    /// For a vector slot: a position, a size, a scale, a point.
    case vector([Double])
    /// For a text slot: the text, keeping the layer's own font, size and colours.
    case text(String)
    /// Any slot, animated values included: the slot's property as Lottie JSON, as a file's `slots` holds it under
    /// `p` (`{"a":1,"k":[{"t":0,"s":[0]},{"t":30,"s":[100]}]}`, `{"p":3,"k":{"a":0,"k":[…]}}` for a gradient, an
    /// image asset's `{"w","h","p","e"}`).
    case json(String)

    /// A value written as text for a slot of `kind`, as the command line gives it: `#RRGGBB[AA]` for a colour, a
    /// number for a scalar, `X,Y` for a vector, the text itself for a text; Lottie JSON (starting with `{` or `[`)
    /// for any kind. Nil when the text is not a value of that kind.
    public init?(parsing text: String, for kind: Slot.Kind) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if kind != .text, trimmed.hasPrefix("{") || (trimmed.hasPrefix("[") && kind != .vector) {
            guard (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) != nil else { return nil }
            self = .json(trimmed)
            return
        }
        switch kind {
        case .color:
            guard let color = LottieColor(hex: trimmed) else { return nil }
            self = .color(color)
        case .scalar:
            guard let number = Double(trimmed), number.isFinite else { return nil }
            self = .scalar(number)
        case .vector:
            let parts = trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",").map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard !parts.isEmpty, parts.allSatisfy({ $0?.isFinite == true }) else { return nil }
            self = .vector(parts.map { $0! })
        case .text:
            self = .text(text)
        case .gradient, .bezier, .image, .unused:
            return nil
        }
    }

    /// Whether a slot of `kind` can take this value.
    func fits(_ kind: Slot.Kind) -> Bool {
        switch self {
        case .color: kind == .color
        case .scalar: kind == .scalar
        case .vector: kind == .vector
        case .text: kind == .text
        case .json: true
        }
    }

    /// The value as a property object, or nil when it is not finite (or not JSON, for `.json`).
    var property: Any? {
        func finite(_ numbers: [Double]) -> [Double]? { numbers.allSatisfy(\.isFinite) ? numbers : nil }
        switch self {
        case .color(let color):
            return finite([color.red, color.green, color.blue, color.alpha]).map { ["a": 0, "k": $0] }
        case .scalar(let number): return finite([number]).map { ["a": 0, "k": $0[0]] }
        case .vector(let numbers): return finite(numbers).map { ["a": 0, "k": $0] }
        case .text(let text): return ["k": [["t": 0, "s": ["t": text]]]]
        case .json(let text):
            return try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        }
    }

    /// The value as the property's compact JSON text, for reports.
    var jsonText: String? {
        guard let property,
            let data = try? JSONSerialization.data(
                withJSONObject: property, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// `values` as a slots object, `{"id": {"p": property}}`; values with no property are left out (callers check
    /// them first).
    static func slotsJSON(_ values: [String: SlotValue]) -> Data {
        var slots: [String: Any] = [:]
        for (id, value) in values { if let property = value.property { slots[id] = ["p": property] } }
        guard JSONSerialization.isValidJSONObject(slots),
            let json = try? JSONSerialization.data(withJSONObject: slots, options: [.sortedKeys])
        else { return Data("{}".utf8) }
        return json
    }
}
