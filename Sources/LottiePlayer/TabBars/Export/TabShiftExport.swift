import Foundation
import LottieEncoding
import TabShiftEngine
import ZIPFoundation

/// Tab shifts as Lottie files other players play: lottie-ios, lottie-android, lottie-web, dotLottie (ThorVG) and
/// rlottie. See `ShiftComposition` for what the file holds.
extension TabShiftRecording {
    /// The shift as Lottie JSON at the recording's frame rate: frame k of the file is the shift k / fps seconds in.
    public func lottieJSON() throws(PlayerError) -> Data {
        let composition = ShiftComposition(document: document, shifts: [.init(name: nil, recording: self)], framesPerSecond: framesPerSecond)
        let from = document.manifest.tabs[fromIndex].id, to = document.manifest.tabs[toIndex].id
        return try composition.json(name: "\(from)→\(to)").encoded()
    }
}

extension TabBarDocument {
    /// Every shift from one tab to another (n × (n − 1) of them) in one Lottie file, one after the other, each under
    /// a marker named `from→to` (e.g. `home→search`): an app plays the one for the tap made, `play(fromMarker:)` in
    /// lottie-ios, `playSegments` in lottie-web.
    public func lottieJSONOfEveryShift(framesPerSecond: Double = 60, reducedMotion: Bool = false) throws(PlayerError) -> Data {
        let ids = manifest.tabs.map(\.id)
        var shifts: [ShiftComposition.Shift] = []
        for from in ids.indices {
            for to in ids.indices where to != from {
                let recording = try TabShiftRecording(document: self, plan: TabShiftPlan(from: .index(from), to: .index(to), reducedMotion: reducedMotion), framesPerSecond: framesPerSecond)
                shifts.append(.init(name: "\(ids[from])→\(ids[to])", recording: recording))
            }
        }
        let composition = ShiftComposition(document: self, shifts: shifts, framesPerSecond: framesPerSecond)
        return try composition.json(name: "\(URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent): every shift").encoded()
    }

    /// `json` (an export) as a dotLottie file: `manifest.json`, the export as the first animation `id`, and the
    /// bar's icons after it under their tab ids.
    public func dotLottie(exporting json: Data, id: String) throws(PlayerError) -> Data {
        // Entry names come from tab ids: anything but letters, digits, `.`, `_` and `-` is replaced, so that no
        // id can name a path outside `animations/`.
        func safe(_ name: String) -> String {
            let cleaned = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == ".") ? $0 : "_" })
            return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "animation" : cleaned
        }
        var animations: [(id: String, json: Data)] = [(safe(id), json)]
        for (index, icon) in icons.enumerated() {
            var entry = safe(manifest.tabs[index].id)
            while animations.contains(where: { $0.id == entry }) { entry += "_" }
            animations.append((entry, try icon.sourceJSON()))
        }
        let listed = JSONTree.array(animations.map { .object(JSONObject(["id": .string($0.id)])) })
        let manifestJSON = JSONTree.object(JSONObject(["version": "1", "generator": .string("TabShift \(TabShiftVersion.current)"), "author": "TabShift", "animations": listed])).encoded()
        do {
            let archive = try Archive(accessMode: .create)
            try Self.add("manifest.json", manifestJSON, to: archive)
            for animation in animations { try Self.add("animations/\(animation.id).json", animation.json, to: archive) }
            guard let data = archive.data else { throw PlayerError.invalidArgument("the dotLottie zip could not be made") }
            return data
        } catch let error as PlayerError {
            throw error
        } catch {
            throw .invalidArgument("the dotLottie zip could not be made (\(error))")
        }
    }

    private static func add(_ path: String, _ data: Data, to archive: Archive) throws {
        try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
            let start = Int(clamping: position)
            return data.subdata(in: start..<min(start + size, data.count))
        }
    }
}
