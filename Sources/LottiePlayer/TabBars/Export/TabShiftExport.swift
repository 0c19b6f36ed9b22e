import Foundation
import LottieEncoding
import TabBarExport
import TabShiftEngine
import ZIPFoundation

/// Tab shifts as Lottie files other players play: lottie-ios, lottie-android, lottie-web, dotLottie (ThorVG) and
/// rlottie. See `ShiftComposition` for what the file holds.
extension TabShiftRecording {
    /// The shift as Lottie JSON at the recording's frame rate: frame k of the file is the shift k / fps seconds in.
    public func lottieJSON() throws(PlayerError) -> Data {
        let composition = try ShiftComposition(
            document: document, recordings: [(nil, self)], framesPerSecond: framesPerSecond)
        let from = document.manifest.tabs[fromIndex].id, to = document.manifest.tabs[toIndex].id
        return try composition.encoded(name: "\(from)→\(to)")
    }
}

extension TabBarDocument {
    /// Every shift from one tab to another (n × (n − 1) of them) in one Lottie file, one after the other, each under
    /// a marker named `from→to` (e.g. `home→search`): an app plays the one for the tap made, `play(fromMarker:)` in
    /// lottie-ios, `playSegments` in lottie-web.
    /// `tabAreas` adds a transparent layer over each tab (`Tab area ID`) for the clicks of the bar's state machine
    /// (`stateMachineOfEveryShift`).
    public func lottieJSONOfEveryShift(
        framesPerSecond: Double = 60, reducedMotion: Bool = false, tabAreas: Bool = false
    ) throws(PlayerError) -> Data {
        let ids = manifest.tabs.map(\.id)
        var shifts: [(name: String?, recording: TabShiftRecording)] = []
        for from in ids.indices {
            for to in ids.indices where to != from {
                let recording = try TabShiftRecording(
                    document: self,
                    plan: TabShiftPlan(from: .index(from), to: .index(to), reducedMotion: reducedMotion),
                    framesPerSecond: framesPerSecond)
                shifts.append(("\(ids[from])→\(ids[to])", recording))
            }
        }
        let composition = try ShiftComposition(
            document: self, recordings: shifts, framesPerSecond: framesPerSecond, tabAreas: tabAreas)
        return try composition.encoded(
            name: "\(URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent): every shift")
    }

    /// An export as a dotLottie file (version 2): `manifest.json`, the export made by `export` as the first animation
    /// `id` (under `a/`), the bar's icons after it under their tab ids, and each of the bar's themes (`light`, `dark`
    /// and the manifest's own) under `t/` as values for the export's colour slots, so that a dotLottie player switches
    /// the shift between light and dark. `export` is called for this bar and once more for the bar in each theme,
    /// e.g. `{ try TabShiftRecording(document: $0, plan: plan).lottieJSON() }`.
    /// `stateMachine`, when given, goes in as `s/<its id>.json`, listed in the manifest.
    public func dotLottie(
        id: String, stateMachine: (id: String, json: Data)? = nil,
        exporting export: (TabBarDocument) throws(PlayerError) -> Data
    ) throws(PlayerError) -> Data {
        // Entry names come from tab and theme ids: anything but letters, digits, `.`, `_` and `-` is replaced, so
        // that no id can name a path outside its folder.
        func safe(_ name: String) -> String {
            let cleaned = String(
                name.map {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ".") ? $0 : "_"
                })
            return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "animation" : cleaned
        }
        let json = try export(self)
        var animations: [(id: String, json: Data)] = [(safe(id), json)]
        for (index, icon) in icons.enumerated() {
            var entry = safe(manifest.tabs[index].id)
            while animations.contains(where: { $0.id == entry }) { entry += "_" }
            animations.append((entry, try icon.sourceJSON()))
        }
        var themes: [(id: String, json: Data)] = []
        for name in manifest.themeNames {
            var entry = safe(name)
            while themes.contains(where: { $0.id == entry }) { entry += "_" }
            let rules: JSONTree
            do {
                rules = ExportSlots.themeRules(
                    try JSONTree(parsing: try export(try applyingTheme(named: name))).object?["slots"]?.object
                        ?? JSONObject())
            } catch let error as PlayerError {
                throw error
            } catch {
                throw .invalidArgument("\(self.name): the export in theme \(name) cannot be read back (\(error))")
            }
            themes.append((entry, rules.encoded()))
        }
        let exported = animations[0].id
        let listed = JSONTree.array(
            animations.map { animation in
                var entry = JSONObject(["id": .string(animation.id)])
                if animation.id == exported, !themes.isEmpty { entry["themes"] = .array(themes.map { .string($0.id) }) }
                return .object(entry)
            })
        var manifestObject = JSONObject([
            "version": "2", "generator": .string("TabShift \(TabShiftVersion.current)"), "animations": listed
        ])
        if !themes.isEmpty {
            manifestObject["themes"] = .array(themes.map { .object(JSONObject(["id": .string($0.id)])) })
        }
        if let stateMachine {
            manifestObject["stateMachines"] = .array([.object(JSONObject(["id": .string(safe(stateMachine.id))]))])
        }
        do {
            let archive = try Archive(accessMode: .create)
            try Self.add("manifest.json", JSONTree.object(manifestObject).encoded(), to: archive)
            for animation in animations { try Self.add("a/\(animation.id).json", animation.json, to: archive) }
            for theme in themes { try Self.add("t/\(theme.id).json", theme.json, to: archive) }
            if let stateMachine { try Self.add("s/\(safe(stateMachine.id)).json", stateMachine.json, to: archive) }
            guard let data = archive.data else {
                throw PlayerError.invalidArgument("the dotLottie zip could not be made")
            }
            return data
        } catch let error as PlayerError {
            throw error
        } catch {
            throw .invalidArgument("the dotLottie zip could not be made (\(error))")
        }
    }

    /// Every entry's date: a fixed one rather than the moment of writing, so that the same bar gives the same bytes.
    private static let entryDate = Date(timeIntervalSince1970: 946_728_000)

    private static func add(_ path: String, _ data: Data, to archive: Archive) throws {
        try archive.addEntry(
            with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: entryDate,
            compressionMethod: .deflate
        ) { position, size in
            let start = Int(clamping: position)
            return data.subdata(in: start..<min(start + size, data.count))
        }
    }
}
