import Foundation
@_spi(Benchmarking) import LottiePlayer
import ReferenceEngines

/// One engine with one animation loaded at one size.
protocol Player: AnyObject {
    var name: String { get }
    /// Draws `frame` (absolute, as the file numbers it); false when the engine failed.
    func render(_ frame: Double) -> Bool
    /// The last frame's premultiplied words, alpha in the top byte.
    func pixels() -> [UInt32]
}

final class TabShiftPlayer: Player {
    let name = "ts"
    let renderer: AnimationRenderer

    init(document: AnimationDocument, width: Int, height: Int) throws {
        renderer = try AnimationRenderer(document: document, viewport: Viewport(width: width, height: height))
    }

    func render(_ frame: Double) -> Bool { (try? renderer.draw(frame: frame)) != nil }

    func pixels() -> [UInt32] {
        renderer.premultipliedWords()
    }
}

final class ReferencePlayerBox: Player {
    let name: String
    let handle: OpaquePointer
    let inPoint: Double
    let count: Int

    init?(engine: Int32, name: String, json: Data, inPoint: Double, width: Int, height: Int) {
        let loaded = json.withUnsafeBytes { raw in
            reference_player_load(engine, raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count, Int32(width), Int32(height))
        }
        guard let loaded else { return nil }
        handle = loaded
        self.name = name
        self.inPoint = inPoint
        count = width * height
    }

    deinit { reference_player_free(handle) }

    func render(_ frame: Double) -> Bool { reference_player_render(handle, frame - inPoint) == 0 }

    func pixels() -> [UInt32] { Array(UnsafeBufferPointer(start: reference_player_pixels(handle), count: count)) }
}

/// The reference engines this run can use, by the names the results use.
var referenceEngines: [(code: Int32, name: String)] {
    [(Int32(REFERENCE_THORVG), "tvg"), (Int32(REFERENCE_THORVG_PARTIAL), "tvg-partial"), (Int32(REFERENCE_RLOTTIE), "rl")].filter { available & $0.code != 0 }
}

/// Share of pixels that are not fully transparent.
func coverage(_ words: [UInt32]) -> Double {
    guard !words.isEmpty else { return 0 }
    return Double(words.lazy.filter { $0 >> 24 != 0 }.count) / Double(words.count)
}

/// Share of pixels where any premultiplied channel differs by more than 16 of 255 (the conformance threshold,
/// here on premultiplied values: close enough to tell a frame drawn alike from one drawn otherwise).
func differingShare(_ first: [UInt32], _ second: [UInt32]) -> Double {
    guard first.count == second.count, !first.isEmpty else { return 1 }
    var differing = 0
    for (a, b) in zip(first, second) where a != b {
        for shift in stride(from: 0, through: 24, by: 8) where abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)) > 16 {
            differing += 1
            break
        }
    }
    return Double(differing) / Double(first.count)
}
