import LottieInterpreter
@_spi(Model) import LottieModel
import TabShiftEngine
import TextShaping
import VectorGraphics

/// One tab's icon as the composer draws it: what makes its scenes, the overrides it carries on top of the tint, and
/// its composition's size and frames.
package struct ComposedIcon: Sendable {
    package var interpreter: AnimationInterpreter
    package var overrides: PropertyOverrides
    package let width: Double
    package let height: Double
    package let inPoint: Double
    package let outPoint: Double
    /// The composition's bounds, which clip the icon: one path for every frame, so that a canvas knows an icon moved
    /// around the same content at once.
    package let clip: BezierPath

    /// The icon `animation` drawn by `interpreter` with `overrides`.
    package init(animation: LottieAnimation, interpreter: AnimationInterpreter, overrides: PropertyOverrides) {
        self.interpreter = interpreter
        self.overrides = overrides
        width = animation.width
        height = animation.height
        inPoint = animation.inPoint
        outPoint = animation.outPoint
        clip = .rectangle(x: 0, y: 0, width: animation.width, height: animation.height)
    }
}

/// Composes a `TabBarPose` and the icons' scenes into one scene of the whole bar.
package struct TabBarComposer: Sendable {
    /// The bar's layout, theme, indicator and timing.
    package let manifest: TabBarManifest
    /// One per tab, in manifest order.
    package let icons: [ComposedIcon]
    /// The theme's tint keypath, parsed once rather than for every icon of every frame.
    private let tintPattern: KeypathPattern
    /// Titles and badge labels as outlines, shaped once.
    package let labels: TabBarLabels

    /// A composer of the bar `manifest` lays out as `layout`, with its tabs' `icons`.
    package init(manifest: TabBarManifest, layout: TabBarLayout, icons: [ComposedIcon]) {
        self.manifest = manifest
        self.icons = icons
        tintPattern = KeypathPattern(manifest.theme.tintKeypath)
        labels = TabBarLabels(manifest: manifest, layout: layout)
    }

    /// The whole bar at `pose`: background, indicators, every icon tinted, titles and badges.
    package func scene(for pose: TabBarPose) -> LottieScene {
        scene(for: pose) { index, frame, tint in iconScene(index: index, frame: frame, tint: tint) }
    }

    /// The icon `index` at `frame` (within its animation) with the tint applied; with `memory`, reusing what the
    /// icon's last scene made with it worked out.
    package func iconScene(index: Int, frame: Double, tint: LottieColor, memory: SceneMemory? = nil) -> LottieScene {
        // The icon's own overrides come after the tint, so a colour set by keypath wins over it.
        let overrides = PropertyOverrides().settingColor(tint, for: tintPattern).merging(icons[index].overrides)
        guard let memory else { return icons[index].interpreter.scene(at: frame, overrides: overrides) }
        return icons[index].interpreter.scene(at: frame, overrides: overrides, memory: memory)
    }

    /// The bar with each icon's scene from `iconScene`, which a renderer may answer from what it kept.
    package func scene(
        for pose: TabBarPose, iconScene: (_ index: Int, _ frame: Double, _ tint: LottieColor) -> LottieScene
    ) -> LottieScene {
        // Every part appends to one array, sized for the most a tab adds (two icons in a cross-fade, two weights of
        // its title, a badge): an array per part, joined, allocated several every frame.
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(1 + pose.indicators.count + 5 * pose.tabs.count)
        if let background = manifest.background {
            nodes.append(
                .fill(
                    FillNode(
                        path: .rectangle(x: 0, y: 0, width: manifest.width, height: manifest.drawnHeight),
                        paint: .solid(background))))
        }
        for indicator in pose.indicators where indicator.rect.width > 0 && indicator.opacity > 0 {
            nodes.append(
                .fill(
                    FillNode(
                        path: Self.indicatorPath(indicator), paint: .solid(indicator.color), opacity: indicator.opacity)
                ))
        }
        for tab in pose.tabs {
            if let fade = tab.crossFade {
                var old = tab
                old.iconRect = fade.fromIconRect
                addIcon(
                    old, frame: fade.fromFrame, tint: fade.fromTint, opacity: tab.opacity * (1 - fade.progress),
                    iconScene: iconScene, to: &nodes)
                addIcon(
                    tab, frame: tab.frame, tint: tab.tint, opacity: tab.opacity * fade.progress, iconScene: iconScene,
                    to: &nodes)
            } else {
                addIcon(tab, frame: tab.frame, tint: tab.tint, opacity: tab.opacity, iconScene: iconScene, to: &nodes)
            }
        }
        // Each tab's title and badge read in place: a copy of the whole tab counts a reference to each of its parts.
        for position in pose.tabs.indices {
            if let title = pose.tabs[position].title { addTitle(title, index: pose.tabs[position].index, to: &nodes) }
            if let badge = pose.tabs[position].badge { addBadge(badge, to: &nodes) }
        }
        return LottieScene(width: manifest.width, height: manifest.drawnHeight, nodes: nodes)
    }

    /// A pill or underline as a capsule, a dot as a circle.
    package static func indicatorPath(_ indicator: IndicatorPose) -> BezierPath {
        switch indicator.style {
        case .pill, .underline:
            .roundedRectangle(indicator.rect, radius: min(indicator.rect.height, indicator.rect.width) / 2)
        case .dot, .none: .ellipse(in: indicator.rect)
        }
    }

    /// Adds a title in its colour; when the weights differ, the unselected weight fading into the selected one.
    private func addTitle(_ title: TitlePose, index: Int, to nodes: inout [SceneNode]) {
        guard title.opacity > 0, let outlines = labels.title(index) else { return }
        func text(selected: Bool, opacity: Double) {
            guard opacity > 0 else { return }
            nodes.append(
                .fill(
                    FillNode(
                        path: outlines.path(selected: selected, in: title.rect), paint: .solid(title.color),
                        opacity: opacity)))
        }
        guard outlines.weightsDiffer else { return text(selected: false, opacity: title.opacity) }
        text(selected: false, opacity: title.opacity * (1 - title.selection))
        text(selected: true, opacity: title.opacity * title.selection)
    }

    /// Adds a badge's pill and label, scaled about its centre; mid-change the old label fades into the new as the pill
    /// takes the new one's width.
    private func addBadge(_ badge: BadgePose, to nodes: inout [SceneNode]) {
        guard badge.opacity > 0, badge.scale > 0 else { return }
        let current = labels.badge(badge.badge)
        let previous = badge.previous.map(labels.badge)
        let size = previous.map { TabBarLabels.blend($0.size, current.size, badge.change) } ?? current.size
        let rect = TabBarLabels.badgeRect(size, pose: badge)
        let drawn = labels.shapes(of: current, in: rect)
        var children: [SceneNode] = [.fill(FillNode(path: drawn.pill, paint: .solid(badge.color)))]
        func addLabel(_ label: BezierPath?, opacity: Double) {
            guard let label, opacity > 0 else { return }
            children.append(.fill(FillNode(path: label, paint: .solid(badge.textColor), opacity: opacity)))
        }
        if let previous { addLabel(labels.shapes(of: previous, in: rect).label, opacity: 1 - badge.change) }
        addLabel(drawn.label, opacity: previous == nil ? 1 : badge.change)
        let transform = AffineTransform.translation(x: -rect.midX, y: -rect.midY).followed(
            by: .scale(x: badge.scale, y: badge.scale)
        ).followed(by: .translation(x: rect.midX, y: rect.midY))
        nodes.append(.group(SceneGroup(transform: transform, opacity: badge.opacity, children: children)))
    }

    /// Adds the icon fitted into its square, leaned by its offset, scaled about its centre and clipped to its
    /// composition.
    private func addIcon(
        _ tab: TabPose, frame: Double, tint: LottieColor, opacity: Double,
        iconScene: (Int, Double, LottieColor) -> LottieScene, to nodes: inout [SceneNode]
    ) {
        guard opacity > 0 else { return }
        // The icon's measures read one by one: a copy of the whole icon counted a reference to each of its parts.
        let inPoint = icons[tab.index].inPoint, outPoint = icons[tab.index].outPoint
        let width = icons[tab.index].width, height = icons[tab.index].height
        let frame = min(max(frame, inPoint), max(outPoint - 0.001, inPoint))
        let iconScene = iconScene(tab.index, frame, tint)
        let fit = min(tab.iconRect.width / width, tab.iconRect.height / height)
        let center = Point(x: tab.iconRect.midX + tab.offset.x, y: tab.iconRect.midY + tab.offset.y)
        let transform = AffineTransform.translation(x: -width / 2, y: -height / 2)
            .followed(by: .scale(x: fit * tab.scale, y: fit * tab.scale))
            .followed(by: .translation(x: center.x, y: center.y))
        // Each icon is a layer of its own, as in an app's bar: a canvas can composite one at rest without drawing it.
        nodes.append(
            .group(
                SceneGroup(
                    transform: transform, opacity: opacity, clip: icons[tab.index].clip, isSeparateLayer: true,
                    children: iconScene.nodes)))
    }
}
