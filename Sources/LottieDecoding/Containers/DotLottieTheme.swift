import Foundation

/// A dotLottie theme file turned into slot values: version 2's `{"rules": [{"id", "type", "value" | "keyframes"}]}`,
/// or a plain slots object (`{"slot": {"p": …}}`) as earlier players wrote themes.
enum DotLottieTheme {
    static func slotsJSON(from data: Data, animation: String, file: String) throws(LottieDecodingError) -> Data {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw LottieDecodingError(
                path: "$", reason: .unreadableContainer("\(file) in the dotLottie zip is not a JSON object"))
        }
        var slots: [String: Any] = [:]
        if let rules = root["rules"] as? [Any] {
            for case let rule as [String: Any] in rules {
                guard let id = rule["id"] as? String ?? rule["slotId"] as? String else { continue }
                if let only = rule["animations"] as? [Any], !only.contains(where: { $0 as? String == animation }) {
                    continue
                }
                guard let property = property(for: rule) else { continue }
                slots[id] = ["p": property]
            }
        } else {
            slots = root
        }
        guard JSONSerialization.isValidJSONObject(slots), let json = try? JSONSerialization.data(withJSONObject: slots)
        else {
            throw LottieDecodingError(
                path: "$",
                reason: .unreadableContainer("\(file) in the dotLottie zip holds values that cannot be slot values"))
        }
        return json
    }

    /// The Lottie property a rule describes; nil for a rule with neither a value nor keyframes.
    private static func property(for rule: [String: Any]) -> [String: Any]? {
        let type = rule["type"] as? String ?? ""
        var property: [String: Any]
        if let keyframes = rule["keyframes"] as? [Any], !keyframes.isEmpty {
            let converted = keyframes.compactMap { ($0 as? [String: Any]).map { keyframe(from: $0, type: type) } }
            guard !converted.isEmpty else { return nil }
            property = type == "Text" ? ["k": converted] : ["a": 1, "k": converted]
        } else if let value = rule["value"] {
            switch type {
            case "Image": return image(from: value)
            case "Text": property = ["k": [["t": 0, "s": textDocument(from: value)]]]
            default: property = ["a": 0, "k": lottieValue(value, type: type)]
            }
        } else {
            return nil
        }
        if let expression = rule["expression"] as? String { property["x"] = expression }
        if type == "Gradient" {
            // A gradient slot fills `g`: the stop count beside the animated colours.
            let first = (rule["keyframes"] as? [[String: Any]])?.first?["value"] ?? rule["value"]
            return ["p": (first as? [Any])?.count ?? 0, "k": property]
        }
        return property
    }

    private static func keyframe(from keyframe: [String: Any], type: String) -> [String: Any] {
        var converted: [String: Any] = ["t": keyframe["frame"] as? Double ?? 0]
        if let value = keyframe["value"] {
            switch type {
            case "Text": converted["s"] = textDocument(from: value)
            case "Scalar": converted["s"] = [lottieValue(value, type: type)]
            default: converted["s"] = lottieValue(value, type: type)
            }
        }
        for (key, lottieKey) in [
            ("inTangent", "i"), ("outTangent", "o"), ("valueInTangent", "ti"), ("valueOutTangent", "to")
        ] {
            if let tangent = keyframe[key] { converted[lottieKey] = tangent }
        }
        if let hold = keyframe["hold"] as? Bool, hold { converted["h"] = 1 }
        return converted
    }

    /// Colours, vectors and scalars are Lottie's own values; a gradient is a list of `{offset, color}` stops, which
    /// Lottie writes flat: offset and RGB per stop, then offset and alpha per stop when any has alpha.
    private static func lottieValue(_ value: Any, type: String) -> Any {
        guard type == "Gradient", let stops = value as? [Any] else { return value }
        var colors: [Double] = [], alphas: [Double] = []
        let parsed = stops.compactMap { $0 as? [String: Any] }.compactMap { stop -> (Double, [Double])? in
            guard let offset = stop["offset"] as? Double, let color = stop["color"] as? [Double], color.count >= 3
            else { return nil }
            return (offset, color)
        }
        let hasAlpha = parsed.contains { $0.1.count >= 4 }
        for (offset, color) in parsed {
            colors += [offset] + color.prefix(3)
            if hasAlpha { alphas += [offset, color.count >= 4 ? color[3] : 1] }
        }
        return colors + alphas
    }

    private static func image(from value: Any) -> [String: Any]? {
        guard let value = value as? [String: Any] else { return nil }
        var asset: [String: Any] = [:]
        if let width = value["width"] as? Double { asset["w"] = width }
        if let height = value["height"] as? Double { asset["h"] = height }
        if let url = value["dataUrl"] as? String {
            asset["p"] = url
            asset["e"] = 1
        } else if let path = value["path"] as? String {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            asset["p"] = name
            asset["u"] = String(path.dropLast(name.count))
            asset["e"] = 0
        }
        return asset.isEmpty ? nil : asset
    }

    /// A text rule's value: a string, or dotLottie's named fields; what it leaves out the layer's own document keeps.
    private static func textDocument(from value: Any) -> [String: Any] {
        if let text = value as? String { return ["t": text] }
        guard let fields = value as? [String: Any] else { return [:] }
        var document: [String: Any] = [:]
        let names = [
            "text": "t", "fontSize": "s", "fontName": "f", "fillColor": "fc", "strokeColor": "sc", "strokeWidth": "sw",
            "strokeOverFill": "of", "tracking": "tr", "lineHeight": "lh", "baselineShift": "ls", "wrapSize": "sz",
            "wrapPosition": "ps"
        ]
        for (name, key) in names { if let field = fields[name] { document[key] = field } }
        if let justify = fields["justify"] as? String {
            document["j"] = ["Left": 0, "Right": 1, "Center": 2][justify] ?? 0
        }
        return document
    }
}
