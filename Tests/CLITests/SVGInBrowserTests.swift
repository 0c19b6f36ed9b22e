import CairoRendering
import Foundation
import ImageCodecs
import Testing

/// TabShift writes SVG itself; a browser must draw it as TabShift's rasteriser does. Every fixture and animation is
/// rendered as SVG and as PNG (on white, 200x200, frame 10); headless Chromium shows the SVGs side by side, and each
/// cell of its screenshot must match the PNG but for antialiasing: masks, mattes, blend modes, effects (filters),
/// gradients, images and shaped text included.
@Suite("SVG in a browser", .serialized)
struct SVGInBrowserTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var files: [URL] {
        let fixtures = root.appendingPathComponent("Tests/SnapshotTests/Fixtures"), animations = root.appendingPathComponent("Animations")
        let listed = ((try? FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil)) ?? [])
            + ((try? FileManager.default.contentsOfDirectory(at: animations, includingPropertiesForKeys: nil)) ?? [])
        return listed.filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasPrefix("tabbar") }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static let cell = 200, columns = 6

    @Test("every fixture and animation as SVG in Chromium matches its PNG", .enabled(if: PreviewPageTests.runs))
    func svgMatchesRaster() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = Self.files
        #expect(files.count >= 19 && files.count <= 42, "the page holds 42 cells")
        var page = #"<html><body style="margin:0;background:#fff">"#
        var expected: [PixelImage] = []
        for (index, file) in files.enumerated() {
            let svg = folder.appendingPathComponent("\(index).svg"), png = folder.appendingPathComponent("\(index).png")
            let size = "\(Self.cell)x\(Self.cell)"
            #expect(try CommandRunner.run(["render", file.path, "--frame", "10", "--size", size, "-o", svg.path]).status == 0)
            #expect(try CommandRunner.run(["render", file.path, "--frame", "10", "--size", size, "--background", "#FFFFFF", "-o", png.path]).status == 0)
            expected.append(try PixelImage(decodingPNG: Data(contentsOf: png)))
            let uri = "data:image/svg+xml;base64," + (try Data(contentsOf: svg)).base64EncodedString()
            page += #"<img src="\#(uri)" width="\#(Self.cell)" height="\#(Self.cell)" style="position:absolute;left:\#(index % Self.columns * Self.cell)px;top:\#(index / Self.columns * Self.cell)px">"#
        }
        page += "</body></html>"
        let html = folder.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: html)
        let shot = try PreviewPageTests.screenshot(of: html, in: folder)
        #expect(shot.consoleMessages.isEmpty, "\(shot.consoleMessages)")
        for (index, file) in files.enumerated() {
            let originX = index % Self.columns * Self.cell, originY = index / Self.columns * Self.cell
            var differing = 0
            for y in 0..<Self.cell {
                for x in 0..<Self.cell {
                    let drawn = shot.image.bytes(x: originX + x, y: originY + y), reference = expected[index].bytes(x: x, y: y)
                    if (0..<3).contains(where: { abs(Int(drawn[$0]) - Int(reference[$0])) > 16 }) { differing += 1 }
                }
            }
            // Skia antialiases edges (small text most) differently from Cairo, and scales images with another
            // filter; a mask, matte or effect drawn wrong differs over whole shapes, 10% of the cell and more.
            let allowed = file.lastPathComponent == "images.json" ? 0.04 : 0.03
            let share = Double(differing) / Double(Self.cell * Self.cell)
            #expect(share <= allowed, "\(file.lastPathComponent): \(String(format: "%.2f", share * 100))% of pixels differ between Chromium's SVG and the PNG")
        }
    }
}
