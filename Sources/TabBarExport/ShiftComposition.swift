import Foundation
import LottieEncoding
@_spi(Model) import LottieModel
import TabBarComposing
import TabShiftEngine
import TextShaping
import VectorGraphics

/// Recorded tab shifts as one Lottie composition that other players play: every pose of every shift sampled at
/// the export's frame rate into keyframes, one shift after another, each under a marker.
///
/// Layers, top first: badges, titles, icons, indicators, the background. Each icon is a precomposition of its own
/// animation whose time remap plays the frames the engine chose; its tint is a rectangle of the tint seen through
/// the icon as a track matte (or, for icons of several colours, a copy in each tint cross-faded). Titles and badge
/// labels are glyph outlines, so no font is needed. Only shape, precomposition and matte features every major
/// player draws are used: rectangles, ellipses, paths, solid fills, transforms, opacity, time remap and alpha mattes.
package struct ShiftComposition {
    /// One shift: its name for the marker (nil for a single shift) and its poses, one per frame of the export.
    package struct Shift {
        let name: String?
        let poses: [TabBarPose]

        /// The shift named `name` (nil for a single shift), posed at each of the export's frames.
        package init(name: String?, poses: [TabBarPose]) {
            self.name = name
            self.poses = poses
        }
    }

    /// The bar's layout, theme, indicator and timing.
    private var manifest: TabBarManifest { composer.manifest }
    /// Where the layout puts each tab, its title and its badge.
    private var layout: TabBarLayout { composer.labels.layout }
    /// One per tab, in manifest order.
    private let icons: [ExportedIcon]
    package let framesPerSecond: Double
    private let poses: [TabBarPose]
    private let markers: [JSONTree]
    private let composer: TabBarComposer

    /// Whether each tab's area is a layer of its own (`tabAreaName`), drawn transparent, for a state machine's
    /// clicks to land on.
    private let tabAreas: Bool

    /// The layer covering tab `id`'s area in an export with tab areas.
    package static func tabAreaName(_ id: String) -> String { "Tab area \(id)" }

    /// The shifts laid end to end, each posed at `framesPerSecond` from its first request until it rests, on the
    /// bar `composer` draws; `icons` are its tabs' icons, in manifest order.
    package init(
        composer: TabBarComposer, icons: [ExportedIcon], shifts: [Shift], framesPerSecond: Double,
        tabAreas: Bool = false
    ) {
        self.icons = icons
        self.composer = composer
        self.tabAreas = tabAreas
        self.framesPerSecond = framesPerSecond
        var poses: [TabBarPose] = []
        var markers: [JSONTree] = []
        for shift in shifts {
            if let name = shift.name {
                markers.append(
                    .object(
                        JSONObject([
                            "tm": .number(Double(poses.count)), "cm": .string(name),
                            "dr": .number(Double(max(shift.poses.count - 1, 0)))
                        ])))
            }
            poses += shift.poses
        }
        self.poses = poses
        self.markers = markers
    }

    /// How many frames the composition has.
    package var frameCount: Int { poses.count }

    /// The composition as Lottie JSON.
    package func json(name: String) throws(TabBarExportError) -> JSONTree {
        var assets: [JSONTree] = [], fonts: [JSONTree] = [], characters: [JSONTree] = []
        var icons: [IconAssets] = []
        for (index, icon) in self.icons.enumerated() {
            let made = try IconAssets(icon: icon, index: index, theme: manifest.theme)
            icons.append(made)
            assets += made.assets
            for font in made.fonts where !fonts.contains(where: { $0.object?["fName"] == font.object?["fName"] }) {
                fonts.append(font)
            }
            characters += made.characters
        }
        let slots = ExportSlots()
        if icons.contains(where: { $0.tintedAssetIDs != nil }) {
            for selected in [false, true] {
                slots.add(
                    LottieObjects.still(
                        LottieObjects.rgb(selected ? manifest.theme.selectedTint : manifest.theme.unselectedTint)),
                    id: ExportSlots.tintID(selected: selected))
            }
        }
        var layers: [JSONObject] = []
        if tabAreas { layers += tabAreaLayers() }
        for index in manifest.tabs.indices.reversed() { layers += badgeLayers(index, slots: slots) }
        for index in manifest.tabs.indices.reversed() { layers += titleLayers(index, slots: slots) }
        for index in manifest.tabs.indices.reversed() {
            layers += iconLayers(index, assets: icons[index], slots: slots)
        }
        layers += indicatorLayers(slots: slots)
        if let background = manifest.background {
            let rectangle = LottieObjects.rectangle(
                position: LottieObjects.still([manifest.width / 2, manifest.drawnHeight / 2]),
                size: LottieObjects.still([manifest.width, manifest.drawnHeight]), roundness: LottieObjects.still([0]))
            let fill = LottieObjects.fill(
                color: slots.slotted(LottieObjects.still(LottieObjects.rgb(background)), id: ExportSlots.background),
                opacity: slots.slotted(LottieObjects.still([background.alpha * 100]), id: ExportSlots.backgroundOpacity)
            )
            layers.append(
                LottieObjects.shapeLayer(
                    name: "Background", index: 0, frames: frameCount, transform: LottieObjects.transform(),
                    shapes: [LottieObjects.group("Background", [rectangle, fill])]))
        }
        for position in layers.indices { layers[position]["ind"] = .number(Double(position + 1)) }
        var root = JSONObject([
            "v": "5.7.4", "nm": .string(name), "fr": .number(framesPerSecond), "ip": 0,
            "op": .number(Double(frameCount)),
            "w": .number(manifest.width), "h": .number(manifest.drawnHeight), "ddd": 0
        ])
        root["assets"] = .array(assets)
        if !fonts.isEmpty { root["fonts"] = .object(JSONObject(["list": .array(fonts)])) }
        if !characters.isEmpty { root["chars"] = .array(characters) }
        root["layers"] = .array(layers.map(JSONTree.object))
        root["markers"] = .array(markers)
        if !slots.slots.members.isEmpty { root["slots"] = .object(slots.slots) }
        return .object(root)
    }

    /// A transparent rectangle over each tab's slot: what a click on the tab hits, in any player.
    private func tabAreaLayers() -> [JSONObject] {
        manifest.tabs.indices.map { index in
            let slot = layout.slot(index)
            let rectangle = LottieObjects.rectangle(
                position: LottieObjects.still([slot.midX, slot.midY]),
                size: LottieObjects.still([slot.width, slot.height]), roundness: LottieObjects.still([0]))
            let fill = LottieObjects.fill(color: LottieObjects.still([0, 0, 0]), opacity: LottieObjects.still([0]))
            let name = Self.tabAreaName(manifest.tabs[index].id)
            return LottieObjects.shapeLayer(
                name: name, index: 0, frames: frameCount, transform: LottieObjects.transform(),
                shapes: [LottieObjects.group(name, [rectangle, fill])])
        }
    }

    // MARK: Icons

    /// An icon's look at one frame: its frame, square, tint and opacity; nil when it does not draw.
    private struct Look {
        var frame: Double
        var rect: Rect
        var tint: LottieColor
        var opacity: Double
    }

    private func iconLayers(_ index: Int, assets: IconAssets, slots: ExportSlots) -> [JSONObject] {
        let current = poses.map { pose -> Look? in
            let tab = pose.tabs[index]
            return Look(
                frame: tab.frame, rect: tab.iconRect, tint: tab.tint,
                opacity: tab.opacity * (tab.crossFade?.progress ?? 1))
        }
        let old = poses.map { pose -> Look? in
            let tab = pose.tabs[index]
            guard let fade = tab.crossFade else { return nil }
            return Look(
                frame: fade.fromFrame, rect: fade.fromIconRect, tint: fade.fromTint,
                opacity: tab.opacity * (1 - fade.progress))
        }
        let id = manifest.tabs[index].id
        var layers = lookLayers(
            index, looks: current, name: id, assets: assets, tintSlot: slots.slotted(_:id:),
            slotID: ExportSlots.tintID(tab: id))
        if old.contains(where: { $0 != nil }) {
            layers += lookLayers(
                index, looks: old, name: id + " (fading out)", assets: assets, tintSlot: slots.slotted(_:id:),
                slotID: ExportSlots.tintID(tab: id + "_fading"))
        }
        return layers
    }

    /// The layers drawing one look of an icon over time: a precomposition with its time remap, tinted.
    private func lookLayers(
        _ index: Int, looks: [Look?], name: String, assets: IconAssets, tintSlot: (JSONTree, String) -> JSONTree,
        slotID: String
    ) -> [JSONObject] {
        let animation = icons[index].animation
        let width = assets.width, height = assets.height
        // Times to a ten-millionth of a second: rounded coarser, a frame a thousandth before the icon's out point
        // would become the out point, where the icon is no longer drawn.
        var time = SampledTrack(tolerance: 1e-6, decimals: 7), position = SampledTrack(tolerance: 0.01),
            scale = SampledTrack(tolerance: 0.01)
        var opacity = SampledTrack(tolerance: 0.1), tint = SampledTrack(tolerance: 0.002),
            selection = SampledTrack(tolerance: 0.1)
        let theme = manifest.theme
        var previous = looks.compactMap { $0 }.first
        for (frameIndex, look) in looks.enumerated() {
            let shown = look ?? previous
            guard let shown else { continue }
            previous = shown
            let tab = poses[frameIndex].tabs[index]
            let frame = min(max(shown.frame, animation.inPoint), max(animation.outPoint - 0.001, animation.inPoint))
            time.append(frame / framesPerSecond)
            let fit = min(shown.rect.width / animation.width, shown.rect.height / animation.height) * tab.scale
            position.append([shown.rect.midX + tab.offset.x, shown.rect.midY + tab.offset.y])
            scale.append([fit * 100, fit * 100])
            opacity.append((look?.opacity ?? 0) * 100)
            tint.append(LottieObjects.rgb(shown.tint))
            selection.append(
                Self.share(of: shown.tint, from: theme.unselectedTint, to: theme.selectedTint) * (look?.opacity ?? 0)
                    * 100)
        }
        let anchor = LottieObjects.still([width / 2, height / 2])
        func precomposition(_ assetID: String, name: String, opacity: JSONTree) -> JSONObject {
            var layer = LottieObjects.layer(
                kind: 0, name: name, index: 0, frames: frameCount,
                transform: LottieObjects.transform(
                    anchor: anchor, position: position.property, scale: scale.property, opacity: opacity))
            layer["refId"] = .string(assetID)
            layer["w"] = .number(width)
            layer["h"] = .number(height)
            layer["tm"] = time.property(alwaysAnimated: true)
            // ThorVG hides a precomposition whose remapped frame is past the layer's out point, and lottie-web draws
            // one equal to it a frame early: the layer lasts past every frame the icon shows.
            layer["op"] = .number(max(Double(frameCount), (animation.outPoint + 1).rounded(.up)))
            return layer
        }
        if let matte = assets.matteAssetID {
            var source = precomposition(matte, name: "\(name) icon", opacity: LottieObjects.still([100]))
            source["td"] = 1
            let box = LottieObjects.rectangle(
                position: LottieObjects.still([width / 2, height / 2]), size: LottieObjects.still([width, height]),
                roundness: LottieObjects.still([0]))
            let fill = LottieObjects.fill(color: tintSlot(tint.property, slotID), opacity: LottieObjects.still([100]))
            var tinted = LottieObjects.shapeLayer(
                name: "\(name) tint", index: 0, frames: frameCount,
                transform: LottieObjects.transform(
                    anchor: anchor, position: position.property, scale: scale.property, opacity: opacity.property),
                shapes: [LottieObjects.group("Tint", [box, fill])]
            )
            tinted["tt"] = 1
            return [source, tinted]
        }
        guard let copies = assets.tintedAssetIDs else { return [] }
        return [
            precomposition(copies.selected, name: "\(name) selected", opacity: selection.property),
            precomposition(copies.unselected, name: "\(name) unselected", opacity: opacity.property)
        ]
    }

    /// How far `color` is from `from` toward `to`, 0…1.
    private static func share(of color: LottieColor, from: LottieColor, to: LottieColor) -> Double {
        let axis = [to.red - from.red, to.green - from.green, to.blue - from.blue, to.alpha - from.alpha]
        let offset = [color.red - from.red, color.green - from.green, color.blue - from.blue, color.alpha - from.alpha]
        let length = axis.reduce(0) { $0 + $1 * $1 }
        guard length > 1e-12 else { return 0 }
        return min(max(zip(axis, offset).reduce(0) { $0 + $1.0 * $1.1 } / length, 0), 1)
    }

    // MARK: Titles and badges

    private func titleLayers(_ index: Int, slots: ExportSlots) -> [JSONObject] {
        guard let outlines = composer.labels.title(index), let rect = poses.first?.tabs[index].title?.rect else {
            return []
        }
        var color = SampledTrack(tolerance: 0.002), unselected = SampledTrack(tolerance: 0.1),
            selected = SampledTrack(tolerance: 0.1)
        for pose in poses {
            let title = pose.tabs[index].title
            color.append(LottieObjects.rgb(title?.color ?? .white))
            let shown = (title?.opacity ?? 0) * (title?.color.alpha ?? 1) * 100
            let selection = outlines.weightsDiffer ? (title?.selection ?? 0) : 0
            unselected.append(shown * (1 - selection))
            selected.append(shown * selection)
        }
        let colorProperty = slots.slotted(
            color.property, id: ExportSlots.titleID(tab: manifest.tabs[index].id))
        let tab = manifest.tabs[index].id
        func text(_ outline: TextOutline, opacity: SampledTrack, name: String, selected: Bool) -> JSONTree {
            let opacity = slots.slotted(opacity.property, id: ExportSlots.titleOpacityID(tab: tab, selected: selected))
            return LottieObjects.group(
                name, LottieObjects.paths(outline.path) + [LottieObjects.fill(color: colorProperty, opacity: opacity)],
                offset: TabBarLabels.origin(of: outline, in: rect))
        }
        var groups = [text(outlines.unselected, opacity: unselected, name: "Title", selected: false)]
        if outlines.weightsDiffer {
            groups.insert(text(outlines.selected, opacity: selected, name: "Title (selected)", selected: true), at: 0)
        }
        return [
            LottieObjects.shapeLayer(
                name: "\(manifest.tabs[index].id) title", index: 0, frames: frameCount,
                transform: LottieObjects.transform(), shapes: groups)
        ]
    }

    private func badgeLayers(_ index: Int, slots: ExportSlots) -> [JSONObject] {
        let badges = poses.map { $0.tabs[index].badge }
        guard let first = badges.compactMap({ $0 }).first else { return [] }
        let labels = Array(Set(badges.flatMap { [$0?.badge.label, $0?.previous?.label] }.compactMap { $0 })).sorted()
        var position = SampledTrack(tolerance: 0.01), scale = SampledTrack(tolerance: 0.01),
            opacity = SampledTrack(tolerance: 0.1)
        var size = SampledTrack(tolerance: 0.01), roundness = SampledTrack(tolerance: 0.01)
        var labelOpacity = labels.map { _ in SampledTrack(tolerance: 0.1) }
        var last = first
        for badge in badges {
            let shown = badge ?? last
            last = shown
            let current = composer.labels.badge(shown.badge)
            let previous = shown.previous.map(composer.labels.badge)
            let blended = previous.map { TabBarLabels.blend($0.size, current.size, shown.change) } ?? current.size
            let rect = TabBarLabels.badgeRect(blended, pose: shown)
            position.append([rect.midX, rect.midY])
            scale.append([shown.scale * 100, shown.scale * 100])
            opacity.append(badge == nil ? 0 : shown.opacity * 100)
            size.append([rect.width, rect.height])
            roundness.append(min(rect.width, rect.height) / 2)
            for (position, label) in labels.enumerated() {
                let value: Double =
                    if label == shown.badge.label {
                        shown.previous == nil ? 1 : shown.change
                    } else if label == shown.previous?.label { 1 - shown.change } else { 0 }
                labelOpacity[position].append(value * shown.textColor.alpha * 100)
            }
        }
        let tab = manifest.tabs[index].id
        let labelColor = slots.slotted(
            LottieObjects.still(LottieObjects.rgb(first.textColor)), id: ExportSlots.badgeLabelID(tab: tab))
        var shapes: [JSONTree] = []
        for (position, label) in labels.enumerated() {
            let outline =
                composer.labels.badge(.text(label)).label
                ?? TextOutline(
                    label, family: manifest.titleFont.family, weight: 500,
                    size: layout.badgeFontSize)
            let offset = TabBarLabels.origin(of: outline, in: Rect(x: 0, y: 0, width: 0, height: 0))
            shapes.append(
                LottieObjects.group(
                    "Label \(label)",
                    LottieObjects.paths(outline.path) + [
                        LottieObjects.fill(
                            color: labelColor,
                            opacity: slots.slotted(
                                labelOpacity[position].property,
                                id: ExportSlots.badgeLabelOpacityID(tab: tab, label: position)))
                    ], offset: offset))
        }
        let pill = LottieObjects.rectangle(
            position: LottieObjects.still([0, 0]), size: size.property, roundness: roundness.property)
        shapes.append(
            LottieObjects.group(
                "Badge",
                [
                    pill,
                    LottieObjects.fill(
                        color: slots.slotted(
                            LottieObjects.still(LottieObjects.rgb(first.color)), id: ExportSlots.badgeID(tab: tab)),
                        opacity: slots.slotted(
                            LottieObjects.still([first.color.alpha * 100]), id: ExportSlots.badgeOpacityID(tab: tab)))
                ]))
        return [
            LottieObjects.shapeLayer(
                name: "\(manifest.tabs[index].id) badge", index: 0, frames: frameCount,
                transform: LottieObjects.transform(
                    position: position.property, scale: scale.property, opacity: opacity.property), shapes: shapes)
        ]
    }

    // MARK: Indicators

    private func indicatorLayers(slots: ExportSlots) -> [JSONObject] {
        guard manifest.indicator.style != .none else { return [] }
        var owners: [Int?] = []
        if poses.contains(where: { $0.indicators.contains { $0.tabIndex == nil } }) { owners.append(nil) }
        for index in manifest.tabs.indices
        where poses.contains(where: { $0.indicators.contains { $0.tabIndex == index } }) { owners.append(index) }
        return owners.map { owner in
            let shown = poses.map { pose in pose.indicators.first { $0.tabIndex == owner } }
            var center = SampledTrack(tolerance: 0.01), size = SampledTrack(tolerance: 0.01),
                roundness = SampledTrack(tolerance: 0.01), opacity = SampledTrack(tolerance: 0.1)
            var last = shown.compactMap { $0 }.first
            for indicator in shown {
                let drawn = indicator ?? last
                guard let drawn else { continue }
                last = drawn
                center.append([drawn.rect.midX, drawn.rect.midY])
                size.append([drawn.rect.width, drawn.rect.height])
                roundness.append(min(drawn.rect.width, drawn.rect.height) / 2)
                opacity.append(indicator.map { $0.opacity * $0.color.alpha * 100 } ?? 0)
            }
            let outline =
                manifest.indicator.style == .dot
                ? LottieObjects.ellipse(position: center.property, size: size.property)
                : LottieObjects.rectangle(position: center.property, size: size.property, roundness: roundness.property)
            let fill = LottieObjects.fill(
                color: slots.slotted(
                    LottieObjects.still(LottieObjects.rgb(manifest.indicator.color)), id: ExportSlots.indicator),
                opacity: slots.slotted(
                    opacity.property, id: ExportSlots.indicatorOpacityID(owner.map { manifest.tabs[$0].id })))
            let name = owner.map { "Indicator \(manifest.tabs[$0].id)" } ?? "Indicator"
            return LottieObjects.shapeLayer(
                name: name, index: 0, frames: frameCount, transform: LottieObjects.transform(),
                shapes: [LottieObjects.group(name, [outline, fill])])
        }
    }
}
