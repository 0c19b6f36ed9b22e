import CairoRendering
import ImageCodecs
import Foundation
import VectorGraphics

/// Frames drawn on every core and encoded, in order, into one animated image.
enum AnimatedImageWriter {
    static func encode<Worker>(
        count: Int, frameDuration: Double, viewport: Viewport, format: AnimatedFormat, settings: AnimatedImageSettings, file: String, workers: Int? = nil,
        makeWorker: @Sendable () throws(PlayerError) -> Worker,
        image: @Sendable (Worker, Int) throws(PlayerError) -> PixelImage,
        progress: (Int) -> Void
    ) throws(PlayerError) -> Data {
        guard count > 0 else { throw .invalidArgument("\(file): an animated image needs at least one frame") }
        guard settings.loopCount >= 0, AnimatedImageSettings.loopCounts.contains(settings.loopCount) else {
            throw .invalidArgument("a loop count of \(settings.loopCount) is not between 0 (forever) and \(AnimatedImageSettings.loopCounts.upperBound)")
        }
        let encoder: any AnimatedImageEncoder
        do { encoder = try format.makeEncoder(width: viewport.width, height: viewport.height, settings: settings) } catch { throw .encoding(file: file, error) }
        try ParallelFrames.run(count: count, workers: workers, makeWorker: makeWorker, produce: image) { index, frame throws(PlayerError) in
            do throws(ImageCodecError) { try encoder.append(frame, duration: frameDuration) } catch { throw .encoding(file: file, error) }
            progress(index + 1)
        }
        do { return try encoder.finish() } catch { throw .encoding(file: file, error) }
    }
}

extension AnimationDocument {
    /// The frames `selection` names, `framesPerSecond` apart (the animation's own rate unless given, and within
    /// the format's limit), as one animated image. With the animation's own rate these are exactly the frames
    /// `render --frames` writes as files; at another rate, the frames in between are interpolated.
    public func animatedImage(
        _ selection: FrameSelection = .all, viewport: Viewport, format: AnimatedFormat, framesPerSecond: Double? = nil,
        settings: AnimatedImageSettings = AnimatedImageSettings(), background: LottieColor? = nil, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Data {
        try animatedImage(selection, viewport: viewport, format: format, framesPerSecond: framesPerSecond, settings: settings, background: background, workers: nil, progress: progress)
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
        return try animatedImage(frames: frames, frameDuration: 1 / rate, viewport: viewport, format: format, settings: settings, background: background, workers: workers, progress: progress)
    }

    /// `frames`, in that order, each shown `frameDuration` seconds, as one animated image.
    func animatedImage(
        frames: [Double], frameDuration: Double, viewport: Viewport, format: AnimatedFormat, settings: AnimatedImageSettings = AnimatedImageSettings(),
        background: LottieColor? = nil, workers: Int? = nil, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Data {
        try AnimatedImageWriter.encode(
            count: frames.count, frameDuration: frameDuration, viewport: viewport, format: format, settings: settings, file: name, workers: workers,
            makeWorker: { () throws(PlayerError) in try AnimationRenderer(document: self, viewport: viewport, background: background) },
            image: { renderer, index throws(PlayerError) in try renderer.image(frame: frames[index]) },
            progress: { progress($0, frames.count) }
        )
    }
}

extension TabShiftRecording {
    /// The shift as one animated image, a frame every 1/`framesPerSecond` s from the first request until the bar
    /// rests (fewer for a format with a frame-rate limit), each frame `viewport` big.
    public func animatedImage(
        viewport: Viewport, format: AnimatedFormat, settings: AnimatedImageSettings = AnimatedImageSettings(), background: LottieColor? = nil,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Data {
        let rate = format.playableRate(framesPerSecond)
        let moments = times(framesPerSecond: rate)
        let document = self.document
        return try AnimatedImageWriter.encode(
            count: moments.count, frameDuration: 1 / rate, viewport: viewport, format: format, settings: settings, file: document.name,
            makeWorker: { () throws(PlayerError) in try TabBarRenderer(document: document, viewport: viewport, background: background) },
            image: { renderer, index throws(PlayerError) in try renderer.image(pose(at: moments[index])) },
            progress: { progress($0, moments.count) }
        )
    }
}
