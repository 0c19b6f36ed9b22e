import Foundation
import LottieDecoding
@_spi(Model) import LottieModel
import TabBarManifestDecoding
import TabShiftEngine
import Testing
import VectorGraphics

@Suite("Tab bar manifests")
struct ManifestDecodingTests {
    let full = ##"""
    {"size": [390, 84], "insets": {"top": 8, "leading": 12, "bottom": 20, "trailing": 4}, "layoutDirection": "rtl", "iconSize": 28,
     "background": "#FFFFFF", "selected": "b",
     "tabs": [{"id": "a", "title": "A", "animation": "a.json"}, {"id": "b", "animation": "icons/b.json"}],
     "theme": {"selectedTint": "#0A84FF", "unselectedTint": "#8E8E93FF", "tintKeypath": "**.Fill 1.Color"},
     "indicator": {"style": "underline", "color": "#0A84FF40", "timing": {"start": 0.1, "duration": 0.9, "curve": "easeOut"}},
     "timing": {"duration": 0.6, "curve": {"type": "spring", "dampingRatio": 0.7, "response": 0.35, "initialVelocity": 1},
                "tracks": {"incoming": {"start": 0.2, "duration": 0.8, "curve": {"type": "cubicBezier", "controlPoints": [0.2, 0, 0, 1]}}},
                "iconShift": 6, "indicatorLead": 0.3, "ripple": true, "interruption": "retarget",
                "interactive": {"threshold": 0.4, "velocityThreshold": 2, "completionSpeed": 2}}}
    """##

    @Test("every field decodes")
    func fullManifest() throws {
        let manifest = try TabBarManifestDecoder().decode(Data(full.utf8))
        #expect(manifest.width == 390 && manifest.height == 84 && manifest.iconSize == 28)
        #expect(manifest.insets == TabBarInsets(top: 8, leading: 12, bottom: 20, trailing: 4))
        #expect(manifest.layoutDirection == .rightToLeft && manifest.initialIndex == 1)
        #expect(manifest.tabs[1] == TabManifest(id: "b", title: nil, animationPath: "icons/b.json"))
        #expect(manifest.theme.tintKeypath == "**.Fill 1.Color" && manifest.theme.selectedTint == LottieColor(hex: "#0A84FF"))
        #expect(manifest.indicator.style == .underline && manifest.indicator.track == TrackTiming(start: 0.1, duration: 0.9, curve: .easeOut))
        #expect(manifest.timing.curve == .spring(SpringParameters(dampingRatio: 0.7, response: 0.35, initialVelocity: 1)))
        #expect(manifest.timing.tracks[.incoming] == TrackTiming(start: 0.2, duration: 0.8, curve: .cubicBezier(0.2, 0, 0, 1)))
        #expect(manifest.timing.ripple && manifest.timing.interruption == .retarget && manifest.timing.interactive.completionSpeed == 2)
    }

    @Test("errors name the JSON path", arguments: [
        (#"{"tabs": []}"#, "$", "missing required key \"size\""),
        (#"{"size": [10, 10], "tabs": []}"#, "tabs", "at least one tab"),
        (#"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json"}, {"id": "a", "animation": "b.json"}]}"#, "tabs[1].id", "used by an earlier tab"),
        (#"{"size": [10, 10], "tabs": [{"id": "a"}]}"#, "tabs[0]", "missing required key \"animation\""),
        (#"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json"}], "theme": {"selectedTint": "blue"}}"#, "theme.selectedTint", "not a colour"),
        (#"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json"}], "timing": {"curve": {"type": "bouncy"}}}"#, "timing.curve.type", "not a timing curve"),
        (#"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json"}], "timing": {"tracks": {"wobble": {}}}}"#, "timing.tracks.wobble", "not a track"),
        (#"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json"}], "timing": {"tracks": {"tint": {"start": 0.5, "duration": 0.9}}}}"#, "timing.tracks.tint.duration", "within its shift"),
        (#"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json"}], "layoutDirection": "up"}"#, "layoutDirection", "not a layout direction"),
        (#"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json"}], "selected": "z"}"#, "selected", "no tab has the id \"z\""),
        (#"{"size": [10, 10], "tabs": [{"id": "a", "animation": "a.json"}], "indicator": {"style": "glow"}}"#, "indicator.style", "not an indicator style"),
        (#"{"size": [0, 10], "tabs": [{"id": "a", "animation": "a.json"}]}"#, "size", "between 1x1 and 16384x16384"),
        (#"{"size": "wide", "tabs": []}"#, "size", "expected an array of two numbers"),
    ])
    func errors(json: String, path: String, message: String) {
        do {
            _ = try TabBarManifestDecoder().decode(Data(json.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.path == path)
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
