import CairoRendering
@_spi(Model) import LottieModel
import TextShaping

extension AnimationDocument {
    /// Fonts the file names without embedding their glyphs or their file that are not installed, by PostScript name
    /// or by family: their text is drawn with fontconfig's substitute, which the diagnostic names. An embedded font
    /// file that cannot be read as a font is reported too.
    static func fontDiagnostics(for animation: LottieAnimation) -> [Diagnostic] {
        let embedded = Set(animation.glyphs.map(\.family))
        return animation.fonts.enumerated().compactMap { index, font in
            guard !embedded.contains(font.family) else { return nil }
            if let file = font.file {
                if InstalledFonts.canRead(file) { return nil }
                return Diagnostic(
                    path: "fonts.list[\(index)].fPath",
                    message:
                        "the embedded font file of \"\(font.name)\" cannot be read as a font; a system font is used")
            }
            guard let match = InstalledFonts.match(family: font.family, style: font.style, postScriptName: font.name),
                !match.isExact
            else { return nil }
            let style = font.style.isEmpty ? "" : ", style \"\(font.style)\""
            return Diagnostic(
                path: "fonts.list[\(index)]",
                message:
                    "font \"\(font.name)\" (family \"\(font.family)\"\(style)) is not installed; its text is drawn with \(match.family)"
            )
        }
    }
}
