import Foundation
import Rasterizer
import VectorGraphics

/// Everything a canvas keeps from one frame to the next, with one life cycle: rasters of groups that rest, path and
/// clip coverages, what it knows of each top-level node, the pixels after the nodes the next scene shares (a
/// checkpoint) and the last PNG. A frame begins and ends here, and `reset` forgets it all.
///
/// What it keeps changes no pixel: each part is used again only where drawing anew would give the same bytes, and
/// where it keeps what a frame made for a place in the frame's order it follows one `ReusePolicy`.
final class CanvasMemory {
    /// Rasters of groups drawn as separate layers, and of masked, matted and effected nodes.
    let rasters = KeptGroupRasters()
    /// The coverage of each path the last frame drew.
    let coverages = KeptCoverages()
    /// The clips in force while drawing, which find the clip coverages of earlier frames.
    let clips: ClipTrail
    /// Drawing cost and extent of each top-level node, while the next scene holds the same node.
    let nodeFacts = KeptNodeFacts()
    /// The pixels after the first nodes of the last scene.
    var checkpoint: CanvasCheckpoint?
    /// The pixels around the damage of the last draw, copied before it and put back after (`CanvasDamage`).
    var damageCopy: [UInt8] = []
    /// The nodes that changed when damage was last refused.
    var refusals = DamageRefusals()
    /// The last PNG encoded, and the pixels it shows.
    var encoding = LastEncoding()
    /// Whether the next frame follows the last one in time; false after a seek, and before the first frame.
    var followsLastFrame = false

    init() {
        clips = ClipTrail(keptClips: KeptClipCoverages())
    }

    /// A frame starts drawing.
    func beginFrame() {
        encoding.canvasWillChange()
        rasters.beginFrame(followsLastFrame: followsLastFrame)
        coverages.beginFrame()
    }

    /// The frame is drawn: what it did not use again is let go, but what the top-level nodes it left out use
    /// (`skipped`, drawing only what reaches its damage), which stood still.
    func endFrame(skipped: [Bool]? = nil) {
        rasters.endFrame(skipped: skipped)
        coverages.endFrame(skipped: skipped)
        followsLastFrame = true
    }

    /// Forgets everything, as a new canvas knows nothing.
    func reset() {
        followsLastFrame = false
        encoding.canvasWillChange()
        checkpoint = nil
        damageCopy = []
        refusals = DamageRefusals()
        rasters.removeAll()
        coverages.removeAll()
        nodeFacts.removeAll()
    }
}

/// A copy of a canvas's pixels after the first `nodeCount` nodes of the last scene drawn.
struct CanvasCheckpoint {
    var nodeCount: Int
    var pixels: [UInt8]
    /// Where the canvas may differ from the checkpoint: a box of rows and columns (end exclusive) per node drawn
    /// above it in the last draw; nil for anywhere.
    var changed: [PixelBox]?
}
