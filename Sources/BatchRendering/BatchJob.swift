import Foundation
import LottiePlayer

/// One line of a job list: a Lottie file and what to make of it.
///
/// ```json
/// {"input": "icons/home.json", "output": "out/home/", "frames": {"count": 8}, "sizes": ["128x128", "48x48"],
///  "formats": ["png", "webp"], "slots": {"fill": "#FF2D55"}, "theme": "dark", "expressions": true}
/// ```
///
/// `frames` is a list of frame numbers and the words `ip`, `mid` and `last`, `{"count": N}` (N evenly spaced from
/// the first frame to the last), `{"marker": "NAME"}`, or `"all"`; it names the stills (png, svg, pdf). Animated
/// formats (webp, gif, apng) and videos (mp4, webm) hold every frame, or the marker's segment when `frames` names a
/// marker.
public struct BatchJob: Sendable, Equatable {
    /// Which frames a job's stills are.
    public enum Frames: Sendable, Equatable {
        /// Frame numbers, and the words ip, mid and last resolved against the file.
        case listed([FrameReference])
        /// `count` frames evenly spaced from the first to the last.
        case evenlySpaced(count: Int)
        case marker(String)
        case all
    }

    public enum FrameReference: Sendable, Equatable {
        case number(Double)
        case inPoint, middle, last
    }

    public enum Format: String, Sendable, CaseIterable {
        case png, svg, pdf, webp, gif, apng, mp4, webm

        /// The animated image or video this format writes, if it is not a still.
        var animated: AnimatedFormat? { AnimatedFormat(rawValue: rawValue) }
        var isAnimated: Bool { animated != nil }
    }

    /// The Lottie file (JSON, .lottie or .tgs).
    public var input: String
    /// The folder the outputs go into, made if needed.
    public var output: String
    public var frames: Frames = .listed([.inPoint])
    public var sizes: [Viewport] = []
    public var formats: [Format] = [.png]
    /// Slot values by id, each as text (`tabshift --slot ID=VALUE`) or Lottie JSON.
    public var slots: [String: String] = [:]
    public var theme: String?
    public var expressions = true
    public var background: LottieColor?
    /// Animated images' frames per second (nil: the animation's own).
    public var framesPerSecond: Double?

    public init(input: String, output: String) {
        self.input = input
        self.output = output
    }

    /// At most this many stills or sizes a job: a job list line cannot ask for a million files.
    public static let maximumStills = 1000
    public static let maximumSizes = 16
}

extension BatchJob.Format {
    /// The file name extension: `.apng` for APNG, so that it never collides with a frame's `.png`.
    var fileExtension: String { rawValue }
}
