@testable import CairoRendering
@testable import Rasterizer
import Testing
import VectorGraphics

@Suite("Kept coverages")
struct KeptCoveragesTests {
    let box = PixelBox(rows: 0..<32, columns: 0..<32)

    func key(at x: Double, width: Double = 10) -> KeptCoverages.Key {
        KeptCoverages.Key(shape: .fill(.rectangle(x: 0, y: 0, width: width, height: 8), .nonZero), transform: .translation(x: x, y: 3), bounds: box)
    }

    /// What a frame's lookups came to, one letter a path: kept (K), rasterized and recorded (R), rasterized alone (-).
    func frame(_ kept: KeptCoverages, _ keys: [KeptCoverages.Key]) -> String {
        kept.beginFrame()
        defer { kept.endFrame() }
        return String(keys.map { key -> Character in
            switch kept.lookup(key) {
            case .kept: "K"
            case .rasterize(let recording): recording == nil ? "-" : "R"
            }
        })
    }

    @Test("a path that moves frame after frame is recorded once, and again when it comes to rest")
    func movingThenResting() {
        let kept = KeptCoverages()
        // A resting path under one that moves for four frames, rests for three, then moves for two.
        let moving: [Double] = [0, 1, 2, 3, 3, 3, 3, 5, 6]
        let seen = moving.map { frame(kept, [key(at: 9), key(at: $0)]) }
        // Recorded when first drawn and when first changed after resting (it may change once and rest again).
        #expect(seen == ["RR", "K-", "K-", "K-", "KR", "KK", "KK", "KR", "K-"])
    }

    @Test("paths that come and go shift the order: kept paths are still found, moving ones recorded at worst once more")
    func pathsComingAndGoing() {
        let kept = KeptCoverages()
        #expect(frame(kept, [key(at: 9), key(at: 0)]) == "RR")
        #expect(frame(kept, [key(at: 9), key(at: 1)]) == "K-")
        // A new path in front: the resting one is found a place later, the moving one has no counterpart and is recorded.
        #expect(frame(kept, [key(at: 20, width: 3), key(at: 9), key(at: 2)]) == "RKR")
        #expect(frame(kept, [key(at: 20, width: 3), key(at: 9), key(at: 3)]) == "KK-")
        // The new path gone again, and the moving one at rest: found by its key, recorded, then kept.
        #expect(frame(kept, [key(at: 9), key(at: 3)]) == "KR")
        #expect(frame(kept, [key(at: 9), key(at: 3)]) == "KK")
    }

    @Test("a different outline under the same transform and box is not taken for the kept one")
    func sameTransformOtherOutline() {
        let kept = KeptCoverages()
        #expect(frame(kept, [key(at: 4, width: 10)]) == "R")
        #expect(frame(kept, [key(at: 4, width: 11)]) == "-")
        #expect(frame(kept, [key(at: 4, width: 11)]) == "R")
        #expect(frame(kept, [key(at: 4, width: 11)]) == "K")
    }
}
