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
package struct BatchJob: Sendable, Equatable {
    /// Which frames a job's stills are.
    package enum Frames: Sendable, Equatable {
        /// Frame numbers, and the words ip, mid and last resolved against the file.
        case listed([FrameReference])
        /// `count` frames evenly spaced from the first to the last.
        case evenlySpaced(count: Int)
        case marker(String)
        case all
    }

    package enum FrameReference: Sendable, Equatable {
        case number(Double)
        case inPoint, middle, last
    }

    package enum Format: String, Sendable, CaseIterable {
        case png, svg, pdf, webp, gif, apng, mp4, webm

        /// The animated image or video this format writes, if it is not a still.
        var animated: AnimatedFormat? { AnimatedFormat(rawValue: rawValue) }
        var isAnimated: Bool { animated != nil }
    }

    /// The Lottie file (JSON, .lottie or .tgs).
    package var input: String
    /// The folder the outputs go into, made if needed.
    package var output: String
    package var frames: Frames = .listed([.inPoint])
    package var sizes: [Viewport] = []
    package var formats: [Format] = [.png]
    /// Slot values by id, each as text (`tabshift --slot ID=VALUE`) or Lottie JSON.
    package var slots: [String: String] = [:]
    package var theme: String?
    package var expressions = true
    package var background: LottieColor?
    /// Animated images' frames per second (nil: the animation's own).
    package var framesPerSecond: Double?

    package init(input: String, output: String) {
        self.input = input
        self.output = output
    }

    /// At most this many stills or sizes a job: a job list line cannot ask for a million files.
    package static let maximumStills = 1000
    package static let maximumSizes = 16
}

extension BatchJob.Format {
    /// The file name extension: `.apng` for APNG, so that it never collides with a frame's `.png`.
    var fileExtension: String { rawValue }
}
