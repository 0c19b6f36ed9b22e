import CairoRendering
import Foundation
import LottiePlayer
import Testing

/// Decoding sets jansson's allocator per thread and rendering keeps state per renderer; neither may leak between
/// threads; system-font text shares its fonts and shaping faces across threads. Eight tasks each decode a document
/// and render every frame; each frame must equal a single-threaded render.
@Suite("Concurrent rendering")
struct ConcurrentRenderingTests {
    static let documents = [PackagePaths.animations.appendingPathComponent("search.json"), PackagePaths.root.appendingPathComponent("Tests/SnapshotTests/Fixtures/text-shaping.json")]

    @Test("eight tasks decoding and rendering at once draw what one thread draws", arguments: documents)
    func eightTasks(file: URL) async throws {
        let path = file.path
        let viewport = Viewport(width: 48, height: 48)
        let reference = try AnimationDocument(contentsOfFile: path)
        let frames = Array(stride(from: reference.firstFrame, through: reference.lastFrame, by: 3))
        let expected = try frames.map { try CairoRenderer().image(reference.scene(at: $0), viewport: viewport) }
        let results = try await withThrowingTaskGroup(of: [PixelImage].self) { group in
            for task in 0..<8 {
                group.addTask {
                    let document = try AnimationDocument(contentsOfFile: path)
                    let renderer = try AnimationRenderer(document: document, viewport: viewport)
                    // Each task plays from another starting point, so that the tasks are at different frames.
                    let order = Array(frames[(task % frames.count)...] + frames[..<(task % frames.count)])
                    var images: [Double: PixelImage] = [:]
                    for frame in order { images[frame] = try renderer.image(frame: frame) }
                    return frames.map { images[$0]! }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for images in results { #expect(images == expected) }
    }
}
