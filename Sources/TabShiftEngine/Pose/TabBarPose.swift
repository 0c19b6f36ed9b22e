import LottieModel
import VectorGraphics

/// Everything needed to draw the bar at one moment: each icon's frame and placement, and the indicator.
public struct TabBarPose: Sendable, Equatable {
    /// Seconds since the session began.
    public var time: Double
    /// Every tab, in the bar's order.
    public var tabs: [TabPose]
    /// The indicator, when the bar has one.
    public var indicator: IndicatorPose?
    /// The tab the bar is selecting or has selected.
    public var selectedIndex: Int
    /// Nothing moves any more.
    public var isSettled: Bool
}

/// One tab at one moment: its icon's frame, place, opacity and tint.
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
    /// In reduced motion, the frame being faded out under `frame`.
    public var crossFade: CrossFade?
}

/// An icon fading from an earlier frame and tint to its current ones: the old draws at 1 − `progress`.
public struct CrossFade: Sendable, Equatable {
    /// The frame the icon cross-fades from.
    public var fromFrame: Double
    /// The tint the icon cross-fades from.
    public var fromTint: LottieColor
    /// How far the cross-fade has gone, 0…1.
    public var progress: Double
}

/// The selection indicator at one moment.
public struct IndicatorPose: Sendable, Equatable {
    /// Pill, underline or dot.
    public var style: IndicatorManifest.Style
    /// Where it is, in the bar's points.
    public var rect: Rect
    /// Its colour.
    public var color: LottieColor
}
