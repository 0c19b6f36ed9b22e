import Foundation
import LottieDecoding
@_spi(Model) import LottieModel
import TabBarManifestDecoding
@testable import TabShiftEngine
import Testing
import VectorGraphics

/// Titles, badges, styles, themes, and what reduced motion and reselect do, on the engine's poses.
@Suite("Tab bar titles, badges, styles and themes")
struct BarAppearanceTests {
    static func bar(style: TabBarStyle = .ios, titles: TitleVisibility = .always, direction: TabBarLayoutDirection = .leftToRight, badges: [TabBadge?] = [nil, nil, nil, nil]) throws -> TabBar {
        var manifest = TabFixtures.manifest(direction: direction)
        manifest.style = style
        manifest.titles = titles
        manifest.iconSize = style.defaultIconSize
        for index in manifest.tabs.indices { manifest.tabs[index].badge = badges[index] }
        return try TabBar(manifest: manifest, animations: Array(repeating: TabFixtures.fullIcon, count: 4))
    }

    @Test("iOS stacks each icon over its title in the slot; without titles the icon is centred, as before")
    func stacking() throws {
        let titled = try Self.bar().layout, plain = try Self.bar(titles: .never).layout
        let icon = titled.iconRect(1), title = titled.titleRect(1), slot = titled.slot(1)
        #expect(abs(icon.midX - slot.midX) < 1e-9 && icon.maxY + 2 == title.minY && title.height == 13)
        // The stack (icon, gap, title line) is centred in the slot.
        #expect(abs((icon.minY - slot.minY) - (slot.maxY - title.maxY)) < 1e-9)
        #expect(abs(plain.iconRect(1).midY - slot.midY) < 1e-9 && !plain.showsTitle(1))
        // iOS's pill wraps icon and title.
        let pill = titled.indicatorRect(1)
        #expect(pill.minY < icon.minY && pill.maxY > title.maxY && pill.width > icon.width)
    }

    @Test("label-when-selected: the icon moves up from the centre as its tab is selected and the title fades in with it")
    func titlesWhenSelected() throws {
        let bar = try Self.bar(style: .material, titles: .selected)
        let centred = bar.layout.iconRect(2, selection: 0), stacked = bar.layout.iconRect(2, selection: 1)
        #expect(abs(centred.midY - bar.layout.slot(2).midY) < 1e-9 && stacked.minY < centred.minY)
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(2, at: 0)
        let start = session.pose(at: 0), middle = session.pose(at: 0.25), end = session.pose(at: 1)
        #expect(start.tabs[2].title?.opacity == 0 && start.tabs[0].title?.opacity == 1)
        let rising = try #require(middle.tabs[2].title?.opacity)
        #expect(rising > 0.05 && rising < 0.95)
        #expect(middle.tabs[2].iconRect.minY < centred.minY && middle.tabs[2].iconRect.minY > stacked.minY)
        #expect(end.tabs[2].title?.opacity == 1 && end.tabs[0].title?.opacity == 0 && end.tabs[2].iconRect == stacked)
    }

    @Test("titles take the theme's colours, mixing as the tint does; a tab without a title has none")
    func titleColors() throws {
        var manifest = TabFixtures.manifest()
        manifest.theme.selectedTitleColor = LottieColor(red: 1, green: 0, blue: 0)
        manifest.tabs[3].title = nil
        let bar = try TabBar(manifest: manifest, animations: Array(repeating: TabFixtures.fullIcon, count: 4))
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(1, at: 0)
        let end = session.pose(at: 2)
        #expect(end.tabs[1].title?.color == LottieColor(red: 1, green: 0, blue: 0) && end.tabs[0].title?.color == manifest.theme.unselectedTint)
        #expect(end.tabs[3].title == nil)
        let middle = session.pose(at: 0.15)
        #expect(middle.tabs[1].title?.color == manifest.theme.titleColor(selection: middle.tabs[1].title?.selection ?? -1))
    }

    @Test("Material's pill is 64 × 32 behind a 24-point icon; the new one grows from its centre as the old one shrinks")
    func materialPill() throws {
        let bar = try Self.bar(style: .material)
        let pill = bar.layout.indicatorRect(1), icon = bar.layout.iconRect(1)
        #expect(pill.width == 64 && pill.height == 32 && abs(pill.midX - icon.midX) < 1e-9 && abs(pill.midY - icon.midY) < 1e-9)
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.select(1, at: 0)
        let middle = session.pose(at: 0.25)
        let outgoing = try #require(middle.indicators.first { $0.tabIndex == 0 }), incoming = try #require(middle.indicators.first { $0.tabIndex == 1 })
        #expect(outgoing.rect.width < 64 && incoming.rect.width > 0 && incoming.rect.width < 64 && abs(incoming.rect.midX - pill.midX) < 1e-9)
        #expect(middle.indicator?.tabIndex == 1, "the pill being reached draws last")
        let end = session.pose(at: 2)
        #expect(end.indicators.count == 1 && end.indicators[0].rect.isClose(to: pill) && end.indicators[0].opacity == 1)
    }

    @Test("badges hang at the icon's top trailing corner: right in left-to-right bars, left in right-to-left ones")
    func badgePlacement() throws {
        for direction in [TabBarLayoutDirection.leftToRight, .rightToLeft] {
            let bar = try Self.bar(direction: direction, badges: [nil, .count(3), nil, nil])
            let pose = TabShiftSession(bar: bar).pose(at: 0)
            let badge = try #require(pose.tabs[1].badge)
            let icon = pose.tabs[1].iconRect
            #expect(badge.badge == .count(3) && badge.scale == 1 && badge.opacity == 1 && pose.tabs[0].badge == nil)
            #expect(badge.anchor.y < icon.midY)
            #expect(direction == .leftToRight ? (badge.anchor.x > icon.midX && badge.growth == 1) : (badge.anchor.x < icon.midX && badge.growth == -1))
        }
    }

    @Test("a badge pops in on a spring (overshooting), bumps when it changes, and shrinks away when cleared; each is an event")
    func badgeMotion() throws {
        let bar = try Self.bar()
        var session = TabShiftSession(bar: bar, selected: 0)
        try session.setBadge(.count(1), on: 2, at: 0.1)
        try session.setBadge(.count(2), on: 2, at: 1)
        try session.setBadge(nil, on: 2, at: 2)
        #expect(session.pose(at: 0.05).tabs[2].badge == nil)
        #expect(session.pose(at: 0.1).tabs[2].badge?.scale == 0)
        let popping = (1...40).compactMap { session.pose(at: 0.1 + Double($0) / 100).tabs[2].badge?.scale }
        #expect(popping.max()! > 1.02 && abs(session.pose(at: 0.95).tabs[2].badge!.scale - 1) < 0.01)
        let changing = session.pose(at: 1.05).tabs[2].badge
        #expect(changing?.badge == .count(2) && changing?.previous == .count(1) && (changing?.change ?? 1) < 1 && (changing?.scale ?? 0) > 1)
        #expect(session.pose(at: 1.5).tabs[2].badge?.previous == nil)
        let leaving = try #require(session.pose(at: 2.1).tabs[2].badge)
        #expect(leaving.badge == .count(2) && leaving.scale < 1)
        #expect(session.pose(at: 3).tabs[2].badge == nil)
        #expect(!session.pose(at: 2.05).isSettled && session.pose(at: 3).isSettled)
        #expect(try #require(session.endTime) > 2 && session.endTime! < 3)
        let events = session.events(through: 5).filter { if case .badgeChanged = $0 { true } else { false } }
        #expect(events == [.badgeChanged(tab: 2, badge: .count(1), time: 0.1), .badgeChanged(tab: 2, badge: .count(2), time: 1), .badgeChanged(tab: 2, badge: nil, time: 2)])
        #expect(throws: TabShiftError.self) { try session.setBadge(.dot, on: 1, at: 1.5) }
    }

    @Test("in reduced motion a badge only fades: no scaling")
    func badgeReducedMotion() throws {
        var session = TabShiftSession(bar: try Self.bar(), selected: 0, reducedMotion: true)
        try session.setBadge(.dot, on: 1, at: 0)
        let fading = try #require(session.pose(at: 0.05).tabs[1].badge)
        #expect(fading.scale == 1 && fading.opacity > 0 && fading.opacity < 1)
        #expect(session.pose(at: 1).tabs[1].badge?.opacity == 1)
    }

    @Test("badge values: counts past 99 show 99+, dot has no text, long texts are cut, none and empty mean no badge")
    func badgeValues() {
        #expect(TabBadge.count(100).label == "99+" && TabBadge.count(99).label == "99" && TabBadge.dot.label == nil)
        #expect(TabBadge.text("notifications").label == "notific…")
        #expect(TabBadge(value: "12") == .count(12) && TabBadge(value: "dot") == .dot && TabBadge(value: "new") == .text("new"))
        #expect(TabBadge(value: "none") == nil && TabBadge(value: "") == nil && TabBadge(value: "-3") == .text("-3"))
    }

    @Test("reduced motion fades the indicator out where it was and in where it goes, and every frame differs")
    func reducedMotionIndicator() throws {
        let bar = try Self.bar()
        var session = TabShiftSession(bar: bar, selected: 0, reducedMotion: true)
        try session.select(2, at: 0)
        let middle = session.pose(at: 0.075)
        #expect(middle.indicators.count == 2)
        let old = try #require(middle.indicators.first { $0.tabIndex == 0 }), new = try #require(middle.indicators.first { $0.tabIndex == 2 })
        #expect(old.rect.isClose(to: bar.layout.indicatorRect(0)) && new.rect.isClose(to: bar.layout.indicatorRect(2)))
        #expect(abs(old.opacity + new.opacity - 1) < 1e-9 && abs(new.opacity - 0.5) < 1e-9)
        let poses = stride(from: 0.0, through: 0.15, by: 1.0 / 60).map { session.pose(at: $0) }
        for (earlier, later) in zip(poses, poses.dropFirst()) { #expect(earlier.indicators != later.indicators || earlier.tabs != later.tabs) }
        #expect(session.pose(at: 0.2).indicators.count == 1 && session.pose(at: 0.2).indicators[0].tabIndex == nil)
    }

    @Test("tapping the selected tab plays its reselect segment when it has one, and otherwise leaves it on its selected frame")
    func reselect() throws {
        var marked = TabShiftSession(bar: try TabFixtures.bar(), selected: 1)
        try marked.select(1, at: 0)
        #expect(marked.pose(at: 0.25).tabs[1].frame > 144 && marked.pose(at: 0.25).tabs[1].frame < 156)
        var unmarked = TabShiftSession(bar: try TabFixtures.bar(icon: TabFixtures.plainIcon), selected: 1)
        try unmarked.select(1, at: 0)
        for time in stride(from: 0.0, through: 1, by: 0.1) { #expect(unmarked.pose(at: time).tabs[1].frame == TabFixtures.end(24)) }
    }

    @Test("themes: light is the bar's own, dark is the style's built-in one unless the manifest gives one; unknown names are nil")
    func themes() throws {
        var manifest = TabFixtures.manifest()
        manifest.background = .white
        let dark = try #require(manifest.applyingTheme(named: "dark"))
        #expect(dark.background != .white && dark.theme.selectedTint == TabBarTheme.builtIn("dark", style: .ios)?.selectedTint)
        #expect(manifest.applyingTheme(named: "light")?.theme == manifest.theme && manifest.applyingTheme(named: "sepia") == nil)
        manifest.themes["sepia"] = TabBarTheme(selectedTint: LottieColor(red: 0.4, green: 0.3, blue: 0.2), background: LottieColor(red: 0.9, green: 0.85, blue: 0.7), indicatorColor: .white)
        let sepia = try #require(manifest.applyingTheme(named: "sepia"))
        #expect(sepia.background == LottieColor(red: 0.9, green: 0.85, blue: 0.7) && sepia.indicator.color == .white && manifest.themeNames == ["dark", "light", "sepia"])
        manifest.style = .material
        #expect(manifest.applyingTheme(named: "dark")?.theme.selectedTint == LottieColor(hex: "#E8DEF8"))
    }

    @Test("the safe area adds to the height drawn, not to the bar's layout")
    func safeArea() throws {
        var manifest = TabFixtures.manifest()
        let before = TabBarLayout(manifest: manifest)
        manifest.safeAreaBottom = 34
        #expect(manifest.drawnHeight == 114 && TabBarLayout(manifest: manifest) == before)
    }

    @Test("the manifest's style, titles, title font, themes, safe area and badges decode; bad values name their path")
    func decoding() throws {
        let text = #"""
        {"size": [412, 80], "style": "material", "titles": "selected", "safeArea": {"bottom": 24},
         "titleFont": {"family": "DejaVu Sans", "size": 11, "selectedWeight": "bold", "unselectedWeight": "regular"},
         "themes": {"light": {"selectedTint": "#111111"}, "dark": {"background": "#000000", "badge": "#FF0000", "badgeText": "#FFFFFF", "selectedTitle": "#EEEEEE"}},
         "tabs": [{"id": "a", "title": "A", "animation": "a.json", "badge": 3}, {"id": "b", "animation": "b.json", "badge": "dot"}, {"id": "c", "animation": "c.json", "badge": "new"}]}
        """#
        let manifest = try TabBarManifestDecoder().decode(Data(text.utf8))
        #expect(manifest.style == .material && manifest.titles == .selected && manifest.safeAreaBottom == 24 && manifest.iconSize == 24)
        #expect(manifest.titleFont == TitleFont(family: "DejaVu Sans", size: 11, selectedWeight: .bold, unselectedWeight: .regular))
        #expect(manifest.tabs.map(\.badge) == [.count(3), .dot, .text("new")] && manifest.tabs[1].title == nil)
        // No `theme`: the light one of `themes`, over Material's own colours.
        #expect(manifest.theme.selectedTint == LottieColor(hex: "#111111") && manifest.background == LottieColor(hex: "#F3EDF7"))
        let dark = try #require(manifest.applyingTheme(named: "dark"))
        #expect(dark.background == LottieColor(hex: "#000000") && dark.theme.badgeColor == LottieColor(hex: "#FF0000") && dark.theme.unselectedTint == LottieColor(hex: "#CAC4D0"))
        for (bad, path) in [(#""style": "android""#, "style"), (#""titles": "sometimes""#, "titles"), (#""safeArea": {"bottom": -1}"#, "safeArea")] {
            let broken = #"{"size": [10, 10], \#(bad), "tabs": [{"id": "a", "animation": "a.json"}]}"#
            #expect { try TabBarManifestDecoder().decode(Data(broken.utf8)) } throws: { ($0 as? LottieDecodingError)?.path == path }
        }
        let badBadge = #"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json", "badge": 2.5}]}"#
        #expect { try TabBarManifestDecoder().decode(Data(badBadge.utf8)) } throws: { ($0 as? LottieDecodingError)?.path == "tabs[0].badge" }
    }
}
