import Foundation
import ArgumentParser
import CairoRendering
import LottiePlayer
import VectorGraphics

/// Renders a scene to the format a path's extension names (or PNG) and writes it atomically.
func writeScene(_ scene: Scene, viewport: Viewport, to path: String, format: OutputFormat?, background: Color?, name: String) throws(PlayerError) {
    let chosen = format ?? OutputFormat(path: path) ?? .png
    try AtomicFile.write(try chosen.encode(scene, viewport: viewport, background: background, file: name), to: path)
}

func parseBackground(_ text: String?) throws -> Color? {
    guard let text else { return nil }
    guard let color = Color(hex: text) else { throw ValidationError("--background \"\(text)\" is not a colour of the form #RRGGBB or #RRGGBBAA") }
    return color
}


