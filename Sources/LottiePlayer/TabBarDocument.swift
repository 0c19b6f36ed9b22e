import Foundation
import LottieDecoding
import LottieModel
import TabShift

/// A tab bar manifest loaded with every icon animation it names (paths relative to the manifest).
public struct TabBarDocument: Sendable {
    public let name: String
    public let manifest: TabBarManifest
    /// One per tab, in manifest order.
    public let icons: [AnimationDocument]
    public let bar: TabBar

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

    /// The position of the tab with `id`, or an error listing the ids there are.
    public func index(of id: String) throws(PlayerError) -> Int {
        guard let index = manifest.tabs.firstIndex(where: { $0.id == id }) else {
            throw .invalidArgument("\(name): no tab has the id \"\(id)\"; the ids are \(manifest.tabs.map(\.id).joined(separator: ", "))")
        }
        return index
    }
}
