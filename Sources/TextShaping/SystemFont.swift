import CCairo
import CHarfBuzz
import VectorGraphics

/// One font face: HarfBuzz shapes text with it and Cairo draws its glyphs, both from the same file (the one fontconfig
/// names, or one a document embeds), so that glyph numbers mean the same to both.
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
    convenience init?(match pattern: OpaquePointer) {
        guard let file = Self.string(FC_FILE, in: pattern) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
            let copied = FcCharSetCopy(charset)
        else { return nil }
        guard let blob = hb_blob_create_from_file_or_fail(file) else {
            FcCharSetDestroy(copied)
            return nil
        }
        defer { hb_blob_destroy(blob) }
        guard let cairoFace = cairo_ft_font_face_create_for_pattern(pattern),
            cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS
        else {
            FcCharSetDestroy(copied)
            return nil
        }
        var families: [String] = []
        var position: Int32 = 0
        while let family = Self.string(FC_FAMILY, in: pattern, at: position) {
            families.append(family)
            position += 1
        }
        self.init(
            blob: blob, index: UInt32(max(index, 0)), fontFace: cairoFace, characters: copied,
            families: families, postScriptName: Self.string(FC_POSTSCRIPT_NAME, in: pattern) ?? "")
    }

    /// A face from a font file's bytes (a font a document embeds); nil when FreeType cannot read them as a font.
    convenience init?(file: FontFile) {
        guard let library = FreeTypeLibrary.shared.handle, !file.bytes.isEmpty else { return nil }
        // FreeType reads the face from this memory for as long as the face lives; Cairo frees both (below).
        let memory = UnsafeMutableRawPointer.allocate(byteCount: file.bytes.count, alignment: 16)
        file.bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        var loaded: FT_Face?
        guard
            FT_New_Memory_Face(
                library, memory.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.bytes.count), 0, &loaded) == 0,
            let face = loaded
        else {
            memory.deallocate()
            return nil
        }
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0),
            cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS
        else {
            FT_Done_Face(face)
            memory.deallocate()
            return nil
        }
        // Cairo may keep the face past this object (its font cache): the FreeType face and its memory go when Cairo
        // lets go of its own face, through the face's user data.
        let owned = EmbeddedFaceMemory(face: face, memory: memory)
        let status = cairo_font_face_set_user_data(
            cairoFace, &EmbeddedFaceMemory.key, Unmanaged.passRetained(owned).toOpaque()
        ) { pointer in
            guard let pointer else { return }
            Unmanaged<EmbeddedFaceMemory>.fromOpaque(pointer).release()
        }
        guard status == CAIRO_STATUS_SUCCESS, let charset = FcFreeTypeCharSet(face, nil),
            let blob = hb_blob_create(
                memory.assumingMemoryBound(to: CChar.self), UInt32(clamping: file.bytes.count),
                HB_MEMORY_MODE_DUPLICATE, nil, nil)
        else {
            cairo_font_face_destroy(cairoFace)
            // Without the user data set, Cairo never releases the memory: once its face is gone, this does.
            if status != CAIRO_STATUS_SUCCESS { Unmanaged.passUnretained(owned).release() }
            return nil
        }
        defer { hb_blob_destroy(blob) }
        self.init(
            blob: blob, index: 0, fontFace: cairoFace, characters: charset,
            families: face.pointee.family_name.map { [String(cString: $0)] } ?? [],
            postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? "")
    }

    /// The shaping font made from `blob`, beside Cairo's face of the same file; takes ownership of `fontFace` and
    /// `characters`, releasing them when HarfBuzz finds no face in `blob`.
    private init?(
        blob: OpaquePointer, index: UInt32, fontFace: OpaquePointer, characters: OpaquePointer, families: [String],
        postScriptName: String
    ) {
        let face = hb_face_create(blob, index)
        let upem = hb_face_get_upem(face)
        guard upem > 0, let font = hb_font_create(face) else {
            hb_face_destroy(face)
            cairo_font_face_destroy(fontFace)
            FcCharSetDestroy(characters)
            return nil
        }
        hb_face_destroy(face)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        self.families = families
        self.postScriptName = postScriptName
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
        self.fontFace = fontFace
        self.characters = characters
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

/// The FreeType face of an embedded font and the memory it reads, freed together when Cairo's face is.
private final class EmbeddedFaceMemory {
    nonisolated(unsafe) static var key = cairo_user_data_key_t()
    private let face: FT_Face
    private let memory: UnsafeMutableRawPointer

    init(face: FT_Face, memory: UnsafeMutableRawPointer) {
        self.face = face
        self.memory = memory
    }

    deinit {
        FT_Done_Face(face)
        memory.deallocate()
    }
}

/// The process's one FreeType library, for fonts opened from memory; fontconfig and Cairo keep their own.
private final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()
    let handle: FT_Library?

    private init() {
        var library: FT_Library?
        handle = FT_Init_FreeType(&library) == 0 ? library : nil
    }

    deinit {
        if let handle { FT_Done_FreeType(handle) }
    }
}
