@_spi(Model) import LottieModel
import VectorGraphics

/// Everything needed to draw the bar at one moment: each tab's icon, title and badge, and the indicators.
public struct TabBarPose: Sendable, Equatable {
    /// Seconds since the session began.
    public var time: Double
    /// Every tab, in the bar's order.
    public var tabs: [TabPose]
    /// The indicators to draw, in order: one that slides between tabs, or (Material, and in reduced motion) one
    /// per tab it is leaving or reaching, each growing or fading.
    public var indicators: [IndicatorPose]
    /// The tab the bar is selecting or has selected.
    public var selectedIndex: Int
    /// Nothing moves any more.
    public var isSettled: Bool

    /// The indicator drawn last: the one on the tab being reached.
    public var indicator: IndicatorPose? { indicators.last }
}

/// One tab at one moment: its icon's frame, place, opacity and tint, its title and its badge.
public struct TabPose: Sendable, Equatable {
    /// The tab's id.
    public var id: String
    /// The tab's position in the bar.
    public var index: Int
    /// The icon's frame, fractional.
    public var frame: Double
    /// Where the icon's square sits before `offset` and `scale`.
    public var iconRect: Rect
    /// How far the icon is pushed from its place, in points (the direction-aware shift).
    public var offset: Point
    /// Scaling about the icon's centre.
    public var scale: Double
    /// The icon's opacity, 0…1.
    public var opacity: Double
    /// The colour the icon's tint keypath is drawn in.
    public var tint: LottieColor
    /// In reduced motion, the look being faded out under the current one.
    public var crossFade: CrossFade?
    /// The title, when the tab shows one.
    public var title: TitlePose?
    /// The badge, when the tab has one (or is losing one).
    public var badge: BadgePose?
}

/// An icon fading from an earlier frame, tint and place to its current ones: the old draws at 1 − `progress`.
public struct CrossFade: Sendable, Equatable {
    /// The frame the icon cross-fades from.
    public var fromFrame: Double
    /// The tint the icon cross-fades from.
    public var fromTint: LottieColor
    /// How far the cross-fade has gone, 0…1.
    public var progress: Double
    /// Where the old look's square sits (it differs from the new one's only when titles show when selected).
    public var fromIconRect: Rect
}

/// A tab's title at one moment.
public struct TitlePose: Sendable, Equatable {
    /// The text.
    public var text: String
    /// The line it is centred in; text wider than it is cut with an ellipsis.
    public var rect: Rect
    /// 0…1: how much of the title shows (it fades in and out when titles show only on the selected tab).
    public var opacity: Double
    /// 0 (unselected look) … 1 (selected look): the colour and weight cross-fade by it.
    public var selection: Double
    /// The colour at this selection.
    public var color: LottieColor
}

/// A tab's badge at one moment: what it shows, and how it is appearing, changing or leaving.
public struct BadgePose: Sendable, Equatable {
    /// What the badge shows now (while leaving, what it showed).
    public var badge: TabBadge
    /// While it changes, what it showed before; it fades out as `change` goes to 1.
    public var previous: TabBadge?
    /// 0…1: how far a change from `previous` has gone.
    public var change: Double
    /// Scaling about the badge's centre: from 0 as it pops in, a bump as it changes, to 0 as it leaves.
    public var scale: Double
    /// 0…1.
    public var opacity: Double
    /// Where the badge hangs: its centre line's height and the edge it grows from (see `TabBarLayout.badgeAnchor`).
    public var anchor: Point
    /// +1 when it grows rightward from the anchor, −1 leftward (right-to-left bars).
    public var growth: Double
    /// The badge's fill.
    public var color: LottieColor
    /// Its text colour.
    public var textColor: LottieColor
}

/// A selection indicator at one moment.
public struct IndicatorPose: Sendable, Equatable {
    /// Pill, underline or dot.
    public var style: IndicatorManifest.Style
    /// Where it is, in the bar's points.
    public var rect: Rect
    /// Its colour.
    public var color: LottieColor
    /// 0…1.
    public var opacity: Double
    /// The tab a per-tab indicator belongs to; nil for the one that slides between tabs.
    public var tabIndex: Int?
}
