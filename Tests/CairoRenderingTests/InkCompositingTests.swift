@testable import CairoRendering
import LottieTestFixtures
import Testing
import VectorGraphics

/// Groups composited over only the pixels their content can reach must change no pixel: random scenes of blend
/// modes, group opacity, masks, mattes and clips under fractional transforms (the clip-omission scenes) are drawn
/// with and without it and compared byte for byte.
@Suite("Groups composited within their ink")
struct InkCompositingTests {
    @Test("compositing only where a group's content reaches draws exactly the pixels of compositing it whole", arguments: 0..<150)
    func exactness(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 0x2545_F491)
        let scene = LottieScene(width: 96, height: 80, nodes: (0..<4).map { _ in ClipOmissionTests.node(depth: 0, using: &random) })
        for size in [(48, 40), (96, 80), (37, 53)] {
            let viewport = Viewport(width: size.0, height: size.1)
            var whole = CairoRenderer()
            whole.compositesWithinInk = false
            #expect(try CairoRenderer().image(scene, viewport: viewport) == whole.image(scene, viewport: viewport), "seed \(seed) at \(size.0)x\(size.1)")
        }
    }
}
