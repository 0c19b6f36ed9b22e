import Foundation
import LottieEncoding
@_spi(Model) import LottieModel
import LottiePlayer
import Testing

/// Files TabShift writes for other players: `ty` first in every object (rlottie and lottie-android decide what a
/// shape or layer is from the keys read before it), and in an export only what every major player draws.
@Suite("Portable Lottie files")
struct PortableLottieTests {
    /// The JSON paths of objects whose `ty` is not their first key.
    static func lateTypes(in tree: JSONTree, path: String = "$") -> [String] {
        switch tree {
        case .object(let object):
            var late = object["ty"] != nil && object.keys.first != "ty" ? [path] : []
            for (key, value) in object.members { late += lateTypes(in: value, path: path + "." + key) }
            return late
        case .array(let elements):
            return elements.enumerated().flatMap { lateTypes(in: $0.element, path: path + "[\($0.offset)]") }
        default:
            return []
        }
    }

    @Test("every animation in Animations/ and the bar have ty first in every object", arguments: PackagePaths.animationFiles + [PackagePaths.tabBar])
    func animationsHaveTypeFirst(file: URL) throws {
        let tree = try JSONTree(parsing: Data(contentsOf: file))
        #expect(Self.lateTypes(in: tree).isEmpty, "\(file.lastPathComponent): \(Self.lateTypes(in: tree).prefix(5))")
        if file != PackagePaths.tabBar { #expect(tree.object?["layers"]?.array?.isEmpty == false) }
    }

    /// Every `ty` of the layers and shapes the export itself writes (not the icons' own, which are copied as written).
    static func types(in tree: JSONTree, into found: inout Set<String>) {
        switch tree {
        case .object(let object):
            if let type = object["ty"] { found.insert(type.string ?? type.number.map { String(Int($0)) } ?? "?") }
            for (_, value) in object.members { types(in: value, into: &found) }
        case .array(let elements):
            for element in elements { types(in: element, into: &found) }
        default:
            break
        }
    }

    @Test("an export has ty first everywhere, uses only shape and precomposition layers with plain shapes, and marks every shift of --all")
    func exportIsPortable() throws {
        let bar = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let recording = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: "home", to: "inbox", interruption: .init(tab: "search", at: 0.1), badgeChanges: [.init(tab: "inbox", badge: .count(120), at: 0.2)]))
        for data in [try recording.lottieJSON(), try bar.lottieJSONOfEveryShift()] {
            let tree = try JSONTree(parsing: data)
            #expect(Self.lateTypes(in: tree).isEmpty)
            let root = try #require(tree.object)
            var found: Set<String> = []
            for layer in root["layers"]?.array ?? [] { Self.types(in: layer, into: &found) }
            #expect(found.isSubset(of: ["0", "4", "gr", "rc", "el", "sh", "fl", "tr"]), "\(found)")
            #expect(root["layers"]?.array?.contains { $0.object?["tt"] == 1 } == true, "icons are tinted through track mattes")
            #expect(!String(decoding: data, as: UTF8.self).contains("\"x\":\""), "no expressions")
            #expect(root["fr"] == 60 && root["w"] == 390 && root["h"] == 84)
        }
        let every = try JSONTree(parsing: try bar.lottieJSONOfEveryShift()).object
        let markers = every?["markers"]?.array ?? []
        #expect(markers.count == 20)
        // Markers follow one another without gaps or overlaps, and the last ends on the last frame.
        var next = 0.0
        for marker in markers {
            #expect(marker.object?["tm"]?.number == next)
            next += (marker.object?["dr"]?.number ?? 0) + 1
        }
        #expect(every?["op"]?.number == next)
    }

    @Test("a dotLottie export holds the shift first and the bar's icons after it, each readable as an animation")
    func dotLottie() throws {
        let bar = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let recording = try TabShiftRecording(document: bar, plan: TabShiftPlan(from: "home", to: "search"))
        let data = try bar.dotLottie(id: "shift") { themed throws(PlayerError) in try TabShiftRecording(document: themed, plan: recording.plan).lottieJSON() }
        let shift = try AnimationDocument(data: data, name: "shift.lottie")
        #expect(shift.animationIDs == ["shift", "home", "search", "favourites", "inbox", "profile"])
        #expect(shift.animation.frameRate == 60 && shift.diagnostics.isEmpty)
        let heart = try AnimationDocument(data: data, name: "shift.lottie", animation: "favourites")
        #expect(heart.animation.markers.map(\.name).contains("select"))
    }

    @Test("a dotLottie export carries the bar's light and dark themes as slot values, and each draws as TabShift draws the bar in it")
    func themes() throws {
        let bar = try TabBarDocument(contentsOfFile: PackagePaths.tabBar.path)
        let plan = TabShiftPlan(from: "home", to: "inbox")
        let data = try bar.dotLottie(id: "shift") { themed throws(PlayerError) in try TabShiftRecording(document: themed, plan: plan).lottieJSON() }
        let shift = try AnimationDocument(data: data, name: "shift.lottie")
        #expect(shift.themeIDs == ["dark", "light"])
        // The same bar gives the same bytes: no entry carries the moment it was written.
        Thread.sleep(forTimeInterval: 2.1)
        let again = try bar.dotLottie(id: "shift") { themed throws(PlayerError) in try TabShiftRecording(document: themed, plan: plan).lottieJSON() }
        #expect(again == data)
        #expect(shift.slots.map(\.id).contains("background") && shift.slots.map(\.id).contains("tint_inbox"))
        let viewport = Viewport(width: 390, height: 84)
        for theme in ["dark", "light"] {
            let themedBar = try bar.applyingTheme(named: theme)
            let recording = try TabShiftRecording(document: themedBar, plan: plan)
            let renderer = try TabBarRenderer(document: themedBar, viewport: viewport)
            let exported = try AnimationRenderer(document: try shift.applyingTheme(theme), viewport: viewport)
            for frame in [0, 8, 16, shift.lastFrame] {
                let expected = try renderer.image(recording.pose(at: frame / 60)), drawn = try exported.image(frame: frame)
                let worst = zip(expected.rgba, drawn.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
                #expect(worst <= 2, "\(theme) frame \(frame): a channel differs by \(worst)")
            }
        }
        let light = try AnimationRenderer(document: try shift.applyingTheme("light"), viewport: viewport).image(frame: 0).pixel(x: 2, y: 2)
        let dark = try AnimationRenderer(document: try shift.applyingTheme("dark"), viewport: viewport).image(frame: 0).pixel(x: 2, y: 2)
        #expect(light.hexString == "#FFFFFFFF" && dark.red < 0.1, "the background: \(light.hexString) and \(dark.hexString)")
    }
}
