import ArgumentParser
import Foundation
import LottiePlayer

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Render one frame to PNG, SVG or PDF, frames to a folder, or an animation to animated WebP, GIF or APNG.",
        discussion: """
            Frame numbers are absolute Lottie frames (the file's own ip..op numbering); fractional frames are allowed \
            with --frame. An --output ending in .webp or .gif, or --format apng, writes one animated image of the whole \
            animation, or of --frames or --marker, at the animation's frame rate (--fps resamples; GIF plays at most 50). \
            Otherwise --frames, --marker or --all make --output a folder that receives frame-00000.EXT, frame-00001.EXT \
            and so on, numbered from 0 (--number-from-frame numbers them by animation frame); frame files of an earlier \
            run that this run did not write are removed, and no other file is touched. --fps means the same for a folder \
            as for an animated image: the selection resampled at that rate, a file every 1/fps seconds of the animation.
            """
    )

    @OptionGroup var source: AnimationOptions

    // Unconditional: negative frames are common (ip < 0), and `--frame -5` must not read -5 as an option.
    @Option(
        parsing: .unconditional,
        help: "The frame to render (absolute, fractional allowed). Defaults to the first frame.")
    var frame: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("A range of whole frames to render, inclusive.", valueName: "FIRST..LAST"),
        transform: ArgumentValue.frameRange)
    var frames: FrameSelection?

    @Option(help: "The frames of this marker's segment, its end included.")
    var marker: String?

    @Flag(help: "Render every frame of the animation.")
    var all = false

    @Option(
        help: ArgumentHelp("Output size. Defaults to the composition's size.", valueName: "WIDTHxHEIGHT"),
        transform: ArgumentValue.size)
    var size: Viewport?

    @Option(name: .shortAndLong, help: "The output file (- for standard output), or a folder for frame files.")
    var output: String

    @Option(help: "png, svg, pdf, webp, gif, apng, mp4 or webm. Defaults to the output's extension, else png.")
    var format: FormatName?

    @Option(
        help: ArgumentHelp("A background colour. Defaults to transparent.", valueName: "#RRGGBB[AA]"),
        transform: ArgumentValue.color)
    var background: LottieColor?

    @Option(
        help: "Animated images and frame folders: frames per second, resampling the animation's own rate (the default)."
    )
    var fps: Double?

    @OptionGroup var animatedImage: AnimatedImageOptions

    @OptionGroup var colorOptions: ColorOptions

    @Flag(help: "Name sequence files by animation frame number instead of from 0.")
    var numberFromFrame = false

    @Flag(name: .shortAndLong, help: "No progress line (it is shown only when standard error is a terminal).")
    var quiet = false

    var outputKind: OutputKind {
        get throws {
            try OutputKind.resolve(path: output, requested: format, manyFrames: frames != nil || marker != nil || all)
        }
    }

    func validate() throws {
        let selections = [frame != nil, frames != nil, marker != nil, all].filter { $0 }.count
        guard selections <= 1 else { throw ValidationError("give only one of --frame, --frames, --marker and --all") }
        if let frame, !frame.isFinite { throw ValidationError("--frame \(frame) is not a finite frame number") }
        let kind = try outputKind
        if case .animated(let animated) = kind, frame != nil {
            throw ValidationError(
                "--frame picks one still, and \(animated.rawValue) is an animated image: give --frames, --marker or nothing (the whole animation)"
            )
        }
        try animatedImage.check(for: kind, framesPerSecond: fps)
        if fps != nil, numberFromFrame {
            throw ValidationError(
                "--number-from-frame names files by whole animation frame, and --fps resamples between them; give one of the two"
            )
        }
    }

    func run() throws {
        try reportingErrors {
            let document = try source.load().overriding(colorOptions.allColors)
            ColorOptions.warn(document.unmatchedOverrides(), in: source.file)
            let viewport = size ?? document.naturalViewport
            let kind = try outputKind
            let selection: FrameSelection =
                if let frames { frames } else if let marker { .marker(marker) } else if let frame {
                    .single(frame)
                } else if case .still = kind { .single(document.firstFrame) } else { .all }
            switch kind {
            case .still(let format):
                guard case .single(let frame) = selection else { return }
                try writeOutput(
                    try document.render(frame: frame, viewport: viewport, format: format, background: background),
                    to: output)
            case .animated(let format):
                let progress = ProgressLine(label: "render", quiet: quiet)
                let settings = animatedImage.settings(background: background)
                try writeAnimatedOutput(
                    to: output,
                    bytes: { () throws(PlayerError) in
                        try document.animatedImage(
                            selection, viewport: viewport, format: format, framesPerSecond: fps, settings: settings,
                            background: background, progress: progress.update(done:total:)
                        )
                    },
                    file: { (path) throws(PlayerError) in
                        try document.writeAnimatedImage(
                            selection, viewport: viewport, format: format, framesPerSecond: fps, settings: settings,
                            background: background, to: path,
                            progress: progress.update(done:total:)
                        )
                    })
                progress.finish()
                if output != "-" { print("wrote \(progress.done) frames to \(output)") }
            case .frames(let format):
                let progress = ProgressLine(label: "render", quiet: quiet)
                let count = try document.writeFrames(
                    selection, viewport: viewport, format: format, framesPerSecond: fps, background: background,
                    numbering: numberFromFrame ? .byFrame : .fromZero,
                    to: output, progress: progress.update(done:total:)
                )
                progress.finish()
                print("wrote \(count) frames to \(output)")
            }
        }
    }
}
