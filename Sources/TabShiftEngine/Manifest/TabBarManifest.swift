import VectorGraphics

/// A tab bar described as data: its size and layout, its tabs and their icon animations, its look and its timing.
public struct TabBarManifest: Sendable, Equatable {
    /// The bar's width in points.
    public var width: Double
    /// The bar's height in points.
    public var height: Double
    /// Space kept clear inside the bar's edges.
    public var insets: TabBarInsets
    /// Left to right, or right to left.
    public var layoutDirection: TabBarLayoutDirection
    /// The side of each icon's square, in points.
    public var iconSize: Double
    /// Painted behind everything; nil leaves the bar transparent.
    public var background: LottieColor?
    /// The tabs, in order.
    public var tabs: [TabManifest]
    /// Selected and unselected tints.
    public var theme: TabBarTheme
    /// The selection indicator.
    public var indicator: IndicatorManifest
    /// How shifts move.
    public var timing: ShiftTiming
    /// The id of the tab selected at first; nil selects the first tab.
    public var initialSelection: String?
    /// iOS or Material 3 layout.
    public var style: TabBarStyle
    /// When titles are drawn.
    public var titles: TitleVisibility
    /// The font titles are set in.
    public var titleFont: TitleFont
    /// Named colour sets (`light`, `dark`) that `applyingTheme(named:)` chooses between; `theme` is the one in use.
    public var themes: [String: TabBarTheme]
    /// Extra height under the bar, painted with its background and kept clear of tabs: the home indicator's area
    /// on phones without a home button.
    public var safeAreaBottom: Double

    /// A bar description.
    public init(
        width: Double, height: Double, insets: TabBarInsets = TabBarInsets(),
        layoutDirection: TabBarLayoutDirection = .leftToRight, iconSize: Double, background: LottieColor? = nil,
        tabs: [TabManifest], theme: TabBarTheme = TabBarTheme(), indicator: IndicatorManifest = IndicatorManifest(),
        timing: ShiftTiming = ShiftTiming(), initialSelection: String? = nil,
        style: TabBarStyle = .ios, titles: TitleVisibility = .always, titleFont: TitleFont = TitleFont(),
        themes: [String: TabBarTheme] = [:], safeAreaBottom: Double = 0
    ) {
        self.width = width
        self.height = height
        self.insets = insets
        self.layoutDirection = layoutDirection
        self.iconSize = iconSize
        self.background = background
        self.tabs = tabs
        self.theme = theme
        self.indicator = indicator
        self.timing = timing
        self.initialSelection = initialSelection
        self.style = style
        self.titles = titles
        self.titleFont = titleFont
        self.themes = themes
        self.safeAreaBottom = safeAreaBottom
    }

    /// The height drawn: the bar and the safe area under it.
    public var drawnHeight: Double { height + safeAreaBottom }

    /// The names of the themes `applyingTheme(named:)` takes: the manifest's own, and `light` and `dark`, which
    /// every bar has (the style's colours where the manifest gives none).
    public var themeNames: [String] { Array(Set(themes.keys).union(["light", "dark"])).sorted() }

    /// The bar in the theme `name`: the manifest's theme of that name; else for `light` the bar's own `theme`,
    /// for `dark` the style's built-in dark colours (with the bar's tint keypath). Its background and indicator
    /// colour replace the bar's when it sets them. Nil when there is no such theme.
    public func applyingTheme(named name: String) -> TabBarManifest? {
        var builtIn = name == "light" ? theme : TabBarTheme.builtIn(name, style: style)
        builtIn?.tintKeypath = theme.tintKeypath
        guard let chosen = themes[name] ?? builtIn else { return nil }
        var copy = self
        copy.theme = chosen
        if let background = chosen.background { copy.background = background }
        if let indicatorColor = chosen.indicatorColor { copy.indicator.color = indicatorColor }
        return copy
    }

    /// Whether tab `index` shows a title at all: it has one and titles are not turned off.
    public func showsTitle(_ index: Int) -> Bool {
        titles != .never && tabs.indices.contains(index) && !(tabs[index].title ?? "").isEmpty
    }

    /// The position of the tab selected at first.
    public var initialIndex: Int {
        initialSelection.flatMap { id in tabs.firstIndex { $0.id == id } } ?? 0
    }
}

/// Space kept clear inside a bar's edges, leading and trailing following the layout direction.
public struct TabBarInsets: Sendable, Equatable {
    /// Above the tabs.
    public var top: Double
    /// Before the first tab.
    public var leading: Double
    /// Below the tabs (the home indicator's area).
    public var bottom: Double
    /// After the last tab.
    public var trailing: Double

    /// Insets; zero unless given.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// Which way tabs are laid out; in right-to-left layouts the first tab sits on the right.
public enum TabBarLayoutDirection: String, Sendable, Equatable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// One tab: its id, its title, its badge and the icon animation, a path relative to the manifest.
public struct TabManifest: Sendable, Equatable {
    /// What plans and the CLI name the tab by.
    public var id: String
    /// The tab's title; nil for none.
    public var title: String?
    /// The icon's file, relative to the manifest.
    public var animationPath: String
    /// The badge shown at first; nil for none.
    public var badge: TabBadge?

    /// A tab.
    public init(id: String, title: String? = nil, animationPath: String, badge: TabBadge? = nil) {
        self.id = id
        self.title = title
        self.animationPath = animationPath
        self.badge = badge
    }
}

/// The mark showing which tab is selected.
public struct IndicatorManifest: Sendable, Equatable {
    /// The indicator's shape.
    public enum Style: String, Sendable, Equatable, CaseIterable {
        case none, pill, underline, dot
    }

    /// None, pill, underline or dot.
    public var style: Style
    /// The indicator's colour.
    public var color: LottieColor
    /// Its own timing track; nil uses the shift's default for the indicator.
    public var track: TrackTiming?

    /// An indicator; a faint blue pill unless given.
    public init(
        style: Style = .pill, color: LottieColor = LottieColor(red: 0, green: 0.478, blue: 1, alpha: 0.14),
        track: TrackTiming? = nil
    ) {
        self.style = style
        self.color = color
        self.track = track
    }
}
