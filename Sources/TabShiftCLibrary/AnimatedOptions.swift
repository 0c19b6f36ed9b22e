import CTabShift
import LottiePlayer

/// A `tabshift_animated_options` read and checked.
struct AnimatedOptions {
    static func defaults() -> tabshift_animated_options {
        tabshift_animated_options(
            format: TABSHIFT_ANIMATED_BY_EXTENSION, first_frame: .nan, last_frame: .nan, marker: nil,
            frames_per_second: 0,
            loop_count: 0, quality: -1, background: nil, matte: nil, bit_rate: 0
        )
    }

    let format: AnimatedFormat
    let firstFrame: Double, lastFrame: Double
    let marker: String?
    let framesPerSecond: Double?
    let settings: AnimatedImageSettings
    let background: LottieColor?

    init(_ options: tabshift_animated_options, path: String) throws(CallFailure) {
        switch options.format {
        case TABSHIFT_ANIMATED_BY_EXTENSION:
            guard let format = AnimatedFormat(path: path), format != .apng else {
                throw .invalidArgument(
                    "\(path): an animated image is saved as .webp, .gif, .mp4 or .webm, or as APNG with TABSHIFT_ANIMATED_APNG"
                )
            }
            self.format = format
        case TABSHIFT_ANIMATED_WEBP: format = .webp
        case TABSHIFT_ANIMATED_GIF: format = .gif
        case TABSHIFT_ANIMATED_APNG: format = .apng
        case TABSHIFT_ANIMATED_MP4: format = .mp4
        case TABSHIFT_ANIMATED_WEBM: format = .webm
        default:
            throw .invalidArgument("animated format \(options.format.rawValue) is not one of TABSHIFT_ANIMATED_...")
        }
        firstFrame = options.first_frame
        lastFrame = options.last_frame
        marker = optionalText(options.marker)
        guard options.frames_per_second.isFinite, options.frames_per_second >= 0, options.frames_per_second <= 1000
        else {
            throw .invalidArgument(
                "frames_per_second \(options.frames_per_second) is not between 0 (the animation's own) and 1000")
        }
        framesPerSecond = options.frames_per_second > 0 ? options.frames_per_second : nil
        guard options.quality == -1 || (0...100).contains(options.quality) else {
            throw .invalidArgument("quality \(options.quality) is not -1 (lossless) or 0 to 100")
        }
        background = try color(options.background, "background")
        let matte = try color(options.matte, "matte") ?? background ?? .white
        guard options.bit_rate == 0 || (10_000...1_000_000_000).contains(options.bit_rate) else {
            throw .invalidArgument(
                "bit_rate \(options.bit_rate) is not 0 (use quality) or 10000 to 1000000000 bits per second")
        }
        settings = AnimatedImageSettings(
            loopCount: Int(truncatingIfNeeded: options.loop_count),
            quality: options.quality < 0 ? nil : Int(truncatingIfNeeded: options.quality),
            bitRate: options.bit_rate > 0 ? Int(truncatingIfNeeded: options.bit_rate) : nil, matte: matte
        )
    }

    /// The frames these options name in `document`.
    func selection(in document: AnimationDocument) throws(CallFailure) -> FrameSelection {
        if let marker {
            guard document.markerNames.contains(marker) else {
                let names = document.markerNames
                throw .notFound(
                    "\(document.name): no marker \"\(marker)\"; its markers: \(names.isEmpty ? "none" : names.joined(separator: ", "))"
                )
            }
            return .marker(marker)
        }
        if firstFrame.isNaN && lastFrame.isNaN { return .all }
        guard firstFrame.isFinite, lastFrame.isFinite, firstFrame <= lastFrame else {
            throw .invalidArgument("frames \(firstFrame)..\(lastFrame) are not a range (both NaN for every frame)")
        }
        return .range(firstFrame, lastFrame)
    }
}
