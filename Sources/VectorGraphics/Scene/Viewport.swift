/// How a scene is placed in an output of `width` × `height` pixels: scaled uniformly to fit, centred, and clipped
/// to the composition, like lottie-web's default `xMidYMid meet`.
public struct Viewport: Sendable, Hashable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// An output of `width`×`height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Outputs larger than this are refused: 16384² RGBA is a gigabyte.
    public static let maximumSide = 16384

    /// Throws for sizes that are not positive or exceed the largest side.
    public func validate() throws(OutputError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw OutputError(
                operation: "sizing the output",
                message: "\(width)x\(height) is not a size from 1x1 to \(Self.maximumSide)x\(Self.maximumSide)")
        }
    }

    /// The composition-to-output transform and the composition rectangle in output pixels.
    package func fit(
        _ scene: LottieScene
    ) -> (transform: AffineTransform, frame: (x: Double, y: Double, width: Double, height: Double)) {
        let scale = min(Double(width) / scene.width, Double(height) / scene.height)
        let fittedWidth = scene.width * scale, fittedHeight = scene.height * scale
        let x = (Double(width) - fittedWidth) / 2, y = (Double(height) - fittedHeight) / 2
        return (
            AffineTransform.scale(x: scale, y: scale).followed(by: .translation(x: x, y: y)),
            (x, y, fittedWidth, fittedHeight)
        )
    }
}
