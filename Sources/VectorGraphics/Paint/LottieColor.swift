/// A straight (not premultiplied) colour with components in 0...1.
public struct LottieColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A colour from straight components, 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = LottieColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = LottieColor(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = LottieColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(rgba: digits.count == 8 ? value : (value << 8 | 0xFF))
    }

    /// A colour packed as `0xRRGGBBAA`, as dotLottie writes background colours.
    public init(rgba value: UInt32) {
        self.init(
            red: Double(value >> 24 & 0xFF) / 255,
            green: Double(value >> 16 & 0xFF) / 255,
            blue: Double(value >> 8 & 0xFF) / 255,
            alpha: Double(value & 0xFF) / 255
        )
    }

    /// `#RRGGBBAA`, upper case.
    public var hexString: String {
        let bytes = [red, green, blue, alpha].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        return "#"
            + bytes.map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }.joined()
    }

    /// `#RRGGBBAA`.
    public var description: String { hexString }

    /// The same colour at `newAlpha`.
    public func withAlpha(_ newAlpha: Double) -> LottieColor {
        LottieColor(red: red, green: green, blue: blue, alpha: newAlpha)
    }

    /// The colour `progress` (0…1) of the way to `other`, component by component.
    public func interpolated(to other: LottieColor, progress: Double) -> LottieColor {
        LottieColor(
            red: red + (other.red - red) * progress,
            green: green + (other.green - green) * progress,
            blue: blue + (other.blue - blue) * progress,
            alpha: alpha + (other.alpha - alpha) * progress
        )
    }
}
