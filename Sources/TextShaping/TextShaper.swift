import CFriBidi
import CHarfBuzz

/// A glyph placed on a line: `x` from the line's start and `y` from its baseline (down), in the text's units.
package struct ShapedGlyph {
    let font: SystemFont
    let id: UInt32
    let x: Double
    let y: Double
    /// The character (in logical order) whose cluster the glyph belongs to.
    let characterIndex: Int
}

/// A line shaped: its glyphs left to right, its width, and how far each character moves the pen.
package struct ShapedLine {
    package var glyphs: [ShapedGlyph] = []
    package var width = 0.0
    /// Per character in logical order, tracking included: what wrapping measures. A cluster's advance belongs to
    /// its first character.
    package var characterAdvances: [Double]
}

/// Shapes a line as a text engine does: the Unicode bidirectional algorithm (FriBidi) splits it into
/// left-to-right and right-to-left runs, each character takes the requested face or, when that face lacks it, one
/// fontconfig finds for it, and HarfBuzz shapes each run (joining, reordering, ligatures, marks). Runs are laid out
/// in visual order; the paragraph's direction comes from its first strong character.
enum TextShaper {
    /// How characters are spaced within a run.
    enum Spacing {
        /// Each character at its own advance, as Lottie's players set a text layer: lottie-web measures characters
        /// one by one, and lottie-ios gives Core Text a kerning of the tracking (0 switches pair kerning off) and
        /// no ligatures. The shaping a script needs (joining, required ligatures, marks) stays on.
        case characterAdvances
        /// The font's pair kerning and standard ligatures, as a platform's label sets a tab bar's titles.
        case font
    }

    static func shape(
        _ characters: [Character], request: FontRequest, size: Double, tracking: Double, spacing: Spacing
    ) -> ShapedLine {
        var line = ShapedLine(characterAdvances: Array(repeating: 0, count: characters.count))
        var scalars: [UInt32] = [], characterOfScalar: [Int] = []
        for (index, character) in characters.enumerated() {
            for scalar in character.unicodeScalars {
                scalars.append(scalar.value)
                characterOfScalar.append(index)
            }
        }
        guard !scalars.isEmpty, let primary = SystemFonts.shared.match(request)?.font else { return line }
        let levels = bidiLevels(of: scalars)
        // Each character takes one face for all its scalars, so that marks stay with their base.
        var fonts: [SystemFont] = []
        for (position, value) in scalars.enumerated() {
            if position > 0, characterOfScalar[position] == characterOfScalar[position - 1] {
                fonts.append(fonts[position - 1])
            } else if let scalar = Unicode.Scalar(value), !primary.covers(scalar),
                let fallback = SystemFonts.shared.fallback(for: scalar, near: request)
            {
                fonts.append(fallback)
            } else {
                fonts.append(primary)
            }
        }
        var runs: [Run] = []
        var start = 0
        for position in 1...scalars.count
        where position == scalars.count || levels[position] != levels[start] || fonts[position] !== fonts[start] {
            runs.append(Run(range: start..<position, level: levels[start], font: fonts[start]))
            start = position
        }
        var pen = 0.0
        for run in visualOrder(runs) {
            pen = shape(
                run, scalars: scalars, characterOfScalar: characterOfScalar, size: size, tracking: tracking,
                spacing: spacing, pen: pen, into: &line)
        }
        line.width = pen
        return line
    }

    private struct Run {
        let range: Range<Int>
        let level: FriBidiLevel
        let font: SystemFont
        var isRightToLeft: Bool { level & 1 == 1 }
    }

    /// Embedding levels per scalar; all 0 (left to right) if FriBidi fails.
    private static func bidiLevels(of scalars: [UInt32]) -> [FriBidiLevel] {
        let count = FriBidiStrIndex(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        fribidi_get_bidi_types(scalars, count, &types)
        fribidi_get_bracket_types(scalars, count, types, &brackets)
        var direction = tabshift_fribidi_paragraph_auto()
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) > 0 else {
            return Array(repeating: 0, count: scalars.count)
        }
        return levels
    }

    /// Runs left to right (rule L2): from the highest level down to the lowest odd one, every stretch of runs at
    /// that level or above is reversed.
    private static func visualOrder(_ runs: [Run]) -> [Run] {
        guard let highest = runs.map(\.level).max(), let lowestOdd = runs.map(\.level).filter({ $0 & 1 == 1 }).min()
        else { return runs }
        var order = runs
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard order[index].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, order[end].level >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }

    private static let kerningAndLigaturesOff: [hb_feature_t] = ["kern", "liga", "clig"].map { tag in
        hb_feature_t(tag: tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }, value: 0, start: 0, end: .max)
    }

    /// Shapes one run at `pen`; returns the pen after it.
    private static func shape(
        _ run: Run, scalars: [UInt32], characterOfScalar: [Int], size: Double, tracking: Double, spacing: Spacing,
        pen start: Double, into line: inout ShapedLine
    ) -> Double {
        guard let buffer = hb_buffer_create() else { return start }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf32(buffer, scalars, Int32(scalars.count), UInt32(run.range.lowerBound), Int32(run.range.count))
        hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        let features = spacing == .characterAdvances ? Self.kerningAndLigaturesOff : []
        features.withUnsafeBufferPointer { features in
            hb_shape(run.font.shapingFont, buffer, features.baseAddress, UInt32(features.count))
        }
        var rawCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &rawCount),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return start }
        let count = Int(truncatingIfNeeded: rawCount)
        // The characters each cluster covers, in logical order: tracking is after-each-character spacing, as After
        // Effects tracks, so a ligature of two characters takes it twice.
        let clusters = Set((0..<count).map { Int(truncatingIfNeeded: infos[$0].cluster) }).sorted()
        var charactersInCluster: [Int: Int] = [:]
        for (position, cluster) in clusters.enumerated() {
            let end =
                position + 1 < clusters.count
                ? characterOfScalar[clusters[position + 1]]
                : (run.range.upperBound < characterOfScalar.count
                    ? characterOfScalar[run.range.upperBound] : line.characterAdvances.count)
            charactersInCluster[cluster] = max(end - characterOfScalar[cluster], 1)
        }
        let scale = size / run.font.unitsPerEm
        var pen = start
        for glyph in 0..<count {
            let cluster = Int(truncatingIfNeeded: infos[glyph].cluster)
            let character = characterOfScalar[min(cluster, characterOfScalar.count - 1)]
            let position = positions[glyph]
            line.glyphs.append(
                ShapedGlyph(
                    font: run.font, id: infos[glyph].codepoint, x: pen + Double(position.x_offset) * scale,
                    y: -Double(position.y_offset) * scale, characterIndex: character))
            var advance = Double(position.x_advance) * scale
            // Tracking follows a cluster's last glyph in drawing order.
            if glyph + 1 == count || Int(truncatingIfNeeded: infos[glyph + 1].cluster) != cluster {
                advance += tracking * Double(charactersInCluster[cluster] ?? 1)
            }
            pen += advance
            line.characterAdvances[character] += advance
        }
        return pen
    }
}
