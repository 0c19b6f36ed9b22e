import Foundation
import LottieDecoding
@_spi(Model) import LottieModel
import TabBarManifestDecoding
import TabShiftEngine

/// A tab bar with its icon animations: loaded from a manifest file, or built in code.
///
/// ```swift
/// let home = try AnimationDocument(contentsOfFile: "Animations/home.json")
/// let heart = try AnimationDocument(contentsOfFile: "Animations/favourites.json")
/// let bar = try TabBarDocument(tabs: [.init(id: "home", icon: home), .init(id: "favourites", icon: heart)],
///                              width: 200, height: 84)
/// let shift = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: "home", to: "favourites"))
/// ```
public struct TabBarDocument: Sendable {
    /// One tab of a bar built in code: its id (what plans and `--from`/`--to` name), title, badge and icon.
    public struct Tab: Sendable {
        /// What plans and the CLI's `--from` and `--to` name the tab by.
        public var id: String
        /// The tab's title; nil for none.
        public var title: String?
        /// The badge it starts with; nil for none.
        public var badge: TabBadge?
        /// The animation the tab shows.
        public var icon: AnimationDocument

        /// A tab named `id` showing `icon`.
        public init(id: String, title: String? = nil, badge: TabBadge? = nil, icon: AnimationDocument) {
            self.id = id
            self.title = title
            self.badge = badge
            self.icon = icon
        }
    }

    /// The name used in messages: the manifest's path, or what the caller named the bar.
    public let name: String
    /// The bar's layout, theme, indicator and timing.
    public private(set) var manifest: TabBarManifest
    /// One per tab, in manifest order.
    public private(set) var icons: [AnimationDocument]
    /// The bar the engine plays: layout and icon segments worked out once.
    public private(set) var bar: TabBar

    /// A manifest file and the icon animations it names, paths relative to the manifest; `expressions` as for
    /// `AnimationDocument`.
    public init(contentsOfFile path: String, expressions: ExpressionMode = .on) throws(PlayerError) {
        let data = try Data(readingFile: path)
        let manifest: TabBarManifest
        do {
            manifest = try TabBarManifestDecoder().decode(data)
        } catch {
            throw .decoding(error.inFile(path))
        }
        // Relative to the manifest as the user named it, so that messages show paths the user recognises.
        let folder = (path as NSString).deletingLastPathComponent
        var icons: [AnimationDocument] = []
        for (index, tab) in manifest.tabs.enumerated() {
            let iconPath =
                tab.animationPath.hasPrefix("/")
                ? tab.animationPath : (folder as NSString).appendingPathComponent(tab.animationPath)
            do {
                icons.append(try AnimationDocument(contentsOfFile: iconPath, expressions: expressions))
            } catch {
                throw .tabIcon(manifest: path, key: "tabs[\(index)].animation", error)
            }
        }
        try self.init(manifest: manifest, icons: icons, name: path)
    }

    /// A bar described by `manifest` whose tabs show `icons`, one per tab in order; the manifest's animation paths
    /// are not read. `name` is used in messages.
    public init(manifest: TabBarManifest, icons: [AnimationDocument], name: String = "tab bar") throws(PlayerError) {
        guard icons.count == manifest.tabs.count else {
            throw .invalidArgument(
                "\(name): \(manifest.tabs.count) tabs but \(icons.count) icons; give one icon per tab")
        }
        self.name = name
        self.manifest = manifest
        self.icons = icons
        do {
            bar = try TabBar(manifest: manifest, animations: icons.map(\.animation))
        } catch {
            throw .tabShift(file: name, error)
        }
    }

    /// A bar built in code: `tabs` laid out across `width` × `height` points, with the theme, indicator and timing
    /// given (iOS-like defaults otherwise) and `selected` (default the first tab) at rest.
    public init(
        tabs: [Tab], width: Double = 390, height: Double = 84, iconSize: Double = 30,
        insets: TabBarInsets = TabBarInsets(top: 8, leading: 8, bottom: 20, trailing: 8),
        layoutDirection: TabBarLayoutDirection = .leftToRight, background: LottieColor? = .white,
        theme: TabBarTheme = TabBarTheme(),
        indicator: IndicatorManifest = IndicatorManifest(), timing: ShiftTiming = ShiftTiming(),
        selected: String? = nil, style: TabBarStyle = .ios,
        titles: TitleVisibility = .always, titleFont: TitleFont = TitleFont(), safeAreaBottom: Double = 0,
        name: String = "tab bar"
    ) throws(PlayerError) {
        let manifest = TabBarManifest(
            width: width, height: height, insets: insets, layoutDirection: layoutDirection, iconSize: iconSize,
            background: background,
            tabs: tabs.map { TabManifest(id: $0.id, title: $0.title, animationPath: $0.icon.name, badge: $0.badge) },
            theme: theme, indicator: indicator, timing: timing, initialSelection: selected, style: style,
            titles: titles, titleFont: titleFont,
            safeAreaBottom: safeAreaBottom
        )
        try self.init(manifest: manifest, icons: tabs.map(\.icon), name: name)
    }

    /// The bar's own size in pixels, safe area included, times `scale` (3 for a 3x screen).
    public func viewport(scale: Double = 1) -> Viewport {
        Viewport(
            width: Int(clampingRounded: manifest.width * scale, to: 0...1 << 30),
            height: Int(clampingRounded: manifest.drawnHeight * scale, to: 0...1 << 30))
    }

    /// A copy in the theme `name` (`light`, `dark`, or one the manifest's `themes` names), or an error listing them.
    public func applyingTheme(named name: String) throws(PlayerError) -> TabBarDocument {
        guard let themed = manifest.applyingTheme(named: name) else {
            throw .invalidArgument(
                "\(self.name): there is no theme \"\(name)\"; the themes are \(manifest.themeNames.joined(separator: ", "))"
            )
        }
        return try rebuilt(themed)
    }

    /// A copy whose icons draw with `overrides` after the bar's tint (so a colour set by keypath wins over it).
    public func overridingIcons(_ overrides: PropertyOverrides) -> TabBarDocument {
        var copy = self
        copy.icons = icons.map { $0.overriding(overrides) }
        return copy
    }

    /// A copy whose selected tab is tinted `color` instead of the theme's selected tint.
    public func selectingTint(_ color: LottieColor) throws(PlayerError) -> TabBarDocument {
        var changed = manifest
        changed.theme.selectedTint = color
        return try rebuilt(changed)
    }

    private func rebuilt(_ changed: TabBarManifest) throws(PlayerError) -> TabBarDocument {
        var copy = self
        copy.manifest = changed
        do {
            copy.bar = try TabBar(manifest: changed, animations: icons.map(\.animation))
        } catch {
            throw .tabShift(file: name, error)
        }
        return copy
    }

    /// The entries of `overrides` that match no keypath of their kind in any icon, with the closest ones.
    public func unmatchedOverrides(_ overrides: PropertyOverrides) -> [UnmatchedOverride] {
        UnmatchedOverride.find(in: overrides, catalog: icons.flatMap { $0.interpreter.keypaths })
    }

    /// The position of the tab with `id`, or an error listing the ids there are.
    public func index(of id: String) throws(PlayerError) -> Int {
        guard let index = manifest.tabs.firstIndex(where: { $0.id == id }) else {
            throw .invalidArgument(
                "\(name): no tab has the id \"\(id)\"; the ids are \(manifest.tabs.map(\.id).joined(separator: ", "))")
        }
        return index
    }
}
