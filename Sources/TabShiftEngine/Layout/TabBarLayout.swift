import LottieModel
import VectorGraphics

/// Where each tab, icon and indicator sits in the bar. In right-to-left layouts the first tab is on the right
/// and the leading inset is on the right too.
public struct TabBarLayout: Sendable, Equatable {
    /// The bar's width in points.
    public let width: Double
    /// The bar's height in points.
    public let height: Double
    /// The area inside the insets, where the tabs' slots are.
    public let content: Rect
    /// How many tabs share the content area.
    public let tabCount: Int
    /// The side of each icon's square, in points.
    public let iconSize: Double
    /// Left to right, or right to left (tab 0 on the right).
    public let direction: TabBarLayoutDirection
    /// The indicator's shape.
    public let indicatorStyle: IndicatorManifest.Style

    /// The layout `manifest` describes.
    public init(manifest: TabBarManifest) {
        width = manifest.width
        height = manifest.height
        let insets = manifest.insets
        let left = manifest.layoutDirection == .leftToRight ? insets.leading : insets.trailing
        let right = manifest.layoutDirection == .leftToRight ? insets.trailing : insets.leading
        content = Rect(x: left, y: insets.top, width: max(manifest.width - left - right, 0), height: max(manifest.height - insets.top - insets.bottom, 0))
        tabCount = manifest.tabs.count
        iconSize = manifest.iconSize
        direction = manifest.layoutDirection
        indicatorStyle = manifest.indicator.style
    }

    /// Each tab's share of the content width.
    public var slotWidth: Double { content.width / Double(max(tabCount, 1)) }

    /// Tab `index`'s slot, mirrored for right-to-left bars.
    public func slot(_ index: Int) -> Rect {
        let x = direction == .leftToRight ? content.x + Double(index) * slotWidth : content.maxX - Double(index + 1) * slotWidth
        return Rect(x: x, y: content.y, width: slotWidth, height: content.height)
    }

    /// The icon's square, centred in its slot.
    public func iconRect(_ index: Int) -> Rect {
        let slot = slot(index)
        return Rect(x: slot.midX - iconSize / 2, y: slot.midY - iconSize / 2, width: iconSize, height: iconSize)
    }

    /// The indicator resting on a tab, by style: a pill round the icon, a line under the slot, or a dot below it.
    public func indicatorRect(_ index: Int) -> Rect {
        let icon = iconRect(index), slot = slot(index)
        switch indicatorStyle {
        case .pill:
            let padX = iconSize * 0.55, padY = iconSize * 0.22
            return Rect(x: icon.x - padX, y: icon.y - padY, width: icon.width + 2 * padX, height: icon.height + 2 * padY)
        case .underline:
            let lineWidth = min(slot.width * 0.7, iconSize * 1.6)
            return Rect(x: slot.midX - lineWidth / 2, y: content.maxY - 3, width: lineWidth, height: 3)
        case .dot, .none:
            let diameter = max(iconSize * 0.16, 4)
            return Rect(x: slot.midX - diameter / 2, y: min(icon.maxY + diameter, content.maxY - diameter), width: diameter, height: diameter)
        }
    }

    /// +1 when going from `from` to `to` moves right on screen, −1 when left, 0 when it stays.
    public func screenDirection(from: Int, to: Int) -> Double {
        let delta = slot(to).midX - slot(from).midX
        return delta > 0 ? 1 : delta < 0 ? -1 : 0
    }
}
