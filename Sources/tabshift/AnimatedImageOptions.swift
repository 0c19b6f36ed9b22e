import ArgumentParser
import LottiePlayer

/// The options that shape an animated image (.webp, .gif, APNG); they are usage errors with other outputs.
struct AnimatedImageOptions: ParsableArguments {
    @Option(help: "Animated images: how many times to play, 0 for forever (a video's player decides).")
    var loop = 0

    @Option(
        help:
            "Animated WebP: lossy at this quality (0–100) instead of lossless. Video: every frame at this quality (default 60)."
    )
    var quality: Int?

    @Option(
        help: ArgumentHelp(
            "Video: aim at this many bits per second (1000000, 800k, 2M) instead of a constant quality.",
            valueName: "BITS"), transform: AnimatedImageOptions.bitRate)
    var bitrate: Int?

    @Option(
        help:
            "GIF and MP4: the colour #RRGGBB that what is not opaque is blended onto (GIF pixels are opaque or clear, H.264 has no alpha). Defaults to --background, else white."
    )
    var matte: String?

    var isSet: Bool { loop != 0 || quality != nil || bitrate != nil || matte != nil }

    /// Bits per second, with an optional k or M.
    static func bitRate(_ text: String) throws -> Int {
        let multiplier = text.hasSuffix("k") || text.hasSuffix("K") ? 1000 : text.hasSuffix("M") ? 1_000_000 : 1
        let digits = multiplier == 1 ? Substring(text) : text.dropLast()
        guard let value = Double(digits), value.isFinite, value * Double(multiplier) >= 10_000,
            value * Double(multiplier) <= 1e9
        else {
            throw ValidationError(
                "--bitrate \"\(text)\" is not a bit rate from 10k to 1000M (bits per second, as 800k or 2M)")
        }
        return Int(clampingRounded: value * Double(multiplier), to: 10_000...1_000_000_000)
    }

    func validate() throws {
        guard AnimatedImageSettings.loopCounts.contains(loop) else {
            throw ValidationError("--loop must be from 0 (forever) to \(AnimatedImageSettings.loopCounts.upperBound)")
        }
        if let quality, !(0...100).contains(quality) { throw ValidationError("--quality must be from 0 to 100") }
        if let matte, LottieColor(hex: matte).map({ $0.alpha == 1 }) != true {
            throw ValidationError("--matte \"\(matte)\" is not an opaque colour of the form #RRGGBB")
        }
    }

    /// Checks the options against the output they would shape. `--fps` sets the rate of an animated image or of a
    /// frame folder; one still has none.
    func check(for kind: OutputKind, framesPerSecond: Double?) throws {
        if let framesPerSecond, !(framesPerSecond.isFinite && framesPerSecond >= 1 && framesPerSecond <= 1000) {
            throw ValidationError("--fps must be from 1 to 1000")
        }
        guard case .animated(let format) = kind else {
            if isSet {
                throw ValidationError(
                    "--loop, --quality, --bitrate and --matte shape animated images and videos; write .webp, .gif, .mp4, .webm, or .png with --format apng"
                )
            }
            if case .still = kind, framesPerSecond != nil {
                throw ValidationError(
                    "--fps sets how far apart many frames are; one still has no rate: give --frames, --marker or --all with a folder, or an animated image"
                )
            }
            return
        }
        let isVideo = format == .mp4 || format == .webm
        if quality != nil, format != .webp, !isVideo {
            throw ValidationError("--quality is for animated WebP and video; \(format.rawValue) is lossless")
        }
        if bitrate != nil, !isVideo {
            throw ValidationError("--bitrate is for video (.mp4, .webm); \(format.rawValue) is not")
        }
        if bitrate != nil, quality != nil {
            throw ValidationError("--bitrate and --quality each choose how a video spends its bits; give one")
        }
        if loop != 0, isVideo {
            throw ValidationError("--loop is for animated images; a video's player decides whether it loops")
        }
        if matte != nil, format != .gif, format != .mp4 {
            throw ValidationError(
                "--matte is for GIF and MP4, which have no partial transparency; \(format.rawValue) keeps alpha")
        }
        if let framesPerSecond, let limit = format.maximumFramesPerSecond, framesPerSecond > limit {
            throw ValidationError(
                "--fps \(framesPerSecond.frameNumberText) is more than \(format.rawValue) plays: its frame delays are whole hundredths of a second and browsers slow delays under 0.02 s; use --fps \(limit.frameNumberText) or less"
            )
        }
    }

    func settings(background: LottieColor?) -> AnimatedImageSettings {
        let matteColor =
            matte.flatMap(LottieColor.init(hex:)) ?? background.map {
                LottieColor(red: $0.red, green: $0.green, blue: $0.blue)
            } ?? .white
        return AnimatedImageSettings(loopCount: loop, quality: quality, bitRate: bitrate, matte: matteColor)
    }
}
