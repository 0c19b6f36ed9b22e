import CairoRendering
import Foundation
import ImageCodecs
import Testing
import VectorGraphics

@Suite("Pixel probes")
struct PixelProbeTests {
    let red = LottieColor(red: 1, green: 0, blue: 0)

    func square(_ paint: Paint, opacity: Double = 1) -> LottieScene {
        LottieScene(width: 100, height: 100, nodes: [.fill(FillNode(path: .rectangle(x: 25, y: 25, width: 50, height: 50), paint: paint, opacity: opacity))])
    }

    @Test("inside a filled square is its colour, outside is transparent")
    func insideAndOutside() throws {
        let image = try CairoRenderer().image(square(.solid(red)), viewport: Viewport(width: 100, height: 100))
        #expect(image.bytes(x: 50, y: 50) == [255, 0, 0, 255])
        #expect(image.bytes(x: 5, y: 5) == [0, 0, 0, 0])
        // The edge at x = 25 falls exactly on a pixel boundary: crisp, no antialiasing either side.
        #expect(image.bytes(x: 25, y: 50) == [255, 0, 0, 255])
        #expect(image.bytes(x: 24, y: 50)[3] == 0)
    }

    @Test("images are equal when their sizes and every byte are: the last byte, the first, or the shape tells them apart")
    func equality() {
        let image = PixelImage(width: 3, height: 2, fill: red)
        #expect(image == PixelImage(width: 3, height: 2, rgba: image.rgba))
        var last = image
        last.setBytes([255, 0, 0, 254], x: 2, y: 1)
        var first = image
        first.setBytes([254, 0, 0, 255], x: 0, y: 0)
        #expect(image != last && image != first)
        #expect(image != PixelImage(width: 2, height: 3, rgba: image.rgba))
        #expect(PixelImage(width: 0, height: 0, rgba: []) == PixelImage(width: 0, height: 0, rgba: []))
        #expect(PixelImage(width: 0, height: 4, rgba: []) != PixelImage(width: 4, height: 0, rgba: []))
    }

    @Test("translucent paint comes out straight, not premultiplied")
    func straightAlpha() throws {
        let image = try CairoRenderer().image(square(.solid(red), opacity: 0.5), viewport: Viewport(width: 100, height: 100))
        let pixel = image.bytes(x: 50, y: 50)
        #expect(pixel[0] == 255 && pixel[1] == 0 && pixel[2] == 0)
        #expect((127...128).contains(pixel[3]))
    }

    @Test("a background fills the whole output, letterbox included")
    func background() throws {
        let scene = LottieScene(width: 100, height: 50, nodes: [])
        let image = try CairoRenderer(background: .white).image(scene, viewport: Viewport(width: 100, height: 100))
        #expect(image.bytes(x: 0, y: 0) == [255, 255, 255, 255])
        #expect(image.bytes(x: 50, y: 50) == [255, 255, 255, 255])
    }

    @Test("fit: uniform scale, centred, clipped to the composition")
    func fit() throws {
        // A 100x50 composition in a 100x100 output sits in rows 25..<75; a shape spilling above it is cut off.
        let scene = LottieScene(width: 100, height: 50, nodes: [.fill(FillNode(path: .rectangle(x: -50, y: -50, width: 200, height: 200), paint: .solid(red)))])
        let image = try CairoRenderer().image(scene, viewport: Viewport(width: 100, height: 100))
        #expect(image.bytes(x: 50, y: 24)[3] == 0)
        #expect(image.bytes(x: 50, y: 25) == [255, 0, 0, 255])
        #expect(image.bytes(x: 50, y: 74) == [255, 0, 0, 255])
        #expect(image.bytes(x: 50, y: 75)[3] == 0)
    }

    @Test("group opacity applies to overlapping children as a whole")
    func groupOpacity() throws {
        let overlapping: [SceneNode] = [
            .fill(FillNode(path: .rectangle(x: 0, y: 0, width: 60, height: 100), paint: .solid(red))),
            .fill(FillNode(path: .rectangle(x: 40, y: 0, width: 60, height: 100), paint: .solid(LottieColor(red: 0, green: 0, blue: 1)))),
        ]
        let scene = LottieScene(width: 100, height: 100, nodes: [.group(SceneGroup(opacity: 0.5, children: overlapping))])
        let image = try CairoRenderer().image(scene, viewport: Viewport(width: 100, height: 100))
        // Where they overlap only the top (blue) child shows, at half opacity: no red shows through.
        let overlap = image.bytes(x: 50, y: 50)
        #expect(overlap[0] == 0 && overlap[2] == 255 && (127...128).contains(overlap[3]))
    }

    @Test("a linear gradient runs between its end points and pads beyond them")
    func linearGradient() throws {
        let gradient = LinearGradientPaint(start: Point(x: 25, y: 0), end: Point(x: 75, y: 0), stops: [
            GradientStop(offset: 0, color: red), GradientStop(offset: 1, color: LottieColor(red: 0, green: 0, blue: 1)),
        ])
        let scene = LottieScene(width: 100, height: 100, nodes: [.fill(FillNode(path: .rectangle(x: 0, y: 0, width: 100, height: 100), paint: .linearGradient(gradient)))])
        let image = try CairoRenderer().image(scene, viewport: Viewport(width: 100, height: 100))
        #expect(image.bytes(x: 2, y: 50) == [255, 0, 0, 255])
        #expect(image.bytes(x: 97, y: 50) == [0, 0, 255, 255])
        let middle = image.bytes(x: 50, y: 50)
        #expect(abs(Int(middle[0]) - Int(middle[2])) < 12)
    }

    @Test("strokes are centred on the path with their width")
    func strokeWidth() throws {
        let line = BezierPath(contours: [BezierContour(start: Point(x: 0, y: 50), segments: [.line(from: Point(x: 0, y: 50), to: Point(x: 100, y: 50))])])
        let scene = LottieScene(width: 100, height: 100, nodes: [.stroke(StrokeNode(path: line, paint: .solid(red), style: StrokeAttributes(width: 10)))])
        let image = try CairoRenderer().image(scene, viewport: Viewport(width: 100, height: 100))
        #expect(image.bytes(x: 50, y: 45)[3] == 255 && image.bytes(x: 50, y: 54)[3] == 255)
        #expect(image.bytes(x: 50, y: 44)[3] == 0 && image.bytes(x: 50, y: 55)[3] == 0)
    }

    @Test("a collapsed transform draws nothing and leaves the renderer working")
    func singularTransform() throws {
        let collapsed = SceneNode.group(SceneGroup(transform: .scale(x: 0, y: 0), children: [.fill(FillNode(path: .rectangle(x: 0, y: 0, width: 100, height: 100), paint: .solid(red)))]))
        let scene = LottieScene(width: 100, height: 100, nodes: [collapsed, .fill(FillNode(path: .rectangle(x: 0, y: 0, width: 10, height: 10), paint: .solid(red)))])
        let image = try CairoRenderer().image(scene, viewport: Viewport(width: 100, height: 100))
        #expect(image.bytes(x: 5, y: 5) == [255, 0, 0, 255])
        #expect(image.bytes(x: 50, y: 50)[3] == 0)
    }

    @Test("PNG bytes decode back to the same pixels")
    func pngRoundTrip() throws {
        let renderer = CairoRenderer()
        let scene = square(.solid(red), opacity: 0.25)
        let png = try renderer.png(scene, viewport: Viewport(width: 64, height: 64))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try PixelImage(decodingPNG: png)
        #expect(decoded == (try renderer.image(scene, viewport: Viewport(width: 64, height: 64))))
        #expect(try PixelImage(decodingPNG: decoded.pngData()) == decoded)
    }

    @Test("impossible sizes are refused with a clear message", arguments: [(0, 0), (-1, 10), (100_000, 100_000)])
    func invalidViewport(width: Int, height: Int) {
        #expect(throws: OutputError.self) { try CairoRenderer().png(LottieScene(width: 10, height: 10), viewport: Viewport(width: width, height: height)) }
    }
}

@Suite("Image difference")
struct ImageDifferenceTests {
    @Test("identical images differ nowhere; a changed pixel counts once beyond the threshold")
    func metric() {
        var first = PixelImage(width: 10, height: 10, fill: LottieColor(red: 1, green: 0, blue: 0))
        let second = first
        #expect(ImageDifference(first, second).differingPercent == 0)
        first.setBytes([255, 17, 0, 255], x: 0, y: 0)
        #expect(ImageDifference(first, second).differingPercent == 1)
        first.setBytes([255, 16, 0, 255], x: 0, y: 0)
        #expect(ImageDifference(first, second).differingPercent == 0)
    }

    @Test("colour differences are weighted by alpha, alpha differences are not")
    func alphaWeighting() {
        let faintRed = PixelImage(width: 1, height: 1, rgba: [255, 0, 0, 10])
        let faintBlue = PixelImage(width: 1, height: 1, rgba: [0, 0, 255, 10])
        #expect(ImageDifference(faintRed, faintBlue).differingPercent == 0)
        let opaqueRed = PixelImage(width: 1, height: 1, rgba: [255, 0, 0, 255])
        #expect(ImageDifference(faintRed, opaqueRed).differingPercent == 100)
    }
}
