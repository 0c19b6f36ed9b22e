import ArgumentParser
import Foundation
import LottiePlayer

/// Every format `--format` can name: the still formats and the animated ones.
enum FormatName: String, ExpressibleByArgument, CaseIterable {
    case png, svg, pdf, webp, gif, apng, mp4, webm

    var still: OutputFormat? { OutputFormat(rawValue: rawValue) }
    var animated: AnimatedFormat? { AnimatedFormat(rawValue: rawValue) }

    /// The format an extension names, if any.
    init?(fileExtension: String) {
        self.init(rawValue: fileExtension.lowercased())
    }

    static let acceptedExtensions = ".png, .svg, .pdf, .webp, .gif, .apng (or .png with --format apng), .mp4 and .webm"
}

/// What one `--output` holds: one still file, a folder of still frame files, or one animated image.
enum OutputKind: Equatable {
    case still(OutputFormat)
    case frames(OutputFormat)
    case animated(AnimatedFormat)

    /// The kind `path` and `--format` ask for when the command produces one frame or, with `manyFrames`, several.
    /// Contradictions are usage errors (exit 64) that say what would work.
    static func resolve(
        path: String, requested: FormatName?, manyFrames: Bool, option: String = "--output"
    ) throws -> OutputKind {
        let fileExtension = path == "-" ? "" : (path as NSString).pathExtension.lowercased()
        let named = FormatName(fileExtension: fileExtension)
        if let animated = requested?.animated ?? named?.animated {
            if let named, let requested, named != requested, !(requested == .apng && named == .png) {
                throw ValidationError(
                    "\(option) \"\(path)\" names \(named.rawValue) but --format is \(requested.rawValue)")
            }
            if named == nil, !fileExtension.isEmpty {
                throw ValidationError(
                    "\(option) \"\(path)\": .\(fileExtension) is not a format TabShift writes; use \(FormatName.acceptedExtensions)"
                )
            }
            return .animated(animated)
        }
        if manyFrames {
            if let named {
                throw ValidationError(
                    "\(option) \"\(path)\" names one .\(named.rawValue) file, but many frames were asked for: give a folder for frame files, an animated image (.webp, .gif, or .png with --format apng) or a video (.mp4, .webm)"
                )
            }
            if path == "-" {
                throw ValidationError(
                    "a sequence is a folder of files; \(option) - takes one frame or an animated image")
            }
            return .frames(requested?.still ?? .png)
        }
        return .still(
            try singleFileFormat(
                for: path, requested: requested?.still, option: option, accepted: FormatName.acceptedExtensions))
    }
}
