import ArgumentParser
import BatchRendering
import Foundation
import LottiePlayer

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract:
            "Render many files on every core: a job list (JSON Lines) or files and folders with one set of options.",
        discussion: """
            Each job runs in a worker process, one per core (--workers): a file that crashes or hangs its worker fails \
            that job only. Every output is written whole or not at all, named STEM-WxH-fFRAME.EXT for stills and \
            STEM-WxH.EXT for animated images, in the job's output folder. One result line per job goes to --results \
            (JSON: status, error, outputs with their bytes and CRC-32, decode and render milliseconds); a second run \
            with the same results file skips the jobs it holds (--retry-failed runs the failed ones again). Exits 1 when \
            any job of the list stands failed. A job line: {"input": "a.json", "output": "out/", "frames": {"count": 8}, \
            "sizes": ["128x128"], "formats": ["png", "webp"], "slots": {"id": "#FF2D55"}, "theme": "dark", \
            "expressions": true, "background": "#FFFFFF", "fps": 30}; the options below are the defaults of what a line \
            leaves out. docs/batch.md has the details.
            """
    )

    @Argument(help: "Lottie files, and folders whose .json, .lottie and .tgs files are rendered (when no --jobs).")
    var inputs: [String] = []

    @Option(help: ArgumentHelp("A job list: one JSON job a line (- for standard input).", valueName: "JOBS.jsonl"))
    var jobs: String?

    @Option(name: .shortAndLong, help: "The output folder of jobs that name none.")
    var output: String?

    @Option(help: ArgumentHelp("The results file (default: results.jsonl in --output).", valueName: "RESULTS.jsonl"))
    var results: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Stills at these frames: numbers, ip, mid, last, joined by commas.", valueName: "LIST"))
    var frames: String?

    @Option(help: "Stills at this many frames, evenly spaced from the first to the last.")
    var count: Int?

    @Option(help: "Stills of a marker's frames (and animated images of its segment).")
    var marker: String?

    @Flag(help: "Stills of every frame.")
    var all = false

    @Option(
        help: ArgumentHelp("An output size; repeatable. Defaults to the composition's size.", valueName: "WIDTHxHEIGHT")
    )
    var size: [String] = []

    @Option(help: "png, svg, pdf, webp, gif, apng, mp4 or webm; repeatable. Defaults to png.")
    var format: [String] = []

    @Option(
        name: .customLong("slot"), help: ArgumentHelp("Set a slot; repeatable.", valueName: "ID=VALUE"),
        transform: ArgumentValue.slotAssignment)
    var slots: [Assignment] = []

    @Option(help: "A dotLottie theme.")
    var theme: String?

    @Option(help: ExpressionSetting.help)
    var expressions: ExpressionSetting = .on

    @Option(
        help: ArgumentHelp("A background colour. Defaults to transparent.", valueName: "#RRGGBB[AA]"),
        transform: ArgumentValue.color)
    var background: LottieColor?

    @Option(help: "Animated images' frames per second (default: the animation's own).")
    var fps: Double?

    @Option(help: "Worker processes (default: one per usable core).")
    var workers: Int?

    @Option(help: ArgumentHelp("A job that takes longer fails and its worker is replaced.", valueName: "SECONDS"))
    var jobTimeout: Double = 300

    @Flag(help: "Run again the jobs the results file holds as failed.")
    var retryFailed = false

    @Flag(name: .shortAndLong, help: "No progress line (it is shown only when standard error is a terminal).")
    var quiet = false

    func validate() throws {
        guard (jobs == nil) != inputs.isEmpty else {
            throw ValidationError("give Lottie files or folders, or --jobs JOBS.jsonl (not both)")
        }
        guard results != nil || output != nil else {
            throw ValidationError("give --results, or --output for results.jsonl there")
        }
        let selections = [frames != nil, count != nil, marker != nil, all].filter { $0 }.count
        guard selections <= 1 else { throw ValidationError("give only one of --frames, --count, --marker and --all") }
        if let workers, !(1...256).contains(workers) {
            throw ValidationError("--workers \(workers) is not between 1 and 256")
        }
        guard jobTimeout > 0, jobTimeout.isFinite else {
            throw ValidationError("--job-timeout must be a positive number of seconds")
        }
        _ = try defaults()
    }

    /// What a job leaves out, from the options.
    func defaults() throws -> BatchJob {
        var job = BatchJob(input: "", output: output ?? "")
        do {
            if let frames { job.frames = try BatchJob.frames(frames.split(separator: ",").map(String.init) as [Any]) }
            if let count { job.frames = .evenlySpaced(count: count) }
            if let marker { job.frames = .marker(marker) }
            if all { job.frames = .all }
            if !size.isEmpty { job.sizes = try BatchJob.sizes(size) }
            if !format.isEmpty { job.formats = try BatchJob.formats(format) }
            try job.check()
        } catch {
            throw ValidationError(error.message.replacingOccurrences(of: "$.", with: "--"))
        }
        job.slots = Dictionary(slots.map { ($0.name, $0.value) }, uniquingKeysWith: { _, later in later })
        job.theme = theme
        job.expressions = expressions.mode.runs
        job.background = background
        job.framesPerSecond = fps
        return job
    }

    func run() throws {
        try reportingErrors {
            let defaults = try defaults()
            let source: JobSource
            let total: Int?
            if let jobs {
                source = try JobSource(jobList: jobs, defaults: defaults)
                total = jobs == "-" ? nil : try JobSource.countLines(jobs)
            } else {
                source = JobSource(files: inputs, defaults: defaults)
                total = JobSource.countFiles(inputs)
            }
            let resultsPath = results ?? (output! as NSString).appendingPathComponent("results.jsonl")
            if results == nil { try AtomicFile.createDirectory(output!) }
            var options = BatchOptions(
                workers: workers ?? ParallelFrames.usableCores, workerCommand: try Self.workerCommand(),
                results: resultsPath)
            options.jobTimeout = jobTimeout
            options.retryFailed = retryFailed
            let progress = ProgressLine(label: "batch", unit: "jobs", quiet: quiet)
            let run = try BatchRun(jobs: source, options: options, total: total) { state in
                progress.update(
                    done: state.done + state.skipped, total: max(state.total ?? 0, state.done + state.skipped),
                    note: state.standingFailed > 0 ? ", \(state.standingFailed) failed" : "")
            }
            let ended = run.run()
            progress.finish()
            let rate = ended.elapsed > 0 ? Double(ended.done) / ended.elapsed : 0
            let finished = ended.done + ended.skipped
            print(
                String(
                    format: "%d jobs: %d ok, %d failed (%d ran now, %d were in %@); %.1f s, %.1f jobs/s",
                    finished, finished - ended.standingFailed, ended.standingFailed, ended.done, ended.skipped,
                    resultsPath, ended.elapsed, rate))
            if ended.standingFailed > 0 { throw ExitCode.failure }
        }
    }

    /// This program, run as a worker.
    static func workerCommand() throws -> [String] {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return [executable, "batch-worker", "--parent", String(getpid())]
    }
}

/// The worker a batch starts: jobs in on standard input, results out on standard output (not for use by hand).
struct BatchWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch-worker", abstract: "A worker process of tabshift batch.", shouldDisplay: false)

    @Option(help: "The coordinator's process id: the worker ends with it.")
    var parent: Int32

    func run() throws {
        WorkerLoop.run(parent: parent, memoryLimit: WorkerLoop.defaultMemoryLimit)
    }
}
