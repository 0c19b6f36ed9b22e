import CWebP
import Foundation
import ImageCodecs
import LottiePlayer
import Testing

/// Image assets embedded as `data:image/webp;base64,…` decode through libwebp like PNG and JPEG.
@Suite("WebP image assets")
struct WebPImageAssetTests {
    /// An 8x8 picture: four opaque colour quadrants with a transparent 2x2 hole in the middle.
    static let source: [UInt8] = (0..<64).flatMap { index -> [UInt8] in
        let x = index % 8, y = index / 8
        if (3...4).contains(x) && (3...4).contains(y) { return [0, 0, 0, 0] }
        switch (x < 4, y < 4) {
        case (true, true): return [230, 40, 40, 255]
        case (false, true): return [40, 200, 60, 255]
        case (true, false): return [30, 60, 220, 255]
        case (false, false): return [250, 220, 30, 255]
        }
    }

    static func encode(lossless: Bool) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        let size = source.withUnsafeBufferPointer { pixels in
            lossless ? WebPEncodeLosslessRGBA(pixels.baseAddress, 8, 8, 32, &output) : WebPEncodeRGBA(pixels.baseAddress, 8, 8, 32, 90, &output)
        }
        guard size > 0, let output else { throw ReadingFailure(description: "libwebp could not encode the test picture") }
        defer { WebPFree(output) }
        return Data(bytes: output, count: size)
    }

    static func document(embedding webP: Data) throws -> AnimationDocument {
        let json = """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 8, "h": 8,
         "assets": [{"id": "picture", "w": 8, "h": 8, "e": 1, "p": "data:image/webp;base64,\(webP.base64EncodedString())"}],
         "layers": [{"ty": 2, "refId": "picture", "ip": 0, "op": 10, "ks": {}}]}
        """
        return try AnimationDocument(data: Data(json.utf8), name: "webp-image.json")
    }

    @Test("a lossless WebP asset draws its exact pixels, transparency included")
    func lossless() throws {
        let document = try Self.document(embedding: try Self.encode(lossless: true))
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let image = try AnimationRenderer(document: document, viewport: Viewport(width: 8, height: 8)).image(frame: 0)
        #expect(image.rgba == Self.source)
    }

    @Test("a lossy WebP asset draws close to its pixels")
    func lossy() throws {
        let document = try Self.document(embedding: try Self.encode(lossless: false))
        let image = try AnimationRenderer(document: document, viewport: Viewport(width: 8, height: 8)).image(frame: 0)
        // Corners, away from the lossy block edges.
        for (x, y) in [(0, 0), (7, 0), (0, 7), (7, 7)] {
            let expected = Array(Self.source[(y * 8 + x) * 4..<(y * 8 + x) * 4 + 4])
            #expect(zip(image.bytes(x: x, y: y), expected).allSatisfy { abs(Int($0) - Int($1)) <= 24 }, "(\(x), \(y)): \(image.bytes(x: x, y: y)) vs \(expected)")
        }
    }

    @Test("an animated WebP is not a still image asset: its layer draws nothing")
    func animatedAssetDrawsNothing() throws {
        let encoder = try AnimatedWebPEncoder(width: 8, height: 8)
        try encoder.append(PixelImage(width: 8, height: 8, rgba: Self.source), duration: 0.1)
        try encoder.append(PixelImage(width: 8, height: 8, fill: .white), duration: 0.1)
        let document = try Self.document(embedding: try encoder.finish())
        let image = try AnimationRenderer(document: document, viewport: Viewport(width: 8, height: 8)).image(frame: 0)
        #expect(image.rgba.allSatisfy { $0 == 0 })
    }
}
