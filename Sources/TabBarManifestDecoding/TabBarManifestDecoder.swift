import Foundation
import LottieDecoding
@_spi(Model) import LottieModel
import TabShiftEngine
import VectorGraphics

/// Bytes of a tab bar manifest → `TabBarManifest`, with the same JSON paths in errors as animations.
package struct TabBarManifestDecoder: Sendable {
    package init() {}

    package func decode(_ data: Data) throws(LottieDecodingError) -> TabBarManifest {
        guard data.count <= 4 << 20 else {
            throw LottieDecodingError(
                path: "$",
                reason: .limitExceeded("a tab bar manifest of \(data.count) bytes is larger than the 4 MiB limit"))
        }
        let document = try JSONDocument(data: data)
        return try withExtendedLifetime(document) { () throws(LottieDecodingError) in
            try document.rootValue.tabBarManifest()
        }
    }
}

extension JSONValue {
    func tabBarManifest() throws(LottieDecodingError) -> TabBarManifest {
        try requireObject()
        let size = try required("size").requirePoint()
        try check(
            size.x > 0 && size.y > 0 && size.x <= 16384 && size.y <= 16384, key: "size",
            "the bar must be between 1x1 and 16384x16384, not \(size.x)x\(size.y)")
        let tabs = try required("tabs").requireArray().map { (tab) throws(LottieDecodingError) in try tab.tabManifest()
        }
        try check(!tabs.isEmpty, key: "tabs", "a tab bar needs at least one tab")
        var seen: Set<String> = []
        for (index, tab) in tabs.enumerated() where !seen.insert(tab.id).inserted {
            throw LottieDecodingError(
                path: path.appending(key: "tabs").appending(index: index).appending(key: "id").description,
                reason: .invalidValue("the id \"\(tab.id)\" is used by an earlier tab"))
        }
        let style = try enumeration("style", default: TabBarStyle.ios)
        let iconSize = try optionalNumber("iconSize") ?? (style == .ios ? min(size.y * 0.5, 32) : style.defaultIconSize)
        try check(iconSize > 0, key: "iconSize", "the icon size must be larger than 0")
        let initialSelection = try optionalString("selected")
        if let initialSelection, !tabs.contains(where: { $0.id == initialSelection }) {
            throw LottieDecodingError(
                path: path.appending(key: "selected").description,
                reason: .invalidValue(
                    "no tab has the id \"\(initialSelection)\"; the ids are \(tabs.map(\.id).joined(separator: ", "))"))
        }
        let direction: TabBarLayoutDirection
        switch try optionalString("layoutDirection") ?? "ltr" {
        case "ltr": direction = .leftToRight
        case "rtl": direction = .rightToLeft
        case let other:
            throw LottieDecodingError(
                path: path.appending(key: "layoutDirection").description,
                reason: .invalidValue("\"\(other)\" is not a layout direction; use \"ltr\" or \"rtl\""))
        }
        let styleTheme = TabBarTheme.builtIn("light", style: style) ?? TabBarTheme()
        var themes: [String: TabBarTheme] = [:]
        if let themeObject = self["themes"] {
            try themeObject.requireObject()
            for name in themeObject.keys {
                if let value = themeObject.member(name) {
                    themes[name] = try value.theme(defaults: TabBarTheme.builtIn(name, style: style) ?? styleTheme)
                }
            }
        }
        let theme = try self["theme"]?.theme(defaults: styleTheme) ?? themes["light"] ?? styleTheme
        let indicator =
            try self["indicator"]?.indicator(defaultColor: theme.indicatorColor)
            ?? IndicatorManifest(color: theme.indicatorColor ?? IndicatorManifest().color)
        let safeArea = try self["safeArea"]?.edgeInsets() ?? TabBarInsets()
        try check(
            safeArea.bottom >= 0 && safeArea.bottom <= 1000, key: "safeArea",
            "the bottom safe area must be from 0 to 1000 points")
        return TabBarManifest(
            width: size.x, height: size.y,
            insets: try self["insets"]?.edgeInsets() ?? TabBarInsets(),
            layoutDirection: direction,
            iconSize: iconSize,
            background: try self["background"]?.hexColor() ?? theme.background,
            tabs: tabs,
            theme: theme,
            indicator: indicator,
            timing: try self["timing"]?.shiftTiming() ?? ShiftTiming(),
            initialSelection: initialSelection,
            style: style,
            titles: try enumeration("titles", default: TitleVisibility.always),
            titleFont: try self["titleFont"]?.titleFont() ?? TitleFont(),
            themes: themes,
            safeAreaBottom: safeArea.bottom
        )
    }

    /// A string key naming one case of `Choice`, with the cases listed when it names none.
    private func enumeration<Choice: RawRepresentable & CaseIterable>(
        _ key: StaticString, default fallback: Choice
    ) throws(LottieDecodingError) -> Choice where Choice.RawValue == String {
        guard let name = try optionalString(key) else { return fallback }
        guard let choice = Choice(rawValue: name) else {
            throw LottieDecodingError(
                path: path.appending(key: "\(key)").description,
                reason: .invalidValue(
                    "\"\(name)\" is not a \(key) value; use one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))"
                ))
        }
        return choice
    }

    private func titleFont() throws(LottieDecodingError) -> TitleFont {
        try requireObject()
        let defaults = TitleFont()
        let size = try optionalNumber("size")
        if let size {
            try check(size > 0 && size <= 200, key: "size", "a title's size is above 0 and at most 200 points")
        }
        return TitleFont(
            family: try optionalString("family") ?? defaults.family, size: size,
            selectedWeight: try enumeration("selectedWeight", default: defaults.selectedWeight),
            unselectedWeight: try enumeration("unselectedWeight", default: defaults.unselectedWeight)
        )
    }

    private func tabManifest() throws(LottieDecodingError) -> TabManifest {
        try requireObject()
        let id = try required("id").requireString()
        try check(!id.isEmpty, key: "id", "a tab id cannot be empty")
        return TabManifest(
            id: id, title: try optionalString("title"), animationPath: try required("animation").requireString(),
            badge: try self["badge"]?.badge())
    }

    /// A number, `"dot"`, or a short text; `null`, `"none"` or `""` for none.
    private func badge() throws(LottieDecodingError) -> TabBadge? {
        if kind == .null { return nil }
        if let number {
            guard number >= 0, number == number.rounded(), number <= 1e9 else {
                throw LottieDecodingError(
                    path: path.description,
                    reason: .invalidValue("a badge count is a whole number from 0, not \(number)"))
            }
            return .count(Int(clampingRounded: number, to: 0...1_000_000_000))
        }
        let text = try requireString()
        guard text.count <= 40 else {
            throw LottieDecodingError(
                path: path.description,
                reason: .invalidValue(
                    "a badge text is at most 40 characters; badges show up to \(TabBadge.maximumTextLength)"))
        }
        return TabBadge(value: text)
    }

    private func edgeInsets() throws(LottieDecodingError) -> TabBarInsets {
        try requireObject()
        return TabBarInsets(
            top: try optionalNumber("top") ?? 0, leading: try optionalNumber("leading") ?? 0,
            bottom: try optionalNumber("bottom") ?? 0, trailing: try optionalNumber("trailing") ?? 0)
    }

    private func theme(defaults: TabBarTheme) throws(LottieDecodingError) -> TabBarTheme {
        try requireObject()
        return TabBarTheme(
            selectedTint: try self["selectedTint"]?.hexColor() ?? defaults.selectedTint,
            unselectedTint: try self["unselectedTint"]?.hexColor() ?? defaults.unselectedTint,
            tintKeypath: try optionalString("tintKeypath") ?? defaults.tintKeypath,
            selectedTitleColor: try self["selectedTitle"]?.hexColor() ?? defaults.selectedTitleColor,
            unselectedTitleColor: try self["unselectedTitle"]?.hexColor() ?? defaults.unselectedTitleColor,
            background: try self["background"]?.hexColor() ?? defaults.background,
            indicatorColor: try self["indicator"]?.hexColor() ?? defaults.indicatorColor,
            badgeColor: try self["badge"]?.hexColor() ?? defaults.badgeColor,
            badgeTextColor: try self["badgeText"]?.hexColor() ?? defaults.badgeTextColor
        )
    }

    private func indicator(defaultColor: LottieColor?) throws(LottieDecodingError) -> IndicatorManifest {
        try requireObject()
        var defaults = IndicatorManifest()
        if let defaultColor { defaults.color = defaultColor }
        let styleName = try optionalString("style") ?? defaults.style.rawValue
        guard let style = IndicatorManifest.Style(rawValue: styleName) else {
            throw LottieDecodingError(
                path: path.appending(key: "style").description,
                reason: .invalidValue(
                    "\"\(styleName)\" is not an indicator style; use one of \(IndicatorManifest.Style.allCases.map(\.rawValue).joined(separator: ", "))"
                ))
        }
        return IndicatorManifest(
            style: style, color: try self["color"]?.hexColor() ?? defaults.color,
            track: try self["timing"]?.trackTiming())
    }

    private func shiftTiming() throws(LottieDecodingError) -> ShiftTiming {
        try requireObject()
        let defaults = ShiftTiming()
        let duration = try optionalNumber("duration")
        if let duration {
            try check(
                duration > 0 && duration <= 60, key: "duration",
                "a shift lasts more than 0 and at most 60 seconds, not \(duration)")
        }
        var tracks: [ShiftTrackKind: TrackTiming] = [:]
        if let trackObject = self["tracks"] {
            try trackObject.requireObject()
            for key in trackObject.keys {
                guard let kind = ShiftTrackKind(rawValue: key), let value = trackObject.member(key) else {
                    throw LottieDecodingError(
                        path: trackObject.path.appending(key: key).description,
                        reason: .invalidValue(
                            "\"\(key)\" is not a track; use one of \(ShiftTrackKind.allCases.map(\.rawValue).joined(separator: ", "))"
                        ))
                }
                tracks[kind] = try value.trackTiming()
            }
        }
        let policyName = try optionalString("interruption") ?? defaults.interruption.rawValue
        guard let policy = InterruptionPolicy(rawValue: policyName) else {
            throw LottieDecodingError(
                path: path.appending(key: "interruption").description,
                reason: .invalidValue(
                    "\"\(policyName)\" is not an interruption policy; use \"reverse\" or \"retarget\""))
        }
        return ShiftTiming(
            duration: duration,
            curve: try self["curve"]?.timingCurve() ?? defaults.curve,
            tracks: tracks,
            iconShiftDistance: try optionalNumber("iconShift") ?? defaults.iconShiftDistance,
            indicatorLead: try optionalNumber("indicatorLead").map { min(max($0, 0), 0.9) } ?? defaults.indicatorLead,
            ripple: self["ripple"]?.bool ?? defaults.ripple,
            interactive: try self["interactive"]?.interactiveSettings() ?? defaults.interactive,
            interruption: policy,
            reducedMotionDuration: try optionalNumber("reducedMotionDuration") ?? defaults.reducedMotionDuration
        )
    }

    private func trackTiming() throws(LottieDecodingError) -> TrackTiming {
        try requireObject()
        let start = try optionalNumber("start") ?? 0, duration = try optionalNumber("duration") ?? 1 - start
        try check(
            (0...1).contains(start) && duration > 0 && start + duration <= 1 + 1e-9, key: "duration",
            "a track runs within its shift: start in 0…1, duration above 0, start + duration at most 1 (got \(start) + \(duration))"
        )
        return TrackTiming(start: start, duration: duration, curve: try self["curve"]?.timingCurve())
    }

    private func interactiveSettings() throws(LottieDecodingError) -> InteractiveSettings {
        try requireObject()
        let defaults = InteractiveSettings()
        let speed = try optionalNumber("completionSpeed") ?? defaults.completionSpeed
        try check(speed > 0, key: "completionSpeed", "the completion speed must be above 0")
        return InteractiveSettings(
            threshold: try optionalNumber("threshold") ?? defaults.threshold,
            velocityThreshold: try optionalNumber("velocityThreshold") ?? defaults.velocityThreshold,
            completionSpeed: speed)
    }

    /// `"easeInOut"`, or an object: `{"type": "cubicBezier", "controlPoints": [x1, y1, x2, y2]}`,
    /// `{"type": "spring", "dampingRatio": 0.7, "response": 0.4, "initialVelocity": 0}`.
    func timingCurve() throws(LottieDecodingError) -> TimingCurve {
        let name: String
        if let text = string { name = text } else { name = try required("type").requireString() }
        switch name {
        case "linear": return .linear
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        case "cubicBezier":
            let points = try required("controlPoints").requireNumbers()
            guard points.count == 4 else {
                throw LottieDecodingError(
                    path: path.appending(key: "controlPoints").description,
                    reason: .invalidValue("a cubic bezier needs four numbers [x1, y1, x2, y2], not \(points.count)"))
            }
            return .cubicBezier(points[0], points[1], points[2], points[3])
        case "spring":
            let defaults = SpringParameters()
            let spring = SpringParameters(
                dampingRatio: try optionalNumber("dampingRatio") ?? defaults.dampingRatio,
                response: try optionalNumber("response") ?? defaults.response,
                initialVelocity: try optionalNumber("initialVelocity") ?? defaults.initialVelocity)
            try check(
                spring.dampingRatio > 0 && spring.dampingRatio <= 10, key: "dampingRatio",
                "the damping ratio must be above 0 and at most 10")
            try check(
                spring.response > 0 && spring.response <= 10, key: "response",
                "the response must be above 0 and at most 10 seconds")
            return .spring(spring)
        default:
            throw LottieDecodingError(
                path: (kind == .string ? path : path.appending(key: "type")).description,
                reason: .invalidValue(
                    "\"\(name)\" is not a timing curve; use linear, easeIn, easeOut, easeInOut, cubicBezier or spring"))
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    func hexColor() throws(LottieDecodingError) -> LottieColor {
        let text = try requireString()
        guard let color = LottieColor(hex: text) else {
            throw LottieDecodingError(
                path: path.description,
                reason: .invalidValue("\"\(text)\" is not a colour of the form #RRGGBB or #RRGGBBAA"))
        }
        return color
    }
}
