import ImageCodecs
import VectorGraphics

/// What the video formats share: their size limit, default quality, key-frame spacing and matte.
enum VideoLimits {
    /// H.264's level 5.2 and VP9's level 6 both stop near 4096 a side; larger frames are not what a video of an
    /// icon needs, and a frame this size is already 64 MiB of RGBA.
    static let largestSide = 4096

    /// Refuses a frame size outside 1…`largestSide` a side, naming the format being encoded.
    static func check(width: Int, height: Int, operation: String) throws(OutputError) {
        guard width > 0, height > 0, width <= largestSide, height <= largestSide else {
            throw OutputError(
                operation: operation, message: "\(width)x\(height) is not between 1x1 and \(largestSide) a side")
        }
    }

    /// The constant rate of a video whose frames last `duration` seconds (the first frame's sets it).
    static func framesPerSecond(frameDuration duration: Double) -> Double {
        1 / max(duration, 1e-3)
    }

    /// The quality when neither a quality nor a bit rate is given: frames of flat colour and smooth edges come
    /// out visually lossless.
    static let defaultQuality = 60

    /// A key frame every two seconds: a player seeks to within two seconds, and a cut costs little.
    static func keyInterval(framesPerSecond: Double) -> Int {
        max(1, Int(clampingRounded: framesPerSecond * 2, to: 1...1000))
    }

    static func bytes(of settings: AnimatedImageSettings) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let byte = { (value: Double) in UInt8(clamping: Int(clampingRounded: value * 255, to: 0...255)) }
        return (byte(settings.matte.red), byte(settings.matte.green), byte(settings.matte.blue))
    }
}
