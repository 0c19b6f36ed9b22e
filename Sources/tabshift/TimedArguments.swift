import ArgumentParser
import Foundation
import LottiePlayer

/// `tabshift interact`'s steps: a value and the time it happens, written `VALUE@SECONDS`.
extension ArgumentValue {
    struct Timed<Value> {
        let value: Value
        let seconds: Double
    }

    /// Splits `VALUE@SECONDS` at the last `@` (names may hold one; times do not).
    private static func timed(_ text: String, form: String) throws -> (String, Double) {
        guard let at = text.lastIndex(of: "@"), let seconds = Double(text[text.index(after: at)...]), seconds.isFinite,
            seconds >= 0
        else {
            throw Malformed(description: "\"\(text)\" is not of the form \(form) (seconds from the start, 0 or more)")
        }
        return (String(text[..<at]), seconds)
    }

    private static func point(_ text: String, whole: String, form: String) throws -> (x: Double, y: Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw Malformed(description: "\"\(whole)\" is not of the form \(form)")
        }
        return (x, y)
    }

    static func timedPoint(_ text: String) throws -> Timed<(x: Double, y: Double)> {
        let form = "X,Y@SECONDS, e.g. '48,48@0.5'"
        let (place, seconds) = try timed(text, form: form)
        return Timed(value: try point(place, whole: text, form: form), seconds: seconds)
    }

    static func timedPointer(_ text: String) throws -> Timed<InteractionEvent> {
        let form = "KIND:X,Y@SECONDS with KIND down, up, move, enter, exit or click, e.g. 'move:48,48@0.5'"
        let (event, seconds) = try timed(text, form: form)
        guard let colon = event.firstIndex(of: ":") else {
            throw Malformed(description: "\"\(text)\" is not of the form \(form)")
        }
        let place = try point(String(event[event.index(after: colon)...]), whole: text, form: form)
        guard let pointer = InteractionScript.pointer(String(event[..<colon]), x: place.x, y: place.y) else {
            throw Malformed(description: "\"\(text)\" is not of the form \(form)")
        }
        return Timed(value: pointer, seconds: seconds)
    }

    static func timedAssignment(_ text: String) throws -> Timed<Assignment> {
        let form = "NAME=VALUE@SECONDS, e.g. 'rating=3@1'"
        let (assignment, seconds) = try timed(text, form: form)
        guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
            throw Malformed(description: "\"\(text)\" is not of the form \(form)")
        }
        return Timed(
            value: Assignment(
                name: String(assignment[..<equals]), value: String(assignment[assignment.index(after: equals)...])),
            seconds: seconds)
    }

    static func timedName(_ text: String) throws -> Timed<String> {
        let (name, seconds) = try timed(text, form: "NAME@SECONDS, e.g. 'Step@1'")
        guard !name.isEmpty else { throw Malformed(description: "\"\(text)\" names no event input") }
        return Timed(value: name, seconds: seconds)
    }
}
