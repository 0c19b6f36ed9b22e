import Foundation
import LottieDecoding
import LottieModel
import TabShiftEngine

/// A tab bar manifest loaded with every icon animation it names (paths relative to the manifest).
public struct TabBarDocument: Sendable {
    public let name: String
    public private(set) var manifest: TabBarManifest
    /// One per tab, in manifest order.
    public private(set) var icons: [AnimationDocument]
    public private(set) var bar: TabBar

    public init(contentsOfFile path: String) throws(PlayerError) {
        let data = try Data(readingFile: path)
        let manifest: TabBarManifest
        do {
            manifest = try TabBarManifestDecoder().decode(data)
        } catch {
            throw .decoding(error.inFile(path))
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var icons: [AnimationDocument] = []
        for tab in manifest.tabs {
            let iconPath = tab.animationPath.hasPrefix("/") ? tab.animationPath : folder.appendingPathComponent(tab.animationPath).path
            icons.append(try AnimationDocument(contentsOfFile: iconPath))
        }
        name = path
        self.manifest = manifest
        self.icons = icons
        do {
            bar = try TabBar(manifest: manifest, animations: icons.map(\.animation))
        } catch {
            throw .tabShift(file: path, error)
        }
    }

    /// A copy whose icons draw with `overrides` after the bar's tint (so a colour set by keypath wins over it).
    public func overridingIcons(_ overrides: PropertyOverrides) -> TabBarDocument {
        var copy = self
        copy.icons = icons.map { $0.overriding(overrides) }
        return copy
    }

    /// A copy whose selected tab is tinted `color` instead of the theme's selected tint.
    public func selectingTint(_ color: LottieColor) throws(PlayerError) -> TabBarDocument {
        var copy = self
        copy.manifest.theme.selectedTint = color
        do {
            copy.bar = try TabBar(manifest: copy.manifest, animations: icons.map(\.animation))
        } catch {
            throw .tabShift(file: name, error)
        }
        return copy
    }

    /// The colour overrides of the icons that match no colour keypath of any icon, with the closest ones.
    public func unmatchedColorOverrides(_ overrides: PropertyOverrides) -> [(pattern: KeypathPattern, closest: [Keypath])] {
        AnimationDocument.unmatched(overrides, in: icons.flatMap { $0.interpreter.keypaths })
    }

    /// The position of the tab with `id`, or an error listing the ids there are.
    public func index(of id: String) throws(PlayerError) -> Int {
        guard let index = manifest.tabs.firstIndex(where: { $0.id == id }) else {
            throw .invalidArgument("\(name): no tab has the id \"\(id)\"; the ids are \(manifest.tabs.map(\.id).joined(separator: ", "))")
        }
        return index
    }
}
