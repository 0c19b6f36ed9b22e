import Foundation
import Testing
import VectorGraphics

@Suite("Checked conversions")
struct CheckedConversionTests {
    @Test("a Double becomes an Int rounded and clamped, never trapping")
    func clampingRounded() {
        #expect(Int(clampingRounded: 2.5, to: 0...10) == 3)
        #expect(Int(clampingRounded: 2.7, to: 0...10, rule: .towardZero) == 2)
        #expect(Int(clampingRounded: -2.5, to: -10...10, rule: .down) == -3)
        #expect(Int(clampingRounded: -2.5, to: -10...10) == -3)
        #expect(Int(clampingRounded: 2.1, to: 0...10, rule: .up) == 3)
        #expect(Int(clampingRounded: -2.7, to: -10...10, rule: .towardZero) == -2)
        #expect(Int(clampingRounded: 1e300, to: 0...10) == 10)
        #expect(Int(clampingRounded: -.infinity, to: 0...10) == 0)
        #expect(Int(clampingRounded: .nan, to: 3...10) == 3)
        #expect(Int(clampingRounded: 9.3e18, to: Int.min...Int.max) == Int.max)
        #expect(Int(clampingRounded: -9.3e18, to: Int.min...Int.max) == Int.min)
    }

    /// `Int(someDouble)` traps on NaN, infinities and values beyond ±2⁶³, all of which a file can supply. Every
    /// conversion in Sources says how it cannot trap: `clampingRounded:` for floating point, `exactly:`,
    /// `clamping:` or `truncatingIfNeeded:` for integers, `radix:` for text.
    @Test("Sources convert to Int only through checked initialisers")
    func noUncheckedIntConversions() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        // The label may follow on the next line where a long call is wrapped.
        let unchecked = try NSRegularExpression(pattern: #"\bInt\((?!\s*(?:exactly:|clamping:|clampingRounded:|bitPattern:|truncatingIfNeeded:))"#)
        var offenders: [String] = []
        var filesRead = 0
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            filesRead += 1
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            for match in unchecked.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range, in: text) else { continue }
                let number = text[..<range.lowerBound].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                let line = lines[number], next = number + 1 < lines.count ? lines[number + 1] : ""
                guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), !line.contains("radix:"), !next.contains("radix:") else { continue }
                offenders.append("\(file.lastPathComponent):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(filesRead > 100)
        #expect(offenders.isEmpty, "unchecked Int conversions:\n\(offenders.joined(separator: "\n"))")
    }
}
