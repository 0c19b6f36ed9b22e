import CairoRendering
import Foundation
import SVGWriting
import VectorGraphics

/// The file formats frames can be written in.
public enum OutputFormat: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a path's extension names, if it names one.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."),
            let format = OutputFormat(rawValue: path[path.index(after: dot)...].lowercased())
        else { return nil }
        self = format
    }

    /// The usual extension of files in this format.
    public var fileExtension: String { rawValue }
}

extension OutputFormat {
    /// The scene drawn at `viewport` in this format.
    public func encode(
        _ scene: LottieScene, viewport: Viewport, background: LottieColor? = nil
    ) throws(OutputError) -> Data {
        let renderer = CairoRenderer(background: background)
        switch self {
        case .png: return try renderer.png(scene, viewport: viewport)
        case .svg: return try SVGWriter.document(scene, viewport: viewport, background: background)
        case .pdf: return try renderer.pdf(scene, viewport: viewport)
        }
    }

    /// The same, with errors naming `file`, the document the scene came from.
    public func encode(
        _ scene: LottieScene, viewport: Viewport, background: LottieColor? = nil, file: String
    ) throws(PlayerError) -> Data {
        do {
            return try encode(scene, viewport: viewport, background: background)
        } catch {
            throw .rendering(file: file, error)
        }
    }
}
