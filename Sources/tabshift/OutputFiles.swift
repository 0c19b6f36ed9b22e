import ArgumentParser
import Foundation
import LottiePlayer

/// Writes a picture that is a scene at its own size (a film strip) in `format`, atomically or to standard output.
func writeScene(_ scene: LottieScene, to path: String, format: OutputFormat, name: String) throws(PlayerError) {
    let viewport = Viewport(
        width: Int(clampingRounded: scene.width, to: 0...1 << 30),
        height: Int(clampingRounded: scene.height, to: 0...1 << 30))
    try writeOutput(try format.encode(scene, viewport: viewport, file: name), to: path)
}

/// The format of a single output file: its extension's, or `requested`, or PNG when it has no extension. An
/// unknown extension, or one that disagrees with `--format`, is a usage error (exit 64) naming the accepted ones.
func singleFileFormat(
    for path: String, requested: OutputFormat?, option: String = "--output", accepted: String = ".png, .svg and .pdf"
) throws -> OutputFormat {
    if path == "-" { return requested ?? .png }
    let fileExtension = (path as NSString).pathExtension.lowercased()
    guard !fileExtension.isEmpty else { return requested ?? .png }
    guard let named = OutputFormat(rawValue: fileExtension) else {
        if AnimatedFormat(rawValue: fileExtension) != nil {
            throw ValidationError(
                "\(option) \"\(path)\": .\(fileExtension) is an animated image, which this output cannot be; use .png, .svg or .pdf"
            )
        }
        throw ValidationError(
            "\(option) \"\(path)\": .\(fileExtension) is not a format TabShift writes; use \(accepted)")
    }
    if let requested, requested != named {
        throw ValidationError("\(option) \"\(path)\" names \(named.rawValue) but --format is \(requested.rawValue)")
    }
    return named
}

/// Writes an animated image or video: its bytes to standard output when the path is `-`, else straight into the
/// file (a video's frames then never sit in memory all at once).
func writeAnimatedOutput(
    to path: String, bytes: () throws(PlayerError) -> Data, file: (String) throws(PlayerError) -> Void
) throws(PlayerError) {
    if path == "-" { try writeOutput(try bytes(), to: path) } else { try file(path) }
}

/// Writes a single-file output: to standard output when the path is `-` (for pipes), else atomically.
func writeOutput(_ data: Data, to path: String) throws(PlayerError) {
    guard path == "-" else { return try AtomicFile.write(data, to: path) }
    do {
        try FileHandle.standardOutput.write(contentsOf: data)
    } catch {
        throw .unwritableFile(path: "standard output", reason: AtomicFile.reason(error))
    }
}
