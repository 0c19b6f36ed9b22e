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

    /// A bar description.
    public init(width: Double, height: Double, insets: TabBarInsets = TabBarInsets(), layoutDirection: TabBarLayoutDirection = .leftToRight, iconSize: Double, background: LottieColor? = nil, tabs: [TabManifest], theme: TabBarTheme = TabBarTheme(), indicator: IndicatorManifest = IndicatorManifest(), timing: ShiftTiming = ShiftTiming(), initialSelection: String? = nil) {
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

/// One tab: its id, its title and the icon animation, a path relative to the manifest.
public struct TabManifest: Sendable, Equatable {
    /// What plans and the CLI name the tab by.
    public var id: String
    /// The tab's title.
    public var title: String
    /// The icon's file, relative to the manifest.
    public var animationPath: String

    /// A tab.
    public init(id: String, title: String, animationPath: String) {
        self.id = id
        self.title = title
        self.animationPath = animationPath
    }
}

/// Tints of selected and unselected icons, applied to the properties a keypath names (`**.Color` by default).
public struct TabBarTheme: Sendable, Equatable {
    /// The selected tab's icon colour.
    public var selectedTint: LottieColor
    /// The other icons' colour.
    public var unselectedTint: LottieColor
    /// Which properties the tint replaces (`**.Color`: every solid colour).
    public var tintKeypath: String

    /// A theme; iOS's system blue and grey unless given.
    public init(selectedTint: LottieColor = LottieColor(red: 0, green: 0.478, blue: 1), unselectedTint: LottieColor = LottieColor(red: 0.557, green: 0.557, blue: 0.576), tintKeypath: String = "**.Color") {
        self.selectedTint = selectedTint
        self.unselectedTint = unselectedTint
        self.tintKeypath = tintKeypath
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
    public init(style: Style = .pill, color: LottieColor = LottieColor(red: 0, green: 0.478, blue: 1, alpha: 0.14), track: TrackTiming? = nil) {
        self.style = style
        self.color = color
        self.track = track
    }
}
