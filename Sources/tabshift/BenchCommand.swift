import ArgumentParser
import Foundation
import LottiePlayer

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure decoding and frame rendering (CPU time, into memory, no encoding).",
        discussion: """
            For animations: every timed frame is primed by an untimed render of the frame before it, as in playback; \
            prints decode ms and the median and 90th-percentile frame ms per file and size. For a tab bar manifest with \
            --from and --to: every frame of that shift, drawn at the bar's size times --scale.
            """
    )

    @Argument(help: "Lottie files, or one tab bar manifest with --from and --to.")
    var files: [String]

    @Option(
        name: .customLong("size"),
        help: ArgumentHelp("Output size; repeat for several. Defaults to 128x128.", valueName: "WIDTHxHEIGHT"),
        transform: ArgumentValue.size)
    var sizes: [Viewport] = []

    @Option(help: "Frames to time: ip, mid, last or frame numbers, comma-separated.")
    var frames = "ip,mid,last"

    @Option(help: "Timed repetitions of each frame.")
    var reps = 15

    @Option(help: "With a tab bar: the tab the shift starts on.")
    var from: String?

    @Option(help: "With a tab bar: the tab the shift goes to.")
    var to: String?

    @Option(help: "With a tab bar: the output is the bar's size times this.")
    var scale = 1.0

    @Flag(help: "One JSON object per line: per file and size, or per shift.")
    var json = false

    @Option(help: ExpressionSetting.help)
    var expressions: ExpressionSetting = .on

    func validate() throws {
        guard (1...10_000).contains(reps) else { throw ValidationError("--reps must be from 1 to 10000") }
        guard (from == nil) == (to == nil) else { throw ValidationError("--from and --to go together") }
        if from != nil, files.count != 1 { throw ValidationError("a tab shift is measured on one tab bar manifest") }
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw ValidationError("--scale must be above 0 and at most 16")
        }
    }

    func run() throws {
        let benchmark = RenderBenchmark(frames: frames, repetitions: reps, expressions: expressions.mode)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try reportingErrors {
            if let from, let to {
                let report = try benchmark.measureShift(
                    try TabBarDocument(contentsOfFile: files[0], expressions: expressions.mode), from: from,
                    to: to, scale: scale)
                if json {
                    print(String(decoding: try encoder.encode(report), as: UTF8.self))
                } else {
                    print(
                        "\(report.file) \(report.from) → \(report.to) at \(report.size): \(report.frameCount) frames, bar frame \(report.barFrameMilliseconds) ms median, \(report.p90Milliseconds) ms p90"
                    )
                }
                return
            }
            let viewports = sizes.isEmpty ? [Viewport(width: 128, height: 128)] : sizes
            for file in files {
                for report in try benchmark.measure(file: file, viewports: viewports) {
                    if json {
                        print(String(decoding: try encoder.encode(report), as: UTF8.self))
                    } else {
                        print(
                            "\(report.file) at \(report.size): decode \(report.decodeMilliseconds) ms (jansson's parse \(report.parseMilliseconds) ms), frame \(report.frameMilliseconds) ms median, \(report.p90Milliseconds) ms p90"
                        )
                    }
                }
            }
        }
    }
}
