import CCairo
import CHarfBuzz

/// One installed font face: HarfBuzz shapes text with it and Cairo draws its glyphs, both from the file that
/// fontconfig names, so that glyph numbers mean the same to both.
final class SystemFont: @unchecked Sendable {
    /// The face's family names, as the font itself gives them.
    let families: [String]
    /// The face's PostScript name.
    let postScriptName: String
    /// Shaping positions come in font units: a glyph `unitsPerEm` wide is one font size wide.
    let unitsPerEm: Double
    /// HarfBuzz's font (`hb_font_t`), at a scale of `unitsPerEm`; immutable, so shaping may share it across threads.
    let shapingFont: OpaquePointer
    /// Cairo's face (`cairo_font_face_t`), which draws the same file's glyphs.
    let fontFace: OpaquePointer
    /// How far the face reaches above and below the baseline, in font units (both positive).
    let ascender: Double
    let descender: Double
    /// The characters the face has glyphs for (`FcCharSet`).
    private let characters: OpaquePointer

    /// The face a fontconfig match describes; nil when its file cannot be read as a font.
    init?(match pattern: OpaquePointer) {
        guard let file = Self.string(FC_FILE, in: pattern) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset, let copied = FcCharSetCopy(charset) else { return nil }
        guard let blob = hb_blob_create_from_file_or_fail(file) else {
            FcCharSetDestroy(copied)
            return nil
        }
        let face = hb_face_create(blob, UInt32(max(index, 0)))
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(face)
        guard upem > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            FcCharSetDestroy(copied)
            return nil
        }
        hb_face_destroy(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        guard let cairoFace = cairo_ft_font_face_create_for_pattern(pattern), cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else {
            hb_font_destroy(font)
            FcCharSetDestroy(copied)
            return nil
        }
        var families: [String] = []
        var position: Int32 = 0
        while let family = Self.string(FC_FAMILY, in: pattern, at: position) {
            families.append(family)
            position += 1
        }
        self.families = families
        postScriptName = Self.string(FC_POSTSCRIPT_NAME, in: pattern) ?? ""
        unitsPerEm = Double(upem)
        var extents = hb_font_extents_t()
        if hb_font_get_h_extents(font, &extents) != 0, extents.ascender > 0 {
            ascender = Double(extents.ascender)
            descender = Double(abs(extents.descender))
        } else {
            ascender = Double(upem) * 0.8
            descender = Double(upem) * 0.2
        }
        shapingFont = font
        fontFace = cairoFace
        characters = copied
    }

    deinit {
        hb_font_destroy(shapingFont)
        cairo_font_face_destroy(fontFace)
        FcCharSetDestroy(characters)
    }

    /// Whether the face has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        FcCharSetHasChar(characters, scalar.value) != 0
    }

    /// The face's first family name, for messages.
    var family: String { families.first ?? postScriptName }

    static func string(_ object: String, in pattern: OpaquePointer, at position: Int32 = 0) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, position, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
