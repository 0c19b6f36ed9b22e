/// Breaks a paragraph into lines no wider than a box, as lottie-web sets paragraph text: at the last space that
/// fits, dropping the space at the break; a word wider than the box alone breaks between characters.
package enum TextWrapping {
    /// The lines of `paragraph` that fit `width`, measuring each character with `advance`.
    package static func lines(of paragraph: String, width: Double, advance: (Character) -> Double) -> [String] {
        let characters = Array(paragraph)
        return lineRanges(of: characters, width: width, advance: advance).map { String(characters[$0]) }
    }

    /// The same lines as ranges of `characters`, so that per-character styles follow their characters.
    package static func lineRanges(
        of characters: [Character], width: Double, advance: (Character) -> Double
    ) -> [Range<Int>] {
        lineRanges(of: characters, width: width, advanceAt: { advance(characters[$0]) })
    }

    /// The same, measuring the character at each position with `advanceAt`: shaped text, whose characters' widths
    /// depend on their neighbours.
    package static func lineRanges(
        of characters: [Character], width: Double, advanceAt: (Int) -> Double
    ) -> [Range<Int>] {
        guard width > 0, !characters.isEmpty else { return [0..<characters.count] }
        var ranges: [Range<Int>] = []
        var lineStart = 0, lineEnd = 0, lineWidth = 0.0, lineHasContent = false
        var wordStart = 0
        while wordStart <= characters.count {
            var wordEnd = wordStart
            while wordEnd < characters.count, characters[wordEnd] != " " { wordEnd += 1 }
            let wordWidth = (wordStart..<wordEnd).reduce(0) { $0 + advanceAt($1) }
            let spaceWidth = wordStart > 0 ? advanceAt(wordStart - 1) : 0
            if lineHasContent, lineWidth + spaceWidth + wordWidth <= width {
                // The word joins the line with the space before it.
                lineEnd = wordEnd
                lineWidth += spaceWidth + wordWidth
            } else {
                if lineHasContent { ranges.append(lineStart..<lineEnd) }
                lineStart = wordStart
                lineEnd = wordStart
                lineWidth = 0
                for position in wordStart..<wordEnd {
                    let characterWidth = advanceAt(position)
                    if lineEnd > lineStart, lineWidth + characterWidth > width {
                        ranges.append(lineStart..<lineEnd)
                        lineStart = position
                        lineWidth = 0
                    }
                    lineEnd = position + 1
                    lineWidth += characterWidth
                }
                lineHasContent = true
            }
            wordStart = wordEnd + 1
        }
        ranges.append(lineStart..<lineEnd)
        return ranges
    }
}
