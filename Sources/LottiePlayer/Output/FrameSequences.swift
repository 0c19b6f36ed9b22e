import CairoRendering
import Foundation
import VectorGraphics

/// How the files of a frame sequence are named: `frame-00000.png` onwards, from 0 or by animation frame.
public enum FrameNumbering: Sendable, Equatable {
    /// The first file is `frame-00000`, whatever its frame.
    case fromZero
    /// Each file is named by its (whole) animation frame, `frame--0005` for frame −5.
    case byFrame

    /// The name of the file at `index` in a sequence of `format` files, for animation `frame`.
    func fileName(index: Int, frame: Double, format: OutputFormat) -> String {
        let number = self == .byFrame ? Int(clampingRounded: frame, to: Int.min...Int.max) : index
        // As printf's "%05d" pads (five characters, a minus sign counted), without its variadic formatting per frame.
        let digits = String(number.magnitude)
        let zeros = String(repeating: "0", count: max(0, (number < 0 ? 4 : 5) - digits.count))
        return "frame-\(number < 0 ? "-" : "")\(zeros)\(digits).\(format.fileExtension)"
    }
}

/// Frames drawn on every core, each worker with its own renderer, into a folder that receives them all or nothing
/// (`FrameFolder`): frame files of an earlier run into it that this one did not write are removed.
enum FrameSequenceWriter {
    static func write<Worker>(
        count: Int, to path: String,
        makeWorker: @Sendable () throws(PlayerError) -> Worker,
        file: @Sendable (Worker, Int) throws(PlayerError) -> (data: Data, name: String),
        progress: (_ done: Int, _ total: Int) -> Void
    ) throws(PlayerError) {
        let folder = try FrameFolder(path: path)
        try ParallelFrames.run(
            count: count,
            makeWorker: makeWorker,
            produce: { worker, index throws(PlayerError) in
                let (data, name) = try file(worker, index)
                try folder.write(data, named: name)
            },
            consume: { index, _ throws(PlayerError) in progress(index + 1, count) }
        )
        try folder.commit()
    }
}

extension AnimationDocument {
    /// The frames `selection` names, drawn at `viewport` as `format` files into the folder at `path` (made if
    /// needed), on every core. With `framesPerSecond` the selection is resampled at that rate, as animated images
    /// are. Every frame is checked before the first is drawn, and the files appear only once all are written.
    /// Returns how many were written.
    @discardableResult
    public func writeFrames(
        _ selection: FrameSelection = .all, viewport: Viewport, format: OutputFormat = .png,
        framesPerSecond: Double? = nil, background: LottieColor? = nil,
        numbering: FrameNumbering = .fromZero, to path: String,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Int {
        let frames = try animationFrames(selection, framesPerSecond: framesPerSecond)
        try FrameSequenceWriter.write(
            count: frames.count, to: path,
            makeWorker: { () throws(PlayerError) in
                try AnimationRenderer(document: self, viewport: viewport, background: background)
            },
            file: { renderer, index throws(PlayerError) in
                (
                    try renderer.data(frame: frames[index], format: format),
                    numbering.fileName(index: index, frame: frames[index], format: format)
                )
            },
            progress: progress
        )
        return frames.count
    }
}

extension TabShiftRecording {
    /// The shift's frames, a frame every 1/`framesPerSecond` s until the bar rests, drawn at `viewport` as
    /// `format` files into the folder at `path` (made if needed), on every core; the files appear only once all are
    /// written. Returns how many were written.
    @discardableResult
    public func writeFrames(
        viewport: Viewport, format: OutputFormat = .png, background: LottieColor? = nil, to path: String,
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(PlayerError) -> Int {
        let moments = times
        let document = self.document
        try FrameSequenceWriter.write(
            count: moments.count, to: path,
            makeWorker: { () throws(PlayerError) in
                try TabBarRenderer(document: document, viewport: viewport, background: background)
            },
            file: { renderer, index throws(PlayerError) in
                (
                    try renderer.data(pose(at: moments[index]), format: format),
                    FrameNumbering.fromZero.fileName(index: index, frame: 0, format: format)
                )
            },
            progress: progress
        )
        return moments.count
    }
}
