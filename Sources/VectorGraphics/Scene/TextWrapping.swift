/// Breaks a paragraph into lines no wider than a box, as lottie-web sets paragraph text: at the last space that
/// fits, dropping the spaces at the break; a word wider than the box alone breaks between characters.
public enum TextWrapping {
    /// The lines of `paragraph` that fit `width`, measuring each character with `advance`.
    public static func lines(of paragraph: String, width: Double, advance: (Character) -> Double) -> [String] {
        guard width > 0 else { return [paragraph] }
        var lines: [String] = []
        var line: [Character] = []
        var lineWidth = 0.0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = word.reduce(0) { $0 + advance($1) }
            let spaceWidth = line.isEmpty ? 0 : advance(" ")
            if !line.isEmpty, lineWidth + spaceWidth + wordWidth > width {
                lines.append(String(line))
                line = []
                lineWidth = 0
            }
            if !line.isEmpty {
                line.append(" ")
                lineWidth += spaceWidth
            }
            for character in word {
                let characterWidth = advance(character)
                if !line.isEmpty, lineWidth + characterWidth > width, line.last != " " && lineWidth > 0 && wordWidth > width {
                    lines.append(String(line))
                    line = []
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(String(line))
        return lines
    }
}
