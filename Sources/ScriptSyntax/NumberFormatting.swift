/// Numbers written the way JavaScript writes them (`String(0.1)`, `1e21`, `1e-7`, `-0` as "0").
package enum NumberFormatting {
    package static func string(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value == 0 { return "0" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value < 0 { return "-" + string(-value) }
        if value < 1e21, value == value.rounded(), value < 9.007199254740992e15 { return String(Int64(value)) }
        let (digits, exponent) = shortestDigits(value)
        let k = digits.count, n = exponent
        if k <= n && n <= 21 { return digits + String(repeating: "0", count: n - k) }
        if 0 < n && n <= 21 {
            let split = digits.index(digits.startIndex, offsetBy: n)
            return String(digits[..<split]) + "." + String(digits[split...])
        }
        if -6 < n && n <= 0 { return "0." + String(repeating: "0", count: -n) + digits }
        let power = n - 1
        let sign = power < 0 ? "-" : "+"
        let mantissa = k == 1 ? digits : String(digits.prefix(1)) + "." + String(digits.dropFirst())
        return mantissa + "e" + sign + String(abs(power))
    }

    /// The fewest decimal digits that read back as `value` (positive, finite), and `n` such that the value is
    /// 0.digits × 10^n. Swift's own description already finds the shortest digits; only its layout differs.
    package static func shortestDigits(_ value: Double) -> (digits: String, exponent: Int) {
        let text = value.description
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...], radix: 10) ?? 0
        }
        var digits = ""
        var pointPosition: Int?
        for character in mantissa {
            if character == "." { pointPosition = digits.count } else { digits.append(character) }
        }
        var n = (pointPosition ?? digits.count) + exponent
        while digits.first == "0", digits.count > 1 {
            digits.removeFirst()
            n -= 1
        }
        while digits.last == "0", digits.count > 1 { digits.removeLast() }
        return (digits, n)
    }
}
