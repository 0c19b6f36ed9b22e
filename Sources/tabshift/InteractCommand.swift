import ArgumentParser
import Foundation
import LottieDecoding
import LottiePlayer

struct InteractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "interact",
        abstract: "Play a dotLottie state machine through timed taps, inputs and events, and render what it shows.",
        discussion: """
            Points are in output pixels (the animation fitted into --size, centred). Each step happens at its time, \
            before the frame of that time is recorded: --click X,Y@SECONDS taps (pointer down, up, click), --pointer \
            KIND:X,Y@SECONDS sends one pointer event (down, up, move, enter, exit, click), --set NAME=VALUE@SECONDS sets \
            an input, --fire NAME@SECONDS fires an event input; --script FILE.json gives steps as JSON. `tabshift \
            inspect` lists a file's state machines, states, inputs and interactions.
            """
    )

    @Argument(help: "A dotLottie file (.lottie) with a state machine, or any Lottie file with --machine.")
    var file: String

    @Option(help: "The state machine of the dotLottie file, by id. Defaults to the first.")
    var stateMachine: String?

    @Option(
        help: ArgumentHelp(
            "A state machine in a JSON file of its own, driving the file's animation.", valueName: "FILE.json"))
    var machine: String?

    @Option(help: "The theme to start with, by id; 'none' for none. Defaults to the file's initial theme.")
    var theme: String?

    @Option(
        help: ArgumentHelp("Tap a point: pointer down, up and click; repeatable.", valueName: "X,Y@SECONDS"),
        transform: ArgumentValue.timedPoint)
    var click: [ArgumentValue.Timed<(x: Double, y: Double)>] = []

    @Option(
        help: ArgumentHelp(
            "Send one pointer event (down, up, move, enter, exit or click); repeatable.", valueName: "KIND:X,Y@SECONDS"),
        transform: ArgumentValue.timedPointer)
    var pointer: [ArgumentValue.Timed<InteractionEvent>] = []

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "Set an input (a number, true/false or a text); repeatable.", valueName: "NAME=VALUE@SECONDS"),
        transform: ArgumentValue.timedAssignment)
    var settings: [ArgumentValue.Timed<Assignment>] = []

    @Option(
        help: ArgumentHelp("Fire an event input; repeatable.", valueName: "NAME@SECONDS"),
        transform: ArgumentValue.timedName)
    var fire: [ArgumentValue.Timed<String>] = []

    @Option(
        help: ArgumentHelp(
            "Steps as JSON: [{\"at\": 0.5, \"click\": [48, 48]}, {\"at\": 1, \"set\": {\"rating\": 3}}, {\"at\": 1.5, \"fire\": \"Step\"}].",
            valueName: "FILE.json"))
    var script: String?

    @Option(help: "Seconds recorded. Defaults to one second after the last step.")
    var duration: Double?

    @Option(help: "Frames per second of the recording.")
    var fps: Double = 30

    @Option(
        help: ArgumentHelp(
            "Size of each frame; points are in its pixels. Defaults to the composition's size.",
            valueName: "WIDTHxHEIGHT"), transform: ArgumentValue.size)
    var size: Viewport?

    @Option(
        name: .shortAndLong,
        help:
            "An animated image or video (.webp, .gif, .mp4, .webm, or .png with --format apng), or a folder for numbered frames."
    )
    var output: String?

    @Option(
        help:
            "webp, gif, apng, mp4 or webm for one animated image or video; png, svg or pdf for numbered frames. Defaults to the output's extension, else png."
    )
    var format: FormatName?

    @OptionGroup var animatedImage: AnimatedImageOptions

    @Option(help: ExpressionSetting.help)
    var expressions: ExpressionSetting = .on

    @Option(help: ArgumentHelp("Write the machine's events as JSON Lines to this file.", valueName: "FILE.jsonl"))
    var events: String?

    @Option(
        help: ArgumentHelp(
            "URLs OpenUrl actions may report (never open): host, host/path, *.host, …/*; repeatable.",
            valueName: "PATTERN"))
    var allowURL: [String] = []

    @Option(
        help: ArgumentHelp("A background colour. Defaults to transparent.", valueName: "#RRGGBB[AA]"),
        transform: ArgumentValue.color)
    var background: LottieColor?

    @Flag(name: .shortAndLong, help: "No progress line (it is shown only when standard error is a terminal).")
    var quiet = false

    func validate() throws {
        guard output != nil || events != nil else { throw ValidationError("give --output, --events or both") }
        guard fps.isFinite, (1...1000).contains(fps) else { throw ValidationError("--fps must be from 1 to 1000") }
        if let duration, !(duration.isFinite && duration >= 0 && duration <= 3600) {
            throw ValidationError("--duration must be from 0 to 3600 seconds")
        }
        if let output {
            let kind = try OutputKind.resolve(path: output, requested: format, manyFrames: true)
            try animatedImage.check(for: kind, framesPerSecond: fps)
        }
    }

    func run() throws {
        try reportingErrors {
            var document = try AnimationDocument(contentsOfFile: file, expressions: expressions.mode)
            if let theme { document = try document.applyingTheme(theme == "none" ? nil : theme) }
            let decoded =
                if let machine { try StateMachineDecoder.decode(file: machine) } else {
                    try document.stateMachine(id: stateMachine)
                }
            for warning in decoded.warnings { printError("warning: \(warning)") }
            let player = try InteractiveAnimation(
                document: document, machine: decoded.machine, warnings: decoded.warnings,
                viewport: size ?? document.naturalViewport, background: background)
            try player.start(policy: OpenURLPolicy(allowList: allowURL))
            var steps = try script.map { try InteractionScript(json: try Data(readingFile: $0), name: $0).steps } ?? []
            steps += click.map { ($0.seconds, .click(x: $0.value.x, y: $0.value.y)) }
            steps += pointer.map { ($0.seconds, .pointer($0.value)) }
            steps += settings.map { ($0.seconds, .set(input: $0.value.name, value: $0.value.value)) }
            steps += fire.map { ($0.seconds, .fire(input: $0.value)) }
            let plan = InteractionScript(steps: steps)
            let recording = try player.record(plan, seconds: duration ?? plan.lastTime + 1, framesPerSecond: fps)
            if let output {
                let progress = ProgressLine(label: "interact", quiet: quiet)
                switch try OutputKind.resolve(path: output, requested: format, manyFrames: true) {
                case .animated(let animated):
                    let settings = animatedImage.settings(background: background)
                    try writeAnimatedOutput(
                        to: output,
                        bytes: { () throws(PlayerError) in
                            try recording.animatedImage(
                                format: animated, settings: settings, progress: progress.update(done:total:))
                        },
                        file: { (path) throws(PlayerError) in
                            try recording.writeAnimatedImage(
                                format: animated, settings: settings, to: path, progress: progress.update(done:total:))
                        })
                    progress.finish()
                case .frames(let format), .still(let format):
                    try recording.writeFrames(format: format, to: output, progress: progress.update(done:total:))
                    progress.finish()
                }
                if output != "-" {
                    print(
                        "wrote \(recording.frameCount) frames at \(fps.frameNumberText) fps to \(output); final state \(player.stateName)"
                    )
                }
            }
            if let events { try AtomicFile.write(recording.eventLines(), to: events) }
        }
    }
}
