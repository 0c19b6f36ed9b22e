import CairoRendering
import Foundation
import SVGWriting
import Testing
import VectorGraphics

/// SVG text changes between Cairo versions, so these assert structure, never bytes.
@Suite("SVG and PDF output")
struct VectorOutputTests {
    let scene = LottieScene(width: 50, height: 50, nodes: [
        .fill(FillNode(path: .rectangle(x: 0, y: 0, width: 20, height: 20), paint: .solid(.black))),
        .stroke(StrokeNode(path: .rectangle(x: 25, y: 25, width: 20, height: 20), paint: .solid(LottieColor(red: 1, green: 0, blue: 0)), style: StrokeAttributes(width: 2))),
    ])

    @Test("SVG is a document in px units with one path per fill and stroke")
    func svgStructure() throws {
        let svg = String(decoding: try SVGWriter.document(scene, viewport: Viewport(width: 120, height: 80), background: nil), as: UTF8.self)
        #expect(svg.contains("<svg"))
        #expect(svg.contains(#"width="120px""#))
        #expect(svg.contains(#"height="80px""#))
        #expect(svg.components(separatedBy: "<path").count - 1 == 2)
        #expect(svg.contains("rgb(100%,0%,0%)"))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test("PDF is a complete document")
    func pdfStructure() throws {
        let pdf = try CairoRenderer().pdf(scene, viewport: Viewport(width: 120, height: 80))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: pdf.suffix(8), as: UTF8.self).contains("%%EOF"))
    }
}
