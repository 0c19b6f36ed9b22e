import CairoRendering
import ImageCodecs
import VectorGraphics
import VideoCodecs
import Foundation

/// The animated image formats: every frame in one file that browsers, chat apps and READMEs play.
public enum AnimatedFormat: String, Sendable, CaseIterable {
    case webp, gif, apng
    /// H.264 video in MP4, every frame on the settings' matte (it has no alpha).
    case mp4
    /// VP9 video with an alpha channel in WebM, as browsers play it transparently.
    case webm

    /// The format a path's extension names (`.webp`, `.gif`, `.apng`, `.mp4`, `.webm`); a `.png` path is a still unless
    /// the caller asks for APNG.
    public init?(path: String) {
        switch (path as NSString).pathExtension.lowercased() {
        case "webp": self = .webp
        case "gif": self = .gif
        case "apng": self = .apng
        case "mp4": self = .mp4
        case "webm": self = .webm
        default: return nil
        }
    }

    /// The extension a file of this format usually has: APNG files are named `.png`, so that any viewer opens them.
    public var fileExtension: String { self == .apng ? "png" : rawValue }

    /// The highest frame rate the format plays faithfully, if it has one: GIF delays are whole hundredths of a
    /// second, and browsers slow delays under two hundredths to a tenth.
    public var maximumFramesPerSecond: Double? { self == .gif ? GIFEncoder.maximumFramesPerSecond : nil }

    /// The frame rate a file gets when its frames come `framesPerSecond` apart: the same, within the format's limit.
    public func playableRate(_ framesPerSecond: Double) -> Double {
        min(framesPerSecond, maximumFramesPerSecond ?? framesPerSecond)
    }

    func makeEncoder(
        width: Int, height: Int, settings: AnimatedImageSettings
    ) throws(OutputError) -> any AnimatedImageEncoder {
        switch self {
        case .webp: try AnimatedWebPEncoder(width: width, height: height, settings: settings)
        case .gif: try GIFEncoder(width: width, height: height, settings: settings)
        case .apng: try APNGEncoder(width: width, height: height, settings: settings)
        case .mp4: try MP4Video(width: width, height: height, settings: settings)
        case .webm: try WebMVideo(width: width, height: height, settings: settings)
        }
    }
}
