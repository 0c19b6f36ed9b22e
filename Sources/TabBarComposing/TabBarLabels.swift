import Foundation
import TabShiftEngine
import TextShaping
import VectorGraphics

/// The text of a bar, as glyph outlines placed where the layout puts it: each title in its selected and unselected
/// weights, cut to its tab's width, and badge labels. The composer draws them and the Lottie export writes them,
/// from the same geometry.
package struct TabBarLabels: Sendable {
    /// A title in both weights; the two are the same outline when the weights are. A class, immutable: the composer
    /// reads a title for every frame, and copying a structure this size counted a reference to each of its parts.
    package final class Title: Sendable {
        package let unselected: TextOutline
        package let selected: TextOutline
        /// The line the layout gives the title, and each weight's path centred in it, placed once: every frame
        /// draws the title there, and the same path frame after frame is one the canvas's kept coverages and
        /// comparisons of scenes know at once, where a path placed anew is compared point by point.
        private let line: Rect
        private let placedUnselected: BezierPath
        private let placedSelected: BezierPath
        /// Whether the two weights draw differently, so that the title cross-fades between them: worked out once, as
        /// comparing the outlines may walk both paths.
        package let weightsDiffer: Bool

        init(unselected: TextOutline, selected: TextOutline, line: Rect) {
            self.unselected = unselected
            self.selected = selected
            self.line = line
            placedUnselected = TabBarLabels.placed(unselected, in: line)
            placedSelected = TabBarLabels.placed(selected, in: line)
            weightsDiffer =
                unselected.text != selected.text || unselected.width != selected.width
                || unselected.path != selected.path
        }

        /// The selected or unselected weight's path centred in `rect` (`TabBarLabels.placed(_:in:)`).
        package func path(selected isSelected: Bool, in rect: Rect) -> BezierPath {
            guard rect == line else { return TabBarLabels.placed(isSelected ? selected : unselected, in: rect) }
            return isSelected ? placedSelected : placedUnselected
        }
    }

    /// A badge as drawn: its pill and, unless it is a dot, its label.
    package struct Badge: Sendable {
        /// The pill's size (a dot's diameter both ways).
        package let size: Size
        package let label: TextOutline?
    }

    package struct Size: Sendable, Equatable {
        package var width, height: Double
    }

    package let layout: TabBarLayout
    private let titles: [Title?]
    private let family: String
    /// Badges measured and drawn so far: a badge shows one or two labels, in one place, frame after frame.
    private let badgeShapes = BadgeShapes()

    package init(manifest: TabBarManifest, layout: TabBarLayout) {
        self.layout = layout
        family = manifest.titleFont.family
        let size = layout.titleFontSize
        titles = manifest.tabs.indices.map { index in
            guard layout.showsTitle(index), let text = manifest.tabs[index].title else { return nil }
            let width = layout.titleRect(index).width
            let unselected = TextOutline(
                text, family: manifest.titleFont.family, weight: manifest.titleFont.unselectedWeight.value, size: size,
                maximumWidth: width)
            let selected =
                manifest.titleFont.selectedWeight == manifest.titleFont.unselectedWeight
                ? unselected
                : TextOutline(
                    text, family: manifest.titleFont.family, weight: manifest.titleFont.selectedWeight.value,
                    size: size, maximumWidth: width)
            return Title(unselected: unselected, selected: selected, line: layout.titleRect(index))
        }
    }

    /// Tab `index`'s title outlines, when it shows one.
    package func title(_ index: Int) -> Title? { titles.indices.contains(index) ? titles[index] : nil }

    /// Where an outline's pen starts to centre it in `rect`, on a baseline that centres the font's height.
    package static func origin(of outline: TextOutline, in rect: Rect) -> Point {
        Point(x: rect.midX - outline.width / 2, y: rect.midY + (outline.ascent - outline.descent) / 2)
    }

    /// `outline`'s path moved to its origin in `rect`.
    package static func placed(_ outline: TextOutline, in rect: Rect) -> BezierPath {
        let origin = origin(of: outline, in: rect)
        return outline.path.transformed(by: .translation(x: origin.x, y: origin.y))
    }

    /// How `badge` is drawn: a dot, or a pill as wide as its label needs (at least round).
    package func badge(_ badge: TabBadge) -> Badge {
        badgeShapes.badge(badge) {
            guard let text = badge.label else {
                return Badge(size: Size(width: layout.badgeDotDiameter, height: layout.badgeDotDiameter), label: nil)
            }
            let label = TextOutline(text, family: family, weight: 500, size: layout.badgeFontSize)
            let height = layout.badgeHeight
            return Badge(size: Size(width: max(height, label.width + height * 0.6), height: height), label: label)
        }
    }

    /// The pill of `badge` drawn in `rect`, and its label placed there: the very same paths for the same badge in the
    /// same place, where a badge rests frame after frame, so that a canvas knows them at once.
    package func shapes(of badge: Badge, in rect: Rect) -> (pill: BezierPath, label: BezierPath?) {
        badgeShapes.shapes(label: badge.label?.text, in: rect) {
            (.roundedRectangle(rect, radius: rect.height / 2), badge.label.map { Self.placed($0, in: rect) })
        }
    }

    /// The pill of a badge `size` big hanging from `pose`'s anchor: it grows from the anchor's edge toward the
    /// bar's trailing side; a dot is centred a radius in.
    package static func badgeRect(_ size: Size, pose: BadgePose) -> Rect {
        let x = pose.growth > 0 ? pose.anchor.x : pose.anchor.x - size.width
        return Rect(x: x, y: pose.anchor.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The badge's size mid-change: the old size becoming the new.
    package static func blend(_ from: Size, _ to: Size, _ progress: Double) -> Size {
        Size(
            width: from.width + (to.width - from.width) * progress,
            height: from.height + (to.height - from.height) * progress)
    }
}

/// Badges shaped once, by badge, and the paths of the last few drawn, by label and place: a lock, since composers are
/// shared across threads. A badge's text is formatted, shaped and placed anew only when it changes or moves.
private final class BadgeShapes: @unchecked Sendable {
    private struct Placed {
        let text: String?
        let rect: Rect
        let pill: BezierPath
        let label: BezierPath?
    }

    private let lock = NSLock()
    private var badges: [(badge: TabBadge, drawn: TabBarLabels.Badge)] = []
    private var placed: [Placed] = []
    /// Badges beyond this many are shaped each time: a session may set a badge to any number.
    private static let maximumCount = 64
    /// Places kept: a badge changing its label shows two, and moves only while its pill takes the new width.
    private static let maximumPlaced = 4

    func badge(_ badge: TabBadge, shaping: () -> TabBarLabels.Badge) -> TabBarLabels.Badge {
        lock.lock()
        defer { lock.unlock() }
        if let known = badges.first(where: { $0.badge == badge }) { return known.drawn }
        let shaped = shaping()
        if badges.count < Self.maximumCount { badges.append((badge, shaped)) }
        return shaped
    }

    func shapes(
        label text: String?, in rect: Rect, drawing: () -> (pill: BezierPath, label: BezierPath?)
    ) -> (pill: BezierPath, label: BezierPath?) {
        lock.lock()
        defer { lock.unlock() }
        if let known = placed.first(where: { $0.rect == rect && $0.text == text }) { return (known.pill, known.label) }
        let drawn = drawing()
        if placed.count == Self.maximumPlaced { placed.removeFirst() }
        placed.append(Placed(text: text, rect: rect, pill: drawn.pill, label: drawn.label))
        return drawn
    }
}
