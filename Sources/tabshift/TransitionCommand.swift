import ArgumentParser
import Foundation
import LottiePlayer

struct TransitionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract:
            "Render a tab shift of a tab bar: an animated image or numbered frames, a film strip, and a JSON timeline.",
        discussion: """
            The bar starts at rest on --from and is asked to select --to at time 0. --then ID --at SECONDS taps another \
            tab mid-shift; --badge ID=VALUE --at SECONDS sets, changes or (none) clears a badge; --release-at P \
            --velocity V drives the shift by a drag that reaches P at the shift's own pace and lets go with V (progress \
            per second) instead of a tap. --fps sets the frame rate of an animated image and of numbered frames alike.
            """
    )

    @OptionGroup var shift: ShiftOptions

    @Option(
        help:
            "Frames per second of the animated image or the numbered frames: 60 unless given (GIF: 50, the most it plays)."
    )
    var fps: Double?

    @Option(
        help: ArgumentHelp("Size of each frame. Defaults to the bar's size.", valueName: "WIDTHxHEIGHT"),
        transform: ArgumentValue.size)
    var size: Viewport?

    @Option(
        name: .shortAndLong,
        help:
            "An animated image or video (.webp, .gif, .mp4, .webm, or .png with --format apng), or a folder for numbered frames (frame-NNNNN.png, .svg or .pdf)."
    )
    var output: String?

    @Option(
        help:
            "webp, gif, apng, mp4 or webm for one animated image or video; png, svg or pdf for numbered frames. Defaults to the output's extension, else png."
    )
    var format: FormatName?

    @OptionGroup var animatedImage: AnimatedImageOptions

    @OptionGroup var colorOptions: ColorOptions

    @Option(help: ExpressionSetting.help)
    var expressions: ExpressionSetting = .on

    @Option(help: "Write a film strip of the shift to this file (.png, .svg or .pdf).")
    var strip: String?

    @Option(help: "How many moments the film strip shows.")
    var stripFrames = 8

    @Option(help: "Write the poses of every frame as JSON to this file.")
    var timeline: String?

    @Option(
        help: ArgumentHelp("A background colour under the bar.", valueName: "#RRGGBB[AA]"),
        transform: ArgumentValue.color)
    var background: LottieColor?

    @Flag(name: .shortAndLong, help: "No progress line (it is shown only when standard error is a terminal).")
    var quiet = false

    func validate() throws {
        guard shift.from != nil, shift.to != nil else {
            throw ValidationError("give --from and --to: the tab selected at the start and the tab to select")
        }
        guard output != nil || strip != nil || timeline != nil else {
            throw ValidationError("give at least one of --output, --strip and --timeline")
        }
        guard (2...100).contains(stripFrames) else { throw ValidationError("--strip-frames must be from 2 to 100") }
        if let fps, !(fps.isFinite && (1...1000).contains(fps)) {
            throw ValidationError("--fps must be from 1 to 1000")
        }
        if let output {
            let kind = try OutputKind.resolve(path: output, requested: format, manyFrames: true)
            try animatedImage.check(for: kind, framesPerSecond: fps)
        } else if format != nil || animatedImage.isSet {
            throw ValidationError("--format, --loop, --quality and --matte shape --output, which is missing")
        }
        if let strip { _ = try singleFileFormat(for: strip, requested: nil, option: "--strip") }
        if let timeline, !(timeline as NSString).pathExtension.isEmpty,
            (timeline as NSString).pathExtension.lowercased() != "json"
        {
            throw ValidationError("--timeline \"\(timeline)\": the timeline is JSON; name it .json")
        }
    }

    func run() throws {
        let backgroundColor = background
        try reportingErrors {
            var loaded = try shift.loadBar(expressions: expressions.mode)
            if let tint = colorOptions.tint { loaded = try loaded.selectingTint(tint) }
            let keypathColors = colorOptions.keypathColors
            if !keypathColors.isEmpty {
                loaded = loaded.overridingIcons(keypathColors)
                ColorOptions.warn(loaded.unmatchedOverrides(keypathColors), in: shift.bar)
            }
            let document = loaded
            let plan = try shift.plan()
            let kind = try output.map { try OutputKind.resolve(path: $0, requested: format, manyFrames: true) }
            let rate: Double =
                if let fps { fps } else if case .animated(let animated)? = kind { animated.playableRate(60) } else {
                    60
                }
            let recording = try TabShiftRecording(document: document, plan: plan, framesPerSecond: rate)
            let viewport = size ?? document.viewport()
            switch (output, kind) {
            case (let output?, .animated(let animated)?):
                let progress = ProgressLine(label: "transition", quiet: quiet)
                let settings = animatedImage.settings(background: backgroundColor)
                try writeAnimatedOutput(
                    to: output,
                    bytes: { () throws(PlayerError) in
                        try recording.animatedImage(
                            viewport: viewport, format: animated, settings: settings, background: backgroundColor,
                            progress: progress.update(done:total:))
                    },
                    file: { (path) throws(PlayerError) in
                        try recording.writeAnimatedImage(
                            viewport: viewport, format: animated, settings: settings, background: backgroundColor,
                            to: path, progress: progress.update(done:total:)
                        )
                    })
                progress.finish()
                if output != "-" {
                    print(
                        "wrote \(progress.done) frames (\(String(format: "%.3f", recording.duration)) s at \(rate.frameNumberText) fps) to \(output)"
                    )
                }
            case (let output?, .frames(let format)?):
                let progress = ProgressLine(label: "transition", quiet: quiet)
                let count = try recording.writeFrames(
                    viewport: viewport, format: format, background: backgroundColor, to: output,
                    progress: progress.update(done:total:))
                progress.finish()
                print(
                    "wrote \(count) frames (\(String(format: "%.3f", recording.duration)) s at \(rate.frameNumberText) fps) to \(output)"
                )
            default:
                break
            }
            if let strip {
                let scene = recording.filmStrip(
                    count: stripFrames, cellWidth: Double(viewport.width), cellHeight: Double(viewport.height),
                    cellBackground: backgroundColor ?? .white)
                try writeScene(
                    scene, to: strip, format: try singleFileFormat(for: strip, requested: nil, option: "--strip"),
                    name: shift.bar)
            }
            if let timeline {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try AtomicFile.write(try encoder.encode(recording.timeline), to: timeline)
            }
        }
    }
}
