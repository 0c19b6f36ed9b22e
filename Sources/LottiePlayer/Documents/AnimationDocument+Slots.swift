import Foundation
import LottieInterpreter
@_spi(Model) import LottieModel

/// Slots and dotLottie themes: values the file names so that a player can replace them.
extension AnimationDocument {
    /// The slots the file declares or names, with what each holds and its value in the file.
    public var slots: [Slot] { animation.slots }

    /// A copy whose properties naming slot `id` hold `value`; other slots keep their values.
    public func settingSlot(_ id: String, to value: SlotValue) throws(PlayerError) -> AnimationDocument {
        try settingSlots([id: value])
    }

    /// A copy with slot `id` set from text, read for the slot's kind (`SlotValue(parsing:for:)`): what
    /// `tabshift --slot ID=VALUE` does.
    public func settingSlot(_ id: String, parsing text: String) throws(PlayerError) -> AnimationDocument {
        guard let slot = slots.first(where: { $0.id == id }) else { return try settingSlot(id, to: .text(text)) }
        guard let value = SlotValue(parsing: text, for: slot.kind) else {
            let expected =
                switch slot.kind {
                case .color: "a colour #RRGGBB[AA] or Lottie JSON"
                case .scalar: "a number or Lottie JSON"
                case .vector: "numbers X,Y or Lottie JSON"
                case .text: "text"
                case .gradient, .bezier, .image, .unused: "Lottie JSON, e.g. {\"a\":0,\"k\":…}"
                }
            throw .invalidArgument(
                "\(name): slot \"\(id)\" holds a \(slot.kind.rawValue); \"\(text)\" is not \(expected)")
        }
        return try settingSlot(id, to: value)
    }

    /// Sets slot `id` to `value` (`settingSlot(_:to:)` in place).
    public mutating func setSlot(_ id: String, _ value: SlotValue) throws(PlayerError) {
        self = try settingSlot(id, to: value)
    }

    /// A copy with every slot in `values` set; later calls win over earlier ones, and all over a theme.
    public func settingSlots(_ values: [String: SlotValue]) throws(PlayerError) -> AnimationDocument {
        for (id, value) in values.sorted(by: { $0.key < $1.key }) { try check(value, for: id) }
        return try reloaded(theme: themeID, slotValues: slotValues.merging(values) { $1 })
    }

    /// A copy with the slot values of a slots object set, as lottie-web's and ThorVG's slot APIs take them:
    /// `{"ball_color": {"p": {"a": 0, "k": [1, 0, 0, 1]}}}`.
    public func settingSlots(json: Data) throws(PlayerError) -> AnimationDocument {
        guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw .invalidArgument("slot values must be a JSON object of slot ids, each {\"p\": value}")
        }
        var values: [String: SlotValue] = [:]
        for (id, entry) in object {
            let property = (entry as? [String: Any])?["p"] ?? entry
            guard JSONSerialization.isValidJSONObject([property]),
                let text = try? JSONSerialization.data(withJSONObject: property, options: [.fragmentsAllowed])
            else {
                throw .invalidArgument("the value of slot \"\(id)\" is not a Lottie property")
            }
            values[id] = .json(String(decoding: text, as: UTF8.self))
        }
        return try settingSlots(values)
    }

    /// A copy drawn with the dotLottie theme `id` (one of `themeIDs`), or with none.
    public func applyingTheme(_ id: String?) throws(PlayerError) -> AnimationDocument {
        if let id, !themeIDs.contains(id) {
            let known = themeIDs.isEmpty ? "it has none" : "it has \(themeIDs.joined(separator: ", "))"
            throw .invalidArgument("\(name): there is no theme \"\(id)\"; \(known)")
        }
        return try reloaded(theme: id, slotValues: slotValues)
    }

    private func check(_ value: SlotValue, for id: String) throws(PlayerError) {
        guard let slot = slots.first(where: { $0.id == id }) else {
            let known = slots.map(\.id)
            let suggestion =
                known.min { EditDistance.between($0, id) < EditDistance.between($1, id) }.map {
                    "; did you mean \"\($0)\"?"
                } ?? ""
            throw .invalidArgument(
                "\(name): there is no slot \"\(id)\" (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))\(suggestion)"
            )
        }
        guard value.fits(slot.kind) || slot.kind == .unused else {
            throw .invalidArgument("\(name): slot \"\(id)\" holds a \(slot.kind.rawValue), not the value given")
        }
        guard value.property != nil else {
            throw .invalidArgument("\(name): the value for slot \"\(id)\" is not finite or not JSON")
        }
    }

    /// The document decoded again from its source with other slot values or theme; overrides carry over.
    func reloaded(
        theme: String?, slotValues: [String: SlotValue], animation id: String? = nil
    ) throws(PlayerError) -> AnimationDocument {
        var copy = try AnimationDocument(
            data: try sourceData(), source: source, name: name, directory: directory, animation: id ?? animationID,
            expressions: expressionMode,
            theme: .some(theme), slotValues: slotValues)
        copy.overrides = overrides
        return copy
    }
}
