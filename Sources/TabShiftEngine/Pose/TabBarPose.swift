import LottieModel
import VectorGraphics

/// Everything needed to draw the bar at one moment: each icon's frame and placement, and the indicator.
public struct TabBarPose: Sendable, Equatable {
    public var time: Double
    public var tabs: [TabPose]
    public var indicator: IndicatorPose?
    /// The tab the bar is selecting or has selected.
    public var selectedIndex: Int
    /// Nothing moves any more.
    public var isSettled: Bool
}

public struct TabPose: Sendable, Equatable {
    public var id: String
    public var index: Int
    /// The icon's frame, fractional.
    public var frame: Double
    /// Where the icon's square sits before `offset` and `scale`.
    public var iconRect: Rect
    public var offset: Point
    /// Scaling about the icon's centre.
    public var scale: Double
    public var opacity: Double
    public var tint: LottieColor
    /// In reduced motion, the frame being faded out under `frame`.
    public var crossFade: CrossFade?
}

/// An icon fading from an earlier frame and tint to its current ones: the old draws at 1 − `progress`.
public struct CrossFade: Sendable, Equatable {
    public var fromFrame: Double
    public var fromTint: LottieColor
    public var progress: Double
}

public struct IndicatorPose: Sendable, Equatable {
    public var style: IndicatorManifest.Style
    public var rect: Rect
    public var color: LottieColor
}
