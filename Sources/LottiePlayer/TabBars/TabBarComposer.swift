import LottieInterpreter
import LottieModel
import TabShiftEngine
import VectorGraphics

/// Composes a `TabBarPose` and the icons' scenes into one scene of the whole bar.
public struct TabBarComposer: Sendable {
    /// The bar this composer draws.
    public let document: TabBarDocument
    /// The theme's tint keypath, parsed once rather than for every icon of every frame.
    private let tintPattern: KeypathPattern

    /// A composer of `document`'s bar.
    public init(document: TabBarDocument) {
        self.document = document
        tintPattern = KeypathPattern(document.manifest.theme.tintKeypath)
    }

    /// The whole bar at `pose`: background, indicator and every icon, tinted.
    public func scene(for pose: TabBarPose) -> LottieScene {
        scene(for: pose) { index, frame, tint in iconScene(index: index, frame: frame, tint: tint) }
    }

    /// The icon `index` at `frame` (within its animation) with the tint applied; with `memory`, reusing what the
    /// icon's last scene made with it worked out.
    func iconScene(index: Int, frame: Double, tint: LottieColor, memory: SceneMemory? = nil) -> LottieScene {
        let icon = document.icons[index]
        // The icon's own overrides come after the tint, so a colour set by keypath wins over it.
        let overrides = PropertyOverrides().settingColor(tint, for: tintPattern).merging(icon.overrides)
        guard let memory else { return icon.interpreter.scene(at: frame, overrides: overrides) }
        return icon.interpreter.scene(at: frame, overrides: overrides, memory: memory)
    }

    /// The bar with each icon's scene from `iconScene`, which a renderer may answer from what it kept.
    func scene(for pose: TabBarPose, iconScene: (_ index: Int, _ frame: Double, _ tint: LottieColor) -> LottieScene) -> LottieScene {
        let manifest = document.manifest
        var nodes: [SceneNode] = []
        if let background = manifest.background {
            nodes.append(.fill(FillNode(path: .rectangle(x: 0, y: 0, width: manifest.width, height: manifest.height), paint: .solid(background))))
        }
        if let indicator = pose.indicator, indicator.rect.width > 0 {
            let path: BezierPath = switch indicator.style {
            case .pill, .underline: .roundedRectangle(indicator.rect, radius: indicator.rect.height / 2)
            case .dot, .none: .ellipse(in: indicator.rect)
            }
            nodes.append(.fill(FillNode(path: path, paint: .solid(indicator.color))))
        }
        for tab in pose.tabs {
            if let fade = tab.crossFade {
                nodes += icon(tab, frame: fade.fromFrame, tint: fade.fromTint, opacity: tab.opacity * (1 - fade.progress), iconScene: iconScene)
                nodes += icon(tab, frame: tab.frame, tint: tab.tint, opacity: tab.opacity * fade.progress, iconScene: iconScene)
            } else {
                nodes += icon(tab, frame: tab.frame, tint: tab.tint, opacity: tab.opacity, iconScene: iconScene)
            }
        }
        return LottieScene(width: manifest.width, height: manifest.height, nodes: nodes)
    }

    /// The icon fitted into its square, leaned by its offset, scaled about its centre and clipped to its composition.
    private func icon(_ tab: TabPose, frame: Double, tint: LottieColor, opacity: Double, iconScene: (Int, Double, LottieColor) -> LottieScene) -> [SceneNode] {
        guard opacity > 0 else { return [] }
        let animation = document.icons[tab.index].animation
        let frame = min(max(frame, animation.inPoint), max(animation.outPoint - 0.001, animation.inPoint))
        let iconScene = iconScene(tab.index, frame, tint)
        let fit = min(tab.iconRect.width / animation.width, tab.iconRect.height / animation.height)
        let center = Point(x: tab.iconRect.midX + tab.offset.x, y: tab.iconRect.midY + tab.offset.y)
        let transform = AffineTransform.translation(x: -animation.width / 2, y: -animation.height / 2)
            .followed(by: .scale(x: fit * tab.scale, y: fit * tab.scale))
            .followed(by: .translation(x: center.x, y: center.y))
        let clip = BezierPath.rectangle(x: 0, y: 0, width: animation.width, height: animation.height)
        // Each icon is a layer of its own, as in an app's bar: a canvas can composite one at rest without drawing it.
        return [.group(SceneGroup(transform: transform, opacity: opacity, clip: clip, isSeparateLayer: true, children: iconScene.nodes))]
    }
}
