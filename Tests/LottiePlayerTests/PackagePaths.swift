import Foundation

/// Paths inside this package, found from this file's location so that tests run from any folder.
enum PackagePaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let animations = root.appendingPathComponent("Animations")

    /// The icon animations; `tabbar.json` beside them is the bar that uses them.
    static var animationFiles: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: animations, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" && $0.lastPathComponent != "tabbar.json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static let tabBar = animations.appendingPathComponent("tabbar.json")

    /// The feature fixtures `Tools/generate-test-fixtures.py` writes for the snapshot tests.
    static var fixtureFiles: [URL] {
        let folder = root.appendingPathComponent("Tests/SnapshotTests/Fixtures")
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix("tabbar") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Every Swift file under `folder` (a path inside the package, e.g. `Sources/LottiePlayer`), at any depth.
    static func swiftFiles(under folder: String) -> [URL] {
        FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
