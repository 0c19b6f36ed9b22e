@testable import TextShaping
import Testing
import VectorGraphics

/// System-font text set by a text engine: HarfBuzz shapes, FriBidi orders runs, fontconfig finds faces by
/// PostScript name, family and style, and for characters the face lacks. Fonts from the install script:
/// DejaVu (Latin and Arabic) and Lohit Devanagari.
@Suite("Text shaping")
struct TextShapingTests {
    let dejaVu = FontRequest(family: "DejaVu Sans", style: "", postScriptName: "", isBold: false, isItalic: false)

    func shape(_ text: String, _ request: FontRequest? = nil, tracking: Double = 0, spacing: TextShaper.Spacing = .characterAdvances) -> ShapedLine {
        TextShaper.shape(Array(text), request: request ?? dejaVu, size: 40, tracking: tracking, spacing: spacing)
    }

    /// The characters' indices in drawing order, left to right, each cluster once.
    func visualCharacters(_ line: ShapedLine) -> [Int] {
        line.glyphs.map(\.characterIndex).reduce(into: []) { order, index in if order.last != index { order.append(index) } }
    }

    @Test("Arabic letters take their joining forms and run right to left")
    func arabicJoins() throws {
        let word = "\u{0633}\u{0644}\u{0627}\u{0645}"  // salaam: seen, lam, alef, meem
        let shaped = shape(word)
        let isolated = Array(word).map { shape(String($0)).glyphs.map(\.id) }
        #expect(shaped.glyphs.allSatisfy { $0.id != 0 }, "no missing-glyph boxes")
        // Joined forms are other glyphs than the letters alone; lam and alef join into one ligature.
        #expect(shaped.glyphs.count < word.count)
        #expect(shaped.glyphs.filter { glyph in isolated[glyph.characterIndex].contains(glyph.id) }.count < shaped.glyphs.count)
        #expect(visualCharacters(shaped) == visualCharacters(shaped).sorted(by: >), "the first letter is drawn rightmost")
        #expect(shaped.width > 0 && abs(shaped.characterAdvances.reduce(0, +) - shaped.width) < 1e-9)
    }

    @Test("Devanagari comes from a face that has it, conjuncts shaped")
    func devanagariFallsBack() throws {
        let word = "\u{0928}\u{092E}\u{0938}\u{094D}\u{0924}\u{0947}"  // namaste
        let shaped = shape(word)
        #expect(!shaped.glyphs.isEmpty)
        #expect(shaped.glyphs.allSatisfy { $0.id != 0 }, "no missing-glyph boxes")
        #expect(shaped.glyphs.allSatisfy { $0.font.families.contains("Lohit Devanagari") })
        // स्ते: sa, virama, ta and the vowel sign e make a conjunct: fewer glyphs than characters.
        #expect(shaped.glyphs.count < word.unicodeScalars.count)
        #expect(!SystemFonts.shared.match(dejaVu)!.font.covers("\u{0928}"), "the requested face lacks Devanagari")
    }

    @Test("runs of the other direction sit where the bidirectional algorithm puts them")
    func bidiRuns() throws {
        let salaam = "\u{0633}\u{0644}\u{0627}\u{0645}", malik = "\u{0645}\u{0644}\u{0643}"
        // A left-to-right paragraph (it starts with Latin): abc, the Arabic word, def, left to right.
        let leftToRight = visualCharacters(shape("abc \(salaam) def"))
        #expect(Array(leftToRight.prefix(3)) == [0, 1, 2])
        #expect(Array(leftToRight.suffix(3)) == [9, 10, 11])
        // A right-to-left paragraph: its first word on the right, the Latin run in the middle reading left to right.
        let rightToLeft = visualCharacters(shape("\(salaam) abc \(malik)"))
        let latin = rightToLeft.filter { (5...7).contains($0) }
        #expect(latin == [5, 6, 7])
        #expect(rightToLeft.firstIndex(of: 9)! < rightToLeft.firstIndex(of: 5)!, "the last Arabic word is left of the Latin run")
        #expect(rightToLeft.firstIndex(of: 5)! < rightToLeft.firstIndex(of: 0)!, "the first Arabic word is right of it")
    }

    @Test("faces are found by PostScript name, then by family and style; anything else is a substitute")
    func fontMatching() throws {
        let byName = try #require(SystemFonts.shared.match(FontRequest(family: "Not Installed Sans", style: "Bold", postScriptName: "DejaVuSans-Bold", isBold: false, isItalic: false)))
        #expect(byName.isExact && byName.font.postScriptName == "DejaVuSans-Bold")
        let byStyle = try #require(SystemFonts.shared.match(FontRequest(family: "DejaVu Sans", style: "Bold", postScriptName: "NoSuch-Face", isBold: false, isItalic: false)))
        #expect(byStyle.isExact && byStyle.font.postScriptName == "DejaVuSans-Bold")
        let byFlags = try #require(SystemFonts.shared.match(FontRequest(family: "DejaVu Sans", style: "", postScriptName: "", isBold: true, isItalic: false)))
        #expect(byFlags.font.postScriptName == "DejaVuSans-Bold")
        let missing = try #require(SystemFonts.shared.match(FontRequest(family: "No Such Font", style: "Regular", postScriptName: "NoSuchFont-Regular", isBold: false, isItalic: false)))
        #expect(!missing.isExact)
        #expect(InstalledFonts.match(family: "No Such Font", style: "", postScriptName: "NoSuchFont-Regular")?.isExact == false)
    }

    @Test("tracking follows every character, ligatures counting each of theirs")
    func tracking() throws {
        let plain = shape("fiddle"), tracked = shape("fiddle", tracking: 5)
        #expect(abs(tracked.width - plain.width - 6 * 5) < 1e-9)
        #expect(abs(tracked.characterAdvances.reduce(0, +) - tracked.width) < 1e-9)
    }

    @Test("a text layer's characters keep their own advances (no pair kerning, no fi ligature); a title takes the font's kerning")
    func spacing() throws {
        // DejaVu Sans kerns "T" and "a" together and has an "fi" ligature.
        let apart = ["T", "a", "b"].map { shape($0).width }.reduce(0, +)
        #expect(abs(shape("Tab").width - apart) < 1e-9)
        #expect(shape("Tab", spacing: .font).width < apart - 1)
        #expect(shape("fi").glyphs.count == 2)
        #expect(shape("fi", spacing: .font).glyphs.count == 1)
    }
}

extension TextShapingTests {
    @Test("embedded faces kept at once are bounded: a process that meets many fonts keeps the latest")
    func embeddedFacesAreBounded() throws {
        let files = (0..<(SystemFonts.maximumEmbeddedFaces + 8)).map { FontFile(bytes: Array("not a font \($0)".utf8)) }
        for file in files { #expect(SystemFonts.shared.face(of: file) == nil) }
        #expect(SystemFonts.shared.embeddedFaceCount <= SystemFonts.maximumEmbeddedFaces)
    }

    @Test("fallback faces are searched once per block of characters, so a text of every script stays cheap")
    func fallbackSearchesAreBounded() throws {
        let request = FontRequest(family: "DejaVu Sans", style: "Oblique", postScriptName: "", isBold: false, isItalic: true)
        // Two thousand characters from sixteen blocks DejaVu lacks (CJK, Devanagari, Thai, Hangul, …).
        let starts: [UInt32] = [0x0900, 0x0980, 0x0E00, 0x3040, 0x30A0, 0x4E00, 0x4E80, 0x5000, 0xAC00, 0xAC80, 0x1200, 0x1780, 0x0D00, 0x0C80, 0x0B80, 0x1000]
        let text = (0..<2000).compactMap { Unicode.Scalar(starts[$0 % starts.count] + UInt32($0 / starts.count % 100)) }.map(Character.init)
        let before = SystemFonts.shared.fallbackSearches
        let shaped = TextShaper.shape(text, request: request, size: 12, tracking: 0, spacing: .characterAdvances)
        #expect(!shaped.glyphs.isEmpty)
        #expect(SystemFonts.shared.fallbackSearches - before <= 2 * starts.count)
        _ = TextShaper.shape(text, request: request, size: 12, tracking: 0, spacing: .characterAdvances)
        #expect(SystemFonts.shared.fallbackSearches - before <= 2 * starts.count, "nothing searched again")
    }
}
