import LottieEncoding
import VectorGraphics

/// The colours of an export that a bar's theme decides, each named by a slot (Lottie 1.0's `sid`), so that a player
/// can switch themes: the export's own values are the slots' defaults, and a dotLottie export carries each of the
/// bar's themes as slot values.
///
/// A reference, filled while the composition's layers are written and read once they are.
package final class ExportSlots {
    private(set) var slots = JSONObject()

    /// `property` named by slot `id`, which takes the property as its default value.
    func slotted(_ property: JSONTree, id: String) -> JSONTree {
        guard var object = property.object else { return property }
        object["sid"] = .string(id)
        if slots[id] == nil { slots[id] = .object(JSONObject(["p": property])) }
        return .object(object)
    }

    /// A slot's default recorded without a property of the composition's own (one inside an icon's copy).
    func add(_ property: JSONTree, id: String) {
        if slots[id] == nil { slots[id] = .object(JSONObject(["p": property])) }
    }

    static let background = "background"
    static let backgroundOpacity = "background_opacity"
    static let indicator = "indicator"
    static func indicatorOpacityID(_ owner: String?) -> String {
        owner.map { "indicator_opacity_\($0)" } ?? "indicator_opacity"
    }
    static func titleOpacityID(tab: String, selected: Bool) -> String {
        selected ? "title_selected_opacity_\(tab)" : "title_opacity_\(tab)"
    }
    static func badgeOpacityID(tab: String) -> String { "badge_opacity_\(tab)" }
    static func badgeLabelOpacityID(tab: String, label: Int) -> String { "badge_label_opacity_\(tab)_\(label)" }
    static func tintID(selected: Bool) -> String { selected ? "tint_selected" : "tint_unselected" }
    static func tintID(tab: String) -> String { "tint_\(tab)" }
    static func titleID(tab: String) -> String { "title_\(tab)" }
    static func badgeID(tab: String) -> String { "badge_\(tab)" }
    static func badgeLabelID(tab: String) -> String { "badge_label_\(tab)" }

    /// A slots object (`{"id": {"p": property}}`) as a dotLottie theme: `{"rules": [{"id", "type", "value" or
    /// "keyframes"}]}`, the form dotLottie's version 2 players read. The export's slots hold colours (three numbers)
    /// and opacities (one).
    package static func themeRules(_ slots: JSONObject) -> JSONTree {
        var rules: [JSONTree] = []
        for (id, entry) in slots.members {
            guard let property = entry.object?["p"]?.object else { continue }
            let sample = property["a"]?.number == 1 ? property["k"]?.array?.first?.object?["s"] : property["k"]
            let scalar = sample?.number != nil || sample?.array?.count == 1
            var rule = JSONObject(["id": .string(id), "type": scalar ? "Scalar" : "Color"])
            if property["a"]?.number == 1, let keyframes = property["k"]?.array {
                rule["keyframes"] = .array(
                    keyframes.compactMap(\.object).map { keyframe in
                        var converted = JSONObject(["frame": keyframe["t"] ?? 0])
                        // Lottie writes a keyframe's number as a one-element array; a Scalar rule's value is the
                        // number.
                        if let value = keyframe["s"] {
                            converted["value"] = scalar ? value.array?.first ?? value : value
                        }
                        if let inTangent = keyframe["i"] { converted["inTangent"] = inTangent }
                        if let outTangent = keyframe["o"] { converted["outTangent"] = outTangent }
                        if keyframe["h"]?.number == 1 { converted["hold"] = true }
                        return .object(converted)
                    })
            } else if let value = property["k"] {
                rule["value"] = value
            } else {
                continue
            }
            rules.append(.object(rule))
        }
        return .object(JSONObject(["rules": .array(rules)]))
    }
}
