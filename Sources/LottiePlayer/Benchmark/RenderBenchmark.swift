import CairoRendering
import Foundation
import LottieDecoding
@_spi(Model) import LottieModel

/// Measures the fast path a player uses: decode once, then frames drawn by a retained renderer into memory.
///
/// Every timed frame is primed by an untimed render of the frame before it (after it, for the first), so the
/// renderer is in the state playing in order leaves it in and never times a frame it already shows. Times are
/// process CPU time, so that other load on the machine does not count.
package struct RenderBenchmark: Sendable {
    /// Which frames: `ip`, `mid` and `last` (the first, middle and last whole frames) or numbers, comma-separated.
    package var frames: String = "ip,mid,last"
    /// Timed repetitions of each frame; the median is reported.
    package var repetitions: Int = 15
    /// Timed repetitions of decoding; the median is reported.
    package var decodeRepetitions: Int = 5
    /// Whether the documents measured run their expressions.
    package var expressions: ExpressionMode = .on

    /// `frames`: `ip`, `mid`, `last` or frame numbers, comma-separated.
    package init(
        frames: String = "ip,mid,last", repetitions: Int = 15, decodeRepetitions: Int = 5,
        expressions: ExpressionMode = .on
    ) {
        self.frames = frames
        self.repetitions = repetitions
        self.decodeRepetitions = decodeRepetitions
        self.expressions = expressions
    }

    /// One report per viewport for the file at `path`.
    package func measure(file path: String, viewports: [Viewport]) throws(PlayerError) -> [BenchmarkReport] {
        let data = try Data(readingFile: path)
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var decodeTimes: [Double] = []
        var document: AnimationDocument?
        for _ in 0..<max(1, decodeRepetitions) {
            let start = ProcessClock.now()
            let loaded = try AnimationDocument(data: data, name: path, directory: directory, expressions: expressions)
            decodeTimes.append(ProcessClock.now() - start)
            document = loaded
        }
        guard let document else { return [] }
        // jansson's parse alone, timed the same way: the floor under decoding.
        var parseTimes: [Double] = []
        for _ in 0..<max(1, decodeRepetitions) {
            let start = ProcessClock.now()
            _ = JSONParseFloor.parseAndFree(data)
            parseTimes.append(ProcessClock.now() - start)
        }
        let frameList = try Self.frames(frames, of: document)
        var reports: [BenchmarkReport] = []
        for viewport in viewports {
            let renderer = try AnimationRenderer(document: document, viewport: viewport)
            var times = Array(repeating: [Double](), count: frameList.count)
            for frame in frameList { try renderer.render(frame: frame) }
            for _ in 0..<max(1, repetitions) {
                for (index, frame) in frameList.enumerated() {
                    try renderer.render(frame: primingFrame(before: frame, in: document))
                    let start = ProcessClock.now()
                    try renderer.render(frame: frame)
                    times[index].append(ProcessClock.now() - start)
                }
            }
            let medians = times.map(Statistics.median)
            reports.append(
                BenchmarkReport(
                    file: path, size: "\(viewport.width)x\(viewport.height)",
                    decodeMilliseconds: Statistics.milliseconds(Statistics.median(decodeTimes)),
                    parseMilliseconds: Statistics.milliseconds(Statistics.median(parseTimes)),
                    frameMilliseconds: Statistics.milliseconds(Statistics.median(medians)),
                    p90Milliseconds: Statistics.milliseconds(Statistics.percentile(times.flatMap { $0 }, 0.9)),
                    frames: zip(frameList, medians).map {
                        BenchmarkReport.FrameTime(frame: $0, ms: Statistics.milliseconds($1))
                    }
                ))
        }
        return reports
    }

    /// Every frame of a shift drawn by a retained bar renderer at the bar's size times `scale`.
    package func measureShift(
        _ document: TabBarDocument, from: String, to: String, scale: Double = 1, framesPerSecond: Double = 60
    ) throws(PlayerError) -> BarBenchmarkReport {
        guard scale > 0, scale <= 16 else { throw .invalidArgument("a scale of \(scale) is not between 0 and 16") }
        let plan = TabShiftPlan(from: .id(from), to: .id(to))
        let recording = try TabShiftRecording(document: document, plan: plan, framesPerSecond: framesPerSecond)
        let viewport = document.viewport(scale: scale)
        let renderer = try TabBarRenderer(document: document, viewport: viewport)
        let times = recording.times
        var samples: [Double] = []
        for repetition in 0..<max(1, repetitions) {
            // A fresh renderer state each pass, as a shift starts: the first pass also warms the caches.
            renderer.canvas.invalidate()
            for time in times {
                let start = ProcessClock.now()
                try renderer.render(recording.pose(at: time))
                if repetition > 0 || repetitions == 1 { samples.append(ProcessClock.now() - start) }
            }
        }
        return BarBenchmarkReport(
            file: document.name, size: "\(viewport.width)x\(viewport.height)", from: from, to: to,
            frameCount: times.count,
            barFrameMilliseconds: Statistics.milliseconds(Statistics.median(samples)),
            p90Milliseconds: Statistics.milliseconds(Statistics.percentile(samples, 0.9))
        )
    }

    /// The frame shown just before `frame` in playback: the one before, or for the first frame the one after.
    func primingFrame(before frame: Double, in document: AnimationDocument) -> Double {
        let first = (document.firstFrame - 0.001).rounded(.up)
        return frame - 1 >= first ? frame - 1 : min(frame + 1, document.lastFrame)
    }

    /// `ip` is the first whole frame, `last` the last whole frame before `op`, `mid` the whole frame halfway.
    static func frames(_ specification: String, of document: AnimationDocument) throws(PlayerError) -> [Double] {
        let first = (document.animation.inPoint - 0.001).rounded(.up) + 0  // + 0 turns -0 into 0
        let last = max(first, (document.animation.outPoint - 1 + 0.001).rounded(.down))
        let mid = max(first, min(last, ((document.animation.inPoint + document.animation.outPoint) / 2).rounded(.down)))
        var result: [Double] = []
        for token in specification.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let frame: Double
            switch token {
            case "ip": frame = first
            case "mid": frame = mid
            case "last": frame = last
            default:
                guard let number = Double(token), number.isFinite, number >= first, number <= last else {
                    throw .invalidArgument(
                        "\(document.name): \"\(token)\" is not ip, mid, last or a frame from \(PlayerError.format(first)) to \(PlayerError.format(last))"
                    )
                }
                frame = number
            }
            if !result.contains(frame) { result.append(frame) }
        }
        guard !result.isEmpty else { throw .invalidArgument("--frames lists no frames") }
        return result
    }
}
