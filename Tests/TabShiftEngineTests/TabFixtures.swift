@_spi(Model) import LottieModel
@testable import TabShiftEngine
import VectorGraphics

/// Icon animations and bars built directly as model values.
enum TabFixtures {
    static func icon(markers: [(String, Double, Double)], inPoint: Double = 0, outPoint: Double = 100) -> LottieAnimation {
        LottieAnimation(name: "icon", version: "5.7", frameRate: 60, inPoint: inPoint, outPoint: outPoint, width: 96, height: 96, layers: [],
                  markers: markers.map { Marker(name: $0.0, frame: $0.1, durationFrames: $0.2) })
    }

    /// select 0–24, deselect 24–48, and direction variants from 48 on (ends are read 0.001 early).
    static let fullIcon = icon(markers: [
        ("select", 0, 24), ("deselect", 24, 24), ("select.forward", 48, 24), ("select.backward", 72, 24),
        ("deselect.forward", 96, 24), ("deselect.backward", 120, 24), ("reselect", 144, 12),
    ], outPoint: 156)

    /// The frame a segment marked up to `frame` ends on.
    static func end(_ frame: Double) -> Double { frame - 0.001 }

    static let plainIcon = icon(markers: [("select", 0, 24), ("deselect", 24, 24)], outPoint: 48)

    static func manifest(tabs: Int = 4, direction: TabBarLayoutDirection = .leftToRight, timing: ShiftTiming = ShiftTiming(duration: 0.5, curve: .easeInOut)) -> TabBarManifest {
        TabBarManifest(
            width: 400, height: 80, insets: TabBarInsets(top: 0, leading: 20, bottom: 0, trailing: 0), layoutDirection: direction, iconSize: 32,
            tabs: (0..<tabs).map { TabManifest(id: "tab\($0)", title: "Tab \($0)", animationPath: "tab\($0).json") },
            theme: TabBarTheme(selectedTint: LottieColor(red: 0, green: 0, blue: 1), unselectedTint: LottieColor(red: 0.5, green: 0.5, blue: 0.5)),
            indicator: IndicatorManifest(style: .pill, color: LottieColor(red: 0, green: 0, blue: 1, alpha: 0.2)),
            timing: timing
        )
    }

    static func bar(tabs: Int = 4, direction: TabBarLayoutDirection = .leftToRight, timing: ShiftTiming = ShiftTiming(duration: 0.5, curve: .easeInOut), icon: LottieAnimation = fullIcon) throws -> TabBar {
        try TabBar(manifest: manifest(tabs: tabs, direction: direction, timing: timing), animations: Array(repeating: icon, count: tabs))
    }
}

extension Rect {
    /// Equal to within rounding: edges computed as differences pick up float noise.
    func isClose(to other: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(x - other.x) < tolerance && abs(y - other.y) < tolerance && abs(width - other.width) < tolerance && abs(height - other.height) < tolerance
    }
}
