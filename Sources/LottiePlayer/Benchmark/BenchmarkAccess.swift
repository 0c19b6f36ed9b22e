import CairoRendering
import Foundation
@_spi(Model) import LottieModel
import TabBarComposing
import VectorGraphics

// What the speed comparison (`Benchmarks/`, a package of its own that links the reference engines) reaches below the
// public face: drawing without encoding (a scene alone through `AnimationRenderer.draw(_:)`, declared beside the
// rendering it shares), the canvas's own words, the composer's scenes and a file's own frame numbers. Behind SPI so
// that a user of the library does not see it.

extension AnimationDocument {
    /// The composition's first frame, as the file numbers it (the reference engines count from it).
    @_spi(Benchmarking) public var inPoint: Double { animation.inPoint }
    /// The frame the composition ends at, not drawn.
    @_spi(Benchmarking) public var outPoint: Double { animation.outPoint }
    /// The composition's size in its own units.
    @_spi(Benchmarking) public var compositionSize: (width: Double, height: Double) {
        (animation.width, animation.height)
    }
}

extension AnimationRenderer {
    /// Draws `frame` onto the renderer's canvas without encoding it; returns whether any pixel was redrawn.
    @_spi(Benchmarking) @discardableResult
    public func draw(frame: Double) throws(PlayerError) -> Bool { try render(frame: frame) }

    /// The canvas's premultiplied words, row by row, alpha in the top byte.
    @_spi(Benchmarking) public func premultipliedWords() -> [UInt32] {
        canvas.withPremultipliedPixels { pixels in
            (0..<pixels.height).flatMap { y in (0..<pixels.width).map { x in pixels.word(x: x, y: y) } }
        }
    }
}

extension TabBarRenderer {
    /// Draws the bar at `pose` without encoding it; returns whether any pixel was redrawn.
    @_spi(Benchmarking) @discardableResult
    public func draw(_ pose: TabBarPose) throws(PlayerError) -> Bool { try render(pose) }

    /// Forgets the last frame, so that the next one is drawn whole.
    @_spi(Benchmarking) public func invalidate() { canvas.invalidate() }
}

extension TabBarDocument {
    /// The bar at each pose as a scene, as `TabBarRenderer` draws it.
    @_spi(Benchmarking) public func scenes(for poses: [TabBarPose]) -> [LottieScene] {
        let composer = TabBarComposer(document: self)
        return poses.map { composer.scene(for: $0) }
    }
}
