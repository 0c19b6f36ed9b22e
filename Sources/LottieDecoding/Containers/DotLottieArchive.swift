import Foundation
import ZIPFoundation

/// A dotLottie file (`.lottie`): a zip holding `manifest.json`, one or more animations under `animations/` (version 1)
/// or `a/` (version 2), their images under `images/` or `i/`, themes under `themes/` or `t/`, and state machines under
/// `s/` (version 2; `states/` as some tools write it). Entries are inflated
/// with a cap, so a zip bomb is refused, not exhausted.
package struct DotLottieArchive {
    /// Recognised by content: every zip starts with a local file header.
    package static func isZip(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    private let archive: Archive
    private let limit: Int
    /// The animations' ids in the manifest's order (else by file name): the file names under `animations/`
    /// without `.json`.
    package let animationIDs: [String]
    /// The themes' ids in the manifest's order, then any other theme files by name.
    package let themeIDs: [String]
    /// The state machines' ids in the manifest's order, then any others by file name.
    package let stateMachineIDs: [String]
    /// Each animation's `initialTheme` from the manifest.
    private let initialThemes: [String: String]
    /// Where each animation and theme lives in the zip, by id.
    private let animationPaths: [String: String]
    private let themePaths: [String: String]
    private let stateMachinePaths: [String: String]

    /// Why a file is no dotLottie zip, in words that say what to do about it.
    static func unopenable(_ error: Error) -> String {
        switch error {
        case Archive.ArchiveError.missingEndOfCentralDirectoryRecord:
            "not a complete zip archive (its end is missing: the file is truncated, or not a .lottie); download or export it again"
        case Archive.ArchiveError.unreadableArchive:
            "a damaged zip archive; download or export the .lottie again"
        default:
            "the dotLottie zip cannot be opened (\(error)); download or export it again"
        }
    }

    package init(data: Data, limit: Int = 64 << 20) throws(LottieDecodingError) {
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw LottieDecodingError(path: "$", reason: .unreadableContainer(Self.unopenable(error)))
        }
        self.limit = limit
        func files(in archive: Archive, under folders: [String]) -> [String: String] {
            var found: [String: String] = [:]
            for entry in archive where entry.type == .file && entry.path.hasSuffix(".json") {
                guard let folder = folders.first(where: { entry.path.hasPrefix($0) }) else { continue }
                let id = String(entry.path.dropFirst(folder.count).dropLast(".json".count))
                if !id.isEmpty, !id.contains("/"), found[id] == nil { found[id] = entry.path }
            }
            return found
        }
        let animationPaths = files(in: archive, under: ["animations/", "a/"])
        let themePaths = files(in: archive, under: ["themes/", "t/"])
        let stateMachinePaths = files(in: archive, under: ["s/", "states/"])
        self.animationPaths = animationPaths
        self.themePaths = themePaths
        self.stateMachinePaths = stateMachinePaths
        var listedAnimations: [String] = []
        var listedThemes: [String] = []
        var listedStateMachines: [String] = []
        var initialThemes: [String: String] = [:]
        if let manifestEntry = archive["manifest.json"],
            let manifest = try? JSONSerialization.jsonObject(
                with: Self.contents(of: manifestEntry, in: archive, limit: limit)) as? [String: Any]
        {
            for animation in manifest["animations"] as? [[String: Any]] ?? [] {
                guard let id = animation["id"] as? String else { continue }
                listedAnimations.append(id)
                if let theme = animation["initialTheme"] as? String { initialThemes[id] = theme }
            }
            listedThemes = (manifest["themes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            listedStateMachines = (manifest["stateMachines"] as? [[String: Any]] ?? []).compactMap {
                $0["id"] as? String
            }
        }
        let ordered = listedAnimations.filter { animationPaths[$0] != nil }
        animationIDs = ordered + animationPaths.keys.sorted().filter { !ordered.contains($0) }
        let orderedThemes = listedThemes.filter { themePaths[$0] != nil }
        themeIDs = orderedThemes + themePaths.keys.sorted().filter { !orderedThemes.contains($0) }
        let orderedMachines = listedStateMachines.filter { stateMachinePaths[$0] != nil }
        stateMachineIDs = orderedMachines + stateMachinePaths.keys.sorted().filter { !orderedMachines.contains($0) }
        self.initialThemes = initialThemes.filter { themePaths[$0.value] != nil }
        guard !animationIDs.isEmpty else {
            throw LottieDecodingError(
                path: "$", reason: .unreadableContainer("the dotLottie zip holds no animations/*.json or a/*.json"))
        }
    }

    /// The JSON of the animation `id`, or of the first one.
    package func animationData(id: String? = nil) throws(LottieDecodingError) -> Data {
        let chosen = id ?? animationIDs[0]
        guard let path = animationPaths[chosen], let entry = archive[path] else {
            throw LottieDecodingError(
                path: "$",
                reason: .unreadableContainer(
                    "the dotLottie file has no animation \"\(chosen)\"; it has \(animationIDs.joined(separator: ", "))")
            )
        }
        return try Self.contents(of: entry, in: archive, limit: limit)
    }

    /// The JSON of the state machine `id`.
    package func stateMachineData(id: String) throws(LottieDecodingError) -> Data {
        guard let path = stateMachinePaths[id], let entry = archive[path] else {
            let known = stateMachineIDs.isEmpty ? "it has none" : "it has \(stateMachineIDs.joined(separator: ", "))"
            throw LottieDecodingError(
                path: "$", reason: .unreadableContainer("the dotLottie file has no state machine \"\(id)\"; \(known)"))
        }
        return try Self.contents(of: entry, in: archive, limit: limit)
    }

    /// The theme the manifest starts the animation `id` (else the first) with, if any.
    package func initialThemeID(animation id: String?) -> String? {
        initialThemes[id ?? animationIDs[0]]
    }

    /// The theme `id` as slot values (`{"slot": {"p": …}}`) for the animation `animation`.
    package func themeSlots(id: String, animation: String) throws(LottieDecodingError) -> Data {
        guard let path = themePaths[id], let entry = archive[path] else {
            let known = themeIDs.isEmpty ? "it has none" : "it has \(themeIDs.joined(separator: ", "))"
            throw LottieDecodingError(
                path: "$", reason: .unreadableContainer("the dotLottie file has no theme \"\(id)\"; \(known)"))
        }
        return try DotLottieTheme.slotsJSON(
            from: try Self.contents(of: entry, in: archive, limit: limit), animation: animation, file: path)
    }

    /// An image an animation names (folder `u`, file `p`): where the animation says, else in `images/` or `i/`.
    package func image(folder: String, file: String) -> Data? {
        for path in [folder + file, "images/" + file, "i/" + file] {
            if let data = try? self.file(at: path) { return data }
        }
        return nil
    }

    /// A file inside the zip (an image an animation names), or nil when there is none.
    package func file(at path: String) throws(LottieDecodingError) -> Data? {
        let normalized = path.hasPrefix("/") ? String(path.dropFirst()) : path
        guard let entry = archive[normalized], entry.type == .file else { return nil }
        return try Self.contents(of: entry, in: archive, limit: limit)
    }

    private struct TooLarge: Error {}

    private static func contents(of entry: Entry, in archive: Archive, limit: Int) throws(LottieDecodingError) -> Data {
        // The declared size is checked first, and the inflated bytes are counted too: a header can lie.
        guard entry.uncompressedSize <= UInt64(limit) else {
            throw LottieDecodingError(
                path: "$",
                reason: .limitExceeded(
                    "\(entry.path) in the dotLottie zip inflates to \(entry.uncompressedSize) bytes; the limit is \(limit)"
                ))
        }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                data.append(chunk)
                if data.count > limit { throw TooLarge() }
            }
        } catch is TooLarge {
            throw LottieDecodingError(
                path: "$",
                reason: .limitExceeded("\(entry.path) in the dotLottie zip inflates to more than \(limit) bytes"))
        } catch {
            throw LottieDecodingError(
                path: "$", reason: .unreadableContainer("\(entry.path) in the dotLottie zip cannot be read (\(error))"))
        }
        return data
    }
}
