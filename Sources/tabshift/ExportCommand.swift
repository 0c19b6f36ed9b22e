import ArgumentParser
import Foundation
import LottiePlayer

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Bake a tab shift, or every shift of a bar, into one Lottie file that other players play.",
        discussion: """
            The shift is the one `transition` draws with the same options (--then/--at, --badge/--at, --release-at, \
            --reduced-motion, --theme), sampled at --fps into keyframes: each icon a precomposition whose time remap \
            plays the segments the engine chose, tints as track mattes, the indicator, titles and badge labels as glyph \
            outlines (no font needed). --all exports every shift from one tab to another into one file, each under a \
            marker named from→to (home→search). An --output ending in .lottie writes a dotLottie file with the export \
            and the bar's icons. Keys are written with "ty" first, as rlottie and lottie-android need.
            """
    )

    @OptionGroup var shift: ShiftOptions

    @Flag(help: "Every shift from one tab to another, one after the other, each under a marker named from→to.")
    var all = false

    @Option(help: "Frames per second of the Lottie file (its fr): 60 unless given.")
    var fps = 60.0

    @Option(
        name: .shortAndLong,
        help: "The Lottie file to write: .json, or .lottie for a dotLottie file with the bar's icons.")
    var output: String

    @Option(help: ExpressionSetting.help)
    var expressions: ExpressionSetting = .on

    func validate() throws {
        guard fps.isFinite, (1...240).contains(fps) else { throw ValidationError("--fps must be from 1 to 240") }
        if all, shift.describesOneShift {
            throw ValidationError(
                "--all exports every shift of the bar: leave out --from, --to, --then, --badge and --release-at")
        }
        if !all, shift.from == nil || shift.to == nil {
            throw ValidationError("give --from and --to, or --all for every shift")
        }
        let kind = (output as NSString).pathExtension.lowercased()
        guard kind == "json" || kind == "lottie" else {
            throw ValidationError("--output \"\(output)\": write .json (Lottie) or .lottie (dotLottie)")
        }
    }

    func run() throws {
        try reportingErrors {
            let document = try shift.loadBar(expressions: expressions.mode)
            let plan = all ? nil : try shift.plan()
            let (fps, reducedMotion) = (self.fps, shift.reducedMotion)
            let dotLottie = (output as NSString).pathExtension.lowercased() == "lottie"
            // A dotLottie file of every shift carries the bar as a state machine, whose clicks land on tab areas.
            let machine = dotLottie && all
            let export = { (bar: TabBarDocument) throws(PlayerError) -> Data in
                guard let plan else {
                    return try bar.lottieJSONOfEveryShift(
                        framesPerSecond: fps, reducedMotion: reducedMotion, tabAreas: machine)
                }
                return try TabShiftRecording(document: bar, plan: plan, framesPerSecond: fps).lottieJSON()
            }
            let data =
                dotLottie
                ? try document.dotLottie(
                    id: all ? "shifts" : "shift",
                    stateMachine: machine ? ("bar", try document.stateMachineOfEveryShift()) : nil, exporting: export)
                : try export(document)
            try AtomicFile.write(data, to: output)
            print("wrote \(output) (\(data.count / 1024) KiB)")
        }
    }
}
