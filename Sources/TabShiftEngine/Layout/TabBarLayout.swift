@_spi(Model) import LottieModel
import VectorGraphics

/// Where each tab, icon, title, badge and indicator sits in the bar. In right-to-left layouts the first tab is on
/// the right, the leading inset is on the right too, and badges sit at the icon's top left.
///
/// A tab with a title stacks its icon (Material: the icon's pill) over the title, the stack centred in the slot;
/// a tab without one centres its icon. With titles shown only when selected, an icon moves between the two
/// places as its tab is selected or deselected.
package struct TabBarLayout: Sendable, Equatable {
    /// The bar's width in points.
    package let width: Double
    /// The bar's height in points, without the safe area under it.
    package let height: Double
    /// The area inside the insets, where the tabs' slots are.
    package let content: Rect
    /// How many tabs share the content area.
    package let tabCount: Int
    /// The side of each icon's square, in points.
    package let iconSize: Double
    /// Left to right, or right to left (tab 0 on the right).
    package let direction: TabBarLayoutDirection
    /// The indicator's shape.
    package let indicatorStyle: IndicatorManifest.Style
    /// iOS or Material.
    package let style: TabBarStyle
    /// Title text size in points.
    package let titleFontSize: Double
    /// Per tab, whether it can show a title (it has one and titles are not turned off).
    private let titled: [Bool]
    /// Whether titles show only on the selected tab.
    private let titlesWhenSelected: Bool

    /// The layout `manifest` describes.
    package init(manifest: TabBarManifest) {
        width = manifest.width
        height = manifest.height
        let insets = manifest.insets
        let left = manifest.layoutDirection == .leftToRight ? insets.leading : insets.trailing
        let right = manifest.layoutDirection == .leftToRight ? insets.trailing : insets.leading
        content = Rect(
            x: left, y: insets.top, width: max(manifest.width - left - right, 0),
            height: max(manifest.height - insets.top - insets.bottom, 0))
        tabCount = manifest.tabs.count
        iconSize = manifest.iconSize
        direction = manifest.layoutDirection
        indicatorStyle = manifest.indicator.style
        style = manifest.style
        titleFontSize = manifest.titleFont.size ?? manifest.style.titleFontSize
        titled = manifest.tabs.indices.map(manifest.showsTitle)
        titlesWhenSelected = manifest.titles == .selected
    }

    /// Each tab's share of the content width.
    package var slotWidth: Double { content.width / Double(max(tabCount, 1)) }

    /// Tab `index`'s slot, mirrored for right-to-left bars.
    package func slot(_ index: Int) -> Rect {
        let x =
            direction == .leftToRight
            ? content.x + Double(index) * slotWidth : content.maxX - Double(index + 1) * slotWidth
        return Rect(x: x, y: content.y, width: slotWidth, height: content.height)
    }

    /// Whether tab `index` has a title to show (it has one and titles are not turned off).
    package func showsTitle(_ index: Int) -> Bool { titled.indices.contains(index) && titled[index] }

    /// How much of the title tab `index` shows at `selection`: 1 when titles always show, the selection when they
    /// show only on the selected tab, 0 without a title.
    package func titleShare(_ index: Int, selection: Double) -> Double {
        guard showsTitle(index) else { return 0 }
        return titlesWhenSelected ? min(max(selection, 0), 1) : 1
    }

    /// The icon's square at rest, centred in its slot or at the top of its stack, or between the two by the share
    /// of title shown.
    package func iconRect(_ index: Int, selection: Double = 1) -> Rect {
        let slot = slot(index)
        let share = titleShare(index, selection: selection)
        let centredY = slot.midY - iconSize / 2
        let stackedY = stackTop(index) + (iconBoxHeight - iconSize) / 2
        return Rect(
            x: slot.midX - iconSize / 2, y: centredY + (stackedY - centredY) * share, width: iconSize, height: iconSize)
    }

    /// The title's line under the icon: the slot's width less a little room at each side, a line high.
    package func titleRect(_ index: Int) -> Rect {
        let slot = slot(index)
        let top = stackTop(index) + iconBoxHeight + style.titleGap
        return Rect(x: slot.x + 2, y: top, width: max(slot.width - 4, 0), height: titleLineHeight)
    }

    /// A title line's height: the text size and room for descenders.
    package var titleLineHeight: Double { (titleFontSize * 1.3).rounded() }

    /// The indicator resting on a tab, by style. iOS: a pill round the icon (and its title), a line under the slot,
    /// or a dot below the icon. Material: a pill twice as wide as the icon is high (64 × 32 for a 24-point icon)
    /// behind the icon.
    package func indicatorRect(_ index: Int) -> Rect {
        let icon = iconRect(index), slot = slot(index)
        switch indicatorStyle {
        case .pill where style == .material:
            return materialPill(around: icon)
        case .pill where showsTitle(index) && !titlesWhenSelected:
            // The pill wraps the icon and its title, as iOS 26's bar does.
            let title = titleRect(index)
            let padY = iconSize * 0.16
            let width = min(max(iconSize * 2.1, slot.width - 6), slot.width)
            return Rect(
                x: slot.midX - width / 2, y: icon.y - padY, width: width, height: title.maxY - icon.y + 2 * padY)
        case .pill:
            let padX = iconSize * 0.55, padY = iconSize * 0.22
            return Rect(
                x: icon.x - padX, y: icon.y - padY, width: icon.width + 2 * padX, height: icon.height + 2 * padY)
        case .underline:
            let lineWidth = min(slot.width * 0.7, iconSize * 1.6)
            return Rect(x: slot.midX - lineWidth / 2, y: content.maxY - 3, width: lineWidth, height: 3)
        case .dot, .none:
            let diameter = max(iconSize * 0.16, 4)
            let below = showsTitle(index) && !titlesWhenSelected ? titleRect(index).maxY : icon.maxY
            return Rect(
                x: slot.midX - diameter / 2, y: min(below + diameter, content.maxY - diameter), width: diameter,
                height: diameter)
        }
    }

    /// Material's pill centred on an icon.
    package func materialPill(around icon: Rect) -> Rect {
        let pillHeight = iconSize * 4 / 3, pillWidth = iconSize * 8 / 3
        return Rect(x: icon.midX - pillWidth / 2, y: icon.midY - pillHeight / 2, width: pillWidth, height: pillHeight)
    }

    /// Where a badge hangs on an icon's square: its centre line's height and the edge it grows from (the icon's
    /// top trailing corner, moved in), with the side it grows toward: +1 right, −1 left.
    package func badgeAnchor(icon: Rect) -> (point: Point, growth: Double) {
        let inset = iconSize * (style == .ios ? 0.2 : 0.17)
        let y = icon.minY + iconSize * (style == .ios ? 0.12 : 0.15)
        return direction == .leftToRight
            ? (Point(x: icon.midX + inset, y: y), 1) : (Point(x: icon.midX - inset, y: y), -1)
    }

    /// A badge's height with text in it, and a dot's diameter.
    package var badgeHeight: Double { style == .ios ? 18 : 16 }
    /// The diameter of a dot badge.
    package var badgeDotDiameter: Double { style == .ios ? 10 : 6 }
    /// The text size in badges.
    package var badgeFontSize: Double { style == .ios ? 13 : 11 }

    /// +1 when going from `from` to `to` moves right on screen, −1 when left, 0 when it stays.
    package func screenDirection(from: Int, to: Int) -> Double {
        let delta = slot(to).midX - slot(from).midX
        return delta > 0 ? 1 : delta < 0 ? -1 : 0
    }

    /// The height of what sits above the title: the icon, or on Material the pill behind it.
    private var iconBoxHeight: Double { style == .material ? iconSize * 4 / 3 : iconSize }

    /// The top of a titled tab's stack, centred in its slot.
    private func stackTop(_ index: Int) -> Double {
        let slot = slot(index)
        let stack = iconBoxHeight + style.titleGap + titleLineHeight
        return slot.midY - stack / 2
    }
}
