import ArgumentParser
import LottiePlayer

/// The options that shape an animated image (.webp, .gif, APNG); they are usage errors with other outputs.
struct AnimatedImageOptions: ParsableArguments {
    @Option(help: "Animated images: how many times to play, 0 for forever.")
    var loop = 0

    @Option(help: "Animated WebP: lossy at this quality (0–100) instead of lossless.")
    var quality: Int?

    @Option(help: "GIF: the colour #RRGGBB that partly transparent edges are blended onto (GIF pixels are opaque or clear). Defaults to --background, else white.")
    var matte: String?

    var isSet: Bool { loop != 0 || quality != nil || matte != nil }

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
                throw ValidationError("--loop, --quality and --matte shape animated images; write .webp, .gif, or .png with --format apng")
            }
            if case .still = kind, framesPerSecond != nil {
                throw ValidationError("--fps sets how far apart many frames are; one still has no rate: give --frames, --marker or --all with a folder, or an animated image")
            }
            return
        }
        if quality != nil, format != .webp { throw ValidationError("--quality is for animated WebP; \(format.rawValue) is lossless") }
        if matte != nil, format != .gif { throw ValidationError("--matte is for GIF, whose pixels are opaque or clear; \(format.rawValue) keeps alpha") }
        if let framesPerSecond, let limit = format.maximumFramesPerSecond, framesPerSecond > limit {
            throw ValidationError("--fps \(framesPerSecond.frameNumberText) is more than \(format.rawValue) plays: its frame delays are whole hundredths of a second and browsers slow delays under 0.02 s; use --fps \(limit.frameNumberText) or less")
        }
    }

    func settings(background: LottieColor?) -> AnimatedImageSettings {
        let matteColor = matte.flatMap(LottieColor.init(hex:)) ?? background.map { LottieColor(red: $0.red, green: $0.green, blue: $0.blue) } ?? .white
        return AnimatedImageSettings(loopCount: loop, quality: quality, matte: matteColor)
    }
}
