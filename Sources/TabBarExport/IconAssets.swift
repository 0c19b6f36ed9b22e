import Foundation
import LottieEncoding
import LottieInterpreter
@_spi(Model) import LottieModel
import TabShiftEngine
import VectorGraphics

/// A tab's icon made into precompositions of an export, copied from its Lottie JSON as written: its layers
/// become an asset, its own assets are renamed under the tab's prefix (and every `refId` with them), its images
/// are embedded, its fonts and glyphs are carried over.
///
/// An icon the tint colours all over (every solid colour matched by the tint keypath, no gradient, image, solid or
/// text) is one asset, tinted in the export by a track matte: a rectangle of the tint, animated in the shift's
/// time, shows through the icon's alpha, which is exactly how a tint of every colour draws. Other icons are two
/// assets, their matched colours set to the unselected and to the selected tint, the second faded in over the
/// first as the tint changes.
struct IconAssets {
    /// The assets to add to the export: the icon's compositions, then its own assets.
    let assets: [JSONTree]
    /// `fonts.list` entries and `chars` the icon brings.
    let fonts: [JSONTree]
    let characters: [JSONTree]
    /// The composition drawn through the tint matte, for an icon the tint colours all over.
    let matteAssetID: String?
    /// The compositions recoloured with each tint, for other icons.
    let tintedAssetIDs: (unselected: String, selected: String)?
    /// The icon's composition size.
    let width: Double
    let height: Double

    init(icon: ExportedIcon, index: Int, theme: TabBarTheme) throws(TabBarExportError) {
        let parsed: JSONTree
        do {
            parsed = try JSONTree(parsing: icon.json)
        } catch {
            throw TabBarExportError("\(icon.name): the icon's JSON cannot be read again for the export (\(error))")
        }
        guard let root = parsed.object, let layers = root["layers"]?.array else {
            throw TabBarExportError("\(icon.name): the icon's JSON has no layers to export")
        }
        width = icon.animation.width
        height = icon.animation.height
        fonts = root["fonts"]?.object?["list"]?.array ?? []
        characters = root["chars"]?.array ?? []
        let pattern = KeypathPattern(theme.tintKeypath)
        let ownAssets = (root["assets"]?.array ?? []).compactMap(\.object)
        let prefix = "tab\(index)"
        let placements = IconCopy.placements(of: layers, assets: ownAssets)
        if Self.isTintedAllOver(icon, pattern: pattern) {
            let copy = IconCopy(prefix: prefix, images: icon.animation.images, placements: placements, recolor: nil)
            matteAssetID = "\(prefix).icon"
            tintedAssetIDs = nil
            assets =
                [
                    copy.composition(
                        id: "\(prefix).icon", name: icon.animation.name, layers: layers, width: width, height: height)
                ] + copy.assets(ownAssets)
        } else {
            var made: [JSONTree] = []
            var ids: [String] = []
            for (suffix, tint) in [("unselected", theme.unselectedTint), ("selected", theme.selectedTint)] {
                let copy = IconCopy(
                    prefix: "\(prefix).\(suffix)", images: icon.animation.images, placements: placements,
                    recolor: (pattern, tint, ExportSlots.tintID(selected: suffix == "selected")))
                ids.append("\(prefix).\(suffix).icon")
                made.append(
                    copy.composition(
                        id: ids[ids.count - 1], name: icon.animation.name, layers: layers, width: width, height: height)
                )
                made += copy.assets(ownAssets)
            }
            matteAssetID = nil
            tintedAssetIDs = (ids[0], ids[1])
            assets = made
        }
    }

    /// Whether the tint replaces every colour the icon draws.
    static func isTintedAllOver(_ icon: ExportedIcon, pattern: KeypathPattern) -> Bool {
        let keypaths = icon.keypaths
        let colors = keypaths.filter { $0.kind == .color }
        guard !colors.isEmpty, colors.allSatisfy({ pattern.matches($0.components) }) else { return false }
        guard !keypaths.contains(where: { $0.kind == .gradientColors || $0.kind == .text }) else { return false }
        let layers = icon.animation.layers + icon.animation.precompositions.values.flatMap(\.layers)
        return !layers.contains { layer in
            switch layer.content {
            case .image, .solid, .text: true
            default: false
            }
        }
    }
}

/// One copy of an icon's JSON: asset ids prefixed, images embedded, and (for a recoloured copy) the colours a
/// keypath matches set to a tint, matched the way the interpreter names keypaths (layer, groups, item, `Color`).
private struct IconCopy {
    let prefix: String
    let images: [String: ImageAsset]
    /// Where each precomposition is first placed, by keypath.
    let placements: [String: [String]]
    /// The colours a keypath matches, the tint they take, and the slot a theme changes that tint by.
    let recolor: (pattern: KeypathPattern, tint: LottieColor, slot: String)?

    /// The keypath of each precomposition's first placement, walking placements inside placements once each.
    static func placements(of layers: [JSONTree], assets: [JSONObject]) -> [String: [String]] {
        var byID: [String: [JSONTree]] = [:]
        for asset in assets {
            if let id = asset["id"]?.string, let layers = asset["layers"]?.array { byID[id] = layers }
        }
        var found: [String: [String]] = [:]
        var pending: [([JSONTree], [String])] = [(layers, [])]
        while let (layers, keypath) = pending.popLast() {
            for layer in layers {
                guard let object = layer.object, let reference = object["refId"]?.string, found[reference] == nil,
                    let inner = byID[reference]
                else { continue }
                let path = keypath + [object["nm"]?.string ?? ""]
                found[reference] = path
                pending.append((inner, path))
            }
        }
        return found
    }

    func composition(id: String, name: String, layers: [JSONTree], width: Double, height: Double) -> JSONTree {
        .object(
            JSONObject([
                "id": .string(id), "nm": .string(name), "w": .number(width), "h": .number(height),
                "layers": .array(copy(layers, under: []))
            ]))
    }

    /// The icon's own assets: precompositions with their layers copied (recoloured under the first name that
    /// places them), images embedded.
    func assets(_ assets: [JSONObject]) -> [JSONTree] {
        assets.map { asset in
            var copied = asset
            let id = asset["id"]?.string ?? ""
            copied["id"] = .string("\(prefix).\(id)")
            if let layers = asset["layers"]?.array {
                copied["layers"] = .array(copy(layers, under: placements[id] ?? []))
            } else if case .embedded(let image)? = images[id]?.source {
                copied["u"] = ""
                copied["p"] = .string(
                    "data:image/\(image.format.rawValue);base64," + Data(image.data).base64EncodedString())
                copied["e"] = 1
            }
            return .object(copied)
        }
    }

    private func copy(_ layers: [JSONTree], under keypath: [String]) -> [JSONTree] {
        layers.map { layer in
            guard var object = layer.object else { return layer }
            let path = keypath + [object["nm"]?.string ?? ""]
            if let reference = object["refId"]?.string { object["refId"] = .string("\(prefix).\(reference)") }
            if let shapes = object["shapes"]?.array { object["shapes"] = .array(copy(shapes: shapes, under: path)) }
            return .object(object)
        }
    }

    private func copy(shapes: [JSONTree], under keypath: [String]) -> [JSONTree] {
        guard let recolor else { return shapes }
        return shapes.map { shape in
            guard var object = shape.object else { return shape }
            let path = keypath + [object["nm"]?.string ?? ""]
            switch object["ty"]?.string {
            case "gr":
                if let items = object["it"]?.array { object["it"] = .array(copy(shapes: items, under: path)) }
            case "fl", "st":
                if recolor.pattern.matches(path + ["Color"]) {
                    let tint = recolor.tint
                    object["c"] = .object(
                        JSONObject([
                            "a": 0, "k": [.number(tint.red), .number(tint.green), .number(tint.blue), 1],
                            "sid": .string(recolor.slot)
                        ]))
                }
            default:
                break
            }
            return .object(object)
        }
    }
}
