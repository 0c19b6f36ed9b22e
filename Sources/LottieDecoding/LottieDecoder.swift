import Foundation
import LottieModel

/// Bytes of a Lottie document → model and diagnostics. The only part of TabShift that knows JSON keys.
public struct LottieDecoder: Sendable {
    /// Larger inputs are refused before parsing, so a hostile file cannot exhaust memory.
    public var maximumByteCount: Int

    public init(maximumByteCount: Int = 64 << 20) {
        self.maximumByteCount = maximumByteCount
    }

    public func decode(_ data: Data) throws(LottieDecodingError) -> DecodedAnimation {
        guard data.count <= maximumByteCount else {
            throw LottieDecodingError(path: "$", reason: .limitExceeded("the document is \(data.count) bytes; the limit is \(maximumByteCount)"))
        }
        let document = try JSONDocument(data: data)
        let context = DecodingContext()
        let animation = try document.rootValue.animation(context: context)
        return DecodedAnimation(animation: animation, diagnostics: context.diagnostics)
    }
}

/// A decoded document and the diagnostics for what was skipped or approximated.
public struct DecodedAnimation: Sendable {
    public var animation: Animation
    public var diagnostics: [Diagnostic]

    public init(animation: Animation, diagnostics: [Diagnostic]) {
        self.animation = animation
        self.diagnostics = diagnostics
    }
}
