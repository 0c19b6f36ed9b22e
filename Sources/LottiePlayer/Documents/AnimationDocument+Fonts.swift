import CairoRendering
import LottieModel

extension AnimationDocument {
    /// Fonts the file names without embedding their glyphs that are not installed, by PostScript name or by
    /// family: their text is drawn with fontconfig's substitute, which the diagnostic names.
    static func fontDiagnostics(for animation: LottieAnimation) -> [Diagnostic] {
        let embedded = Set(animation.glyphs.map(\.family))
        return animation.fonts.enumerated().compactMap { index, font in
            guard !embedded.contains(font.family),
                  let match = InstalledFonts.match(family: font.family, style: font.style, postScriptName: font.name), !match.isExact else { return nil }
            let style = font.style.isEmpty ? "" : ", style \"\(font.style)\""
            return Diagnostic(path: "fonts.list[\(index)]", message: "font \"\(font.name)\" (family \"\(font.family)\"\(style)) is not installed; its text is drawn with \(match.family)")
        }
    }
}
