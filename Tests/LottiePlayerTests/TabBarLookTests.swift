import Foundation
import LottiePlayer
import Testing

/// Pixel probes of drawn bars: titles under icons in their colours, badges where they hang, Material's pill and
/// label, the dark themes, right-to-left Arabic.
@Suite("Tab bars as drawn")
struct TabBarLookTests {
    static let fixtures = PackagePaths.root.appendingPathComponent("Tests/SnapshotTests/Fixtures")

    /// The bar at rest on `selected` (or after a shift to it), at 2x.
    static func image(_ document: TabBarDocument, shiftingTo target: String? = nil, at time: Double = 5) throws -> PixelImage {
        let start = document.manifest.tabs[document.manifest.initialIndex].id
        let recording = try TabShiftRecording(document: document, plan: TabShiftPlan(from: .id(start), to: .id(target ?? start)))
        return try TabBarRenderer(document: document, viewport: document.viewport(scale: 2)).image(recording.pose(at: min(time, recording.duration)))
    }

    /// Pixels in `rect` (bar points, at 2x) within `tolerance` of `color`.
    static func count(_ color: LottieColor, in image: PixelImage, _ rect: Rect, tolerance: Double = 0.08) -> Int {
        var total = 0
        for y in Int(rect.minY * 2)..<min(Int(rect.maxY * 2), image.height) {
            for x in Int(rect.minX * 2)..<min(Int(rect.maxX * 2), image.width) {
                let pixel = image.pixel(x: x, y: y)
                if abs(pixel.red - color.red) < tolerance, abs(pixel.green - color.green) < tolerance, abs(pixel.blue - color.blue) < tolerance, pixel.alpha > 0.9 { total += 1 }
            }
        }
        return total
    }

    @Test("iOS: each title sits under its icon, the selected one in the selected tint, the others grey; inbox's badge is red at its icon's top right")
    func titlesAndBadge() throws {
        let bar = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let image = try Self.image(bar)
        let layout = bar.bar.layout, theme = bar.manifest.theme
        #expect(Self.count(theme.selectedTint, in: image, layout.titleRect(0)) > 20, "Home in blue")
        #expect(Self.count(theme.unselectedTint, in: image, layout.titleRect(0)) == 0)
        for index in 1...4 {
            #expect(Self.count(theme.unselectedTint, in: image, layout.titleRect(index)) > 20, "title \(index) in grey")
            #expect(Self.count(theme.selectedTint, in: image, layout.titleRect(index)) == 0)
        }
        let icon = layout.iconRect(3)
        let topRight = Rect(x: icon.midX, y: icon.minY - 6, width: icon.width, height: icon.height / 2)
        let topLeft = Rect(x: icon.minX - icon.width / 2, y: icon.minY - 6, width: icon.width / 2, height: icon.height / 2)
        #expect(Self.count(theme.badgeColor, in: image, topRight) > 100 && Self.count(theme.badgeColor, in: image, topLeft) == 0)
        // After a shift to inbox, its title turns blue.
        let shifted = try Self.image(bar, shiftingTo: "inbox")
        #expect(Self.count(theme.selectedTint, in: shifted, layout.titleRect(3)) > 20 && Self.count(theme.selectedTint, in: shifted, layout.titleRect(0)) == 0)
    }

    @Test("the dark theme: a dark background, the same blue, lighter grey titles")
    func darkTheme() throws {
        let bar = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path).applyingTheme(named: "dark")
        let image = try Self.image(bar)
        let background = try #require(bar.manifest.background)
        #expect(background.red < 0.2 && Self.count(background, in: image, Rect(x: 0, y: 0, width: 390, height: 4)) == 390 * 2 * 8)
        #expect(Self.count(bar.manifest.theme.unselectedTint, in: image, bar.bar.layout.titleRect(2)) > 20)
    }

    @Test("Material: the selected tab's pill sits behind its icon in the secondary container colour, its label below; other tabs have neither; the safe area is painted")
    func material() throws {
        let bar = try TabBarDocument(contentsOfFile: Self.fixtures.appendingPathComponent("tabbar-material.json").path)
        let image = try Self.image(bar)
        #expect(image.height == (80 + 24) * 2)
        let layout = bar.bar.layout, pillColor = bar.manifest.indicator.color
        let pill = layout.indicatorRect(0)
        // The pill and the surface are close colours (#E8DEF8 on #F3EDF7): tell them apart finely.
        #expect(Self.count(pillColor, in: image, pill, tolerance: 0.015) > Int(pill.width * pill.height * 4 * 0.5))
        #expect(Self.count(pillColor, in: image, layout.indicatorRect(2), tolerance: 0.015) == 0)
        let label = bar.manifest.theme.titleColor(selection: 1)
        #expect(Self.count(label, in: image, layout.titleRect(0), tolerance: 0.15) > 20)
        #expect(Self.count(label, in: image, layout.titleRect(2), tolerance: 0.15) == 0, "unselected tabs show no label")
        let background = try #require(bar.manifest.background)
        #expect(Self.count(background, in: image, Rect(x: 0, y: 82, width: 412, height: 22)) == 412 * 2 * 44)
        // The dark theme of the same bar.
        let dark = try Self.image(try bar.applyingTheme(named: "dark"))
        #expect(Self.count(LottieColor(hex: "#4A4458")!, in: dark, pill) > Int(pill.width * pill.height * 4 * 0.5))
    }

    @Test("right to left in Arabic: home on the right, titles drawn inside their slots, the long one cut to fit, the 99+ badge left of its icon")
    func arabic() throws {
        let bar = try TabBarDocument(contentsOfFile: Self.fixtures.appendingPathComponent("tabbar-arabic.json").path)
        let image = try Self.image(bar)
        let layout = bar.bar.layout
        #expect(layout.slot(0).minX > layout.slot(4).maxX - 1)
        for index in 0..<5 {
            let slot = layout.slot(index), title = layout.titleRect(index)
            let inked = Self.count(index == 0 ? bar.manifest.theme.selectedTint : bar.manifest.theme.unselectedTint, in: image, title, tolerance: 0.2)
            #expect(inked > 20, "title \(index) is drawn")
            // Nothing of the title spills into the neighbouring slots' title lines.
            let beside = Rect(x: slot.minX - 2, y: title.minY, width: 2, height: title.height)
            #expect(Self.count(bar.manifest.theme.unselectedTint, in: image, beside, tolerance: 0.2) == 0)
        }
        let icon = layout.iconRect(3)
        let leftOfIcon = Rect(x: icon.minX - icon.width / 2, y: icon.minY - 8, width: icon.width, height: icon.height / 2)
        #expect(Self.count(bar.manifest.theme.badgeColor, in: image, leftOfIcon) > 100)
    }

    @Test("a badge drawn as it appears, changes and disappears: it grows from nothing, widens from 9 to 10, and is gone after it shrinks")
    func badgeMotion() throws {
        let bar = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let plan = TabShiftPlan(from: "home", to: "home", badgeChanges: [
            .init(tab: "profile", badge: .count(9), at: 0), .init(tab: "profile", badge: .count(10), at: 1), .init(tab: "profile", badge: nil, at: 2),
        ])
        let recording = try TabShiftRecording(document: bar, plan: plan)
        let renderer = try TabBarRenderer(document: bar, viewport: bar.viewport(scale: 2))
        let icon = bar.bar.layout.iconRect(4), red = bar.manifest.theme.badgeColor
        let area = Rect(x: icon.midX - 4, y: icon.minY - 12, width: icon.width + 12, height: icon.height / 2 + 8)
        func redPixels(at time: Double) throws -> Int { Self.count(red, in: try renderer.image(recording.pose(at: time)), area) }
        let growing = try [0.09, 0.12, 0.16].map(redPixels)
        #expect(growing[0] < growing[1] && growing[1] < growing[2], "\(growing)")
        let nine = try redPixels(at: 0.9), ten = try redPixels(at: 1.9)
        #expect(nine > 300 && ten > nine, "two digits take a wider pill: \(nine) → \(ten)")
        let shrinking = try redPixels(at: 2.08)
        #expect(shrinking > 0 && shrinking < ten)
        #expect(try redPixels(at: 3) == 0)
    }
}
