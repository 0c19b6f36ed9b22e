import Foundation
import ArgumentParser
import CairoRendering
import LottiePlayer
import VectorGraphics

/// Writes a picture that is a scene at its own size (a film strip) in `format`, atomically or to standard output.
func writeScene(_ scene: LottieScene, to path: String, format: OutputFormat, name: String) throws(PlayerError) {
    let viewport = Viewport(width: Int(clampingRounded: scene.width, to: 0...1 << 30), height: Int(clampingRounded: scene.height, to: 0...1 << 30))
    try writeOutput(try format.encode(scene, viewport: viewport, file: name), to: path)
}

func parseBackground(_ text: String?) throws -> LottieColor? {
    guard let text else { return nil }
    guard let color = LottieColor(hex: text) else { throw ValidationError("--background \"\(text)\" is not a colour of the form #RRGGBB or #RRGGBBAA") }
    return color
}

/// The format of a single output file: its extension's, or `requested`, or PNG when it has no extension. An
/// unknown extension, or one that disagrees with `--format`, is a usage error (exit 64) naming the accepted ones.
func singleFileFormat(for path: String, requested: OutputFormat?, option: String = "--output", accepted: String = ".png, .svg and .pdf") throws -> OutputFormat {
    if path == "-" { return requested ?? .png }
    let fileExtension = (path as NSString).pathExtension.lowercased()
    guard !fileExtension.isEmpty else { return requested ?? .png }
    guard let named = OutputFormat(rawValue: fileExtension) else {
        if AnimatedFormat(rawValue: fileExtension) != nil {
            throw ValidationError("\(option) \"\(path)\": .\(fileExtension) is an animated image, which this output cannot be; use .png, .svg or .pdf")
        }
        throw ValidationError("\(option) \"\(path)\": .\(fileExtension) is not a format TabShift writes; use \(accepted)")
    }
    if let requested, requested != named {
        throw ValidationError("\(option) \"\(path)\" names \(named.rawValue) but --format is \(requested.rawValue)")
    }
    return named
}

/// A `WIDTHxHEIGHT` option read in `validate()`, so that a malformed one is a usage error (exit 64).
func parseSize(_ text: String?, option: String = "--size") throws -> Viewport? {
    guard let text else { return nil }
    do {
        return try Viewport(parsing: text)
    } catch {
        throw ValidationError("\(option): \(error.description)")
    }
}

/// Renders `count` frames on every core into the folder `output`, each worker with its own renderer from
/// `makeWorker`, with a progress line; the files appear only once every frame is written (`FrameFolder`).
func writeFrameSequence<Worker>(
    to output: String, count: Int, label: String, quiet: Bool,
    makeWorker: @Sendable () throws(PlayerError) -> Worker,
    frame: @Sendable (Worker, Int) throws(PlayerError) -> (data: Data, name: String)
) throws(PlayerError) {
    let folder = try FrameFolder(path: output)
    let progress = ProgressLine(label: label, quiet: quiet)
    try ParallelFrames.run(
        count: count,
        makeWorker: makeWorker,
        produce: { worker, index throws(PlayerError) in
            let (data, name) = try frame(worker, index)
            try folder.write(data, named: name)
        },
        consume: { index, _ throws(PlayerError) in progress.update(done: index + 1, total: count) }
    )
    progress.finish()
    try folder.commit()
}

/// The name of the frame file at `position` in a sequence (`frame-00000.png` onwards).
func frameFileName(_ number: Int, format: OutputFormat) -> String {
    // As printf's "%05d" pads (five characters, a minus sign counted), without its variadic formatting per frame.
    let digits = String(number.magnitude)
    let zeros = String(repeating: "0", count: max(0, (number < 0 ? 4 : 5) - digits.count))
    return "frame-\(number < 0 ? "-" : "")\(zeros)\(digits).\(format.fileExtension)"
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
