import CairoRendering
import ImageCodecs
import Foundation
@_spi(Model) import LottieModel
import VectorGraphics

/// Frames drawn on every core and encoded, in order, into one animated image.
enum AnimatedImageWriter {
    /// Where the finished file goes: returned as bytes, or written to a path (whole or not at all) without being
    /// held in memory when the encoder keeps its frames on disk.
    enum Destination {
        case memory
        case file(String)
    }

    /// Draws `count` frames and encodes them to `destination`; the bytes when that is memory.
    static func encode<Worker>(
        count: Int, frameDuration: Double, viewport: Viewport, format: AnimatedFormat, settings: AnimatedImageSettings,
        file: String, workers: Int? = nil,
        to destination: Destination,
        makeWorker: @Sendable () throws(PlayerError) -> Worker,
        image: @Sendable (Worker, Int) throws(PlayerError) -> PixelImage,
        progress: (Int) -> Void
    ) throws(PlayerError) -> Data? {
        guard count > 0 else { throw .invalidArgument("\(file): an animated image needs at least one frame") }
        guard settings.loopCount >= 0, AnimatedImageSettings.loopCounts.contains(settings.loopCount) else {
            throw .invalidArgument(
                "a loop count of \(settings.loopCount) is not between 0 (forever) and \(AnimatedImageSettings.loopCounts.upperBound)"
            )
        }
        let encoder: any AnimatedImageEncoder
        do {
            encoder = try format.makeEncoder(width: viewport.width, height: viewport.height, settings: settings)
        } catch { throw .encoding(file: file, error) }
        // Each side within the largest output's, so that no size, however wrong, overflows here: one that cannot be
        // drawn fails where it is drawn, with its own message.
        let side = { (length: Int) in min(max(length, 0), Viewport.maximumSide) }
        try ParallelFrames.run(
            count: count, workers: workers, bytesPerValue: side(viewport.width) * side(viewport.height) * 4,
            makeWorker: makeWorker, produce: image
        ) {
            index, frame throws(PlayerError) in
            do throws(OutputError) { try encoder.append(frame, duration: frameDuration) } catch {
                throw .encoding(file: file, error)
            }
            progress(index + 1)
        }
        switch destination {
        case .memory:
            do { return try encoder.finish() } catch { throw .encoding(file: file, error) }
        case .file(let path):
            try AtomicFile.write(to: path) { (descriptor) throws(PlayerError) in
                let sink = DescriptorSink(descriptor: descriptor, path: path)
                do throws(OutputError) {
                    if let streaming = encoder as? any StreamingAnimatedImageEncoder {
                        try streaming.finish(into: sink)
                    } else {
                        try sink.write(try encoder.finish())
                    }
                } catch {
                    throw sink.failure ?? .encoding(file: file, error)
                }
            }
            return nil
        }
    }
}

/// A file being written, as encoders write their bytes; a failure is kept as the file error it is.
private final class DescriptorSink: ByteSink {
    let descriptor: Int32
    let path: String
    private(set) var failure: PlayerError?

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        do throws(PlayerError) {
            try AtomicFile.writeAll(bytes, to: descriptor, path: path)
        } catch {
            failure = error
            throw OutputError(operation: "writing \(path)", message: error.description)
        }
    }
}

extension AnimationDocument {
    /// The frames `selection` names, `framesPerSecond` apart (the animation's own rate unless given, and within
    /// the format's limit), as one animated image. With the animation's own rate these are exactly the frames
    /// `render --frames` writes as files; at another rate, the frames in between are interpolated.
    public func animatedImage(
        _ selection: FrameSelection = .all, viewport: Viewport, format: AnimatedFormat, framesPerSecond: Double? = nil,
        settings: AnimatedImageSettings = AnimatedImageSettings(), background: LottieColor? = nil,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Data {
        try animatedImage(
            selection, viewport: viewport, format: format, framesPerSecond: framesPerSecond, settings: settings,
            background: background, workers: nil, progress: progress)
    }

    /// The same animated image or video written to the file at `path`, whole or not at all. A video's encoded
    /// frames wait on disk rather than in memory, so memory does not grow with its length.
    public func writeAnimatedImage(
        _ selection: FrameSelection = .all, viewport: Viewport, format: AnimatedFormat, framesPerSecond: Double? = nil,
        settings: AnimatedImageSettings = AnimatedImageSettings(), background: LottieColor? = nil, to path: String,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) {
        let rate = format.playableRate(framesPerSecond ?? animation.frameRate)
        let frames = try animationFrames(selection, framesPerSecond: rate)
        _ = try animatedImage(
            frames: frames, frameDuration: 1 / rate, viewport: viewport, format: format, settings: settings,
            background: background, to: .file(path), progress: progress)
    }

    /// The same, drawn by at most `workers` threads (nil: one per core): a batch that runs a process per core
    /// draws each animation on one.
    package func animatedImage(
        _ selection: FrameSelection = .all, viewport: Viewport, format: AnimatedFormat, framesPerSecond: Double? = nil,
        settings: AnimatedImageSettings = AnimatedImageSettings(), background: LottieColor? = nil, workers: Int?,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Data {
        let rate = format.playableRate(framesPerSecond ?? animation.frameRate)
        let frames = try animationFrames(selection, framesPerSecond: rate)
        return try animatedImage(
            frames: frames, frameDuration: 1 / rate, viewport: viewport, format: format, settings: settings,
            background: background, workers: workers, progress: progress)
    }

    /// `frames`, in that order, each shown `frameDuration` seconds, as one animated image.
    func animatedImage(
        frames: [Double], frameDuration: Double, viewport: Viewport, format: AnimatedFormat,
        settings: AnimatedImageSettings = AnimatedImageSettings(),
        background: LottieColor? = nil, workers: Int? = nil, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Data {
        try animatedImage(
            frames: frames, frameDuration: frameDuration, viewport: viewport, format: format, settings: settings,
            background: background, workers: workers,
            to: .memory, progress: progress
        ) ?? Data()
    }

    private func animatedImage(
        frames: [Double], frameDuration: Double, viewport: Viewport, format: AnimatedFormat,
        settings: AnimatedImageSettings,
        background: LottieColor?, workers: Int? = nil, to destination: AnimatedImageWriter.Destination,
        progress: (_ done: Int, _ total: Int) -> Void
    ) throws(PlayerError) -> Data? {
        try AnimatedImageWriter.encode(
            count: frames.count, frameDuration: frameDuration, viewport: viewport, format: format, settings: settings,
            file: name, workers: workers,
            to: destination,
            makeWorker: { () throws(PlayerError) in
                try AnimationRenderer(document: self, viewport: viewport, background: background)
            },
            image: { renderer, index throws(PlayerError) in try renderer.image(frame: frames[index]) },
            progress: { progress($0, frames.count) }
        )
    }
}

extension TabShiftRecording {
    /// The shift as one animated image, a frame every 1/`framesPerSecond` s from the first request until the bar
    /// rests (fewer for a format with a frame-rate limit), each frame `viewport` big.
    public func animatedImage(
        viewport: Viewport, format: AnimatedFormat, settings: AnimatedImageSettings = AnimatedImageSettings(),
        background: LottieColor? = nil,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Data {
        try encode(
            viewport: viewport, format: format, settings: settings, background: background, to: .memory,
            progress: progress) ?? Data()
    }

    /// The same animated image or video written to the file at `path`, whole or not at all; a video's encoded
    /// frames wait on disk rather than in memory.
    public func writeAnimatedImage(
        viewport: Viewport, format: AnimatedFormat, settings: AnimatedImageSettings = AnimatedImageSettings(),
        background: LottieColor? = nil,
        to path: String, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) {
        _ = try encode(
            viewport: viewport, format: format, settings: settings, background: background, to: .file(path),
            progress: progress)
    }

    private func encode(
        viewport: Viewport, format: AnimatedFormat, settings: AnimatedImageSettings, background: LottieColor?,
        to destination: AnimatedImageWriter.Destination, progress: (_ done: Int, _ total: Int) -> Void
    ) throws(PlayerError) -> Data? {
        let rate = format.playableRate(framesPerSecond)
        let moments = times(framesPerSecond: rate)
        let document = self.document
        return try AnimatedImageWriter.encode(
            count: moments.count, frameDuration: 1 / rate, viewport: viewport, format: format, settings: settings,
            file: document.name, to: destination,
            makeWorker: { () throws(PlayerError) in
                try TabBarRenderer(document: document, viewport: viewport, background: background)
            },
            image: { renderer, index throws(PlayerError) in try renderer.image(pose(at: moments[index])) },
            progress: { progress($0, moments.count) }
        )
    }
}
