import CairoRendering
import ImageCodecs
import LottieDecoding
import TabShiftEngine
import VectorGraphics

/// Why loading, rendering or writing failed, worded for the person who ran it.
public enum PlayerError: Error, Sendable, CustomStringConvertible {
    case unreadableFile(path: String, reason: String)
    case unwritableFile(path: String, reason: String)
    case decoding(LottieDecodingError)
    case rendering(file: String, OutputError)
    case encoding(file: String, OutputError)
    /// `last` is the last whole frame; fractions up to `end` (the file's `op`, excluded) show too.
    case frameOutOfRange(file: String, frame: Double, first: Double, last: Double, end: Double)
    case invalidArgument(String)
    case tabShift(file: String, TabShiftError)
    /// A tab bar manifest's icon (named at `key`, such as `tabs[2].animation`) could not be loaded.
    indirect case tabIcon(manifest: String, key: String, PlayerError)

    /// One sentence naming the file and what went wrong, as the CLI prints it.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason): "\(path): cannot read the file: \(reason)"
        case .unwritableFile(let path, let reason): "\(path): cannot write the file: \(reason)"
        case .decoding(let error): error.description
        case .rendering(let file, let error): "\(file): \(error.description)"
        case .encoding(let file, let error): "\(file): \(error.description)"
        case .frameOutOfRange(let file, let frame, let first, let last, let end):
            "\(file): frame \(Self.format(frame)) is outside the animation, whose frames run from \(Self.format(first)) to \(Self.format(last))"
                + " (fractions too, up to its end at \(Self.format(end)), which is excluded); choose a frame in that range"
        case .invalidArgument(let message): message
        case .tabShift(let file, let error): "\(file): \(error.description)"
        case .tabIcon(let manifest, let key, let error): "\(manifest): \(key): \(error.description)"
        }
    }

    static func format(_ frame: Double) -> String { frame.frameNumberText }
}
