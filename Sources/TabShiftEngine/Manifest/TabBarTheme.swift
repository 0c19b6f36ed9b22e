import VectorGraphics

/// A bar's colours: the tints of selected and unselected icons (applied to the properties a keypath names,
/// `**.Color` by default), title colours, badge colours, and optionally the background and indicator.
public struct TabBarTheme: Sendable, Equatable {
    /// The selected tab's icon colour.
    public var selectedTint: LottieColor
    /// The other icons' colour.
    public var unselectedTint: LottieColor
    /// Which properties the tint replaces (`**.Color`: every solid colour).
    public var tintKeypath: String
    /// The selected tab's title colour; nil takes the selected tint.
    public var selectedTitleColor: LottieColor?
    /// The other titles' colour; nil takes the unselected tint.
    public var unselectedTitleColor: LottieColor?
    /// The bar's background in this theme; nil keeps the bar's own.
    public var background: LottieColor?
    /// The indicator's colour in this theme; nil keeps the bar's own.
    public var indicatorColor: LottieColor?
    /// A badge's fill.
    public var badgeColor: LottieColor
    /// A badge's text.
    public var badgeTextColor: LottieColor

    /// A theme; iOS's system blue and grey, and its red badges, unless given.
    public init(
        selectedTint: LottieColor = LottieColor(red: 0, green: 0.478, blue: 1),
        unselectedTint: LottieColor = LottieColor(red: 0.557, green: 0.557, blue: 0.576),
        tintKeypath: String = "**.Color", selectedTitleColor: LottieColor? = nil,
        unselectedTitleColor: LottieColor? = nil, background: LottieColor? = nil,
        indicatorColor: LottieColor? = nil, badgeColor: LottieColor = LottieColor(red: 1, green: 0.231, blue: 0.188),
        badgeTextColor: LottieColor = .white
    ) {
        self.selectedTint = selectedTint
        self.unselectedTint = unselectedTint
        self.tintKeypath = tintKeypath
        self.selectedTitleColor = selectedTitleColor
        self.unselectedTitleColor = unselectedTitleColor
        self.background = background
        self.indicatorColor = indicatorColor
        self.badgeColor = badgeColor
        self.badgeTextColor = badgeTextColor
    }

    /// The title colour of a tab `selection` of the way (0…1) from unselected to selected.
    public func titleColor(selection: Double) -> LottieColor {
        (unselectedTitleColor ?? unselectedTint).interpolated(
            to: selectedTitleColor ?? selectedTint, progress: min(max(selection, 0), 1))
    }

    /// The tint of an icon `selection` of the way from unselected to selected.
    public func tint(selection: Double) -> LottieColor {
        unselectedTint.interpolated(to: selectedTint, progress: min(max(selection, 0), 1))
    }

    /// The colours of `style` in `name` (`light` or `dark`): iOS's system colours, or Material 3's baseline
    /// scheme (surface container, secondary container indicator, error badges); nil for other names.
    public static func builtIn(_ name: String, style: TabBarStyle) -> TabBarTheme? {
        func hex(_ text: String) -> LottieColor { LottieColor(hex: text) ?? .white }
        switch (style, name) {
        case (.ios, "light"):
            return TabBarTheme()
        case (.ios, "dark"):
            return TabBarTheme(
                selectedTint: hex("#0A84FF"), unselectedTint: hex("#98989D"), background: hex("#161616F0"),
                indicatorColor: hex("#0A84FF33"), badgeColor: hex("#FF453A"))
        case (.material, "light"):
            return TabBarTheme(
                selectedTint: hex("#1D192B"), unselectedTint: hex("#49454F"), selectedTitleColor: hex("#1D1B20"),
                unselectedTitleColor: hex("#49454F"),
                background: hex("#F3EDF7"), indicatorColor: hex("#E8DEF8"), badgeColor: hex("#B3261E"),
                badgeTextColor: .white)
        case (.material, "dark"):
            return TabBarTheme(
                selectedTint: hex("#E8DEF8"), unselectedTint: hex("#CAC4D0"), selectedTitleColor: hex("#E6E0E9"),
                unselectedTitleColor: hex("#CAC4D0"),
                background: hex("#211F26"), indicatorColor: hex("#4A4458"), badgeColor: hex("#F2B8B5"),
                badgeTextColor: hex("#601410"))
        default:
            return nil
        }
    }
}
