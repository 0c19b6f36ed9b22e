import CCairo
import Foundation
import ImageCodecs
import Rasterizer
import VectorGraphics

/// One raster that lives across frames: it owns a Cairo image surface of one size and redraws scenes into it.
///
/// A player draws the same animation over and over at one size, so the surface, the decoded images and the last
/// scene drawn are kept: a scene equal to the last one costs a comparison, and the pixels are handed out in
/// Cairo's own premultiplied format without a copy. Straight RGBA and PNG are conversions made only when asked.
///
/// Scenes list their nodes bottom first, and drawing is sequential: when the bottom nodes of a scene are those of
/// the last one, the canvas goes back to a copy of its pixels taken after them (a checkpoint) and draws only the
/// nodes above. Static backgrounds under animated layers are drawn once, with exactly the pixels of a full redraw.
/// One canvas belongs to one thread at a time; give each worker its own.
package final class RasterCanvas {
    /// The canvas's size in pixels.
    package let viewport: Viewport
    /// Painted under every scene; nil leaves the background transparent.
    package let background: LottieColor?
    private let surface: CairoSurface
    /// Decoded for as long as the canvas lives: images do not change from frame to frame.
    private let images = DecodedImages()
    private let rasterizer = CoverageRasterizer()
    /// Everything kept from one frame to the next.
    private let memory = CanvasMemory()
    /// What the scene is drawn onto: this canvas's surface, with what it keeps. Made once: its parts live as long
    /// as the canvas, and making it for every frame counted a reference to each of them.
    private let drawingTarget: DrawingContext
    private var lastScene: LottieScene?
    /// Made on the first PNG asked for, then kept for every frame after.
    private lazy var pngEncoder = PNGEncoder()
    /// How many times `pngData` encoded the pixels rather than reusing the last PNG.
    var pngEncodings: Int { memory.encoding.encodings }
    /// How many bottom nodes the last draw took from a checkpoint instead of drawing them.
    private(set) var nodesReusedByLastDraw = 0
    /// How many groups the last draw composited from the rasters they keep instead of drawing them.
    private(set) var rastersReusedByLastDraw = 0
    /// How many nodes the last draw redrew over its damage; nil when it drew the whole scene.
    private(set) var nodesRedrawnByLastDraw: Int?

    /// Checkpoints cost a second copy of the pixels; above this many the canvas always redraws whole scenes.
    static let largestCheckpointPixels = 2048 * 2048

    /// A clear canvas of `viewport`'s size, painting `background` under every scene when given.
    package init(viewport: Viewport, background: LottieColor? = nil) throws(OutputError) {
        try viewport.validate()
        self.viewport = viewport
        self.background = background
        surface = try CairoSurface.image(width: viewport.width, height: viewport.height)
        drawingTarget = DrawingContext(
            surface: surface, viewport: viewport, background: background, images: images, rasterizer: rasterizer,
            memory: memory)
    }

    /// Draws `scene` unless it equals the scene already on the canvas; returns whether anything was redrawn. What it
    /// keeps for the next scene (`CanvasMemory`) changes no pixel.
    @discardableResult
    package func draw(_ scene: LottieScene) throws(OutputError) -> Bool {
        let shared = lastScene.map { Self.sharedBottomNodes(scene, $0) } ?? 0
        if let lastScene, shared == scene.nodes.count, shared == lastScene.nodes.count { return false }
        // Damage and checkpoints alike copy pixels, which very large canvases do not pay for.
        let keepsCheckpoints = viewport.width * viewport.height <= Self.largestCheckpointPixels
        let fit = viewport.fit(scene).transform
        let facts = memory.nodeFacts
        // The nodes a checkpoint holds, when none of them changed (one that holds a changed node is dropped below).
        let checkpointed = memory.checkpoint.map { $0.nodeCount <= shared ? $0.nodeCount : 0 } ?? 0
        var changes: (nodes: [Int], damage: PixelBox?)?
        // Unchanged bottom nodes the checkpoint does not hold: a full redraw takes a checkpoint of them all, which
        // spares later frames more than damage would spare this one.
        if keepsCheckpoints, let lastScene, shared == checkpointed {
            // Before `drawingCost(of:)` the kept facts are the last scene's: its nodes' extents are found there.
            changes = CanvasDamage.changes(
                of: scene, over: lastScene, sharingBottom: shared, from: checkpointed,
                isRefused: { memory.refusals.skips($0) },
                oldBox: { index in
                    self.pixels(of: facts.geometryExtent(of: lastScene.nodes[index], at: index), under: fit)
                })
        }
        // A failed draw leaves pixels that belong to no scene.
        lastScene = nil
        nodesReusedByLastDraw = 0
        rastersReusedByLastDraw = 0
        nodesRedrawnByLastDraw = nil
        memory.beginFrame()
        if let checkpoint = memory.checkpoint, checkpoint.nodeCount > shared { memory.checkpoint = nil }
        let cost = facts.drawingCost(of: scene)
        let damage = changes.flatMap { changes in
            CanvasDamage.plan(
                scene, changes: changes, from: checkpointed, viewport: viewport,
                drawsOntoClear: background == nil && checkpointed == 0
            ) { index in self.pixels(of: facts.geometryExtent(of: scene.nodes[index], at: index), under: fit) }
        }
        memory.refusals.endFrame(refused: damage == nil)
        if let damage {
            try redraw(damage, of: scene, cost: cost)
            nodesReusedByLastDraw = checkpointed
        } else {
            try redrawWhole(scene, sharingBottom: shared, keepsCheckpoints: keepsCheckpoints, cost: cost)
        }
        cairo_surface_flush(surface.handle)
        if let nodeCount = memory.checkpoint?.nodeCount {
            memory.checkpoint?.changed = pixelsTouched(from: nodeCount, of: scene, under: fit)
        }
        rastersReusedByLastDraw = memory.rasters.reusedThisFrame
        memory.endFrame(
            skipped: damage.map { damage in
                var skipped = [Bool](repeating: true, count: scene.nodes.count)
                for index in damage.nodes { skipped[index] = false }
                return skipped
            })
        lastScene = scene
        return true
    }

    /// Draws all of `scene` from the checkpoint, which holds no node that changed, or from a cleared canvas.
    private func redrawWhole(
        _ scene: LottieScene, sharingBottom shared: Int, keepsCheckpoints: Bool, cost: DrawingCost
    ) throws(OutputError) {
        var first = 0
        if let checkpoint = memory.checkpoint {
            restore(checkpoint)
            first = checkpoint.nodeCount
            nodesReusedByLastDraw = first
        }
        // Without a checkpoint the drawing clears the canvas, so that a redrawn canvas has exactly the pixels of a new
        // one (see `SceneDrawing.draw`).
        try SceneDrawing.draw(scene, in: drawingTarget, clearing: first == 0, from: first, cost: cost) { index in
            if keepsCheckpoints, index + 1 == shared, shared > first { self.takeCheckpoint(after: shared) }
        }
    }

    /// Clears the damage (or puts the checkpoint back there), draws the nodes that reach it, and puts back what they
    /// drew outside it.
    private func redraw(_ damage: CanvasDamage, of scene: LottieScene, cost: DrawingCost) throws(OutputError) {
        nodesRedrawnByLastDraw = damage.nodes.count
        let area = damage.damage, reach = damage.reach
        guard !area.isEmpty else { return }
        let whole = viewport.pixelBox
        cairo_surface_flush(surface.handle)
        let stride = Int(truncatingIfNeeded: cairo_image_surface_get_stride(surface.handle))
        guard let pixels = cairo_image_surface_get_data(surface.handle) else { return }
        let canvas = UnsafeMutableRawPointer(pixels), rowBytes = reach.columns.count * 4
        if memory.damageCopy.count < rowBytes * reach.rows.count {
            memory.damageCopy = [UInt8](repeating: 0, count: rowBytes * reach.rows.count)
        }
        // Only what lies outside the damage is put back, so only that is copied aside.
        let outside = Self.parts(of: reach, outside: area)
        memory.damageCopy.withUnsafeMutableBytes { copy in
            let aside = (base: copy.baseAddress!, stride: rowBytes, holds: reach)
            for part in outside { Self.copy(part, from: (UnsafeRawPointer(canvas), stride, whole), to: aside) }
        }
        var first = 0
        if let checkpoint = memory.checkpoint {
            checkpoint.pixels.withUnsafeBytes { saved in
                Self.copy(area, from: (saved.baseAddress!, stride, whole), to: (canvas, stride, whole))
            }
            first = checkpoint.nodeCount
        } else {
            let start = area.columns.lowerBound * 4, length = area.columns.count * 4
            for row in area.rows { memset(pixels + row * stride + start, 0, length) }
        }
        cairo_surface_mark_dirty(surface.handle)
        try SceneDrawing.draw(scene, in: drawingTarget, from: first, only: (damage.nodes, area), cost: cost)
        cairo_surface_flush(surface.handle)
        // Outside the damage the canvas held the new frame's pixels already.
        memory.damageCopy.withUnsafeBytes { copy in
            for part in outside {
                Self.copy(part, from: (copy.baseAddress!, rowBytes, reach), to: (canvas, stride, whole))
            }
        }
        cairo_surface_mark_dirty(surface.handle)
    }

    /// Copies the pixels of `box` between two buffers of 4-byte pixels, each given with its bytes per row and the
    /// box of device pixels it holds.
    private static func copy(
        _ box: PixelBox, from source: (base: UnsafeRawPointer, stride: Int, holds: PixelBox),
        to target: (base: UnsafeMutableRawPointer, stride: Int, holds: PixelBox)
    ) {
        guard !box.isEmpty else { return }
        func offset(_ row: Int, in buffer: (stride: Int, holds: PixelBox)) -> Int {
            (row - buffer.holds.rows.lowerBound) * buffer.stride
                + (box.columns.lowerBound - buffer.holds.columns.lowerBound) * 4
        }
        for row in box.rows {
            memcpy(
                target.base + offset(row, in: (target.stride, target.holds)),
                source.base + offset(row, in: (source.stride, source.holds)), box.columns.count * 4)
        }
    }

    /// The boxes that together hold the pixels of `box` outside `inner`, which lies inside it: the rows above and
    /// below it, and the columns left and right of it beside it.
    private static func parts(of box: PixelBox, outside inner: PixelBox) -> [PixelBox] {
        [
            PixelBox(rows: box.rows.lowerBound..<inner.rows.lowerBound, columns: box.columns),
            PixelBox(rows: inner.rows.upperBound..<box.rows.upperBound, columns: box.columns),
            PixelBox(rows: inner.rows, columns: box.columns.lowerBound..<inner.columns.lowerBound),
            PixelBox(rows: inner.rows, columns: inner.columns.upperBound..<box.columns.upperBound)
        ].filter { !$0.isEmpty }
    }

    /// The device pixels an extent covers on the canvas: nil when not bounded, `.some(nil)` when nothing.
    private func pixels(of extent: PaintExtent, under fit: VectorGraphics.AffineTransform) -> PixelBox?? {
        if extent == .nothing { return .some(nil) }
        guard let pixels = extent.devicePixels(under: fit, margin: 2) else { return nil }
        func clamped(_ value: Double, _ limit: Int) -> Int {
            Int(clampingRounded: value, to: 0...limit, rule: .down)
        }
        let columns = clamped(pixels.minX, viewport.width)..<clamped(pixels.maxX, viewport.width)
        let rows = clamped(pixels.minY, viewport.height)..<clamped(pixels.maxY, viewport.height)
        return .some(PixelBox(rows: rows, columns: columns))
    }

    /// How many nodes, from the bottom, two scenes of one size have in common.
    private static func sharedBottomNodes(_ scene: LottieScene, _ other: LottieScene) -> Int {
        guard scene.width == other.width, scene.height == other.height else { return 0 }
        var count = 0
        while count < scene.nodes.count, count < other.nodes.count,
            scene.nodes[count].isSameStorage(as: other.nodes[count]) || scene.nodes[count] == other.nodes[count]
        { count += 1 }
        return count
    }

    /// A canvas with nothing drawn on it is clear in Cairo's eyes, and the next drawing rounds differently from one
    /// onto drawn pixels: a checkpoint of no ink would not restore that, so none is kept.
    private func takeCheckpoint(after nodeCount: Int) {
        cairo_surface_flush(surface.handle)
        let byteCount = Int(truncatingIfNeeded: cairo_image_surface_get_stride(surface.handle)) * viewport.height
        guard let data = cairo_image_surface_get_data(surface.handle) else { return }
        let source = UnsafeRawBufferPointer(start: data, count: byteCount)
        guard Self.holdsInk(source) else { return }
        // The previous checkpoint's buffer is reused: a frame takes one, and allocating it anew cost more than the
        // copy.
        var pixels = memory.checkpoint.map(\.pixels) ?? []
        memory.checkpoint = nil
        if pixels.count != byteCount { pixels = [UInt8](repeating: 0, count: byteCount) }
        pixels.withUnsafeMutableBytes { target in _ = memcpy(target.baseAddress!, data, byteCount) }
        memory.checkpoint = CanvasCheckpoint(nodeCount: nodeCount, pixels: pixels)
    }

    /// Whether any byte is not zero, read a word at a time.
    private static func holdsInk(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let wordCount = bytes.count / 8
        var index = 0
        while index < wordCount {
            if bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) != 0 { return true }
            index += 1
        }
        return bytes[(wordCount * 8)...].contains { $0 != 0 }
    }

    /// Copies back only what the last draw changed above the checkpoint, node by node: a tab bar's checkpoint is
    /// its whole background, and copying all of it every frame cost as much as drawing it; its icons and indicator
    /// cover a fraction of it.
    private func restore(_ checkpoint: CanvasCheckpoint) {
        cairo_surface_flush(surface.handle)
        let stride = Int(truncatingIfNeeded: cairo_image_surface_get_stride(surface.handle))
        checkpoint.pixels.withUnsafeBytes { bytes in
            guard let source = bytes.baseAddress, let target = cairo_image_surface_get_data(surface.handle) else {
                return
            }
            guard let boxes = checkpoint.changed else {
                memcpy(target, source, bytes.count)
                return
            }
            let whole = viewport.pixelBox
            for box in boxes {
                Self.copy(box, from: (source, stride, whole), to: (UnsafeMutableRawPointer(target), stride, whole))
            }
        }
        cairo_surface_mark_dirty(surface.handle)
    }

    /// Nodes past this many are restored as one box around them all.
    static let largestBoxCount = 32

    /// The device pixels each of the scene's nodes from `first` on may have drawn on, from its outlines (grown for
    /// antialiasing); nil when that is not bounded (effects and text reach further than their outlines).
    private func pixelsTouched(
        from first: Int, of scene: LottieScene, under fit: VectorGraphics.AffineTransform
    ) -> [PixelBox]? {
        func box(_ extent: PaintExtent) -> PixelBox?? { pixels(of: extent, under: fit) }
        let indices = first..<scene.nodes.count
        guard indices.count <= Self.largestBoxCount else {
            return box(
                indices.reduce(PaintExtent.nothing) {
                    $0.union(memory.nodeFacts.geometryExtent(of: scene.nodes[$1], at: $1))
                }
            ).map { $0.map { [$0] } ?? [] }
        }
        var boxes: [PixelBox] = []
        boxes.reserveCapacity(indices.count)
        for index in indices {
            guard let found = box(memory.nodeFacts.geometryExtent(of: scene.nodes[index], at: index)) else {
                return nil
            }
            if let found { boxes.append(found) }
        }
        return boxes
    }

    /// Tells the canvas that the next scene does not follow the last one in time (a player seeks): what changed since
    /// it is then no motion to judge by, and what might rest is kept (`KeptGroupRasters`). Pixels do not depend on it.
    package func noteSeek() {
        memory.followsLastFrame = false
    }

    /// Forgets the last scene, so that the next `draw` paints even an equal one.
    package func invalidate() {
        lastScene = nil
        memory.reset()
    }

    /// The canvas's own pixels, valid only inside `body`.
    package func withPremultipliedPixels<Result, Failure: Error>(
        _ body: (PremultipliedPixels) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let handle = surface.handle
        let pixels = PremultipliedPixels(
            base: UnsafeRawPointer(cairo_image_surface_get_data(handle)!),
            width: viewport.width, height: viewport.height,
            bytesPerRow: Int(truncatingIfNeeded: cairo_image_surface_get_stride(handle))
        )
        return try body(pixels)
    }

    /// The pixels as straight RGBA: a conversion, for probing, comparing and encoding.
    package func image() -> PixelImage {
        PixelImage(surface: surface)
    }

    /// Straight RGBA PNG bytes of what is on the canvas, deflated for speed (runs of a repeated byte or pixel as
    /// matches, in files about the size of zlib's fastest setting); the same bytes again, without encoding, while the
    /// pixels are those last encoded.
    package func pngData() throws(OutputError) -> Data {
        try withPremultipliedPixels { pixels throws(OutputError) in
            try memory.encoding.png(of: pixels) { pixels in pngEncoder.encode(pixels) }
        }
    }
}

extension Viewport {
    /// Every device pixel of the viewport.
    var pixelBox: PixelBox { PixelBox(rows: 0..<height, columns: 0..<width) }
}
