import CCairo
import Foundation
import VectorGraphics

/// What text asks for: Lottie's font name (a PostScript name), family and style, or plain bold and italic.
struct FontRequest: Hashable, Sendable {
    var family: String
    var style: String
    var postScriptName: String
    var isBold: Bool
    var isItalic: Bool
    /// A weight on the OpenType scale (400 regular, 700 bold) that replaces `isBold`'s when not 0.
    var weight: Int32 = 0
    /// A font file the document embeds, used before any installed font when it can be read.
    var file: FontFile? = nil
}

extension FontRequest {
    /// What a text node asks for.
    init(_ node: TextNode) {
        self.init(
            family: node.fontFamily, style: node.fontStyle, postScriptName: node.postScriptName, isBold: node.isBold,
            isItalic: node.isItalic, file: node.fontFile)
    }
}

/// The installed fonts as fontconfig finds them: each request answered and each face opened once per process.
///
/// A request is matched first by PostScript name, the name After Effects and lottie-ios go by, then by family and
/// style; when neither is installed fontconfig's substitute is used and the match is not exact. Characters the
/// chosen face lacks (Devanagari in a Latin font, say) come from a face fontconfig finds for them.
final class SystemFonts: @unchecked Sendable {
    static let shared = SystemFonts()

    struct Match: Sendable {
        let font: SystemFont
        /// Whether the face is the one asked for, by PostScript name or by family.
        let isExact: Bool
    }

    /// Fallbacks are looked up per block of 128 code points: fonts cover scripts, and scripts come in blocks, so
    /// one lookup serves a block and a text of every script costs a lookup per block at most, once per process.
    private struct FallbackKey: Hashable {
        let block: UInt32
        let request: FontRequest
    }

    private let lock = NSLock()
    private var matches: [FontRequest: Match?] = [:]
    private var faces: [String: SystemFont?] = [:]
    private var fallbacks: [FallbackKey: SystemFont?] = [:]
    /// Faces opened from embedded font files, by file, and the files in the order they were opened: a process
    /// that draws document after document (a batch worker) would otherwise keep every font it ever met.
    private var embedded: [FontFile: SystemFont?] = [:]
    private var embeddedOrder: [FontFile] = []
    /// The most embedded faces kept; the one opened longest ago goes first (a text node drawing with it keeps it).
    static let maximumEmbeddedFaces = 32
    /// How many embedded faces are kept now, for tests of the bound.
    var embeddedFaceCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return embedded.count
    }
    /// Fontconfig searches made for fallbacks, for tests of the bound.
    private(set) var fallbackSearches = 0

    private init() {
        _ = FcInit()
    }

    /// The face for `request`; nil only when fontconfig finds no font at all.
    func match(_ request: FontRequest) -> Match? {
        lock.lock()
        defer { lock.unlock() }
        if let known = matches[request] { return known }
        let found = find(request)
        matches[request] = found
        return found
    }

    /// The face an embedded font file opens as, opened once per file; nil when it is not a font.
    func face(of file: FontFile) -> SystemFont? {
        lock.lock()
        defer { lock.unlock() }
        return openedFace(of: file)
    }

    /// `face(of:)` with the lock held.
    private func openedFace(of file: FontFile) -> SystemFont? {
        if let known = embedded[file] { return known }
        let font = SystemFont(file: file)
        if embeddedOrder.count >= Self.maximumEmbeddedFaces {
            embedded[embeddedOrder.removeFirst()] = nil
        }
        embedded[file] = .some(font)
        embeddedOrder.append(file)
        return font
    }

    /// A face that has `scalar`, as close to `request` as fontconfig finds for the first character of its block;
    /// nil when that face lacks it too, or no installed font has it.
    func fallback(for scalar: Unicode.Scalar, near request: FontRequest) -> SystemFont? {
        lock.lock()
        defer { lock.unlock() }
        let key = FallbackKey(block: scalar.value >> 7, request: request)
        if let known = fallbacks[key] { return known.flatMap { $0.covers(scalar) ? $0 : nil } }
        fallbackSearches += 1
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        if !request.family.isEmpty { FcPatternAddString(pattern, FC_FAMILY, request.family) }
        addWeightAndSlant(of: request, to: pattern)
        let characters = FcCharSetCreate()!
        FcCharSetAddChar(characters, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, characters)
        FcCharSetDestroy(characters)
        let font = matchedFace(pattern).flatMap { $0.covers(scalar) ? $0 : nil }
        fallbacks[key] = font
        return font
    }

    private func find(_ request: FontRequest) -> Match? {
        if let file = request.file {
            if let font = openedFace(of: file) { return Match(font: font, isExact: true) }
        }
        if !request.postScriptName.isEmpty, let font = face(postScriptName: request.postScriptName) {
            return Match(font: font, isExact: true)
        }
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        if !request.family.isEmpty { FcPatternAddString(pattern, FC_FAMILY, request.family) }
        if request.style.isEmpty {
            addWeightAndSlant(of: request, to: pattern)
        } else {
            FcPatternAddString(pattern, FC_STYLE, request.style)
            // A style the family has wins; for a substitute family without it ("Ultra", "Black"), the weight the
            // style or `fWeight` implies picks its bold face, as a browser does for lottie-web's font-weight.
            if request.isBold || request.isItalic { addWeightAndSlant(of: request, to: pattern) }
        }
        guard let font = matchedFace(pattern) else { return nil }
        let isExact = font.families.contains { $0.caseInsensitiveCompare(request.family) == .orderedSame }
        return Match(font: font, isExact: isExact)
    }

    /// The installed face with exactly this PostScript name, listed rather than matched: matching always answers
    /// with some face (for `LohitDevanagari`, the face named `Lohit-Devanagari`), and only the name itself counts.
    private func face(postScriptName: String) -> SystemFont? {
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, postScriptName)
        let objects = FcObjectSetCreate()!
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FILE)
        FcObjectSetAdd(objects, FC_INDEX)
        FcObjectSetAdd(objects, FC_POSTSCRIPT_NAME)
        guard let list = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        for position in 0..<Int(truncatingIfNeeded: list.pointee.nfont) {
            guard let listed = list.pointee.fonts[position],
                SystemFont.string(FC_POSTSCRIPT_NAME, in: listed)?.caseInsensitiveCompare(postScriptName)
                    == .orderedSame,
                let file = SystemFont.string(FC_FILE, in: listed)
            else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(listed, FC_INDEX, 0, &index)
            let byFile = FcPatternCreate()!
            defer { FcPatternDestroy(byFile) }
            FcPatternAddString(byFile, FC_FILE, file)
            FcPatternAddInteger(byFile, FC_INDEX, index)
            if let font = matchedFace(byFile),
                font.postScriptName.caseInsensitiveCompare(postScriptName) == .orderedSame
            {
                return font
            }
        }
        return nil
    }

    private func addWeightAndSlant(of request: FontRequest, to pattern: OpaquePointer) {
        FcPatternAddInteger(
            pattern, FC_WEIGHT,
            request.weight > 0
                ? FcWeightFromOpenType(request.weight) : request.isBold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcPatternAddInteger(pattern, FC_SLANT, request.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    }

    /// Fontconfig's best face for `pattern`, opened once per file and index.
    private func matchedFace(_ pattern: OpaquePointer) -> SystemFont? {
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        guard let file = SystemFont.string(FC_FILE, in: matched) else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(matched, FC_INDEX, 0, &index)
        let key = "\(file)#\(index)"
        if let known = faces[key] { return known }
        let font = SystemFont(match: matched)
        faces[key] = font
        return font
    }
}

/// What the installed fonts make of a font as a Lottie file names it: for reporting, before anything is drawn.
package enum InstalledFonts {
    /// The family of the face that text in this font is drawn with, and whether it is the face named (by
    /// PostScript name, or by family); nil when no font is installed at all.
    package static func match(family: String, style: String, postScriptName: String) -> (family: String, isExact: Bool)?
    {
        let request = FontRequest(
            family: family, style: style, postScriptName: postScriptName, isBold: false, isItalic: false)
        return SystemFonts.shared.match(request).map { ($0.font.family, $0.isExact) }
    }

    /// Whether a font file a document embeds opens as a font.
    package static func canRead(_ file: FontFile) -> Bool {
        SystemFonts.shared.face(of: file) != nil
    }
}
