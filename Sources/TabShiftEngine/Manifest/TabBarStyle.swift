import VectorGraphics

/// Which platform's tab bar the layout follows.
public enum TabBarStyle: String, Sendable, Equatable, CaseIterable {
    /// iOS: the icon with its title under it; a pill indicator wraps both.
    case ios
    /// Material 3's navigation bar: a 64 × 32 pill behind the icon, the label under the pill.
    case material

    /// The side of an icon's square when a manifest gives none.
    public var defaultIconSize: Double { self == .ios ? 30 : 24 }
    /// Title text size in points.
    public var titleFontSize: Double { self == .ios ? 10 : 12 }
    /// Space between the icon (material: its pill) and the title.
    var titleGap: Double { self == .ios ? 2 : 4 }
}

/// When titles are drawn.
public enum TitleVisibility: String, Sendable, Equatable, CaseIterable {
    /// Every tab's title, always.
    case always
    /// Only the selected tab's title (Material's label-when-selected): it fades in as the icon moves up to make
    /// room, and out as the icon moves back down.
    case selected
    /// No titles: icons centred, as bars without titles are.
    case never
}

/// A weight of the system font titles are drawn in.
public enum TitleWeight: String, Sendable, Equatable, CaseIterable {
    case regular, medium, semibold, bold

    /// The weight on CSS's 100–900 scale.
    public var value: Int {
        switch self {
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        }
    }
}

/// How titles are set: the font family (a fontconfig family such as `sans-serif`) and the selected and unselected
/// weights, which cross-fade as a shift runs.
public struct TitleFont: Sendable, Equatable {
    /// The family asked of fontconfig.
    public var family: String
    /// Text size in points; nil takes the style's (10 on iOS, 12 on Material).
    public var size: Double?
    /// The selected tab's weight.
    public var selectedWeight: TitleWeight
    /// The other tabs' weight.
    public var unselectedWeight: TitleWeight

    /// A title font; the system sans-serif at medium weight unless given.
    public init(
        family: String = "sans-serif", size: Double? = nil, selectedWeight: TitleWeight = .medium,
        unselectedWeight: TitleWeight = .medium
    ) {
        self.family = family
        self.size = size
        self.selectedWeight = selectedWeight
        self.unselectedWeight = unselectedWeight
    }
}
