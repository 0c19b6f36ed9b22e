import ArgumentParser
import LottiePlayer

/// Option values read once, where the command line is read: a malformed one is a usage error (exit 64) that
/// names the option, the value and what is expected.
enum ArgumentValue {
    /// Why a value is malformed; ArgumentParser names the option and the value before it.
    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// `WIDTHxHEIGHT` (or one number for a square), e.g. `128x128`, within the largest output.
    static func size(_ text: String) throws -> Viewport {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0.trimmingCharacters(in: .whitespaces), radix: 10) }
        guard (1...2).contains(parts.count), let width = numbers[0], let height = numbers.last ?? nil else {
            throw Malformed(description: "\"\(text)\" is not of the form WIDTHxHEIGHT, e.g. 128x128")
        }
        let viewport = Viewport(width: width, height: height)
        do { try viewport.validate() } catch { throw Malformed(description: error.message) }
        return viewport
    }

    /// `FIRST..LAST`: whole frames from FIRST to LAST, inclusive.
    static func frameRange(_ text: String) throws -> FrameSelection {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let first = Double(parts[0]), let last = Double(parts[1]), first.isFinite,
            last.isFinite, first <= last
        else {
            throw Malformed(
                description: "frame range \"\(text)\" is not of the form FIRST..LAST with FIRST ≤ LAST, e.g. 0..59")
        }
        guard last - first < Double(FrameSelection.maximumCount) else {
            throw Malformed(
                description:
                    "frame range \"\(text)\" has more than \(FrameSelection.maximumCount) frames; render it in parts")
        }
        return .range(first, last)
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    static func color(_ text: String) throws -> LottieColor {
        guard let color = LottieColor(hex: text) else {
            throw Malformed(description: "\"\(text)\" is not a colour of the form #RRGGBB or #RRGGBBAA")
        }
        return color
    }

    /// `KEYPATH=#RRGGBB[AA]`: a keypath and the colour that replaces what it matches.
    static func keypathColor(_ text: String) throws -> KeypathColor {
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
            throw Malformed(
                description: "\"\(text)\" is not of the form KEYPATH=#RRGGBB, e.g. 'Heart.Fill 1.Color=#FF2D55'")
        }
        return KeypathColor(
            pattern: KeypathPattern(String(text[..<equals])),
            color: try color(String(text[text.index(after: equals)...])))
    }
}

/// `--slot ID=VALUE` and `--set KEYPATH=VALUE`: the value stays text until the document says what the slot or the
/// keypath holds.
struct Assignment {
    let name: String
    let value: String
}

extension ArgumentValue {
    /// `ID=VALUE`, split at the first `=` (ids rarely hold one; JSON values often do).
    static func slotAssignment(_ text: String) throws -> Assignment {
        try assignment(text, form: "ID=VALUE, e.g. 'ball_color=#FF2D55'")
    }

    /// `KEYPATH=VALUE`, split at the first `=` (keypaths hold none; texts may).
    static func keypathSetting(_ text: String) throws -> Assignment {
        try assignment(text, form: "KEYPATH=VALUE, e.g. '**.Opacity=50'")
    }

    private static func assignment(_ text: String, form: String) throws -> Assignment {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw Malformed(description: "\"\(text)\" is not of the form \(form)")
        }
        return Assignment(name: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
    }
}

/// A colour to set on what a keypath matches (`--color`).
struct KeypathColor {
    let pattern: KeypathPattern
    let color: LottieColor
}
