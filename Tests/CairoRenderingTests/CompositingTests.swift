import CairoRendering
import Foundation
import ImageCodecs
import SVGWriting
import Testing
import VectorGraphics

/// Masks, mattes, blend modes, images and effects, probed pixel by pixel on a 100x100 canvas.
@Suite("Compositing")
struct CompositingTests {
    let red = LottieColor(red: 1, green: 0, blue: 0)
    let everywhere = BezierPath.rectangle(x: 0, y: 0, width: 100, height: 100)
    /// Two overlapping squares: A covers x 0–60, B covers x 40–100, both the full height.
    let squareA = BezierPath.rectangle(x: 0, y: 0, width: 60, height: 100)
    let squareB = BezierPath.rectangle(x: 40, y: 0, width: 60, height: 100)

    func render(_ nodes: [SceneNode], background: LottieColor? = nil) throws -> PixelImage {
        try CairoRenderer(background: background).image(LottieScene(width: 100, height: 100, nodes: nodes), viewport: Viewport(width: 100, height: 100))
    }

    func redEverywhere() -> [SceneNode] { [.fill(FillNode(path: everywhere, paint: .solid(red)))] }

    /// Alpha at points in A only, both, B only, and outside both (below the canvas midline nothing differs).
    func coverage(_ masks: [SceneMask]) throws -> [UInt8] {
        let image = try render([.masked(MaskedNode(content: redEverywhere(), masks: masks))])
        return [20, 50, 80].map { image.bytes(x: $0, y: 50)[3] }
    }

    @Test("a second mask combines with the first by its mode", arguments: [
        (SceneMask.Mode.add, [255, 255, 255]), (.subtract, [255, 0, 0]), (.intersect, [0, 255, 0]),
        (.lighten, [255, 255, 255]), (.darken, [0, 255, 0]), (.difference, [255, 0, 255]),
    ])
    func maskModes(mode: SceneMask.Mode, expected: [UInt8]) throws {
        #expect(try coverage([SceneMask(path: squareA), SceneMask(path: squareB, mode: mode)]) == expected)
    }

    @Test("a first mask that takes away starts from full coverage", arguments: [(SceneMask.Mode.subtract, [255, 0, 0]), (.intersect, [0, 255, 255]), (.add, [0, 255, 255])])
    func firstMask(mode: SceneMask.Mode, expected: [UInt8]) throws {
        #expect(try coverage([SceneMask(path: squareB, mode: mode)]) == expected)
        // The same after something translucent was drawn, whose colour must not leak into the coverage.
        let faint = SceneNode.fill(FillNode(path: .rectangle(x: 0, y: 90, width: 5, height: 5), paint: .solid(LottieColor(red: 0, green: 0, blue: 1, alpha: 0.1))))
        let image = try render([faint, .masked(MaskedNode(content: redEverywhere(), masks: [SceneMask(path: squareB, mode: mode)]))])
        #expect([20, 50, 80].map { image.bytes(x: $0, y: 50)[3] } == expected)
    }

    @Test("inverted, translucent, expanded and shrunk masks")
    func maskProperties() throws {
        #expect(try coverage([SceneMask(path: squareB, isInverted: true)]) == [255, 0, 0])
        let half = try coverage([SceneMask(path: squareB, opacity: 0.5)])
        #expect(half[0] == 0 && (127...128).contains(half[2]))
        // B's left edge is at x = 40: growing by 5 covers x = 36, shrinking by 5 uncovers x = 43.
        let grown = try render([.masked(MaskedNode(content: redEverywhere(), masks: [SceneMask(path: squareB, expansion: 5)]))])
        #expect(grown.bytes(x: 36, y: 50)[3] == 255 && grown.bytes(x: 33, y: 50)[3] == 0)
        let shrunk = try render([.masked(MaskedNode(content: redEverywhere(), masks: [SceneMask(path: squareB, expansion: -5)]))])
        #expect(shrunk.bytes(x: 43, y: 50)[3] == 0 && shrunk.bytes(x: 46, y: 50)[3] == 255)
    }

    @Test("a mask edge between pixels is antialiased, and a feathered one is soft")
    func maskEdges() throws {
        let offset = BezierPath.rectangle(x: 40.5, y: 0, width: 60, height: 100)
        let edge = try render([.masked(MaskedNode(content: redEverywhere(), masks: [SceneMask(path: offset)]))])
        #expect((120...135).contains(edge.bytes(x: 40, y: 50)[3]))
        let feathered = try render([.masked(MaskedNode(content: redEverywhere(), masks: [SceneMask(path: squareB, feather: 10)]))])
        let soft = feathered.bytes(x: 38, y: 50)[3]
        #expect(soft > 20 && soft < 235)
        #expect(feathered.bytes(x: 80, y: 50)[3] == 255 && feathered.bytes(x: 5, y: 50)[3] == 0)
    }

    @Test("a mask covers exactly what a fill of its path covers, and an inverted one the rest", arguments: [false, true])
    func maskCoverageIsFillCoverage(inverted: Bool) throws {
        // A star-like outline with slanted and curved edges: every edge pixel is partly covered.
        let outline = BezierPath(contours: [BezierContour(start: Point(x: 50, y: 6.3), segments: [
            .line(from: Point(x: 50, y: 6.3), to: Point(x: 91.7, y: 71.2)),
            CubicSegment(control1: Point(x: 70, y: 104), control2: Point(x: 30, y: 98), end: Point(x: 12.4, y: 80.5)),
            .line(from: Point(x: 12.4, y: 80.5), to: Point(x: 63.1, y: 37.9)),
        ], isClosed: true)])
        let fill = try render([.fill(FillNode(path: outline, paint: .solid(.black)))])
        let masked = try render([.masked(MaskedNode(content: redEverywhere(), masks: [SceneMask(path: outline, isInverted: inverted)]))])
        var partial = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let filled = fill.bytes(x: x, y: y)[3]
                if filled != 0 && filled != 255 { partial += 1 }
                #expect(masked.bytes(x: x, y: y)[3] == (inverted ? 255 - filled : filled), "pixel \(x), \(y)")
            }
        }
        #expect(partial > 100)
    }

    /// Matte: opaque white on the left half, opaque black on the right; content red everywhere.
    func matte(_ mode: MatteMode) throws -> [UInt8] {
        let matte: [SceneNode] = [
            .fill(FillNode(path: .rectangle(x: 0, y: 0, width: 50, height: 50), paint: .solid(.white))),
            .fill(FillNode(path: .rectangle(x: 50, y: 0, width: 50, height: 50), paint: .solid(.black))),
        ]
        let image = try render([.matted(MattedNode(content: redEverywhere(), matte: matte, mode: mode))])
        // White matte, black matte, no matte (the lower half).
        return [image.bytes(x: 25, y: 25)[3], image.bytes(x: 75, y: 25)[3], image.bytes(x: 50, y: 75)[3]]
    }

    @Test("track mattes by coverage and by luminance, straight and inverted", arguments: [
        (MatteMode.alpha, [255, 255, 0]), (.invertedAlpha, [0, 0, 255]), (.luma, [255, 0, 0]), (.invertedLuma, [0, 255, 255]),
    ])
    func mattes(mode: MatteMode, expected: [UInt8]) throws {
        #expect(try matte(mode) == expected)
    }

    @Test("a matte edge between pixels lets the content half through")
    func matteEdge() throws {
        let matte: [SceneNode] = [.fill(FillNode(path: .rectangle(x: 0, y: 0, width: 50.5, height: 100), paint: .solid(.white)))]
        let image = try render([.matted(MattedNode(content: redEverywhere(), matte: matte, mode: .alpha))])
        #expect(image.bytes(x: 49, y: 50)[3] == 255 && (120...135).contains(image.bytes(x: 50, y: 50)[3]) && image.bytes(x: 51, y: 50)[3] == 0)
    }

    @Test("an empty matte hides everything, or shows everything when inverted")
    func emptyMatte() throws {
        let hidden = try render([.matted(MattedNode(content: redEverywhere(), matte: [], mode: .alpha))])
        let shown = try render([.matted(MattedNode(content: redEverywhere(), matte: [], mode: .invertedAlpha))])
        #expect(hidden.bytes(x: 50, y: 50)[3] == 0 && shown.bytes(x: 50, y: 50) == [255, 0, 0, 255])
    }

    /// Red (1, 0.2, 0) blended over grey (0.5, 0.5, 0.5); expected values worked out by hand from the W3C formulas.
    @Test("blend modes against hand-computed values", arguments: [
        (BlendingMode.normal, [255, 51, 0]), (.multiply, [128, 26, 0]), (.screen, [255, 153, 128]), (.darken, [128, 51, 0]),
        (.lighten, [255, 128, 128]), (.difference, [128, 77, 128]), (.exclusion, [128, 128, 128]), (.add, [255, 179, 128]),
        (.overlay, [255, 51, 0]), (.hardLight, [255, 51, 0]), (.colorDodge, [255, 159, 128]), (.colorBurn, [128, 0, 0]),
        (.softLight, [180, 89, 64]), (.hue, [128, 128, 128]), (.saturation, [128, 128, 128]), (.color, [255, 80, 36]),
        (.luminosity, [107, 107, 107]),
    ])
    func blendModes(mode: BlendingMode, expected: [Int]) throws {
        let top = SceneNode.group(SceneGroup(blendMode: mode, children: [.fill(FillNode(path: everywhere, paint: .solid(LottieColor(red: 1, green: 0.2, blue: 0))))]))
        let image = try render([top], background: LottieColor(red: 0.5, green: 0.5, blue: 0.5))
        let pixel = image.bytes(x: 50, y: 50)
        for channel in 0..<3 { #expect(abs(Int(pixel[channel]) - expected[channel]) <= 3, "channel \(channel): \(pixel)") }
    }

    @Test("PNG and JPEG images fill their rectangle; broken bytes draw nothing")
    func images() throws {
        let png = try PixelImage(width: 4, height: 4, fill: red).pngData()
        let jpeg = try #require(Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIAAgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8c6KKK/38Pys//9k="))
        let image = try render([
            .image(ImageNode(image: EncodedImage(data: [UInt8](png), format: .png), width: 50, height: 100)),
            .group(SceneGroup(transform: .translation(x: 50, y: 0), children: [.image(ImageNode(image: EncodedImage(data: [UInt8](jpeg), format: .jpeg), width: 50, height: 100))])),
            .image(ImageNode(image: EncodedImage(data: [0xFF, 0xD8, 0xFF, 0], format: .jpeg), width: 100, height: 100)),
        ])
        #expect(image.bytes(x: 25, y: 50) == [255, 0, 0, 255])
        let blue = image.bytes(x: 75, y: 50)
        #expect(blue[2] > 240 && blue[0] < 10 && blue[3] == 255)
    }

    @Test("an image shrunk past what Cairo can sample is left out, and the rest of the scene draws")
    func imageShrunkPastCairo() throws {
        let png = try PixelImage(width: 90, height: 120, fill: red).pngData()
        let image = ImageNode(image: EncodedImage(data: [UInt8](png), format: .png), width: 90, height: 120)
        func render(scale: Double) throws -> PixelImage {
            try self.render([
                .group(SceneGroup(transform: .translation(x: 20, y: 20), children: [
                    .group(SceneGroup(transform: .scale(x: scale, y: scale), children: [.image(image)])),
                ])),
                .fill(FillNode(path: .rectangle(x: 60, y: 60, width: 20, height: 20), paint: .solid(red))),
            ])
        }
        // Cairo samples an image pixel down to 1/32768 of a device pixel and fails the drawing below that.
        let shrunk = try render(scale: 1.0 / 40000)
        #expect(shrunk.bytes(x: 70, y: 70) == [255, 0, 0, 255] && shrunk.bytes(x: 20, y: 20)[3] == 0)
        let drawn = try render(scale: 0.5)
        #expect(drawn.bytes(x: 30, y: 30) == [255, 0, 0, 255])
    }

    @Test("effects change the rendered pixels")
    func effects() throws {
        let square = [SceneNode.fill(FillNode(path: .rectangle(x: 30, y: 30, width: 40, height: 40), paint: .solid(red)))]
        func render(_ effect: RasterEffect) throws -> PixelImage { try self.render([.effected(EffectedNode(content: square, effects: [effect]))]) }
        let filled = try render(.fill(color: LottieColor(red: 0, green: 1, blue: 0), opacity: 1))
        #expect(filled.bytes(x: 50, y: 50) == [0, 255, 0, 255] && filled.bytes(x: 10, y: 10)[3] == 0)
        let tinted = try render(.tint(black: .black, white: .white, amount: 1))
        let grey = tinted.bytes(x: 50, y: 50)
        #expect(grey[0] == grey[1] && grey[1] == grey[2] && abs(Int(grey[0]) - 54) <= 2, "red's luminance is 0.2126")
        let blurred = try render(.gaussianBlur(blurriness: 8, horizontal: true, vertical: true))
        #expect(blurred.bytes(x: 27, y: 50)[3] > 0 && blurred.bytes(x: 33, y: 50)[3] < 255 && blurred.bytes(x: 50, y: 50)[3] > 250)
        let shadowed = try render(.dropShadow(color: .black, opacity: 1, directionDegrees: 90, distance: 10, softness: 0))
        // Direction 90° is to the right: the shadow shows beyond the square's right edge, the square over it.
        #expect(shadowed.bytes(x: 75, y: 50) == [0, 0, 0, 255] && shadowed.bytes(x: 50, y: 50) == [255, 0, 0, 255] && shadowed.bytes(x: 25, y: 50)[3] == 0)
        let toned = try render(.tritone(highlights: .white, midtones: LottieColor(red: 0, green: 0, blue: 1), shadows: .black, blend: 0))
        #expect(toned.bytes(x: 50, y: 50)[2] > toned.bytes(x: 50, y: 50)[0])
    }

    /// A half-plane edge blurred with standard deviation σ has coverage 1 − Φ(d/σ) at distance d outside it:
    /// 50% at the edge, 16% at σ, 2.3% at 2σ.
    static func expectedEdgeAlpha(distance: Double, sigma: Double) -> Double {
        0.5 * (1 - erf(distance / sigma / 2.0.squareRoot())) * 255
    }

    @Test("blurriness and softness map to σ as lottie-web matches After Effects: 0.3 × blurriness, softness / 4")
    func blurWidths() throws {
        // A square far wider than the blur, so that its left edge is a half-plane edge.
        let square = [SceneNode.fill(FillNode(path: .rectangle(x: 60, y: 20, width: 120, height: 160), paint: .solid(red)))]
        func alpha(_ effect: RasterEffect, x: Int) throws -> Double {
            let image = try CairoRenderer().image(LottieScene(width: 200, height: 200, nodes: [.effected(EffectedNode(content: square, effects: [effect]))]), viewport: Viewport(width: 200, height: 200))
            return Double(image.bytes(x: x, y: 100)[3])
        }
        // Blurriness 20 → σ 6; softness 40 → σ 10 (the shadow: black, under the square, moved 0).
        for (effect, sigma) in [(RasterEffect.gaussianBlur(blurriness: 20, horizontal: true, vertical: true), 6.0),
                                (.dropShadow(color: .black, opacity: 1, directionDegrees: 0, distance: 0, softness: 40), 10.0)] {
            for multiple in [1.0, 2.0] {
                // Pixel centres sit half a pixel inside their pixel.
                let x = Int(60 - multiple * sigma) - 1
                let distance = 60 - (Double(x) + 0.5)
                let expected = Self.expectedEdgeAlpha(distance: distance, sigma: sigma)
                let measured = try alpha(effect, x: x)
                #expect(abs(measured - expected) < 10, "\(effect) at \(multiple)σ: \(measured) vs \(expected)")
            }
        }
    }

    @Test("vector output keeps masks and mattes")
    func vectorCompositing() throws {
        let scene = LottieScene(width: 100, height: 100, nodes: [.masked(MaskedNode(content: redEverywhere(), masks: [SceneMask(path: squareA)]))])
        let svg = String(decoding: try SVGWriter.document(scene, viewport: Viewport(width: 100, height: 100), background: nil), as: UTF8.self)
        #expect(svg.contains("<mask") || svg.contains("clip"))
    }
}

@Suite("System-font text")
struct SystemFontTextTests {
    @Test("text draws glyphs in its colour near its baseline, aligned as asked")
    func text() throws {
        func render(alignment: Double) throws -> PixelImage {
            let node = TextNode(lines: [TextNode.Line(text: "HH", origin: Point(x: 100, y: 60), alignment: alignment)], fontFamily: "DejaVu Sans", fontSize: 40, fill: LottieColor(red: 0, green: 0, blue: 1))
            return try CairoRenderer().image(LottieScene(width: 200, height: 100, nodes: [.text(node)]), viewport: Viewport(width: 200, height: 100))
        }
        func inkColumns(_ image: PixelImage) -> [Int] {
            (0..<200).filter { x in (0..<100).contains { image.bytes(x: x, y: $0)[3] > 128 } }
        }
        let left = try render(alignment: 0), right = try render(alignment: 1)
        let leftInk = inkColumns(left), rightInk = inkColumns(right)
        #expect(leftInk.min() ?? 0 >= 100 && (rightInk.max() ?? 200) <= 100)
        #expect(!leftInk.isEmpty && !rightInk.isEmpty)
        let rows = (0..<100).filter { y in (0..<200).contains { left.bytes(x: $0, y: y)[3] > 128 } }
        #expect((rows.max() ?? 100) <= 61 && (rows.min() ?? 0) >= 20, "glyphs sit on the baseline at y = 60")
        let blue = leftInk.first.map { x in (0..<100).map { left.bytes(x: x, y: $0) }.first { $0[3] > 250 } } ?? nil
        #expect(blue?[2] == 255 && blue?[0] == 0)
    }
}
