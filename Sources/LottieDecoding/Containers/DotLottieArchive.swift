import Foundation
import ZIPFoundation

/// A dotLottie file (`.lottie`): a zip holding `manifest.json`, one or more animations under `animations/` and
/// their images under `images/`. Entries are inflated with a cap, so a zip bomb is refused, not exhausted.
public struct DotLottieArchive {
    /// Recognised by content: every zip starts with a local file header.
    public static func isZip(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    private let archive: Archive
    private let limit: Int
    /// The animations' ids in the manifest's order (else by file name): the file names under `animations/`
    /// without `.json`.
    public let animationIDs: [String]

    public init(data: Data, limit: Int = 64 << 20) throws(LottieDecodingError) {
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw LottieDecodingError(path: "$", reason: .unreadableContainer("the dotLottie zip cannot be opened (\(error))"))
        }
        self.limit = limit
        let found = archive.compactMap { entry -> String? in
            guard entry.type == .file, entry.path.hasPrefix("animations/"), entry.path.hasSuffix(".json") else { return nil }
            return String(entry.path.dropFirst("animations/".count).dropLast(".json".count))
        }.sorted()
        var ordered: [String] = []
        if let manifestEntry = archive["manifest.json"],
           let manifest = try? JSONSerialization.jsonObject(with: Self.contents(of: manifestEntry, in: archive, limit: limit)) as? [String: Any],
           let listed = manifest["animations"] as? [[String: Any]] {
            ordered = listed.compactMap { $0["id"] as? String }.filter(found.contains)
        }
        animationIDs = ordered + found.filter { !ordered.contains($0) }
        guard !animationIDs.isEmpty else {
            throw LottieDecodingError(path: "$", reason: .unreadableContainer("the dotLottie zip holds no animations/*.json"))
        }
    }

    /// The JSON of the animation `id`, or of the first one.
    public func animationData(id: String? = nil) throws(LottieDecodingError) -> Data {
        let chosen = id ?? animationIDs[0]
        guard animationIDs.contains(chosen), let entry = archive["animations/\(chosen).json"] else {
            throw LottieDecodingError(path: "$", reason: .unreadableContainer("the dotLottie file has no animation \"\(chosen)\"; it has \(animationIDs.joined(separator: ", "))"))
        }
        return try Self.contents(of: entry, in: archive, limit: limit)
    }

    /// A file inside the zip (an image an animation names), or nil when there is none.
    public func file(at path: String) throws(LottieDecodingError) -> Data? {
        let normalized = path.hasPrefix("/") ? String(path.dropFirst()) : path
        guard let entry = archive[normalized], entry.type == .file else { return nil }
        return try Self.contents(of: entry, in: archive, limit: limit)
    }

    private struct TooLarge: Error {}

    private static func contents(of entry: Entry, in archive: Archive, limit: Int) throws(LottieDecodingError) -> Data {
        // The declared size is checked first, and the inflated bytes are counted too: a header can lie.
        guard entry.uncompressedSize <= UInt64(limit) else {
            throw LottieDecodingError(path: "$", reason: .limitExceeded("\(entry.path) in the dotLottie zip inflates to \(entry.uncompressedSize) bytes; the limit is \(limit)"))
        }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                data.append(chunk)
                if data.count > limit { throw TooLarge() }
            }
        } catch is TooLarge {
            throw LottieDecodingError(path: "$", reason: .limitExceeded("\(entry.path) in the dotLottie zip inflates to more than \(limit) bytes"))
        } catch {
            throw LottieDecodingError(path: "$", reason: .unreadableContainer("\(entry.path) in the dotLottie zip cannot be read (\(error))"))
        }
        return data
    }
}
