import CZlibSystem
import Foundation
import LottiePlayer

/// Runs jobs one after another in this process: opens the file (once for consecutive jobs on the same file with the
/// same options), draws the stills with one renderer per size, encodes animated images on this thread only, and
/// writes every output whole (`AtomicFile`). What a worker process does.
package final class JobRunner {
    private var opened: (key: String, document: AnimationDocument)?

    package init() {}

    /// The result of `job`, which is number `number` with `key`; nothing it throws escapes.
    package func run(_ job: BatchJob, number: Int, key: String) -> BatchResult {
        var result = BatchResult(job: number, key: key, input: job.input, status: .ok)
        let start = ContinuousClock.now
        do {
            let document = try open(job)
            let opened = ContinuousClock.now
            result.decodeMilliseconds = Self.milliseconds(start, opened)
            result.outputs = try render(job, document)
            result.renderMilliseconds = Self.milliseconds(opened, .now)
        } catch {
            result.status = .failed
            result.error = (error as? PlayerError)?.description ?? String(describing: error)
            result.outputs = []
        }
        return result
    }

    private static func milliseconds(_ from: ContinuousClock.Instant, _ to: ContinuousClock.Instant) -> Double {
        ((to - from).inSeconds * 1000).rounded(toPlaces: 3)
    }

    private func open(_ job: BatchJob) throws(PlayerError) -> AnimationDocument {
        let key =
            "\(job.input)\u{0}\(job.expressions)\u{0}\(job.theme ?? "")\u{0}\(job.slots.sorted { $0.key < $1.key })"
        if let opened, opened.key == key { return opened.document }
        self.opened = nil
        var document = try AnimationDocument(contentsOfFile: job.input, expressions: job.expressions ? .on : .off)
        if let theme = job.theme { document = try document.applyingTheme(theme) }
        for (id, value) in job.slots.sorted(by: { $0.key < $1.key }) {
            document = try document.settingSlot(id, parsing: value)
        }
        opened = (key, document)
        return document
    }

    /// The stills' frame numbers.
    static func stills(_ frames: BatchJob.Frames, in document: AnimationDocument) throws(PlayerError) -> [Double] {
        let first = document.firstFrame, last = document.lastFrame
        switch frames {
        case .all: return try document.animationFrames(.all)
        case .marker(let name): return try document.animationFrames(.marker(name))
        case .evenlySpaced(let count):
            guard count > 1, last > first else { return [first] }
            return (0..<count).map { (first + (last - first) * Double($0) / Double(count - 1)).rounded() }
        case .listed(let references):
            return references.map { reference in
                switch reference {
                case .number(let frame): frame
                case .inPoint: first
                case .middle: ((first + last) / 2).rounded(.down)
                case .last: last
                }
            }
        }
    }

    /// The name outputs start with: the file's without `.json`; a dotLottie file or a sticker keeps its kind after a
    /// dash (`sticker-tgs`), so that `a.json` and `a.lottie` in one folder do not write over each other's outputs.
    static func stem(of input: String) -> String {
        let name = URL(fileURLWithPath: input).lastPathComponent as NSString
        let kind = name.pathExtension.lowercased()
        return kind == "json" || kind.isEmpty ? name.deletingPathExtension : name.deletingPathExtension + "-" + kind
    }

    private func render(_ job: BatchJob, _ document: AnimationDocument) throws -> [BatchResult.Output] {
        let stem = Self.stem(of: job.input)
        try AtomicFile.createDirectory(job.output)
        // Paths as the job gives them: a relative folder stays relative in the results.
        let folder = job.output as NSString
        var seen = Set<Double>()
        let stills =
            job.formats.contains(where: { !$0.isAnimated })
            ? try Self.stills(job.frames, in: document).filter { seen.insert($0).inserted } : []
        if stills.count > BatchJob.maximumStills {
            throw PlayerError.invalidArgument(
                "\(job.input): \(stills.count) frames; a job makes at most \(BatchJob.maximumStills) stills")
        }
        for frame in stills { try document.checkFrame(frame) }
        var outputs: [BatchResult.Output] = []
        for viewport in job.sizes.isEmpty ? [document.naturalViewport] : job.sizes {
            let size = "\(viewport.width)x\(viewport.height)"
            let renderer = try AnimationRenderer(document: document, viewport: viewport, background: job.background)
            for format in job.formats {
                if let animated = format.animated {
                    let selection: FrameSelection =
                        if case .marker(let name) = job.frames { .marker(name) } else { .all }
                    let data = try document.animatedImage(
                        selection, viewport: viewport, format: animated, framesPerSecond: job.framesPerSecond,
                        settings: AnimatedImageSettings(matte: job.background ?? .white), background: job.background,
                        workers: 1
                    )
                    outputs.append(
                        try write(data, to: folder.appendingPathComponent("\(stem)-\(size).\(format.fileExtension)")))
                } else {
                    let still: OutputFormat = format == .png ? .png : format == .svg ? .svg : .pdf
                    for frame in stills {
                        let data = try renderer.data(frame: frame, format: still)
                        outputs.append(
                            try write(
                                data,
                                to: folder.appendingPathComponent(
                                    "\(stem)-\(size)-f\(frame.frameLabel).\(format.fileExtension)")))
                    }
                }
            }
        }
        return outputs
    }

    private func write(_ data: Data, to path: String) throws(PlayerError) -> BatchResult.Output {
        try AtomicFile.write(data, to: path)
        let checksum = data.withUnsafeBytes { bytes in
            crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(truncatingIfNeeded: bytes.count))
        }
        return BatchResult.Output(
            path: path, bytes: data.count, crc32: String(format: "%08x", UInt32(truncatingIfNeeded: checksum)))
    }
}

extension Double {
    /// A frame number as a file name part: `12` for whole frames, `12.5` otherwise.
    var frameLabel: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(clampingRounded: self, to: Int.min...Int.max)) : String(self)
    }

    func rounded(toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (self * scale).rounded() / scale
    }
}
