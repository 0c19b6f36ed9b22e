import ArgumentParser
import CairoRendering
import Foundation
import LottiePlayer
import VectorGraphics

extension OutputFormat: ExpressibleByArgument {}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame, a range of frames or every frame to PNG, SVG or PDF.",
        discussion: """
        Frame numbers are absolute Lottie frames (the file's own ip..op numbering); fractional frames are allowed \
        with --frame. With --frames or --all, --output names a folder that receives frame-00000.EXT, frame-00001.EXT \
        and so on, numbered from 0 (--number-from-frame numbers them by animation frame); frame files of an earlier \
        run that this run did not write are removed, and no other file is touched.
        """
    )

    @Argument(help: "The Lottie file: JSON, a Telegram sticker (.tgs) or a dotLottie file (.lottie).")
    var file: String

    @Option(help: "The animation of a dotLottie file to use, by id (tabshift inspect lists them). Defaults to the first.")
    var animation: String?

    // Unconditional: negative frames are common (ip < 0), and `--frame -5` must not read -5 as an option.
    @Option(parsing: .unconditional, help: "The frame to render (absolute, fractional allowed). Defaults to the first frame.")
    var frame: Double?

    @Option(parsing: .unconditional, help: "A range of whole frames to render, FIRST..LAST inclusive.")
    var frames: String?

    @Flag(help: "Render every frame of the animation.")
    var all = false

    @Option(help: "Output size WIDTHxHEIGHT. Defaults to the composition's size.")
    var size: String?

    @Option(name: .shortAndLong, help: "The output file (- for standard output), or folder with --frames/--all.")
    var output: String

    @Option(help: "png, svg or pdf. Defaults to the output's extension, else png.")
    var format: OutputFormat?

    @Option(help: "A background colour #RRGGBB or #RRGGBBAA. Defaults to transparent.")
    var background: String?

    @Flag(help: "Name sequence files by animation frame number instead of from 0.")
    var numberFromFrame = false

    @Flag(name: .shortAndLong, help: "No progress line (it is shown only when standard error is a terminal).")
    var quiet = false

    func validate() throws {
        let selections = [frame != nil, frames != nil, all].filter { $0 }.count
        guard selections <= 1 else { throw ValidationError("give only one of --frame, --frames and --all") }
        if let background, Color(hex: background) == nil {
            throw ValidationError("--background \"\(background)\" is not a colour of the form #RRGGBB or #RRGGBBAA")
        }
        _ = try parseSize(size)
        if let frames {
            do { _ = try FrameSelection.parseRange(frames) } catch { throw ValidationError("--frames: \(error.description)") }
        }
        if let frame, !frame.isFinite { throw ValidationError("--frame \(frame) is not a finite frame number") }
        if frames == nil && !all { _ = try singleFileFormat(for: output, requested: format) }
        if (frames != nil || all) && output == "-" { throw ValidationError("a sequence is a folder of files; --output - takes one frame") }
    }

    func run() throws {
        try reportingErrors {
            let document = try AnimationDocument(contentsOfFile: file, animation: animation)
            let viewport = try size.map { text throws(PlayerError) in try Viewport(parsing: text) } ?? document.naturalViewport
            let backgroundColor = background.flatMap(Color.init(hex:))
            let selection: FrameSelection = if let frames { try FrameSelection.parseRange(frames) } else if all { .all } else { .single(frame ?? document.firstFrame) }
            if case .single(let frame) = selection {
                let chosen = try singleFileFormat(for: output, requested: format)
                let data = try document.render(frame: frame, viewport: viewport, format: chosen, background: backgroundColor)
                try writeOutput(data, to: output)
                return
            }
            let chosen = format ?? .png
            try selection.checkCount(first: document.firstFrame, last: document.lastFrame)
            let frameNumbers = selection.frames(first: document.firstFrame, last: document.lastFrame)
            // Every frame is checked before the first is written, so a bad range leaves no partial sequence.
            for frame in frameNumbers { try document.checkFrame(frame) }
            let folder = try FrameFolder(path: output)
            let progress = ProgressLine(total: frameNumbers.count, label: "render", quiet: quiet)
            try ParallelFrames.run(
                count: frameNumbers.count,
                makeWorker: { () throws(PlayerError) in try AnimationRenderer(document: document, viewport: viewport, background: backgroundColor) },
                produce: { renderer, index throws(PlayerError) in
                    let frame = frameNumbers[index]
                    let data = chosen == .png ? try renderer.pngData(frame: frame)
                        : try document.render(frame: frame, viewport: viewport, format: chosen, background: backgroundColor)
                    let name = frameFileName(numberFromFrame ? Int(clampingRounded: frame, to: Int.min...Int.max) : index, format: chosen)
                    try folder.write(data, named: name)
                },
                consume: { index, _ throws(PlayerError) in progress.update(done: index + 1) }
            )
            progress.finish()
            try folder.commit()
            print("wrote \(frameNumbers.count) frames to \(output)")
        }
    }
}
