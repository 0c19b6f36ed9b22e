import VectorGraphics

/// A tab bar described as data: its size and layout, its tabs and their icon animations, its look and its timing.
public struct TabBarManifest: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var insets: TabBarInsets
    public var layoutDirection: TabBarLayoutDirection
    public var iconSize: Double
    /// Painted behind everything; nil leaves the bar transparent.
    public var background: LottieColor?
    public var tabs: [TabManifest]
    public var theme: TabBarTheme
    public var indicator: IndicatorManifest
    public var timing: ShiftTiming
    /// The id of the tab selected at first; nil selects the first tab.
    public var initialSelection: String?

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

public struct TabBarInsets: Sendable, Equatable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

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
    public var id: String
    public var title: String
    public var animationPath: String

    public init(id: String, title: String, animationPath: String) {
        self.id = id
        self.title = title
        self.animationPath = animationPath
    }
}

/// Tints of selected and unselected icons, applied to the properties a keypath names (`**.Color` by default).
public struct TabBarTheme: Sendable, Equatable {
    public var selectedTint: LottieColor
    public var unselectedTint: LottieColor
    public var tintKeypath: String

    public init(selectedTint: LottieColor = LottieColor(red: 0, green: 0.478, blue: 1), unselectedTint: LottieColor = LottieColor(red: 0.557, green: 0.557, blue: 0.576), tintKeypath: String = "**.Color") {
        self.selectedTint = selectedTint
        self.unselectedTint = unselectedTint
        self.tintKeypath = tintKeypath
    }
}

/// The mark showing which tab is selected.
public struct IndicatorManifest: Sendable, Equatable {
    public enum Style: String, Sendable, Equatable, CaseIterable {
        case none, pill, underline, dot
    }

    public var style: Style
    public var color: LottieColor
    /// Its own timing track; nil uses the shift's default for the indicator.
    public var track: TrackTiming?

    public init(style: Style = .pill, color: LottieColor = LottieColor(red: 0, green: 0.478, blue: 1, alpha: 0.14), track: TrackTiming? = nil) {
        self.style = style
        self.color = color
        self.track = track
    }
}
