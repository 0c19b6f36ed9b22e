import Foundation
@_spi(Model) import LottieModel

/// Bytes of a Lottie document → model and diagnostics. The only part of TabShift that knows JSON keys.
package struct LottieDecoder: Sendable {
    /// Larger inputs are refused before parsing, so a hostile file cannot exhaust memory.
    package var maximumByteCount: Int
    /// Documents with more JSON values are refused before parsing: each value costs time and memory, and the limit
    /// keeps both to what a server can give one file, several times what real files hold (docs/limits.md).
    package var maximumValueCount: Int
    /// Every property naming a slot decodes the slot's value again, so a large value named by many properties would
    /// multiply; the values decoded from slots may add up to this many bytes of JSON. Real slots are colours and
    /// numbers of a few bytes.
    package var maximumSlotByteCount: Int

    package init(
        maximumByteCount: Int = 64 << 20, maximumValueCount: Int = 2_000_000, maximumSlotByteCount: Int = 16 << 20
    ) {
        self.maximumByteCount = maximumByteCount
        self.maximumValueCount = maximumValueCount
        self.maximumSlotByteCount = maximumSlotByteCount
    }

    /// Decodes Lottie JSON, or a Telegram sticker (`.tgs`: the JSON gzip-compressed), told apart by content. A
    /// compressed document may inflate to at most `maximumByteCount` bytes.
    ///
    /// `slots` are slot values from outside the document, each a JSON object as lottie-web's and ThorVG's slot
    /// APIs take it (`{"ball_color": {"p": {"a": 0, "k": [1, 0, 0, 1]}}}`); later ones win, and all win over the
    /// document's own `slots`.
    package func decode(_ data: Data, slots: [Data] = []) throws(LottieDecodingError) -> DecodedAnimation {
        if GzipContainer.isGzip(data) {
            return try decode(try GzipContainer.inflate(data, limit: maximumByteCount), slots: slots)
        }
        let document = try parse(data, name: "the document")
        let slotDocuments = try slots.map { (slotData) throws(LottieDecodingError) in
            try parse(slotData, name: "the slot values")
        }
        let context = DecodingContext(maximumSlotBytes: maximumSlotByteCount)
        return try withExtendedLifetime((document, slotDocuments)) { () throws(LottieDecodingError) in
            var animation = try document.rootValue.animation(
                context: context, callerSlots: slotDocuments.map(\.rootValue))
            animation.isKnownFreeOfExpressions = !context.hasExpressions
            let diagnostics = context.finish()
            animation.expressionPaths = context.expressionPaths
            return DecodedAnimation(animation: animation, diagnostics: diagnostics)
        }
    }

    private func parse(_ data: Data, name: String) throws(LottieDecodingError) -> JSONDocument {
        guard data.count <= maximumByteCount else {
            throw LottieDecodingError(
                path: "$", reason: .limitExceeded("\(name) is \(data.count) bytes; the limit is \(maximumByteCount)"))
        }
        let values = JSONValueCount.upperBound(of: data)
        guard values <= maximumValueCount else {
            throw LottieDecodingError(
                path: "$",
                reason: .limitExceeded("\(name) holds up to \(values) JSON values; the limit is \(maximumValueCount)"))
        }
        return try JSONDocument(data: data)
    }
}

extension LottieDecoder {
    /// The Lottie JSON inside `data`: itself, a sticker's inflated bytes, or the animation `id` (else the first) of a
    /// dotLottie file; within the same limits as decoding.
    package func documentJSON(_ data: Data, animation id: String? = nil) throws(LottieDecodingError) -> Data {
        if DotLottieArchive.isZip(data) {
            return try DotLottieArchive(data: data, limit: maximumByteCount).animationData(id: id)
        }
        if GzipContainer.isGzip(data) { return try GzipContainer.inflate(data, limit: maximumByteCount) }
        guard data.count <= maximumByteCount else {
            throw LottieDecodingError(
                path: "$",
                reason: .limitExceeded("the document is \(data.count) bytes; the limit is \(maximumByteCount)"))
        }
        return data
    }
}

/// A decoded document and the diagnostics for what was skipped or approximated.
package struct DecodedAnimation: Sendable {
    package var animation: LottieAnimation
    package var diagnostics: [Diagnostic]

    package init(animation: LottieAnimation, diagnostics: [Diagnostic]) {
        self.animation = animation
        self.diagnostics = diagnostics
    }
}
